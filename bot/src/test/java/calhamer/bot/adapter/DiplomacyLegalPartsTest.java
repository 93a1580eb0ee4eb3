package calhamer.bot.adapter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.adjudicator.position.PhaseType;
import calhamer.adjudicator.position.Position;
import calhamer.bot.evaluation.OrderSet;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.io.BundledMaps;
import calhamer.strategy.agents.AgentRegistry;
import calhamer.strategy.agents.AgentSettings;
import calhamer.strategy.game.Agent;
import calhamer.strategy.game.Budget;
import calhamer.strategy.game.JointMove;
import calhamer.strategy.game.MoveParts;
import calhamer.wire.positions.PositionJson;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * Diplomacy's legal order sets part by part ({@link DiplomacyGame#legalParts}), as other engines list legal orders:
 * over seeded random games, the moves the parts allow are exactly the legal sets in every phase kind, and a move
 * chosen from them reads back as a legal set.
 */
class DiplomacyLegalPartsTest {
    private final DiplomacyMap standard = BundledMaps.load("standard");
    /** The most sets the game lists whole (the parts are never capped). */
    private static final int CAP = 100_000;
    private final DiplomacyGame game = new DiplomacyGame(standard, 6, CAP);

    @Test
    void thePartsAllowExactlyTheLegalSetsInEveryPhaseKind() {
        Agent<Position, OrderSet> dumbBot = AgentRegistry.load().create("dumbbot", game, AgentSettings.defaults());
        SplittableRandom seed = new SplittableRandom(27);
        EnumSet<PhaseType> seen = EnumSet.noneOf(PhaseType.class);
        for (int g = 0; g < 3; g++) {
            Position state = game.initialState();
            while (!game.isTerminal(state)) {
                TreeMap<Integer, OrderSet> moves = new TreeMap<>();
                for (int p : game.actors(state)) {
                    MoveParts parts = game.legalParts(state, p).orElseThrow();
                    List<OrderSet> legal = game.legalMoves(state, p);
                    if (!parts.choices().toString().contains("WAIVE")) { // a waive may be chosen several ways
                        assertEquals(legal.size(), Math.min(CAP, count(parts)), state.phase() + " " + p);
                    }
                    OrderSet chosen = game.parseMove(state, p, pick(parts, seed)); // refused unless legal
                    assertTrue(legal.size() == CAP || legal.contains(chosen), chosen.notation());
                    moves.put(p, seed.nextInt(4) == 0 ? chosen : dumbBot.chooseMove(game, state, p,
                            Budget.ofIterations(1), seed));
                }
                seen.add(state.phase().type());
                state = game.apply(state, new JointMove<>(moves));
            }
        }
        assertEquals(EnumSet.allOf(PhaseType.class), seen);
    }

    @Test
    void buildsLeftOutAreWaived() {
        Position p = PositionJson.read(standard, "{\"phase\": \"W1901A\", \"units\": {\"FRANCE\": [\"A BUR\"]},"
                + " \"centers\": {\"FRANCE\": [\"PAR\", \"BRE\", \"MAR\", \"BEL\"]}}");
        int france = standard.power("FRANCE").index();
        MoveParts parts = game.legalParts(p, france).orElseThrow();
        assertEquals(List.of("BRE", "MAR", "PAR"), new ArrayList<>(parts.choices().keySet()));
        assertEquals(List.of("A BRE B", "F BRE B", "WAIVE"), parts.choices().get("BRE"));
        assertEquals(List.of(1, 3), List.of(parts.min(), parts.max()));
        assertEquals("A PAR B; WAIVE; WAIVE", game.parseMove(p, france, "a par b").notation());
        assertEquals("WAIVE; WAIVE; WAIVE", game.parseMove(p, france, "WAIVE").notation());
        Position full = PositionJson.read(standard, "{\"phase\": \"W1901A\", \"units\": {\"FRANCE\": [\"A PAR\","
                + " \"F BRE\", \"A MAR\"]}, \"centers\": {\"FRANCE\": [\"PAR\", \"BRE\", \"MAR\", \"BEL\"]}}");
        assertEquals(new MoveParts(Map.of("WAIVE", List.of("WAIVE")), 1, 1, "; "), game.legalParts(full, france)
                .orElseThrow(), "no free home centre: the one choice is to waive");
    }

    /** @return how many moves the parts allow: one choice each from min to max distinct parts */
    private static long count(MoveParts parts) {
        long[] ways = new long[parts.max() + 1];
        ways[0] = 1;
        for (List<String> choices : parts.choices().values()) {
            for (int k = parts.max(); k >= 1; k--) {
                ways[k] += ways[k - 1] * choices.size();
            }
        }
        long total = 0;
        for (int k = parts.min(); k <= parts.max(); k++) {
            total += ways[k];
        }
        return total;
    }

    /** @return a random move the parts allow, in the game's notation */
    private static String pick(MoveParts parts, SplittableRandom random) {
        List<List<String>> all = new ArrayList<>(parts.choices().values());
        Collections.shuffle(all, new java.util.Random(random.nextLong()));
        int k = parts.min() + random.nextInt(parts.max() - parts.min() + 1);
        List<String> chosen = new ArrayList<>();
        for (List<String> choices : all.subList(0, k)) {
            chosen.add(choices.get(random.nextInt(choices.size())));
        }
        return String.join(parts.separator(), chosen);
    }
}
