package pz.proteus;

import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;
import pz.engine.testing.ConformanceSuite;

/** The shared conformance suite over plain Proteus, each variant alone, all together, and both Wall Street setups. */
class ProteusConformanceTest {

    @TestFactory
    Stream<DynamicNode> conformancePlainAndEachVariant() {
        return Stream.concat(ConformanceSuite.forSpecs("proteus"),
                ConformanceSuite.forSpecs(8, "proteus:tradeoff", "proteus:roulette=before", "proteus:roulette=after",
                        "proteus:polarity", "proteus:warhorses", "proteus:maxturns=12"));
    }

    @TestFactory
    Stream<DynamicNode> conformanceCombinations() {
        return ConformanceSuite.forSpecs(5,
                "proteus:polarity,roulette=after,tradeoff,warhorses",
                "proteus:polarity,roulette=before,tradeoff,warhorses,maxturns=40");
    }

    @TestFactory
    Stream<DynamicNode> conformanceWallStreet() {
        return ConformanceSuite.forSpecs(5, "proteus:wallstreet=open", "proteus:wallstreet=secret",
                "proteus:budget=24,wallstreet=open,polarity,warhorses,roulette=before,tradeoff",
                "proteus:budget=26,wallstreet=secret,tradeoff,roulette=after,maxturns=30");
    }
}
