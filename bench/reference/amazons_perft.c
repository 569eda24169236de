/*
 * Plain C perft for two-player Game of the Amazons on 10x10 from the start position
 * (docs/rules/amazons.md A-BOARD-1, A-TURN-1; docs/rules/notation.md N-PERFT-1): the reference the Java engine is timed against.
 *
 * Deliberately plain: a 12x12 mailbox with a wall border, piece lists, ray walking, make/unmake.
 * The only trick is last-ply counting: at depth 1 each amazon move is made and the arrow squares
 * reachable from its landing square are counted without being placed.
 *
 * A player who cannot complete a turn loses (A-END-1), and a turn that ends the game is a leaf:
 * a node where the mover has no move counts 1.
 *
 * Build: gcc -O2 -o amazons_perft amazons_perft.c
 * Usage: ./amazons_perft DEPTH        prints "perft(D) = N"
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define W 12                 /* mailbox width: 10 files plus a wall on each side */
#define EMPTY 0
#define WALL 1
#define ARROW 2
#define WHITE 3
#define BLACK 4

static unsigned char board[W * W];
static int amazons[2][4];
static const int DIRS[8] = {1, -1, W, -W, W + 1, -W - 1, W - 1, -W + 1};

static int sq(int file, int rank) { return (rank + 1) * W + file + 1; }

/* Number of empty squares a queen on s reaches. */
static long reach(int s) {
    long n = 0;
    for (int d = 0; d < 8; d++) {
        int step = DIRS[d];
        for (int t = s + step; board[t] == EMPTY; t += step) {
            n++;
        }
    }
    return n;
}

/* Whole turns of player p, counted without placing the arrows. */
static long count_turns(int p) {
    long n = 0;
    for (int a = 0; a < 4; a++) {
        int f = amazons[p][a];
        board[f] = EMPTY; /* the square just left counts as empty for the arrow */
        for (int d = 0; d < 8; d++) {
            int step = DIRS[d];
            for (int t = f + step; board[t] == EMPTY; t += step) {
                n += reach(t);
            }
        }
        board[f] = WHITE + p;
    }
    return n;
}

static long perft(int p, int depth) {
    if (depth == 1) {
        long n = count_turns(p);
        return n == 0 ? 1 : n;
    }
    long total = 0;
    int any = 0;
    for (int a = 0; a < 4; a++) {
        int f = amazons[p][a];
        for (int d = 0; d < 8; d++) {
            int step = DIRS[d];
            for (int t = f + step; board[t] == EMPTY; t += step) {
                board[f] = EMPTY;
                board[t] = WHITE + p;
                amazons[p][a] = t;
                for (int e = 0; e < 8; e++) {
                    int astep = DIRS[e];
                    for (int x = t + astep; board[x] == EMPTY; x += astep) {
                        any = 1;
                        board[x] = ARROW;
                        total += perft(1 - p, depth - 1);
                        board[x] = EMPTY;
                    }
                }
                amazons[p][a] = f;
                board[t] = EMPTY;
                board[f] = WHITE + p;
            }
        }
    }
    return any ? total : 1;
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: %s DEPTH\n", argv[0]);
        return 2;
    }
    int depth = atoi(argv[1]);
    for (int i = 0; i < W * W; i++) {
        board[i] = WALL;
    }
    for (int r = 0; r < 10; r++) {
        for (int f = 0; f < 10; f++) {
            board[sq(f, r)] = EMPTY;
        }
    }
    /* A-BOARD-1: White a4 d1 g1 j4, Black a7 d10 g10 j7 */
    int wf[4] = {0, 3, 6, 9}, wr[4] = {3, 0, 0, 3}, br[4] = {6, 9, 9, 6};
    for (int a = 0; a < 4; a++) {
        amazons[0][a] = sq(wf[a], wr[a]);
        amazons[1][a] = sq(wf[a], br[a]);
        board[amazons[0][a]] = WHITE;
        board[amazons[1][a]] = BLACK;
    }
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    long n = depth <= 0 ? 1 : perft(0, depth);
    clock_gettime(CLOCK_MONOTONIC, &t1);
    double secs = (t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) / 1e9;
    printf("perft(%d) = %ld\n", depth, n);
    fprintf(stderr, "%.3f s\n", secs);
    return 0;
}
