package pz.proteus;

import static pz.proteus.Rules.P;
import static pz.proteus.Rules.Q;
import static pz.proteus.Rules.Y;

/**
 * The dice on the board: one bitboard per colour and per face, a mailbox for lookups, the scores
 * and the incremental Zobrist hash of the pieces; move generation and the fast turn count.
 * Base of {@link ProteusState}; not thread-safe.
 *
 * <p>Performance note: {@link #targets} and {@link #countTurns} allocate nothing and work on whole
 * bitboards; {@link #countTurns} counts each move's rotations arithmetically (every die but the one
 * that moved has one or two single steps) instead of generating them.
 */
abstract class Board {
    final ProteusGame game;
    final Rules rules;
    final long[] color = new long[2];
    final long[] face = new long[6];
    /** -1 for an empty square, else {@code color * 8 + face}. */
    final byte[] board = new byte[64];
    final int[] score = new int[2];
    long hash;

    Board(ProteusGame game) {
        this.game = game;
        this.rules = game.rules;
        java.util.Arrays.fill(board, (byte) -1);
    }

    final void put(int sq, int c, int f) {
        long b = 1L << sq;
        color[c] |= b;
        face[f] |= b;
        board[sq] = (byte) (c * 8 + f);
        hash ^= game.pieceKeys[(c * 6 + f) * 64 + sq];
    }

    final void remove(int sq) {
        int code = board[sq];
        int c = code >> 3;
        int f = code & 7;
        long b = ~(1L << sq);
        color[c] &= b;
        face[f] &= b;
        board[sq] = -1;
        hash ^= game.pieceKeys[(c * 6 + f) * 64 + sq];
    }

    final int colorAt(int sq) {
        return board[sq] < 0 ? -1 : board[sq] >> 3;
    }

    final int faceAt(int sq) {
        return board[sq] < 0 ? -1 : board[sq] & 7;
    }

    /** Dice with an odd point value under this spec's values (Polarity), Pyramids excluded. */
    final long oddDice() {
        return rules.warhorses ? face[Rules.N] | face[Rules.R] : face[Rules.B] | face[Rules.R];
    }

    /** Dice with an even point value, Pyramids excluded. */
    final long evenDice() {
        return rules.warhorses ? face[P] | face[Rules.B] | face[Q] : face[P] | face[Rules.N] | face[Q];
    }

    /** Enemy dice a die of face {@code f} and colour {@code c} may capture (P-CAP-1, P-MOVE-PYRAMID, Polarity). */
    final long capturable(int c, int f) {
        long cap = color[c ^ 1] & ~face[Y];
        if (rules.polarity) {
            cap &= rules.odd[f] ? evenDice() : oddDice();
        }
        return cap;
    }

    /** The squares behind the enemy Queens of the side {@code c} (P-CAP-BACKSTAB-1). */
    final long backstabSquares(int c) {
        long q = color[c ^ 1] & face[Q];
        // a Black Queen's back is one rank up, a White Queen's one rank down; on her own first rank she has none
        return c == Bits.WHITE ? q << 8 : q >>> 8;
    }

    /** The legal destinations of the die of colour {@code c} and face {@code f} on {@code sq} (P-MOVE-*). */
    final long targets(int sq, int c, int f) {
        long occ = color[0] | color[1];
        long open = ~occ | capturable(c, f);
        switch (f) {
            case Rules.P: {
                long t = 0;
                int s1 = c == Bits.WHITE ? sq + 8 : sq - 8;
                if (s1 >= 0 && s1 < 64 && (occ >>> s1 & 1) == 0) {
                    t = 1L << s1;
                    int s2 = c == Bits.WHITE ? s1 + 8 : s1 - 8;
                    if ((Bits.START[c] >>> sq & 1) != 0 && s2 >= 0 && s2 < 64 && (occ >>> s2 & 1) == 0) {
                        t |= 1L << s2;
                    }
                }
                return t | Bits.PAWN_CAP[c][sq] & capturable(c, f);
            }
            case Rules.N:
                return Bits.KNIGHT[sq] & open;
            case Rules.B:
                return Bits.bishop(sq, occ) & open;
            case Rules.R:
                return Bits.rook(sq, occ) & open;
            case Rules.Q:
                return (Bits.rook(sq, occ) | Bits.bishop(sq, occ)) & open;
            default:
                return 0;
        }
    }

    /** True when side {@code c} has a legal turn (P-TURN-2): some die can move, or Trade-Off with two dice. */
    final boolean hasLegalTurn(int c) {
        if (rules.tradeoff && Long.bitCount(color[c]) >= 2) {
            return true;
        }
        for (long m = color[c] & ~face[Y]; m != 0; m &= m - 1) {
            int sq = Long.numberOfTrailingZeros(m);
            if (targets(sq, c, board[sq] & 7) != 0) {
                return true;
            }
        }
        return false;
    }

    /** The square of the enemy Queen that a die of colour {@code c}, face {@code f} moving to {@code to} backstabs, or -1 (P-CAP-BACKSTAB-1, Polarity). */
    final int backstabVictim(int to, int c, int f) {
        int q = c == Bits.WHITE ? to - 8 : to + 8;
        if (q < 0 || q >= 64 || board[q] != (byte) ((c ^ 1) * 8 + Q)) {
            return -1;
        }
        return rules.polarity && !rules.odd[f] ? -1 : q;
    }

    /**
     * The number of whole turns from here, for a live state at the start of a turn (N-PERFT-1): each
     * move times the rotations of the other dice (times six rolls after a capture under Roulette),
     * a move that ends the game (P-END-1) once, plus Trade-Off's double rotations times rotations.
     */
    final long countTurns(int c) {
        long own = color[c];
        long empty = ~(color[0] | color[1]);
        int enemies = Long.bitCount(color[c ^ 1]);
        boolean end1 = enemies - 1 <= 1;
        boolean end2 = enemies - 2 <= 1;
        long rf = rules.roulette != Rules.ROULETTE_OFF ? 6 : 1;
        long rotTotal = 2L * Long.bitCount(own) - Long.bitCount(own & (face[Y] | face[Q]));
        long behind = backstabSquares(c);
        long total = 0;
        for (long m = own & ~face[Y]; m != 0; m &= m - 1) {
            int sq = Long.numberOfTrailingZeros(m);
            int f = board[sq] & 7;
            long t = targets(sq, c, f);
            long r = rotTotal - rules.rotations[f];
            long bs = rules.polarity && !rules.odd[f] ? 0 : behind;
            long quiet = t & empty;
            long caps = t & ~empty;
            long single = Long.bitCount(quiet & bs) + Long.bitCount(caps & ~bs);
            total += Long.bitCount(quiet & ~bs) * r
                    + single * (end1 ? 1 : r * rf)
                    + Long.bitCount(caps & bs) * (end2 ? 1 : r * rf);
        }
        if (rules.tradeoff) {
            for (long m = own; m != 0; m &= m - 1) {
                int f = board[Long.numberOfTrailingZeros(m)] & 7;
                int doubles = (rules.up2[f] >= 0 ? 1 : 0) + (rules.down2[f] >= 0 ? 1 : 0);
                total += doubles * (rotTotal - rules.rotations[f]);
            }
        }
        return total;
    }

    /** The hash of the pieces and scores from scratch (the rest is added by the state). */
    final long pieceHash() {
        long h = 0;
        for (int sq = 0; sq < 64; sq++) {
            if (board[sq] >= 0) {
                h ^= game.pieceKeys[((board[sq] >> 3) * 6 + (board[sq] & 7)) * 64 + sq];
            }
        }
        return h;
    }
}
