package pz.evaluation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import pz.mcts.play.MatchResult;

/** Elo from W/D/L, Wilson intervals, SPRT and the many-agent maximum-likelihood fit. */
class EvalMathTest {

    @Test
    void eloOfKnownScores() {
        assertEquals(0, Elo.fromScore(0.5), 1e-12);
        assertEquals(190.85, Elo.fromScore(0.75), 0.01);
        assertEquals(0.75, Elo.toScore(Elo.fromScore(0.75)), 1e-12);
        Elo.Estimate e = Elo.estimate(60, 0, 40);
        assertEquals(70.44, e.elo(), 0.01);
        assertTrue(e.low() < 70 && e.high() > 70 && e.low() > -10, e.toString());
        Elo.Estimate even = Elo.estimate(30, 40, 30);
        assertEquals(0, even.elo(), 1e-9);
        assertEquals(-even.low(), even.high(), 1e-9, "symmetric for an even score");
        assertTrue(Elo.estimate(30, 40, 30).high() < Elo.estimate(50, 0, 50).high(), "draws narrow the interval");
        Elo.Estimate perfect = Elo.estimate(20, 0, 0);
        assertTrue(Double.isInfinite(perfect.elo()) && Double.isInfinite(perfect.high()));
        assertTrue(Double.isFinite(perfect.low()) && perfect.low() > 200, "a perfect record has a finite lower bound: " + perfect);
    }

    @Test
    void eloOfAMatchResultAndTheLinePzMatchPrints() {
        Elo.Estimate small = Elo.estimate(new MatchResult("tictactoe", "a", "b", 15, 0, 5, 1.0));
        Elo.Estimate big = Elo.estimate(new MatchResult("tictactoe", "a", "b", 150, 0, 50, 1.0));
        assertEquals(190.85, small.elo(), 0.01);
        assertTrue(small.low() < small.elo() && small.elo() < small.high());
        assertTrue(big.high() - big.low() < small.high() - small.low(), "narrows with games");
        assertEquals(Double.POSITIVE_INFINITY, Elo.estimate(10, 0, 0).elo());
        MatchResult r = new MatchResult("tictactoe", "mcts:visits=200", "random", 60, 30, 10, 12.34);
        // the line of the pre-move MatchResult.line() for the same counts (commit d3b32f9)
        assertEquals("mcts:visits=200 vs random on tictactoe: 100 games +60 =30 -10 (75.0%), Elo +191 [+134, +258] 95%, 12.3 s",
                Elo.matchLine(r));
    }

    @Test
    void wilsonIntervalKnownValues() {
        double[] ci = Intervals.wilson(50, 100);
        assertEquals(0.4038, ci[0], 1e-4);
        assertEquals(0.5962, ci[1], 1e-4);
        double[] zero = Intervals.wilson(0, 10);
        assertEquals(0, zero[0], 1e-12);
        assertEquals(0.2775, zero[1], 1e-4);
    }

    @Test
    void sprtAcceptsTheTrueHypothesis() {
        Sprt sprt = Sprt.of(0, 10);
        assertEquals(Math.log(0.05 / 0.95), sprt.lowerBound(), 1e-12);
        assertEquals(Sprt.Status.CONTINUE, sprt.status(10, 5, 8));
        assertEquals(Sprt.Status.ACCEPT_H1, sprt.status(700, 200, 500), "a clearly stronger side");
        assertEquals(Sprt.Status.ACCEPT_H0, sprt.status(500, 200, 700), "a clearly weaker side");
        assertTrue(sprt.llr(600, 0, 400) > 0 && sprt.llr(400, 0, 600) < 0);
        assertThrows(IllegalArgumentException.class, () -> Sprt.of(10, 0));
    }

    @Test
    void ratingFitRecoversKnownRatingsAndFirstSeatAdvantage() {
        double[] truth = {0, 100, 250};
        double adv = 60;
        SplittableRandom rng = new SplittableRandom(3);
        List<RatingFit.Game> games = new ArrayList<>();
        for (int n = 0; n < 6000; n++) {
            int i = rng.nextInt(3);
            int j = (i + 1 + rng.nextInt(2)) % 3;
            double p = Elo.toScore(truth[i] + adv - truth[j]);
            games.add(new RatingFit.Game(i, j, rng.nextDouble() < p ? 1 : 0));
        }
        RatingFit.Result r = RatingFit.fit(3, games);
        for (int a = 1; a < 3; a++) {
            assertEquals(truth[a], r.ratings()[a], r.halfWidths()[a] * 1.5, "agent " + a);
            assertTrue(r.halfWidths()[a] > 0 && r.halfWidths()[a] < 40);
        }
        assertEquals(adv, r.advantage(), r.advantageHalfWidth() * 1.5);
        assertEquals(0, r.ratings()[0], 0, "the first agent anchors the scale");
    }

    @Test
    void ratingFitStaysFiniteForAPerfectRecord() {
        List<RatingFit.Game> games = new ArrayList<>();
        for (int n = 0; n < 20; n++) {
            games.add(new RatingFit.Game(n % 2, 1 - n % 2, n % 2 == 0 ? 0 : 1));
        }
        RatingFit.Result r = RatingFit.fit(2, games);
        assertTrue(Double.isFinite(r.ratings()[1]) && r.ratings()[1] > 200, "agent 1 won every game: " + r.ratings()[1]);
    }
}
