package pz.amazons;

import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;
import pz.engine.testing.ConformanceSuite;

/**
 * The shared conformance suite over every spec of both games. Big boards get fewer random games:
 * each ply of a 10x10 game checks the notation round trip of up to ~2,000 legal actions.
 */
class ConformanceTest {

    @TestFactory
    Stream<DynamicNode> smallBoards() {
        return ConformanceSuite.forSpecs(40, "amazons:size=6", "cowboys", "cowboys:size=6", "cowboys:size=7",
                "cowboys:size=9", "cowboys:players=4");
    }

    @TestFactory
    Stream<DynamicNode> mediumBoards() {
        return ConformanceSuite.forSpecs(12, "amazons:size=8", "amazons:hex");
    }

    @TestFactory
    Stream<DynamicNode> bigBoards() {
        return ConformanceSuite.forSpecs(4, "amazons", "amazons:players=3", "amazons:players=3,setup=2",
                "amazons:players=4", "amazons:players=4,setup=2");
    }
}
