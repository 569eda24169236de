package pz.engine.view;

import java.util.List;

/**
 * A game-neutral picture of a position, for people: the cells with what stands on them, the seats
 * with their scores, and extra lines (active rules, pools, captured dice). The terminal and the web
 * page draw from it, so each game's knowledge of its own position notation lives in one
 * {@link BoardReader}, in the game's module. Immutable.
 *
 * @param family    the drawing style of the web page: {@code proteus} (dice), {@code kadon} (tiles under
 *                  pieces), anything else (round tokens showing {@link Piece#kind()}); the terminal ignores it
 * @param shape     {@code square}, {@code hex} or {@code none} (no board, text only)
 * @param columns width of the drawing grid (cells are placed by {@link Cell#x()}, {@link Cell#y()})
 * @param rows    height of the drawing grid
 * @param cells   every cell of the board
 * @param seats   one entry per seat, in seat order
 * @param info    extra lines: active rules, pools, hands, captured dice
 * @param focus   the cell whose piece must act next (a rotation after a move, an arrow), or null
 * @param textWidth the width in characters of one cell of a square board drawn as text (at least
 *                  {@link Cell#text()}'s length + 2, for the parentheses that mark the focus)
 */
public record BoardView(String family, String shape, int columns, int rows, List<Cell> cells, List<Seat> seats,
        List<String> info, String focus, int textWidth) {

    /**
     * One cell.
     *
     * @param name  its name in the notation ({@code e4}, {@code f6} on the hexagon)
     * @param x     column in the drawing grid, 0 at the left (fractional on the hexagon)
     * @param y     row in the drawing grid, 0 at the top
     * @param dark  a dark square (Proteus starts on dark squares)
     * @param piece what stands on it, or null
     * @param block an arrow or bullet (Amazons, Cowboys)
     * @param tile  the tile under it (Kadon), or null
     * @param text  what a text drawing shows in it ({@code .} for an empty square, {@code Q} for a White
     *              Queen, {@code q} for a Black one)
     */
    public record Cell(String name, double x, double y, boolean dark, Piece piece, boolean block, Tile tile, String text) {
    }

    /**
     * A piece: its owner's seat and its kind as a letter ({@code Q}, {@code N}, {@code Y} for a
     * Proteus Pyramid; {@code A} for an amazon; {@code c s t} for Kadon's circle, square, triangle).
     */
    public record Piece(int owner, String kind) {
    }

    /** A Kadon tile: colour {@code R Y B}, shape {@code C S T}, and whether it is face up (active). */
    public record Tile(char colour, char shape, boolean active) {
    }

    /**
     * A seat.
     *
     * @param seat   its number
     * @param name   White, Black, Red, Yellow
     * @param score  its score as text, or empty where the game keeps none
     * @param detail one more line (captured dice, pieces in hand), or empty
     * @param out    eliminated (A-MULTI-3)
     */
    public record Seat(int seat, String name, String score, String detail, boolean out) {
    }
}
