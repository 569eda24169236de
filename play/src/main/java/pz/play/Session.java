package pz.play;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;
import pz.engine.Game;
import pz.engine.GameProfile;
import pz.engine.GameRegistry;
import pz.engine.IllegalActionException;
import pz.engine.InvalidInputException;
import pz.engine.NotationException;
import pz.engine.State;
import pz.engine.Turns;
import pz.mcts.Evaluator;
import pz.mcts.agent.Agent;
import pz.mcts.agent.AgentFactory;
import pz.mcts.agent.AgentSpec;
import pz.mcts.agent.Decision;
import pz.engine.view.BoardReader;
import pz.engine.view.BoardView;

/**
 * One game between people and an agent, shared by the terminal and the web page: the state and its
 * history ({@link Ply}s, positions), human input in whole turns or step by step with a precise
 * reason for every refusal, the agent's moves with its evaluation, chance outcomes drawn by the
 * program and announced, undo back to the last human turn, resignation.
 *
 * <p>Thread-safety: every method is synchronized, except the agent's search, which runs on a copy
 * of the state outside the lock ({@link #agentTurn}): a web request can read the position while the
 * agent thinks, and an undo or a new game meanwhile makes the finished search's move obsolete (a
 * generation counter), never half-applied.
 */
public final class Session implements AutoCloseable {
    private final Game game;
    private final GameProfile profile;
    private final BoardReader reader;
    private final boolean[] human;
    private final String agentSpec;
    private final ComputerSeats computer;
    private final long seed;
    private final SplittableRandom dice;
    private final History history;
    private State state;
    private int generation;
    private int resigned = -1;
    private Evaluation lastEvaluation;

    /**
     * A new game.
     *
     * @param spec   the game spec
     * @param agent  the agent spec for the seats that are not human
     * @param humans which seats people play (may be all or none)
     * @param seed   seeds the agents and the program's dice
     * @throws InvalidInputException for a bad spec, agent or seat
     */
    public Session(String spec, String agent, boolean[] humans, long seed) {
        this(spec, null, agent, humans, seed);
    }

    /**
     * A game from a position in the game's notation (null: the start).
     *
     * @throws InvalidInputException for a bad spec, position, agent or seat
     */
    public Session(String spec, String position, String agent, boolean[] humans, long seed) {
        this.game = GameRegistry.parse(spec);
        if (humans.length != game.numPlayers()) {
            throw new InvalidInputException(game.spec() + " has " + game.numPlayers() + " seats, not " + humans.length);
        }
        this.profile = GameRegistry.profile(game);
        this.reader = profile.board();
        this.human = humans.clone();
        this.agentSpec = AgentSpec.parse(agent).canonical();
        AgentFactory factory = AgentSpec.parse(agent).factory(game);
        this.seed = seed;
        this.dice = new SplittableRandom(seed ^ 0x5DEECE66DL);
        this.state = position == null ? game.newInitialState() : game.parsePosition(position);
        this.history = new History(state.position());
        this.computer = new ComputerSeats(factory, humans, seed);
        settle(new ArrayList<>());
    }

    public Game game() {
        return game;
    }

    /** The game's profile: its board reader, seat names and example turns. */
    public GameProfile profile() {
        return profile;
    }

    public String agentSpec() {
        return agentSpec;
    }

    /**
     * Whose eyes the game is shown through: the one human seat, or -1 (everything) when several
     * people share the screen or nobody plays. Hidden information (P-INFO-1) is hidden from it.
     */
    public synchronized int viewer() {
        int v = -1;
        for (int s = 0; s < human.length; s++) {
            if (human[s]) {
                v = v == -1 ? s : -2;
            }
        }
        return Math.max(-1, v);
    }

    /** Changes whenever the game is undone, resigned or closed: a search started before is obsolete. */
    public synchronized int generation() {
        return generation;
    }

    public synchronized boolean isHuman(int seat) {
        return human[seat];
    }

    /** The seat to decide, or {@link State#TERMINAL} when the game is over (chance is always settled). */
    public synchronized int toMove() {
        return isOver() ? State.TERMINAL : state.currentPlayer();
    }

    public synchronized boolean isOver() {
        return resigned >= 0 || state.isTerminal();
    }

    /** True when a person is to decide. */
    public synchronized boolean humanToMove() {
        return !isOver() && human[state.currentPlayer()];
    }

    /** True when the agent is to decide. */
    public synchronized boolean agentToMove() {
        return !isOver() && !human[state.currentPlayer()];
    }

    /** A copy of the current state. */
    public synchronized State state() {
        return state.copy();
    }

    /** The completed turns so far, each as "Seat: text" (chance outcomes inside the turn they belong to). */
    public synchronized List<String> turns() {
        int viewer = viewer();
        return history.turns(state.turn(), state.isTerminal(), this::seatLabel, game::joinTurn,
                p -> viewer >= 0 && p.actor() >= 0 && p.actor() != viewer && reader.hidden(game, p.text()));
    }

    public synchronized String lastTurn() {
        List<String> t = turns();
        return t.isEmpty() ? null : t.get(t.size() - 1);
    }

    /** The agent's evaluation after its last search (null before). */
    public synchronized Evaluation lastEvaluation() {
        return lastEvaluation;
    }

    /** The steps already played in the current (unfinished) turn, in notation. */
    public synchronized List<String> currentTurnSteps() {
        return state.isTerminal() ? List.of() : history.stepsOfTurn(state.turn());
    }

    /** The picture of the position for {@code viewer} (a seat, or -1 for everything). */
    public synchronized BoardView view(int viewer) {
        return reader.read(state, viewer, history.positions());
    }

    /** The legal next steps (decisions of the seat to move) in notation; empty when the game is over. */
    public synchronized List<String> legalSteps() {
        List<String> out = new ArrayList<>();
        if (isOver()) {
            return out;
        }
        for (int a : Turns.legal(state)) {
            out.add(state.actionToString(a));
        }
        return out;
    }

    /** The agents' shared evaluator (the network of a loaded model), or null for agents without one. */
    public Evaluator evaluator() {
        return computer.evaluator();
    }

    /** Describes a step of the current state in words. */
    public synchronized String describe(String step) {
        return reader.describeStep(state, step);
    }

    /**
     * Plays text typed by a person for the seat to move: a whole turn ({@code b2-b4 d2+}) or its
     * first steps ({@code b2-b4}, the rest to follow). Steps are checked on a copy and applied only
     * when all are legal; a chance event in the middle is drawn by the program and announced, and
     * the steps before it stay played (so that a refused rest cannot undo the roll).
     *
     * @return announcements (rolls, the completed turn)
     * @throws InvalidInputException (a {@link NotationException} or {@link IllegalActionException})
     *                               saying precisely why, with nothing of the refused part applied
     */
    public synchronized List<String> play(String text) {
        if (isOver()) {
            throw new IllegalActionException("the game is over: " + outcome());
        }
        int seat = state.currentPlayer();
        if (!human[seat]) {
            throw new IllegalActionException("it is " + seatLabel(seat) + "'s turn, not yours");
        }
        List<String> steps = game.splitTurn(text);
        List<String> events = new ArrayList<>();
        int startTurn = state.turn();
        int i = 0;
        while (i < steps.size()) {
            List<Integer> segment = TurnText.checkSegment(state, steps, i, startTurn);
            for (int a : segment) {
                apply(a, seat);
            }
            i += segment.size();
            settle(events);
            if (i < steps.size() && reader.isTypedChance(game, steps.get(i))) {
                throw new IllegalActionException("rolls are made by the program (it rolled above); leave '" + steps.get(i)
                        + "' out of what you type");
            }
        }
        return events;
    }

    /** Applies one action and keeps the history, the agents' trees and the turn log in step. */
    private void apply(int action, int actor) {
        int turn = state.turn();
        String text = state.actionToString(action);
        state.apply(action);
        history.add(new History.Ply(actor, action, text, turn), state.position());
        computer.observe(action);
    }

    /** Draws every pending chance outcome with the program's dice, announcing each. */
    private void settle(List<String> events) {
        int[] actions = new int[game.numActions()];
        double[] probs = new double[game.numActions()];
        while (state.isChance()) {
            int n = state.chanceOutcomes(actions, probs);
            double r = dice.nextDouble();
            int pick = actions[n - 1];
            for (int i = 0; i < n - 1; i++) {
                r -= probs[i];
                if (r < 0) {
                    pick = actions[i];
                    break;
                }
            }
            events.add(reader.describeChance(state, state.actionToString(pick)));
            apply(pick, State.CHANCE);
        }
    }

    /**
     * Plays the agent's whole turn: one search per decision until the turn passes to another seat
     * (rolls drawn and announced in between). The searches run outside the lock on a copy.
     *
     * @param cancelled polled between search steps; when true the search is abandoned
     * @return the turn, or null when it was cancelled or made obsolete by an undo or a new game
     * @throws IllegalStateException if it is not the agent's turn
     */
    public AgentTurn agentTurn(BooleanSupplier cancelled) {
        List<String> events = new ArrayList<>();
        Evaluation eval = null;
        int seat;
        synchronized (this) {
            if (!agentToMove()) {
                throw new IllegalStateException("not the agent's turn");
            }
            seat = state.currentPlayer();
        }
        while (true) {
            State snapshot;
            Agent agent;
            int gen;
            synchronized (this) {
                if (isOver() || state.currentPlayer() != seat) {
                    String last = lastTurn();
                    return new AgentTurn(seat, last == null ? "" : last, events, eval);
                }
                snapshot = state.copy();
                agent = computer.agent(seat);
                gen = generation;
            }
            Decision d = Searches.run(agent, snapshot, cancelled);
            if (d == null) {
                return null;
            }
            synchronized (this) {
                if (gen != generation || cancelled.getAsBoolean()) {
                    return null;
                }
                Evaluation e = Searches.evaluation(game, d, seat);
                if (e != null) {
                    eval = e;
                    lastEvaluation = e;
                }
                apply(d.action(), seat);
                settle(events);
            }
        }
    }

    /**
     * A suggestion for the person to move: the agent's choice for the rest of this turn (up to a
     * chance event), found by a fresh agent on a copy, and its evaluation for that person's seat.
     */
    public AgentTurn hint(BooleanSupplier cancelled) {
        State s;
        int seat;
        synchronized (this) {
            if (!humanToMove()) {
                throw new IllegalActionException(isOver() ? "the game is over" : "it is not your turn");
            }
            s = state.copy();
            seat = s.currentPlayer();
        }
        return Searches.hint(computer.newAgent(seed * 17 + history.size()), s, cancelled);
    }

    /**
     * Takes back moves to the start of the last turn a person began (the agent's replies and any
     * rolls with it), or the unfinished steps of the current turn.
     *
     * @return what was taken back
     * @throws IllegalActionException when no person has moved yet
     */
    public synchronized String undo() {
        int back = history.lastHumanTurnStart(human);
        if (back < 0) {
            throw new IllegalActionException("nothing to undo: no turn of yours has been played yet");
        }
        int undone = history.size() - back;
        while (history.size() > back) {
            state.undo();
            history.removeLast();
        }
        resigned = -1;
        generation++;
        lastEvaluation = null;
        computer.renew(generation);
        return "took back " + undone + " step" + (undone == 1 ? "" : "s") + "; " + seatLabel(state.currentPlayer()) + " to move";
    }

    /** The seat to move resigns (a person); the game is over. */
    public synchronized String resign() {
        if (isOver()) {
            throw new IllegalActionException("the game is over: " + outcome());
        }
        int seat = state.currentPlayer();
        if (!human[seat]) {
            throw new IllegalActionException("only the person to move can resign");
        }
        resigned = seat;
        generation++;
        return outcome();
    }

    /** The result in words, or "in progress". */
    public synchronized String outcome() {
        if (resigned >= 0) {
            return seatLabel(resigned) + " resigned" + (game.numPlayers() == 2 ? "; " + seatLabel(1 - resigned) + " wins" : "");
        }
        if (!state.isTerminal()) {
            return "in progress";
        }
        return Seats.outcome(state.returns(), this::seatLabel);
    }

    /** "White (you)" / "Black (computer)". */
    public synchronized String seatLabel(int seat) {
        if (seat < 0) {
            return "chance";
        }
        return profile.seatName(game, seat) + (human[seat] ? (viewer() >= 0 ? " (you)" : " (human)") : " (computer)");
    }

    @Override
    public synchronized void close() {
        generation++;
        computer.close();
    }
}
