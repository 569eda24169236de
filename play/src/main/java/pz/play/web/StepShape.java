package pz.play.web;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How a step's notation maps onto the board for clicking, read from the text alone so that it
 * works for every game: a {@code move} or {@code trade} joins two cells ({@code b2-b4},
 * {@code b2xc3}, {@code a1<>c3}); a {@code cell} step names one cell (a rotation {@code d2+}, an
 * arrow {@code /g7}, a placement {@code Q@b2}, {@code RC@a1}); anything else is {@code other}
 * ({@code pass}, a purchase {@code $Q}). Immutable.
 *
 * @param kind move, trade, cell or other
 * @param from the first cell, or null
 * @param to   the second cell (move, trade), or null
 */
public record StepShape(String kind, String from, String to) {
    private static final String CELL = "([a-k](?:1[01]|[1-9]))";
    private static final Pattern TRADE = Pattern.compile(CELL + "<>" + CELL);
    private static final Pattern MOVE = Pattern.compile(CELL + "[-x]" + CELL);
    private static final Pattern ROTATE = Pattern.compile(CELL + "(?:\\+\\+|--|\\+|-)");
    private static final Pattern SHOT = Pattern.compile("/" + CELL);
    private static final Pattern PLACE = Pattern.compile("[^@]+@" + CELL);

    /** The shape of one step's text. */
    public static StepShape of(String step) {
        Matcher m;
        if ((m = TRADE.matcher(step)).matches()) {
            return new StepShape("trade", m.group(1), m.group(2));
        }
        if ((m = MOVE.matcher(step)).matches()) {
            return new StepShape("move", m.group(1), m.group(2));
        }
        if ((m = ROTATE.matcher(step)).matches() || (m = SHOT.matcher(step)).matches() || (m = PLACE.matcher(step)).matches()) {
            return new StepShape("cell", m.group(1), null);
        }
        return new StepShape("other", null, null);
    }
}
