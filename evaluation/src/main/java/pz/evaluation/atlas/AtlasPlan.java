package pz.evaluation.atlas;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Predicate;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.InvalidInputException;
import pz.mcts.agent.AgentSpec;

/**
 * What the balance atlas holds: the families of specs, the levels of play with their agent per
 * spec, the balance studies that play them (one {@code pz balance} run each, in
 * {@code OUT/runs/NAME/}), and the strength probes that place the levels on one Elo scale.
 * Immutable.
 *
 * <p>A study is one agent on a list of specs (a balance run has one agent), so the specs of a level
 * are grouped by their agent: at level 1 across families ({@code L1-uct300}: every UCT family;
 * {@code L1-ab2}: Proteus, the names the first atlas runs used), at the higher levels within a
 * family ({@code L2-cowboys}; a shipped model's search gets its own study, {@code L3-model-cowboys_size=6}).
 *
 * <p>A probe is the two-player spec on which each pair of neighbouring levels plays a match: every
 * group of a family's specs whose agents are the same players at every level ({@link LevelAgents#identity}:
 * {@code mcts:model=shipped} on two boards is two players when the boards' model files differ) gets one
 * (the family's standard spec where it belongs to the group), so every Elo belongs to the agents that
 * played the row. A group without a two-player spec takes, level by level, the Elo of a probe of its
 * family whose players are its own up to that level ({@link #probeOf(String, int)}); above, its levels
 * are not placed.
 *
 * @param families   the families in order, each with its specs in order
 * @param levels     the levels in order (the first is the anchor of the strength scale, Elo 0)
 * @param studies    the balance studies, by level and then in plan order
 * @param probes     the strength probes, in plan order
 * @param identities per canonical spec, the identity of its agent at each level, in level order
 */
public record AtlasPlan(List<Family> families, List<Level> levels, List<Study> studies, List<Probe> probes,
        Map<String, List<String>> identities) {

    /** A family: a game and its variants, reported on one page. */
    public record Family(String name, List<String> specs) {
        public Family {
            specs = List.copyOf(specs);
        }
    }

    /**
     * A level of play.
     *
     * @param number      1, 2, 3, ...
     * @param name        in a few words ("fast search")
     * @param games       games per spec
     * @param description how its agent is chosen, for the pages
     */
    public record Level(int number, String name, int games, String description) {
    }

    /** One balance study: {@code agent} in every seat of every spec, {@code games} games each, kept in {@code runs/NAME}. */
    public record Study(int level, String name, String agent, int games, List<String> specs) {
        public Study {
            specs = List.copyOf(specs);
        }
    }

    /**
     * A strength probe: on {@code spec}, the agent of each level ({@code agents.get(k)} for level k + 1);
     * {@code covers} are the specs whose rows take their Elo from it.
     */
    public record Probe(String family, String spec, List<String> agents, List<String> covers) {
        public Probe {
            agents = List.copyOf(agents);
            covers = List.copyOf(covers);
        }

        /** The directory name of the probe's matches: the spec with {@code :} and {@code ,} replaced. */
        public String dirName() {
            return GameRegistry.fileStem(spec);
        }
    }

    /** The agent of a level for a game: what the plan asks the project for. */
    @FunctionalInterface
    public interface LevelAgents {
        String agent(int level, Game game);

        /**
         * Who the level's agent on {@code game} is, for grouping the strength probes: two specs whose identities are
         * equal at a level have the same player there. By default the agent spec (canonical); an agent that resolves
         * to a file per game ({@code model=shipped}) adds the file, since the same string is then another player.
         */
        default String identity(int level, Game game) {
            return AgentSpec.parse(agent(level, game)).canonical();
        }
    }

    public AtlasPlan {
        families = List.copyOf(families);
        levels = List.copyOf(levels);
        studies = List.copyOf(studies);
        probes = List.copyOf(probes);
        Map<String, List<String>> copy = new LinkedHashMap<>();
        identities.forEach((spec, players) -> copy.put(spec, List.copyOf(players)));
        identities = Map.copyOf(copy);
    }

    /**
     * The plan over {@code families} and {@code levels}, each spec's agent per level from {@code agents}.
     * Studies and probes are grouped as the class says; a level-1 study is named {@code L1-} and its
     * agent's short tag ({@link StandardAtlas#tag}), a model's study {@code Lk-model-SPEC}, any other
     * {@code Lk-FAMILY}.
     */
    public static AtlasPlan of(List<Family> families, List<Level> levels, LevelAgents agents) {
        Map<String, Game> games = new LinkedHashMap<>();
        Map<String, String> familyOf = new LinkedHashMap<>();
        for (Family f : families) {
            for (String spec : f.specs()) {
                Game g = GameRegistry.parse(spec);
                if (games.put(g.spec(), g) != null) {
                    throw new IllegalArgumentException("spec " + g.spec() + " is planned twice");
                }
                familyOf.put(g.spec(), f.name());
            }
        }
        List<Study> studies = new ArrayList<>();
        Map<String, List<String>> ladders = new LinkedHashMap<>(); // per spec, its agent spec at each level
        Map<String, List<String>> identities = new LinkedHashMap<>(); // per spec, its player at each level
        for (Level level : levels) {
            // group key -> specs, in plan order
            Map<String, List<String>> groups = new LinkedHashMap<>();
            Map<String, String> agentOf = new LinkedHashMap<>();
            for (Game g : games.values()) {
                String agent = agents.agent(level.number(), g);
                ladders.computeIfAbsent(g.spec(), k -> new ArrayList<>()).add(AgentSpec.parse(agent).canonical());
                identities.computeIfAbsent(g.spec(), k -> new ArrayList<>()).add(agents.identity(level.number(), g));
                String name = studyName(level.number(), familyOf.get(g.spec()), agent, g);
                String was = agentOf.putIfAbsent(name, agent);
                if (was != null && !was.equals(agent)) {
                    throw new IllegalArgumentException("study " + name + " would hold two agents: " + was + " and " + agent);
                }
                groups.computeIfAbsent(name, k -> new ArrayList<>()).add(g.spec());
            }
            groups.forEach((name, specs) -> studies.add(new Study(level.number(), name, agentOf.get(name), level.games(), specs)));
        }
        return new AtlasPlan(families, levels, studies, probes(families, games, identities, ladders), identities);
    }

    private static String studyName(int level, String family, String agent, Game g) {
        if (level == 1) {
            return "L1-" + StandardAtlas.tag(agent);
        }
        if (agent.contains("model=")) {
            return "L" + level + "-model-" + GameRegistry.fileStem(g.spec());
        }
        return "L" + level + "-" + family;
    }

    private static List<Probe> probes(List<Family> families, Map<String, Game> games, Map<String, List<String>> identities,
            Map<String, List<String>> ladders) {
        List<Probe> out = new ArrayList<>();
        for (Family f : families) {
            Map<List<String>, List<String>> groups = new LinkedHashMap<>(); // players per level -> specs
            for (String spec : f.specs()) {
                String c = GameRegistry.canonical(spec);
                groups.computeIfAbsent(identities.get(c), k -> new ArrayList<>()).add(c);
            }
            groups.forEach((ladder, specs) -> {
                String probe = specs.stream().filter(s -> games.get(s).numPlayers() == 2)
                        .sorted((a, b) -> Boolean.compare(!a.equals(f.name()), !b.equals(f.name()))).findFirst().orElse(null);
                if (probe != null) {
                    out.add(new Probe(f.name(), probe, ladders.get(probe), specs));
                }
            });
        }
        return out;
    }

    /** The level numbered {@code n}. */
    public Level level(int n) {
        return levels.stream().filter(l -> l.number() == n).findFirst()
                .orElseThrow(() -> new InvalidInputException("no level " + n + " in the atlas; levels: " + levelNumbers()));
    }

    private List<Integer> levelNumbers() {
        return levels.stream().map(Level::number).toList();
    }

    /** The family that holds {@code spec} (canonical). */
    public String familyOf(String spec) {
        String c = GameRegistry.canonical(spec);
        return families.stream().filter(f -> f.specs().stream().map(GameRegistry::canonical).anyMatch(c::equals))
                .map(Family::name).findFirst().orElseThrow(() -> new InvalidInputException("spec " + spec + " is not in the atlas"));
    }

    /** Every spec of the plan, canonical, in order. */
    public List<String> specs() {
        List<String> out = new ArrayList<>();
        families.forEach(f -> f.specs().forEach(s -> out.add(GameRegistry.canonical(s))));
        return out;
    }

    /** How many specs level {@code n} plays: the family of its Holm-Bonferroni correction. */
    public int specsAt(int n) {
        return studies.stream().filter(s -> s.level() == n).mapToInt(s -> s.specs().size()).sum();
    }

    /** The probe whose players are {@code spec}'s at every level, or null (no two-player spec has them). */
    public Probe probeOf(String spec) {
        String c = GameRegistry.canonical(spec);
        return probes.stream().filter(p -> p.covers().contains(c)).findFirst().orElse(null);
    }

    /**
     * The probe whose Elo the row of {@code spec} at {@code level} takes: {@link #probeOf(String)}, else the
     * probe of its family whose players are the spec's at levels 1 to {@code level} (the family's standard
     * spec's first), else null (the level is not placed: no two-player spec shares its players up to there).
     */
    public Probe probeOf(String spec, int level) {
        Probe all = probeOf(spec);
        if (all != null) {
            return all;
        }
        String c = GameRegistry.canonical(spec);
        String family = familyOf(c);
        int k = levels.indexOf(level(level)) + 1;
        List<String> own = identities.get(c).subList(0, k);
        return probes.stream().filter(p -> p.family().equals(family) && identities.get(p.spec()).subList(0, k).equals(own))
                .sorted((a, b) -> Boolean.compare(!a.spec().equals(family), !b.spec().equals(family))).findFirst().orElse(null);
    }

    /**
     * The studies to run for these levels and families (null: all): a study is run when its level is
     * asked for and it holds a spec of an asked family (a level-1 study across families is run whole).
     *
     * @throws InvalidInputException for a level or family the plan does not have
     */
    public List<Study> select(Set<Integer> levelsAsked, Set<String> familiesAsked) {
        check(levelsAsked, familiesAsked);
        Predicate<Study> inFamilies = s -> familiesAsked == null || s.specs().stream().map(this::familyOf).anyMatch(familiesAsked::contains);
        return studies.stream().filter(s -> levelsAsked == null || levelsAsked.contains(s.level())).filter(inFamilies).toList();
    }

    /** The probes of these families (null: all). */
    public List<Probe> probes(Set<String> familiesAsked) {
        check(null, familiesAsked);
        return probes.stream().filter(p -> familiesAsked == null || familiesAsked.contains(p.family())).toList();
    }

    private void check(Set<Integer> levelsAsked, Set<String> familiesAsked) {
        if (levelsAsked != null) {
            levelsAsked.forEach(this::level);
        }
        if (familiesAsked != null) {
            Set<String> names = new LinkedHashSet<>(families.stream().map(Family::name).toList());
            for (String f : familiesAsked) {
                if (!names.contains(f)) {
                    throw new InvalidInputException("no family '" + f + "' in the atlas; families: " + String.join(", ", names));
                }
            }
        }
    }

    /** This plan with every level's games set to {@code games} (small runs and tests). */
    public AtlasPlan withGames(int games, LevelAgents agents) {
        List<Level> ls = levels.stream().map(l -> new Level(l.number(), l.name(), games, l.description())).toList();
        return of(families, ls, agents);
    }

    /** This plan restricted to {@code keep} (canonical specs; families left empty are dropped). */
    public AtlasPlan onlySpecs(Set<String> keep, LevelAgents agents) {
        Objects.requireNonNull(keep);
        Set<String> all = new LinkedHashSet<>(specs());
        for (String s : keep) {
            if (!all.contains(s)) {
                throw new InvalidInputException("spec " + s + " is not in the atlas; its specs: " + String.join(" ", all));
            }
        }
        List<Family> fs = new ArrayList<>();
        for (Family f : families) {
            List<String> specs = f.specs().stream().filter(s -> keep.contains(GameRegistry.canonical(s))).toList();
            if (!specs.isEmpty()) {
                fs.add(new Family(f.name(), specs));
            }
        }
        return of(fs, levels, agents);
    }
}
