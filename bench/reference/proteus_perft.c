/*
 * Plain C perft for Proteus dice chess (docs/rules/proteus.md, no variants): the reference that the
 * Java engine's perft is timed against. A mailbox board, every move generated and made; only the
 * rotation step of the last turn is counted without being generated (each die but the one that
 * moved has two single-step rotations, one if it is a Pyramid or a Queen).
 * Usage: ./proteus_perft DEPTH     prints perft(DEPTH) = N from the start position.
 * Build: gcc -O2 -o proteus_perft proteus_perft.c
 */
#include <stdio.h>
#include <stdlib.h>

enum { EMPTY = -1, PYR = 0, PAWN, BISHOP, KNIGHT, ROOK, QUEEN };
static const int VALUE[6] = {0, 2, 3, 4, 5, 6};

typedef struct {
    signed char sq[64]; /* -1 empty, else color * 8 + face */
    int count[2];
    int side;
} Pos;

static int is_start(int c, int s) {
    int r = s >> 3, f = s & 7;
    if (c == 0) return (r == 0 && f % 2 == 0) || (r == 1 && f % 2 == 1);
    return (r == 6 && f % 2 == 0) || (r == 7 && f % 2 == 1);
}

/* rotations available to the side's dice, excluding the die on square skip */
static long rotations(const Pos *p, int c, int skip) {
    long n = 0;
    for (int s = 0; s < 64; s++) {
        int v = p->sq[s];
        if (v >= 0 && (v >> 3) == c && s != skip) n += ((v & 7) == PYR || (v & 7) == QUEEN) ? 1 : 2;
    }
    return n;
}

static long perft(Pos *p, int depth);

/* plays from-to, counts or recurses, unplays; returns the number of turn sequences below */
static long play(Pos *p, int from, int to, int depth) {
    int c = p->side, e = c ^ 1;
    int mover = p->sq[from], victim = p->sq[to], queen_sq = -1, queen = EMPTY;
    p->sq[to] = (signed char) mover;
    p->sq[from] = EMPTY;
    if (victim >= 0) p->count[e]--;
    int q = c == 0 ? to - 8 : to + 8; /* an enemy Queen whose back is 'to' */
    if (q >= 0 && q < 64 && p->sq[q] == e * 8 + QUEEN) {
        queen_sq = q;
        queen = p->sq[q];
        p->sq[q] = EMPTY;
        p->count[e]--;
    }
    long n;
    if (p->count[0] <= 1 || p->count[1] <= 1) {
        n = 1; /* P-END-1: the game ends after the move */
    } else if (depth == 1) {
        n = rotations(p, c, to);
    } else {
        n = 0;
        for (int s = 0; s < 64; s++) {
            int v = p->sq[s];
            if (v < 0 || (v >> 3) != c || s == to) continue;
            int f = v & 7;
            for (int d = -1; d <= 1; d += 2) {
                if ((d > 0 && f == QUEEN) || (d < 0 && f == PYR)) continue;
                p->sq[s] = (signed char) (v + d);
                p->side = e;
                n += perft(p, depth - 1);
                p->side = c;
                p->sq[s] = (signed char) v;
            }
        }
    }
    if (queen_sq >= 0) { p->sq[queen_sq] = (signed char) queen; p->count[e]++; }
    if (victim >= 0) p->count[e]++;
    p->sq[to] = (signed char) victim;
    p->sq[from] = (signed char) mover;
    return n;
}

static int capturable(const Pos *p, int s, int e) {
    int v = p->sq[s];
    return v >= 0 && (v >> 3) == e && (v & 7) != PYR;
}

static long perft(Pos *p, int depth) {
    if (depth == 0) return 1;
    int c = p->side, e = c ^ 1;
    static const int KN[8][2] = {{1, 2}, {2, 1}, {-1, 2}, {-2, 1}, {1, -2}, {2, -1}, {-1, -2}, {-2, -1}};
    static const int DIR[8][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    long total = 0;
    int moves = 0;
    for (int s = 0; s < 64; s++) {
        int v = p->sq[s];
        if (v < 0 || (v >> 3) != c) continue;
        int f = v & 7, r = s >> 3, fl = s & 7;
        if (f == PAWN) {
            int dr = c == 0 ? 1 : -1, r1 = r + dr;
            if (r1 >= 0 && r1 < 8) {
                int t = r1 * 8 + fl;
                if (p->sq[t] == EMPTY) {
                    total += play(p, s, t, depth); moves++;
                    int r2 = r1 + dr;
                    if (is_start(c, s) && r2 >= 0 && r2 < 8 && p->sq[r2 * 8 + fl] == EMPTY) {
                        total += play(p, s, r2 * 8 + fl, depth); moves++;
                    }
                }
                for (int df = -1; df <= 1; df += 2) {
                    if (fl + df < 0 || fl + df > 7) continue;
                    t = r1 * 8 + fl + df;
                    if (capturable(p, t, e)) { total += play(p, s, t, depth); moves++; }
                }
            }
        } else if (f == KNIGHT) {
            for (int k = 0; k < 8; k++) {
                int rr = r + KN[k][0], ff = fl + KN[k][1];
                if (rr < 0 || rr > 7 || ff < 0 || ff > 7) continue;
                int t = rr * 8 + ff;
                if (p->sq[t] == EMPTY || capturable(p, t, e)) { total += play(p, s, t, depth); moves++; }
            }
        } else if (f != PYR) {
            int d0 = f == BISHOP ? 4 : 0, d1 = f == ROOK ? 4 : 8;
            for (int d = d0; d < d1; d++) {
                for (int rr = r + DIR[d][0], ff = fl + DIR[d][1]; rr >= 0 && rr < 8 && ff >= 0 && ff < 8;
                     rr += DIR[d][0], ff += DIR[d][1]) {
                    int t = rr * 8 + ff;
                    if (p->sq[t] == EMPTY) { total += play(p, s, t, depth); moves++; continue; }
                    if (capturable(p, t, e)) { total += play(p, s, t, depth); moves++; }
                    break;
                }
            }
        }
    }
    return moves == 0 ? 1 : total; /* P-TURN-2: no legal turn ends the game, a leaf */
}

int main(int argc, char **argv) {
    if (argc != 2) { fprintf(stderr, "usage: %s DEPTH\n", argv[0]); return 2; }
    int depth = atoi(argv[1]);
    Pos p;
    for (int s = 0; s < 64; s++) {
        p.sq[s] = EMPTY;
        if (is_start(0, s)) p.sq[s] = 0 * 8 + PAWN;
        if (is_start(1, s)) p.sq[s] = 1 * 8 + PAWN;
    }
    p.count[0] = p.count[1] = 8;
    p.side = 0;
    printf("perft(%d) = %lld\n", depth, (long long) perft(&p, depth));
    return 0;
}
