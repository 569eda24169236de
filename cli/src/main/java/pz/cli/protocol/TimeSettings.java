package pz.cli.protocol;

import java.util.regex.Pattern;
import pz.cli.protocol.GtpSession.ProtocolException;
import pz.engine.util.Numbers;

/**
 * GTP's {@code time_settings MAIN BYO STONES} read as the time limit of one turn: the byo-yomi period
 * shared by its stones, else a thirtieth of the main time, at least 10 ms and at most a day (the agents'
 * {@code time=MS} range). The agents apply it to the whole turn that {@code genmove} answers. Stateless.
 */
final class TimeSettings {
    static final String USAGE = "usage: time_settings MAIN_SECONDS BYO_YOMI_SECONDS BYO_YOMI_STONES";
    private static final Pattern SECONDS = Pattern.compile("[0-9]{1,9}(\\.[0-9]{1,9})?");
    private static final Pattern COUNT = Pattern.compile("[0-9]{1,9}");
    private static final long MAX_MS = 86_400_000L;

    private TimeSettings() {
    }

    /** The limit per turn in milliseconds, from the command's three arguments. */
    static long turnMillis(String[] words) {
        if (words.length != 3) {
            throw new ProtocolException(USAGE + " (got " + words.length + " argument" + (words.length == 1 ? "" : "s") + ")");
        }
        if (!SECONDS.matcher(words[0]).matches() || !SECONDS.matcher(words[1]).matches() || !COUNT.matcher(words[2]).matches()) {
            throw new ProtocolException("time_settings takes seconds, seconds and a whole number of stones (like 0 2 1), got "
                    + Echo.quote(String.join(" ", words)));
        }
        double main = Numbers.parseDouble(words[0]);
        double byo = Numbers.parseDouble(words[1]);
        int stones = Numbers.parseInt(words[2]);
        double seconds = stones > 0 && byo > 0 ? byo / stones : main / 30;
        if (seconds * 1000 > MAX_MS) {
            throw new ProtocolException("time_settings gives " + Math.round(seconds) + " s a turn; at most " + MAX_MS / 1000 + " s");
        }
        return Math.max(10, (long) (1000 * seconds));
    }
}
