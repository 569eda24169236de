package pz.mcts;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.State;

/** First arrival at a node and the delivery of waiting leaves ({@link LeafQueue}). */
class LeafQueueTest {
    static final Game TTT = GameRegistry.parse("tictactoe");

    private static LeafQueue queue(EvalCache cache, Solver proofs) {
        return new LeafQueue(TTT, SearchRecipe.defaults(), cache, null, new Backup(2), proofs, 8);
    }

    @Test
    @DisplayName("a decision leaf waits with virtual loss on its path; delivery expands it, clears the loss, and counts a simulation only below the root")
    void queueAndDeliver() {
        LeafQueue q = queue(null, null);
        EvalBatch batch = new EvalBatch(TTT, 8);
        Node root = new Node(null, 0, 2);
        State s = TTT.newInitialState();
        assertEquals(LeafQueue.QUEUED, q.reach(root, s, batch, true, 0));
        assertEquals(Node.EVALUATING, root.status);
        assertEquals(1, root.pending);
        new UniformEvaluator().evaluate(batch);
        assertEquals(0, q.deliver(batch), "the root's own evaluation is not a simulation");
        assertEquals(Node.EXPANDED, root.status);
        assertEquals(9, root.actions.length);
        assertEquals(0, root.pending);

        batch.clear();
        Node child = root.child(4);
        s.apply(root.actions[4]);
        assertEquals(LeafQueue.QUEUED, q.reach(child, s, batch, false, 0));
        assertEquals(1, q.count());
        assertEquals(1, root.pending, "virtual loss reaches the root");
        new UniformEvaluator().evaluate(batch);
        assertEquals(1, q.deliver(batch));
        assertEquals(0, q.count());
        assertEquals(0, root.pending);
        assertEquals(1, child.visits);
    }

    @Test
    @DisplayName("a state seen before is expanded from the cache and backed up at once, without the evaluator")
    void cacheHit() {
        EvalCache cache = new EvalCache(1024);
        LeafQueue q = queue(cache, null);
        EvalBatch batch = new EvalBatch(TTT, 8);
        State s = TTT.newInitialState();
        q.reach(new Node(null, 0, 2), s, batch, true, 0);
        new UniformEvaluator().evaluate(batch);
        q.deliver(batch);
        batch.clear();
        Node again = new Node(null, 0, 2);
        assertEquals(LeafQueue.BACKED_UP, q.reach(again, s, batch, true, 0));
        assertEquals(0, batch.size());
        assertEquals(Node.EXPANDED, again.status);
        assertEquals(1, again.visits);
    }

    @Test
    @DisplayName("a terminal state is valued by its returns, never queued; with the solver it is proven, without it not")
    void terminal() {
        State s = TTT.newInitialState();
        for (int a : new int[] {0, 3, 1, 4, 2}) {
            s.apply(a);
        }
        EvalBatch batch = new EvalBatch(TTT, 8);
        Node proved = new Node(null, 0, 2);
        assertEquals(LeafQueue.CONTINUE, queue(null, new Solver(1, -1, 2)).reach(proved, s, batch, false, 0));
        assertArrayEquals(new double[] {1, -1}, proved.eval, 0);
        assertArrayEquals(new double[] {1, -1}, proved.proven, 0);
        Node plain = new Node(null, 0, 2);
        queue(null, null).reach(plain, s, batch, false, 0);
        assertNull(plain.proven);
        assertEquals(0, batch.size());
    }
}
