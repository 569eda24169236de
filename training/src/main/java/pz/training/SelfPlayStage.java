package pz.training;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;
import pz.data.GameRecorder;
import pz.data.RecordWriter;
import pz.engine.Game;
import pz.engine.State;
import pz.engine.util.Progress;
import pz.mcts.Evaluator;
import pz.mcts.SearchRecipe;
import pz.mcts.agent.AgentFactory;
import pz.mcts.agent.AgentSpec;
import pz.mcts.play.GameRecord;
import pz.mcts.play.Scheduler;
import pz.mcts.play.SelfPlay;

/**
 * The games of a self-play phase ({@link SelfPlayPhase}): many games in flight (their leaves batched
 * into one network call by the search's {@link Scheduler}); each finished game is replayed once
 * ({@link #replay}: its Parquet rows and its length in turns), journaled, and written to the Parquet
 * records; one game in {@link #VALIDATION_EVERY} (chosen by its id) goes to the held-out records
 * instead. Stateless; one call per phase (or per backend worker).
 */
final class SelfPlayStage {
    /** One game in this many is held out for validation losses. */
    static final int VALIDATION_EVERY = 10;

    /** What the phase produced. */
    record Stats(int games, long positions, double seconds, double meanTurns, double firstSeatWinRate, double drawRate) {
    }

    private SelfPlayStage() {
    }

    /** True for the games held out for validation: one in {@link #VALIDATION_EVERY}, by id (so a replay decides alike). */
    static boolean heldOut(String gameId) {
        return Math.floorMod(gameId.hashCode(), VALIDATION_EVERY) == 0;
    }

    /**
     * The recipe a model of the run is stored with ({@link pz.models.ModelMetadata#recipe()}), how {@code pz play}
     * and {@code mcts:model=FILE} search it: the run's self-play recipe ({@link TrainConfig#selfPlay()}) without
     * self-play's noise, sampled turns, forced playouts and playout cap.
     */
    static SearchRecipe modelRecipe(TrainConfig cfg) {
        return forPlay(cfg.selfPlay());
    }

    /**
     * A self-play recipe without what only self-play needs: its root noise and sampled turns (back to the kind's
     * own: none for PUCT, Gumbel noise on every turn for Gumbel), forced playouts and the playout cap.
     */
    static SearchRecipe forPlay(SearchRecipe selfPlay) {
        SearchRecipe kind = selfPlay.gumbelRoot().on() ? SearchRecipe.gumbelDefaults(selfPlay.visits()) : SearchRecipe.defaults();
        return selfPlay.toBuilder().noise(kind.noise()).cap(kind.cap()).forcedPlayouts(0).build();
    }

    /**
     * Plays {@code games} games with {@code evaluator} and writes them.
     *
     * @param firstIndex index of the first game in the iteration (games before it were played by an earlier process)
     */
    static Stats run(TrainConfig cfg, Game game, Evaluator evaluator, String modelId, int firstIndex, int games, long seed,
                     RecordWriter train, RecordWriter validation, GameJournal journal, Progress progress,
                     BooleanSupplier stop) {
        return run(cfg, game, evaluator, modelId, firstIndex, games, seed, train, validation, journal, progress, stop,
                new AtomicLong());
    }

    /** As above, adding each game's recorded positions to {@code positions} as it finishes (for progress). */
    static Stats run(TrainConfig cfg, Game game, Evaluator evaluator, String modelId, int firstIndex, int games, long seed,
                     RecordWriter train, RecordWriter validation, GameJournal journal, Progress progress,
                     BooleanSupplier stop, AtomicLong positions) {
        return run(cfg, game, evaluator, modelId, firstIndex, games, seed, train, validation, journal, progress, stop, positions,
                false);
    }

    /**
     * As above; with {@code teacher} the games are played by {@code cfg.teacher()} in every seat instead of the
     * network's search ({@code evaluator} unused), and recorded with its own targets: an mcts or gumbel teacher's
     * search policy (visit shares), an alpha-beta teacher's chosen move one-hot.
     */
    static Stats run(TrainConfig cfg, Game game, Evaluator evaluator, String modelId, int firstIndex, int games, long seed,
                     RecordWriter train, RecordWriter validation, GameJournal journal, Progress progress,
                     BooleanSupplier stop, AtomicLong positions, boolean teacher) {
        long t0 = System.nanoTime();
        long before = positions.get();
        List<double[]> returns = Collections.synchronizedList(new ArrayList<>());
        List<Integer> turns = Collections.synchronizedList(new ArrayList<>());
        int[] counter = {firstIndex};
        String agent = agentName(cfg, teacher);
        String model = teacher ? cfg.teacher().agent() : modelId;
        try (AgentFactory factory = teacher ? AgentSpec.parse(cfg.teacher().agent()).factory(game)
                : AgentFactory.search(game, evaluator, cfg.selfPlay())) {
            new SelfPlay(new Scheduler(cfg.workers().threads(), cfg.workers().parallel())).run(factory, games, seed, record -> {
                int index = counter[0]++;
                GameJournal.Entry e = new GameJournal.Entry(GameRecorder.newGameId(), seed * 1_000_003L + index, record);
                // the game's one replay: its rows, and its turns for the journal and the statistics
                Replayed r = replay(game, e, agent, model, teacher ? "teacher" : "selfplay");
                try {
                    journal.append(e.withTurns(r.turns()));
                    (heldOut(e.gameId()) ? validation : train).write(r.rows());
                    positions.addAndGet(r.rows().positions().size());
                } catch (IOException ex) {
                    throw new UncheckedIOException(ex);
                }
                returns.add(record.returns());
                turns.add(r.turns());
                progress.step(1);
            }, stop);
        }
        return stats(returns, turns, positions.get() - before, (System.nanoTime() - t0) / 1e9);
    }

    /** The description of the agent in the records' players column. */
    static String agentName(TrainConfig cfg, boolean teacher) {
        SearchRecipe r = cfg.selfPlay();
        return teacher ? "teacher " + cfg.teacher().agent()
                : "self-play " + (r.gumbelRoot().on() ? "gumbel" : "puct") + " visits=" + r.visits();
    }

    /**
     * Statistics of the finished games of a phase (from its journal), {@code seconds} of play. The turns
     * are the journal's; only a game journaled without them (a version 1 journal line) is replayed.
     */
    static Stats stats(Game game, List<GameJournal.Entry> entries, double seconds) {
        List<double[]> returns = new ArrayList<>();
        List<Integer> turns = new ArrayList<>();
        long positions = 0;
        for (GameJournal.Entry e : entries) {
            returns.add(e.game().returns());
            turns.add(e.turns() != GameJournal.Entry.UNKNOWN_TURNS ? e.turns()
                    : replay(game, e, "", "", "").turns());
            positions += e.game().steps().size();
        }
        return stats(returns, turns, positions, seconds);
    }

    static Stats stats(List<double[]> returns, List<Integer> turns, long positions, double seconds) {
        int n = returns.size();
        int first = 0;
        int draws = 0;
        for (double[] r : returns) {
            double others = Double.NEGATIVE_INFINITY;
            for (int p = 1; p < r.length; p++) {
                others = Math.max(others, r[p]);
            }
            if (r[0] > others + 1e-9) {
                first++;
            } else if (Math.abs(r[0] - others) <= 1e-9) {
                draws++;
            }
        }
        double mean = turns.stream().mapToInt(Integer::intValue).average().orElse(0);
        return new Stats(n, positions, seconds, mean, n == 0 ? 0 : (double) first / n, n == 0 ? 0 : (double) draws / n);
    }

    /** A game after its replay: its rows for the records and its length in whole turns. */
    record Replayed(GameRecorder.Recorded rows, int turns) {
    }

    /**
     * Replays a journaled game from its start position into the data module's rows, counting its whole
     * turns on the way: everything a finished game needs on its way to the records, in one pass.
     */
    static Replayed replay(Game game, GameJournal.Entry e, String agent, String modelId, String worker) {
        GameRecord g = e.game();
        List<String> players = Collections.nCopies(game.numPlayers(), agent);
        List<String> models = Collections.nCopies(game.numPlayers(), modelId);
        GameRecorder recorder = new GameRecorder(e.gameId(), g.spec(), players, models, e.seed(), worker, java.time.Instant.now());
        Map<Integer, Integer> stepAt = new HashMap<>();
        for (int i = 0; i < g.steps().size(); i++) {
            stepAt.put(g.steps().get(i).ply(), i);
        }
        State s = game.parsePosition(g.start());
        int startTurn = s.turn();
        int[] actions = g.actions();
        for (int ply = 0; ply < actions.length; ply++) {
            Integer k = stepAt.get(ply);
            if (k == null) {
                recorder.step(s, actions[ply]);
            } else {
                GameRecord.Step st = g.steps().get(k);
                int visits = 0;
                for (int v : st.visits()) {
                    visits += v;
                }
                recorder.decision(s, actions[ply], st.legal(), st.policy(), visits, (float) st.policyWeight(), st.value());
            }
            s.apply(actions[ply]);
        }
        return new Replayed(recorder.finish(s, s.isTerminal() ? "terminal" : "aborted"), s.turn() - startTurn);
    }
}
