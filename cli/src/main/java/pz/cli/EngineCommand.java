package pz.cli;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;
import pz.cli.protocol.GtpSession;

/** {@code pz engine SPEC --agent AGENT}: the GTP-framed text protocol on standard input/output. */
final class EngineCommand implements Command {
    @Override
    public String name() {
        return "engine";
    }

    @Override
    public String summary() {
        return "speak a GTP-style text protocol on stdin/stdout, for referees, tournament managers and GUIs";
    }

    @Override
    public String arguments() {
        return "SPEC";
    }

    @Override
    public String footer() {
        return "Commands: protocol_version name version list_commands known_command game position play genmove legal\n"
                + "undo showboard score time_settings visits quit. Answers: '= text' or '? error', then a blank line.\n"
                + "See cli/PROTOCOL.md. Example: echo -e 'play d1-d7/g7\\ngenmove' | pz engine amazons --agent mcts:visits=200";
    }

    @Override
    public Options options() {
        Options o = new Options();
        o.addOption(Option.builder().longOpt("agent").hasArg().argName("AGENT")
                .desc("the agent that answers genmove (default mcts:visits=400)").build());
        o.addOption(Option.builder().longOpt("seed").hasArg().argName("S").desc("random seed (default 1)").build());
        return o;
    }

    @Override
    public int run(CommandLine line, Cli cli) throws Exception {
        var args = Cli.positional(line, 1, 1, "SPEC");
        long seed = line.hasOption("seed") ? Cli.longArg("--seed", line.getOptionValue("seed")) : 1L;
        GtpSession session = new GtpSession(args.get(0), line.getOptionValue("agent", "mcts:visits=400"), seed, cli.out, cli.err);
        session.run(new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)));
        return 0;
    }
}
