package pz.kadon;

import pz.engine.NotationException;
import pz.engine.util.Numbers;

/**
 * Kadon position notation (docs/rules/notation.md N-POS-KADON) with one optional field: the nine cells rank 3
 * first ({@code a3,b3,c3/a2,b2,c2/a1,b1,c1}), a space, the side to move ({@code b} or {@code w}),
 * then optionally a space and the number of turns played (default 0; {@link KadonState#position()}
 * always writes it, since the turn cap of K-DRAW-1 depends on it). A cell is {@code .} (no tile) or
 * a tile {@code [RYB][CST]}, then {@code *} if active, then its piece {@code [BW][cst]} if any.
 * Tiles not on the board are in the pool; pieces not on the board in their owner's hand.
 *
 * <p>Not part of the notation: the repetition history (K-DRAW-1). A parsed position starts a fresh
 * history, so the hash and the legal actions are those of the position alone.
 *
 * <p>Parsing checks what the rules make impossible, with a message naming the rule: a tile or piece
 * twice, a piece without a tile, two active tiles of one colour, a movement-phase position without
 * an active tile of each colour, a placement-phase position whose activations K-PLACE-3 could not
 * have produced, or one that K-PLACE-4 makes unreachable. Stateless.
 */
final class KadonPosition {
    private KadonPosition() {
    }

    static String write(KadonState s) {
        StringBuilder b = new StringBuilder(48);
        for (int rank = 2; rank >= 0; rank--) {
            for (int file = 0; file < 3; file++) {
                int c = rank * 3 + file;
                if (file > 0) {
                    b.append(',');
                }
                int t = s.cellTile[c];
                if (t < 0) {
                    b.append('.');
                    continue;
                }
                b.append(Rules.tileName(t));
                if ((s.active >> t & 1) != 0) {
                    b.append('*');
                }
                if (s.cellPiece[c] >= 0) {
                    b.append(Rules.pieceName(s.cellPiece[c]));
                }
            }
            if (rank > 0) {
                b.append('/');
            }
        }
        return b.append(' ').append(s.toMove == Rules.BLACK ? 'b' : 'w').append(' ').append(s.turn()).toString();
    }

    static KadonState parse(Kadon game, String text) {
        if (text == null || text.isBlank()) {
            throw new NotationException("empty position; expected nine cells and the side to move, like "
                    + "'BTWc,BSWs,RTBt/YCBc,YS*,RC/BC*Bs,YTWt,RS* b'");
        }
        String[] fields = text.strip().split("\\s+");
        if (fields.length < 2 || fields.length > 3) {
            throw new NotationException("a Kadon position is the board, the side to move (b or w) and optionally the turn count; got "
                    + fields.length + " field(s) in '" + text.strip() + "'");
        }
        int turn = 0;
        if (fields.length == 3) {
            try {
                turn = Numbers.parseInt(fields[2]);
            } catch (NumberFormatException e) {
                turn = -1;
            }
            if (turn < 0 || turn > game.maxTurns()) {
                throw new NotationException("turn count '" + fields[2] + "' must be a number from 0 to " + game.maxTurns()
                        + " (maxturns)");
            }
        }
        KadonState s = new KadonState(game, turn);
        String[] rows = fields[0].split("/", -1);
        if (rows.length != 3) {
            throw new NotationException("the board needs 3 rows separated by '/', got " + rows.length);
        }
        for (int r = 0; r < 3; r++) {
            String[] cells = rows[r].split(",", -1);
            if (cells.length != 3) {
                throw new NotationException("row " + (r + 1) + " '" + rows[r] + "' needs 3 cells separated by ',', got " + cells.length);
            }
            for (int f = 0; f < 3; f++) {
                parseCell(s, (2 - r) * 3 + f, cells[f]);
            }
        }
        switch (fields[1]) {
            case "b" -> s.toMove = Rules.BLACK;
            case "w" -> s.toMove = Rules.WHITE;
            default -> throw new NotationException("side to move must be 'b' (Black) or 'w' (White), got '" + fields[1] + "'");
        }
        checkActivation(s, game.overmatch());
        s.rebuild();
        return s;
    }

    private static void parseCell(KadonState s, int c, String text) {
        String where = Rules.cellName(c);
        if (text.equals(".")) {
            return;
        }
        int colour = text.length() >= 2 ? Rules.COLOUR_LETTERS.indexOf(text.charAt(0)) : -1;
        int shape = text.length() >= 2 ? Rules.SHAPE_LETTERS.indexOf(text.charAt(1)) : -1;
        if (colour < 0 || shape < 0) {
            throw new NotationException("cell " + where + " '" + text + "' must be '.' or a tile: colour R/Y/B then shape C/S/T,"
                    + " then '*' if active, then a piece like Bc or Wt");
        }
        int tile = colour * 3 + shape;
        if (s.tileCell[tile] >= 0) {
            throw new NotationException("tile " + Rules.tileName(tile) + " appears twice (" + Rules.cellName(s.tileCell[tile])
                    + " and " + where + ")");
        }
        int i = 2;
        boolean active = i < text.length() && text.charAt(i) == '*';
        if (active) {
            i++;
        }
        int piece = -1;
        if (i < text.length()) {
            int owner = text.length() == i + 2 ? Rules.OWNER_LETTERS.indexOf(text.charAt(i)) : -1;
            int pshape = text.length() == i + 2 ? Rules.PIECE_LETTERS.indexOf(text.charAt(i + 1)) : -1;
            if (owner < 0 || pshape < 0) {
                throw new NotationException("cell " + where + " '" + text + "': after the tile" + (active ? " and '*'" : "")
                        + " expected a piece (B or W, then c, s or t), got '" + text.substring(i) + "'");
            }
            piece = owner * 3 + pshape;
            if (s.pieceCell[piece] >= 0) {
                throw new NotationException("piece " + Rules.pieceName(piece) + " appears twice (" + Rules.cellName(s.pieceCell[piece])
                        + " and " + where + ")");
            }
        }
        s.cellTile[c] = tile;
        s.tileCell[tile] = c;
        s.pool &= ~(1 << tile);
        s.emptyCells &= ~(1 << c);
        if (active) {
            int other = s.activeTile(colour);
            if (other >= 0) {
                throw new NotationException("two active " + Rules.COLOUR_NAMES[colour] + " tiles (" + Rules.tileName(other) + " and "
                        + Rules.tileName(tile) + "): at most one tile of each colour is active (K-ACTIVE-1)");
            }
            s.active |= 1 << tile;
        }
        if (piece >= 0) {
            s.cellPiece[c] = piece;
            s.pieceCell[piece] = c;
            s.hands &= ~(1 << piece);
            s.uncovered &= ~(1 << tile);
            s.occupied[piece / 3] |= 1 << c;
        } else {
            s.vacantCells |= 1 << c;
        }
    }

    private static void checkActivation(KadonState s, boolean overmatch) {
        if (!s.placementPhase()) {
            for (int k = 0; k < 3; k++) {
                if (s.activeTile(k) < 0) {
                    throw new NotationException("every tile and piece is placed but no " + Rules.COLOUR_NAMES[k]
                            + " tile is active: the movement phase has one active tile of each colour (K-PLACE-3)");
                }
            }
            return;
        }
        // during placement nothing moves, so activations are exactly the K-PLACE-3 matches
        for (int t = 0; t < 9; t++) {
            int c = s.tileCell[t];
            boolean matched = c >= 0 && s.cellPiece[c] >= 0 && Rules.shape(s.cellPiece[c]) == Rules.shape(t);
            boolean on = (s.active >> t & 1) != 0;
            if (on && !matched) {
                throw new NotationException("tile " + Rules.tileName(t) + " is active without a piece of its shape on it:"
                        + " during placement only a matching piece activates a tile (K-PLACE-3)");
            }
            if (matched && !on) {
                int other = s.activeTile(Rules.colour(t));
                if (other < 0) {
                    throw new NotationException("tile " + Rules.tileName(t) + " holds a piece of its shape but is not active,"
                            + " and no " + Rules.COLOUR_NAMES[Rules.colour(t)] + " tile is (K-PLACE-3)");
                }
                if (!overmatch) {
                    throw new NotationException("tile " + Rules.tileName(t) + " holds a piece of its shape while "
                            + Rules.tileName(other) + " is the active " + Rules.COLOUR_NAMES[Rules.colour(t)]
                            + " tile: K-PLACE-3 forbids that placement (allowed only with the overmatch option)");
                }
            }
        }
        if (!s.feasibleNow()) {
            throw new NotationException("this placement position can no longer end with one active tile of each colour,"
                    + " so no legal play leads to it (K-PLACE-4)");
        }
    }
}
