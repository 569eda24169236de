/*
 * kadon_perft.c: a plain C perft for Kadon Proteus (docs/rules/kadon.md; docs/rules/notation.md N-PERFT-1), default options
 * (maxturns=200, placewins=on, no overmatch), from the empty start position. Reference for the
 * speed target of TARGETS.md and an independent check of the Java engine's counts.
 *
 *   gcc -O2 -o kadon_perft kadon_perft.c && ./kadon_perft 5      prints "perft(5) = N"
 *
 * Ids as in the Java engine: tile = colour*3 + shape (R,Y,B x circle,square,triangle), piece =
 * owner*3 + shape (owner 0 Black, who places first), cell = (rank-1)*3 + file. K-PLACE-4 is an exact
 * memoised search over (tiles not under a piece, pieces in hand, active colours); see the comment on
 * feasible(). The last ply is counted without being played.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXTURNS 200
#define ONGOING 0
#define DRAW 3

static int cell_tile[9], cell_piece[9], piece_cell[6];
static int pool, uncovered, hands, active, empty_cells, vacant_cells, occ[2], to_move, status, turn;
static unsigned long long hash, hist[MAXTURNS + 2];
static unsigned long long ktile[81], kpiece[54], kactive[9], kwhite;
static int moves_mask[3][9], is_line[512], pair_a[36], pair_b[36];
static unsigned char memo[1 << 18]; /* 0 unknown, 1 no, 2 yes */

static int colours_of(int act) {
    return ((act & 7) != 0) | ((act >> 3 & 7) != 0) << 1 | ((act >> 6 & 7) != 0) << 2;
}

/* F = can the remaining pieces be placed, in some order by either player, so that every colour ends
 * up active? Who is to move does not matter (a player with no legal placement passes), a tile in the
 * pool is as good as a vacant one (it can always be placed first), and tile placements never
 * activate anything. */
static int feasible(int unc, int hnd, int act) {
    if (hnd == 0) return act == 7;
    int key = unc << 9 | hnd << 3 | act;
    if (memo[key]) return memo[key] == 2;
    int ok = 0;
    for (int p = 0; p < 6 && !ok; p++) {
        if (!(hnd >> p & 1)) continue;
        for (int t = 0; t < 9 && !ok; t++) {
            if (!(unc >> t & 1)) continue;
            int next = act;
            if (t % 3 == p % 3) {
                if (act >> (t / 3) & 1) continue; /* K-PLACE-3 */
                next |= 1 << (t / 3);
            }
            ok = feasible(unc & ~(1 << t), hnd & ~(1 << p), next);
        }
    }
    memo[key] = ok ? 2 : 1;
    return ok;
}

static int active_tile(int colour) {
    int bits = active >> (3 * colour) & 7;
    return bits ? colour * 3 + __builtin_ctz(bits) : -1;
}

static void activate(int t) {
    int mask = 7 << (3 * (t / 3)), old = active & mask;
    if (old == 1 << t) return;
    if (old) hash ^= kactive[__builtin_ctz(old)];
    hash ^= kactive[t];
    active = (active & ~mask) | 1 << t;
}

static int meets(int pl, int goal) {
    if (hands >> (3 * pl) & 7) return 0;
    if (goal == 1) return is_line[occ[pl]];
    int a = cell_tile[piece_cell[pl * 3]], b = cell_tile[piece_cell[pl * 3 + 1]], c = cell_tile[piece_cell[pl * 3 + 2]];
    if (goal == 2) return a / 3 == b / 3 && b / 3 == c / 3;
    return a % 3 == b % 3 && b % 3 == c % 3;
}

static int evaluate(int ply) {
    int placing = (pool | hands) != 0;
    int goal = active >> 3 & 7;
    if (goal) {
        int b = meets(0, goal), w = meets(1, goal);
        if (b != w) return b ? 1 : 2;
    }
    if (!placing) {
        int n = 0;
        for (int j = ply - 2; j >= 0; j -= 2) n += hist[j] == hash;
        if (n >= 2) return DRAW;
    }
    return turn >= MAXTURNS ? DRAW : ONGOING;
}

static int trade_ok(int rule, int a, int b) {
    if (rule == 0) {
        int pa = cell_piece[a], pb = cell_piece[b];
        return pa >= 0 && pb >= 0 && (pa < 3) != (pb < 3);
    }
    if (rule == 1) return cell_tile[a] / 3 == cell_tile[b] / 3;
    return cell_tile[a] % 3 == cell_tile[b] % 3;
}

/* Actions: 0..80 tile t on cell c (t*9+c); 81..107 piece shape s on c; 108 pass; 109..189 move; 190.. trade. */
static int gen(int *buf) {
    int n = 0;
    if (pool | hands) {
        int cols = colours_of(active);
        if (feasible(uncovered, hands, cols)) {
            for (int t = 0; t < 9; t++)
                if (pool >> t & 1)
                    for (int c = 0; c < 9; c++)
                        if (empty_cells >> c & 1) buf[n++] = t * 9 + c;
            for (int s = 0; s < 3; s++) {
                int p = to_move * 3 + s;
                if (!(hands >> p & 1)) continue;
                for (int c = 0; c < 9; c++) {
                    if (!(vacant_cells >> c & 1)) continue;
                    int t = cell_tile[c], act = cols;
                    if (t % 3 == s) {
                        if (cols >> (t / 3) & 1) continue;
                        act |= 1 << (t / 3);
                    }
                    if (feasible(uncovered & ~(1 << t), hands & ~(1 << p), act)) buf[n++] = 81 + s * 9 + c;
                }
            }
        }
        if (n == 0) buf[n++] = 108;
        return n;
    }
    int mr = active_tile(0) % 3, tr = active_tile(2) % 3;
    for (int f = 0; f < 9; f++) {
        if (!(occ[to_move] >> f & 1)) continue;
        for (int t = 0; t < 9; t++)
            if (moves_mask[mr][f] & vacant_cells & 1 << t) buf[n++] = 109 + f * 9 + t;
    }
    for (int k = 0; k < 36; k++)
        if (trade_ok(tr, pair_a[k], pair_b[k])) buf[n++] = 190 + k;
    return n;
}

static void put_piece(int p, int c) {
    cell_piece[c] = p; piece_cell[p] = c; occ[p / 3] |= 1 << c; vacant_cells &= ~(1 << c);
    hash ^= kpiece[p * 9 + c];
}

static void take_piece(int p, int c) {
    cell_piece[c] = -1; occ[p / 3] &= ~(1 << c); vacant_cells |= 1 << c;
    hash ^= kpiece[p * 9 + c];
}

typedef struct { int active, status; unsigned long long hash; } Undo;

static void make(int a, int ply, Undo *u) {
    u->active = active; u->status = status; u->hash = hash;
    hist[ply] = hash;
    if (a < 81) {
        int t = a / 9, c = a % 9;
        cell_tile[c] = t; pool ^= 1 << t; empty_cells ^= 1 << c; vacant_cells |= 1 << c;
        hash ^= ktile[t * 9 + c];
    } else if (a < 108) {
        int s = (a - 81) / 9, c = (a - 81) % 9, p = to_move * 3 + s, t = cell_tile[c];
        put_piece(p, c); hands ^= 1 << p; uncovered ^= 1 << t;
        if (t % 3 == s && !(active >> (3 * (t / 3)) & 7)) activate(t);
    } else if (a == 108) {
    } else if (a < 190) {
        int f = (a - 109) / 9, t = (a - 109) % 9, p = cell_piece[f];
        take_piece(p, f); put_piece(p, t);
        if (cell_tile[t] % 3 == p % 3) activate(cell_tile[t]);
    } else {
        int x = pair_a[a - 190], y = pair_b[a - 190], tx = cell_tile[x], ty = cell_tile[y];
        hash ^= ktile[tx * 9 + x] ^ ktile[ty * 9 + y] ^ ktile[tx * 9 + y] ^ ktile[ty * 9 + x];
        cell_tile[x] = ty; cell_tile[y] = tx;
        int px = cell_piece[x], py = cell_piece[y];
        int mty = px >= 0 && px % 3 == ty % 3, mtx = py >= 0 && py % 3 == tx % 3;
        if (mtx && mty && tx / 3 == ty / 3) {
            if ((active >> tx & 1) || (active >> ty & 1)) activate((active >> tx & 1) ? ty : tx);
        } else {
            if (mtx) activate(tx);
            if (mty) activate(ty);
        }
    }
    to_move ^= 1; hash ^= kwhite; turn++;
    status = evaluate(ply + 1);
}

static void unmake(int a, const Undo *u) {
    turn--; to_move ^= 1;
    active = u->active; status = u->status; hash = u->hash;
    if (a < 81) {
        int t = a / 9, c = a % 9;
        cell_tile[c] = -1; pool ^= 1 << t; empty_cells ^= 1 << c; vacant_cells &= ~(1 << c);
    } else if (a < 108) {
        int s = (a - 81) / 9, c = (a - 81) % 9, p = to_move * 3 + s;
        cell_piece[c] = -1; piece_cell[p] = -1; occ[to_move] ^= 1 << c; vacant_cells |= 1 << c;
        hands ^= 1 << p; uncovered ^= 1 << cell_tile[c];
    } else if (a == 108) {
    } else if (a < 190) {
        int f = (a - 109) / 9, t = (a - 109) % 9, p = cell_piece[t];
        cell_piece[t] = -1; cell_piece[f] = p; piece_cell[p] = f;
        occ[p / 3] ^= 1 << f | 1 << t; vacant_cells ^= 1 << f | 1 << t;
    } else {
        int x = pair_a[a - 190], y = pair_b[a - 190], tx = cell_tile[x];
        cell_tile[x] = cell_tile[y]; cell_tile[y] = tx;
    }
}

/* The number of legal actions without listing them (the last ply of perft). */
static int count_legal(void) {
    if (!(pool | hands)) {
        int buf[226];
        return gen(buf);
    }
    int n = 0, cols = colours_of(active);
    if (feasible(uncovered, hands, cols)) {
        n = __builtin_popcount(pool) * __builtin_popcount(empty_cells);
        for (int s = 0; s < 3; s++) {
            int p = to_move * 3 + s;
            if (!(hands >> p & 1)) continue;
            for (int c = 0; c < 9; c++) {
                if (!(vacant_cells >> c & 1)) continue;
                int t = cell_tile[c], act = cols;
                if (t % 3 == s) {
                    if (cols >> (t / 3) & 1) continue;
                    act |= 1 << (t / 3);
                }
                n += feasible(uncovered & ~(1 << t), hands & ~(1 << p), act);
            }
        }
    }
    return n ? n : 1;
}

static long long perft(int depth, int ply) {
    if (depth == 1) return count_legal();
    int buf[226];
    int n = gen(buf);
    long long total = 0;
    Undo u;
    for (int i = 0; i < n; i++) {
        make(buf[i], ply, &u);
        total += status != ONGOING ? 1 : perft(depth - 1, ply + 1);
        unmake(buf[i], &u);
    }
    return total;
}

static unsigned long long rng = 0x9E3779B97F4A7C15ULL;
static unsigned long long next_key(void) {
    rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17;
    return rng;
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: %s DEPTH\n", argv[0]);
        return 2;
    }
    int depth = atoi(argv[1]);
    for (int i = 0; i < 81; i++) ktile[i] = next_key();
    for (int i = 0; i < 54; i++) kpiece[i] = next_key();
    for (int i = 0; i < 9; i++) kactive[i] = next_key();
    kwhite = next_key();
    for (int c = 0; c < 9; c++)
        for (int d = 0; d < 9; d++) {
            if (d == c) continue;
            int dr = abs(d / 3 - c / 3), df = abs(d % 3 - c % 3);
            if (dr <= 1 && df <= 1) moves_mask[0][c] |= 1 << d;
            if (dr == 0 || df == 0) moves_mask[1][c] |= 1 << d; /* ROOK with the leap exception */
            else moves_mask[2][c] |= 1 << d;
        }
    static const int lines[8] = {0x007, 0x038, 0x1C0, 0x049, 0x092, 0x124, 0x111, 0x054};
    for (int m = 0; m < 512; m++)
        for (int l = 0; l < 8; l++)
            if ((m & lines[l]) == lines[l]) is_line[m] = 1;
    for (int a = 0, k = 0; a < 9; a++)
        for (int b = a + 1; b < 9; b++, k++) { pair_a[k] = a; pair_b[k] = b; }
    for (int c = 0; c < 9; c++) { cell_tile[c] = -1; cell_piece[c] = -1; }
    for (int p = 0; p < 6; p++) piece_cell[p] = -1;
    pool = uncovered = empty_cells = 0x1FF;
    hands = 63;
    long long n = depth <= 0 ? 1 : perft(depth, 0);
    printf("perft(%d) = %lld\n", depth, n);
    return 0;
}
