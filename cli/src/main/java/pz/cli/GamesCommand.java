package pz.cli;

import java.util.Arrays;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Options;
import pz.engine.Game;
import pz.engine.GameFactory;
import pz.engine.GameOption;
import pz.engine.GameRegistry;

/** {@code pz games}: the games, their options with defaults, and the default spec's sizes. */
final class GamesCommand implements Command {
    @Override
    public String name() {
        return "games";
    }

    @Override
    public String summary() {
        return "list the games, their spec options and defaults";
    }

    @Override
    public String arguments() {
        return "[SPEC]";
    }

    @Override
    public String footer() {
        return "With a SPEC, describes that game: players, action space, observation planes, length bound.\n"
                + "Spec syntax (docs/rules/notation.md N-SPEC-1): GAME[:OPTION,OPTION=VALUE,...], e.g. proteus:polarity,warhorses or amazons:size=8";
    }

    @Override
    public Options options() {
        return new Options();
    }

    @Override
    public int run(CommandLine line, Cli cli) {
        var args = Cli.positional(line, 0, 1, "[SPEC]");
        if (args.size() == 1) {
            describe(GameRegistry.parse(args.get(0)), cli);
            return 0;
        }
        for (GameFactory f : GameRegistry.factories()) {
            cli.out.println(f.name() + (f.isToy() ? "  (test game)" : "") + " - " + f.description());
            for (GameOption o : f.options()) {
                String dflt = o.defaultValue() == null ? (o.kind() == GameOption.Kind.FLAG ? "off" : "off")
                        : o.defaultValue();
                cli.out.printf("    %-28s %s (default: %s)%n", o.syntax(), o.description(), dflt);
            }
        }
        cli.out.println();
        cli.out.println("pz games SPEC describes one game; specs: GAME[:OPTION,OPTION=VALUE,...]");
        return 0;
    }

    static void describe(Game g, Cli cli) {
        cli.out.println("spec:          " + g.spec());
        cli.out.println("options:       " + GameRegistry.parseOptions(g.spec()).all());
        cli.out.println("players:       " + g.numPlayers());
        cli.out.println("actions:       " + g.numActions());
        cli.out.println("observation:   " + Arrays.toString(g.observationShape()) + " (channels, height, width)");
        cli.out.println("max length:    " + g.maxLength() + " actions");
        cli.out.println("returns:       " + g.minReturn() + " .. " + g.maxReturn() + (g.zeroSum() ? ", zero-sum" : ""));
        cli.out.println("information:   " + (g.perfectInformation() ? "perfect" : "imperfect (hidden information)"));
        cli.out.println("symmetries:    " + g.symmetries().stream().map(s -> s.name()).toList());
        cli.out.println("start:         " + g.newInitialState().position());
        cli.out.println(g.describeEncoding());
    }
}
