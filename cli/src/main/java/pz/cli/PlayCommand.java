package pz.cli;

import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CountDownLatch;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.play.Opponent;
import pz.play.Seats;
import pz.play.Session;
import pz.play.Terminal;
import pz.play.web.PlayServer;

/**
 * {@code pz play SPEC [--model FILE | --agent SPEC] [--seat N] [--web [--port P]]}: a game against
 * a model (or a search) in the terminal, or in the browser through a local web server.
 */
final class PlayCommand implements Command {
    private final InputStream in;

    PlayCommand() {
        this(System.in);
    }

    /** With another standard input (tests drive a whole game through it). */
    PlayCommand(InputStream in) {
        this.in = in;
    }

    @Override
    public String name() {
        return "play";
    }

    @Override
    public String summary() {
        return "play against a trained model (or a search) in the terminal, or in the browser with --web";
    }

    @Override
    public String arguments() {
        return "SPEC";
    }

    @Override
    public String footer() {
        return "Without --model or --agent, the model shipped for the spec (models/shipped/<spec with ':' and ',' as '_'>.pzm)\n"
                + "plays; where none ships, a search without a network does, and a note says so. A model (--model or\n"
                + "shipped) is searched with the recipe its file stores (pz model show FILE), as pz match mcts:model=FILE\n"
                + "searches it; --agent mcts:model=FILE,visits=N overrides single fields of it.\n"
                + "The first line printed names the opponent and its search. Turns are typed in the\n"
                + "notation of docs/rules/notation.md ('b2-b4 d2+', 'd1-d7/g7', 'RC@a1'), whole or step by step; 'help' lists\n"
                + "the commands (moves, hint, undo, resign, quit). Examples:\n"
                + "  pz play proteus\n"
                + "  pz play amazons:size=8 --seat black --agent uct:rollouts=5000\n"
                + "  pz play amazons:players=3 --seat 0,2 --web --port 8080";
    }

    @Override
    public Options options() {
        Options o = new Options();
        o.addOption(Option.builder().longOpt("model").hasArg().argName("FILE").desc("the model to play against, searched with the recipe its file stores (below)").build());
        o.addOption(Option.builder().longOpt("agent").hasArg().argName("SPEC")
                .desc("any agent spec instead: mcts:model=FILE,visits=800, uct:rollouts=5000, alphabeta:depth=4, ...").build());
        o.addOption(Option.builder().longOpt("seat").hasArg().argName("N")
                .desc("your seat: 0 (default), 1, a colour (white, black, red, yellow), a comma list, all or none").build());
        o.addOption(Option.builder().longOpt("web").desc("play in the browser: start a server on 127.0.0.1 and print its address").build());
        o.addOption(Option.builder().longOpt("port").hasArg().argName("P").desc("the web server's port (default: any free port)").build());
        o.addOption(Option.builder().longOpt("seed").hasArg().argName("S").desc("random seed for the agent and the dice (default 1)").build());
        return o;
    }

    @Override
    public int run(CommandLine line, Cli cli) throws Exception {
        String spec = Cli.positional(line, 1, 1, "SPEC").get(0);
        Game game = GameRegistry.parse(spec);
        if (line.hasOption("port") && !line.hasOption("web")) {
            throw new UsageException("--port needs --web");
        }
        String agent = line.getOptionValue("agent");
        String model = line.getOptionValue("model");
        Opponent opponent = Opponent.resolve(game, agent, model, Cli.home());
        boolean[] humans = Seats.parse(game, line.hasOption("seat") ? line.getOptionValue("seat") : "0");
        long seed = line.hasOption("seed") ? Cli.longArg("--seed", line.getOptionValue("seed")) : 1;
        // the opponent is announced only once its model has loaded: a bad model file is refused before anything is printed
        if (line.hasOption("web")) {
            int port = Cli.intOption(line, "port", 0, 0, 65535);
            String first = game.spec();
            // the page may start other games: they get their own shipped model or fallback (a model file fits one game)
            String other = agent != null && !agent.contains("model=") ? agent : null;
            try (PlayServer server = new PlayServer(spec, humans, g -> g.spec().equals(first) ? opponent
                    : Opponent.resolve(g, other, null, Cli.home()), port, seed)) {
                cli.out.println(opponent.note());
                cli.out.println("pz play: open " + server.address() + " in a browser (serving on the loopback address only;"
                        + " Ctrl-C stops)");
                cli.out.flush();
                new CountDownLatch(1).await();
            }
            return 0;
        }
        try (Session session = new Session(spec, opponent.agent(), humans, seed)) {
            cli.out.println(opponent.note());
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            return new Terminal(session, reader, cli.out, System.console() != null && in == System.in).run();
        }
    }
}
