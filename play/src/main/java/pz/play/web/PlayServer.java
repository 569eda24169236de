package pz.play.web;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.play.AgentTurn;
import pz.play.Opponent;
import pz.play.Session;

/**
 * The web game: the JDK's {@link HttpServer} bound to the loopback address only, serving the page
 * (plain HTML, CSS and JS from resources) and the JSON API ({@link Api}). Owns the current
 * {@link Session} (one game at a time; a new game replaces it) and the agent's worker thread, which
 * plays the agent's seats whenever it is their turn while the page polls the state.
 *
 * <p>Thread-safety: requests run on a small pool of named threads; the session is synchronized and
 * swapped under this object's lock; the agent runs on its own named thread and abandons a search
 * whose game was replaced or undone.
 */
public final class PlayServer implements AutoCloseable {
    private static final System.Logger LOG = System.getLogger(PlayServer.class.getName());
    private static final int LOG_LINES = 40;

    private final HttpServer http;
    private final ExecutorService requests;
    private final ExecutorService agentThread;
    private final Function<Game, Opponent> opponents;
    private final long seed;
    private final List<String> log = new ArrayList<>();
    private Session session;
    private String note;
    private String agentError;
    private int games;

    /**
     * Starts serving a new game.
     *
     * @param spec      the first game
     * @param humans    the human seats of the first game
     * @param opponents the agent for a game (the first and those the page starts)
     * @param port      0 for any free port
     * @throws IOException if the port cannot be bound
     */
    public PlayServer(String spec, boolean[] humans, Function<Game, Opponent> opponents, int port, long seed) throws IOException {
        this.opponents = opponents;
        this.seed = seed;
        AtomicInteger n = new AtomicInteger();
        this.requests = Executors.newFixedThreadPool(4, r -> named(r, "pz-web-" + n.incrementAndGet()));
        this.agentThread = Executors.newSingleThreadExecutor(r -> named(r, "pz-web-agent"));
        newGame(spec, humans);
        this.http = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 16);
        Api api = new Api(this, new RequestGuard(http.getAddress().getPort()));
        http.createContext("/api/", api::handle);
        http.createContext("/", api::serveStatic);
        http.setExecutor(requests);
        http.start();
    }

    private static Thread named(Runnable r, String name) {
        Thread t = new Thread(r, name);
        t.setDaemon(true);
        return t;
    }

    /** The address to open, {@code http://127.0.0.1:PORT/}. */
    public String address() {
        return "http://127.0.0.1:" + http.getAddress().getPort() + "/";
    }

    public int port() {
        return http.getAddress().getPort();
    }

    /** Replaces the game. Throws {@link pz.engine.InvalidInputException} for a bad spec or seat choice (the old game stays). */
    synchronized Session newGame(String spec, boolean[] humans) {
        Game game = GameRegistry.parse(spec);
        Opponent o = opponents.apply(game);
        Session fresh = new Session(spec, o.agent(), humans, seed + games++);
        Session old = session;
        session = fresh;
        note = o.note();
        agentError = null;
        log.clear();
        log.add("new game: " + game.spec() + "; " + o.note());
        if (old != null) {
            old.close();
        }
        kick();
        return fresh;
    }

    synchronized Session session() {
        return session;
    }

    synchronized String note() {
        return note;
    }

    synchronized String agentError() {
        return agentError;
    }

    synchronized List<String> log() {
        return List.copyOf(log);
    }

    synchronized void addLog(List<String> lines) {
        log.addAll(lines);
        while (log.size() > LOG_LINES) {
            log.remove(0);
        }
    }

    /** Lets the agent play if it is its turn (after a new game, a human step or an undo). */
    synchronized void kick() {
        Session s = session;
        if (!s.agentToMove()) {
            return;
        }
        agentThread.submit(() -> playAgent(s));
    }

    private void playAgent(Session s) {
        int gen = s.generation();
        try {
            while (s == session() && s.generation() == gen && s.agentToMove()) {
                AgentTurn t = s.agentTurn(() -> s != session() || s.generation() != gen);
                if (t == null) {
                    return;
                }
                List<String> lines = new ArrayList<>(t.events());
                lines.add(0, t.turn() + (t.evaluation() == null ? "" : "  (evaluation " + t.evaluation().percent() + ")"));
                if (s == session()) {
                    addLog(lines);
                }
            }
        } catch (RuntimeException e) {
            LOG.log(System.Logger.Level.WARNING, "the agent failed", e);
            synchronized (this) {
                agentError = "the agent failed: " + e;
            }
        }
    }

    @Override
    public void close() {
        http.stop(0);
        agentThread.shutdownNow();
        requests.shutdownNow();
        try {
            agentThread.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        synchronized (this) {
            session.close();
        }
    }
}
