package pz.amazons;

/**
 * The start positions of docs/rules/amazons.md and §4, as cell names per seat. Stateless.
 */
final class Setups {
    private Setups() {
    }

    /** Two-player Amazons on a square board (A-BOARD-1, A-SIZE-1). */
    static String[][] amazons(int size) {
        return switch (size) {
            case 10 -> new String[][] {{"a4", "d1", "g1", "j4"}, {"a7", "d10", "g10", "j7"}};
            case 8 -> new String[][] {{"c1", "f1", "a3", "h3"}, {"c8", "f8", "a6", "h6"}};
            case 6 -> new String[][] {{"b1", "e1", "a2", "f2"}, {"b6", "e6", "a5", "f5"}};
            default -> throw new IllegalArgumentException("no Amazons setup for size " + size);
        };
    }

    /** Three players on 10x10 (A-MULTI-1), setup 1 or 2. */
    static String[][] amazonsThree(int setup) {
        return setup == 1
                ? new String[][] {{"d1", "g1", "j4"}, {"a4", "a7", "e5"}, {"d10", "g10", "j7"}}
                : new String[][] {{"b1", "f1", "i1"}, {"a5", "a8", "c10"}, {"h10", "j7", "j5"}};
    }

    /** Four players on 10x10 (A-MULTI-2), setup 1 or 2. */
    static String[][] amazonsFour(int setup) {
        return setup == 1
                ? new String[][] {{"d2", "g2"}, {"b4", "b7"}, {"d9", "g9"}, {"i7", "i4"}}
                : new String[][] {{"d1", "g1"}, {"a4", "a7"}, {"d10", "g10"}, {"j7", "j4"}};
    }

    /** The hexagon (A-HEX-1), from the axial coordinates of the rules written in hex notation. */
    static String[][] hex(Geometry g) {
        int[][][] axial = {{{3, 0}, {-3, 3}, {0, -3}}, {{-3, 0}, {3, -3}, {0, 3}}};
        String[][] out = new String[2][3];
        for (int p = 0; p < 2; p++) {
            for (int i = 0; i < 3; i++) {
                out[p][i] = g.names[g.cellAt(axial[p][i][0], axial[p][i][1])];
            }
        }
        return out;
    }

    /** Two-player Cowboys (C-BOARD-1, C-SIZE-1). */
    static String[][] cowboys(int size) {
        return switch (size) {
            case 8 -> new String[][] {{"c1", "f1", "a3", "h3"}, {"c8", "f8", "a6", "h6"}};
            case 6 -> new String[][] {{"b1", "e1", "a2", "f2"}, {"b6", "e6", "a5", "f5"}};
            case 7 -> new String[][] {{"c1", "e1", "a3", "g3"}, {"c7", "e7", "a5", "g5"}};
            case 9 -> new String[][] {{"c1", "g1", "a3", "i3"}, {"c9", "g9", "a7", "i7"}};
            default -> throw new IllegalArgumentException("no Cowboys setup for size " + size);
        };
    }

    /** Four-player Cowboys on 8x8 (C-MULTI-1). */
    static String[][] cowboysFour() {
        return new String[][] {{"f1", "c8"}, {"c1", "f8"}, {"a3", "h6"}, {"a6", "h3"}};
    }
}
