package pz.play.web;

import com.sun.net.httpserver.Headers;
import java.util.List;
import java.util.Locale;

/**
 * Which requests the web game obeys. Binding to the loopback address keeps other machines out, but
 * not other web sites: any page the player visits can make the browser send requests to
 * {@code 127.0.0.1}, either directly (a form or {@code fetch} with {@code mode: "no-cors"}, which
 * reaches the server even though the page cannot read the answer) or through DNS rebinding (a
 * name of the attacker's that resolves to 127.0.0.1, so the browser counts the server as the
 * attacker's own origin). Hence three rules, each closing one of those doors:
 *
 * <ol>
 *   <li>the {@code Host} header must name this server: {@code 127.0.0.1}, {@code localhost} or
 *       {@code [::1]} with the port served (a rebound name fails here), else 403;</li>
 *   <li>a request that carries an {@code Origin} must come from such an origin
 *       ({@code http://127.0.0.1:PORT}, ...), else 403; browsers send {@code Origin} with every
 *       cross-site request and every POST, and send {@code null} from sandboxed or opaque pages,
 *       which is refused too; tools like curl send none and are let through;</li>
 *   <li>a POST (every state-changing request) must say {@code Content-Type: application/json},
 *       else 415: a cross-site page can only send that type after a CORS preflight, which this
 *       server never approves, and no HTML form can send it.</li>
 * </ol>
 *
 * <p>The page (resources {@code pz/play/web/app.js}) sends same-origin requests and JSON on every
 * POST, so it passes all three. Immutable and thread-safe.
 */
final class RequestGuard {
    /** The longest header value quoted back in a refusal. */
    private static final int QUOTE = 80;

    private final int port;
    private final List<String> hosts;
    private final List<String> origins;

    RequestGuard(int port) {
        this.port = port;
        this.hosts = List.of("127.0.0.1:" + port, "localhost:" + port, "[::1]:" + port);
        this.origins = hosts.stream().map(h -> "http://" + h).toList();
    }

    /**
     * Refuses a request from elsewhere.
     *
     * @throws Api.HttpError 403 for a missing or foreign {@code Host} or a foreign {@code Origin}
     */
    void checkSource(Headers headers) {
        String host = headers.getFirst("Host");
        if (host == null || !hosts.contains(normalHost(host))) {
            throw new Api.HttpError(403, (host == null ? "no Host header" : "Host '" + Api.abbreviate(host, QUOTE) + "' is not this server")
                    + ": requests must be addressed to " + String.join(", ", hosts) + " (open http://127.0.0.1:" + port + "/)");
        }
        String origin = headers.getFirst("Origin");
        if (origin != null && !origins.contains(origin.toLowerCase(Locale.ROOT))) {
            throw new Api.HttpError(403, "requests from other sites are refused (Origin '" + Api.abbreviate(origin, QUOTE)
                    + "'); only the page served here, " + String.join(", ", origins) + ", may use this server");
        }
    }

    /**
     * Requires a JSON body type on a state-changing request.
     *
     * @throws Api.HttpError 415 unless {@code Content-Type} is {@code application/json} (parameters such as
     *                       {@code charset=utf-8} are allowed)
     */
    static void checkJson(Headers headers) {
        String type = headers.getFirst("Content-Type");
        String media = type == null ? "" : type.split(";", 2)[0].strip().toLowerCase(Locale.ROOT);
        if (!media.equals("application/json")) {
            throw new Api.HttpError(415, (type == null ? "no Content-Type" : "Content-Type '" + Api.abbreviate(type, QUOTE) + "'")
                    + ": POST requests take a JSON body and must say Content-Type: application/json");
        }
    }

    /**
     * The Host header as compared: lower case, with the default port 80 written out ({@code Host} may
     * omit the port only when it is 80).
     */
    private static String normalHost(String host) {
        String h = host.strip().toLowerCase(Locale.ROOT);
        boolean hasPort = h.startsWith("[") ? h.contains("]:") : h.contains(":");
        return hasPort ? h : h + ":80";
    }
}
