package calhamer.games.quoridor;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The rules of 4-player Quoridor as implemented: start, steps and jumps, walls, the path rule, the end. */
class QuoridorRulesTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final Quoridor game = Quoridor.fourPlayers();

    private QuoridorState state(String json) throws Exception {
        return game.fromJson(JSON.readTree(json));
    }

    private static String position(String pawns, String horizontal, String vertical, String toMove) {
        return "{\"pawns\": {" + pawns + "}, \"walls\": {\"horizontal\": [" + horizontal + "], \"vertical\": ["
                + vertical + "]}, \"wallsLeft\": {\"south\": 5, \"west\": 5, \"north\": 5, \"east\": 5}, "
                + "\"toMove\": \"" + toMove + "\", \"ply\": 0, \"winner\": null, \"draw\": false}";
    }

    private Set<String> steps(QuoridorState s) {
        return game.legalMoves(s, s.toMove()).stream().filter(m -> m.kind() == QuoridorMove.Kind.STEP).map(QuoridorMove::notation)
                .collect(Collectors.toCollection(TreeSet::new));
    }

    @Test
    void pawnsStartAtTheMiddleOfTheirSidesAndMoveClockwise() {
        QuoridorState s = game.initialState();
        assertEquals(List.of("south", "west", "north", "east"), game.facts().players());
        assertEquals("e1 a5 e9 i5", List.of(0, 1, 2, 3).stream().map(p -> Board.cellName(s.pawn(p)))
                .collect(Collectors.joining(" ")));
        assertEquals(Set.of("d1", "e2", "f1"), steps(s));
        assertEquals(3 + 128, game.legalMoves(s, 0).size(), "three steps and every wall slot in both orientations");
        QuoridorState next = game.apply(s, 0, QuoridorMove.parse("e2"));
        assertEquals(1, next.toMove(), "west moves next");
        assertArrayEquals(new double[] {0, 0, 0, 0}, game.evaluator().evaluate(s), "everyone is 8 steps away");
        assertArrayEquals(new double[] {3, -1, -1, -1}, game.evaluator().evaluate(next), "south leads by 1 over 3");
    }

    @Test
    void pawnsJumpStraightOrDiagonallyOverAFacingPawn() throws Exception {
        QuoridorState straight = state(position("\"south\": \"e4\", \"west\": \"a5\", \"north\": \"e5\", "
                + "\"east\": \"i5\"", "", "", "south"));
        assertEquals(Set.of("d4", "e3", "e6", "f4"), steps(straight), "jump over north to e6");
        QuoridorState walled = state(position("\"south\": \"e4\", \"west\": \"a5\", \"north\": \"e5\", "
                + "\"east\": \"i5\"", "\"e5\"", "", "south"));
        assertEquals(Set.of("d4", "d5", "e3", "f4", "f5"), steps(walled), "a wall behind north: jump diagonally");
        QuoridorState crowded = state(position("\"south\": \"e4\", \"west\": \"e6\", \"north\": \"e5\", "
                + "\"east\": \"i5\"", "", "\"d5\"", "south"));
        assertEquals(Set.of("d4", "e3", "f4", "f5"), steps(crowded),
                "a pawn behind north: diagonal jumps, d5 cut off by the wall between d5 and e5");
        QuoridorState edge = state(position("\"south\": \"e8\", \"west\": \"a5\", \"north\": \"e9\", "
                + "\"east\": \"i5\"", "", "", "south"));
        assertEquals(Set.of("d8", "d9", "e7", "f8", "f9"), steps(edge),
                "south faces north with the board's edge behind it: diagonal jumps");
    }

    @Test
    void wallsMayNotOverlapOrCross() throws Exception {
        QuoridorState s = state(position("\"south\": \"e1\", \"west\": \"a5\", \"north\": \"e9\", \"east\": \"i5\"",
                "\"e3\"", "", "south"));
        for (String bad : List.of("h:e3", "h:d3", "h:f3", "v:e3")) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> game.parseMove(s, 0,
                    bad));
            assertTrue(e.getMessage().contains("overlaps or crosses"), bad + ": " + e.getMessage());
        }
        for (String fine : List.of("h:g3", "h:c3", "v:e2", "v:e4", "v:d3", "v:f3")) {
            game.parseMove(s, 0, fine);
        }
        QuoridorState after = game.apply(s, 0, QuoridorMove.parse("v:e4"));
        assertEquals(4, after.wallsLeft(0));
        assertFalse(after.walls().open(Board.cell("e4"), 1), "v:e4 walls e4 off from f4");
        assertFalse(after.walls().open(Board.cell("e5"), 1), "and e5 from f5");
        assertTrue(after.walls().open(Board.cell("e6"), 1));
    }

    /** Walls under ranks 1 and 2 from file a to h, then one beside i1: south would be shut in. */
    @Test
    void noWallMayCutAPawnOffFromItsGoal() throws Exception {
        QuoridorState s = state(position("\"south\": \"e1\", \"west\": \"a5\", \"north\": \"e9\", \"east\": \"i5\"",
                "\"a1\", \"c1\", \"e1\", \"g1\"", "", "south"));
        assertEquals(Set.of("d1", "f1"), steps(s));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> game.parseMove(s, 0,
                "v:h1"));
        assertEquals("wall v:h1 would leave a pawn without a path to its goal", e.getMessage());
        assertFalse(game.legalMoves(s, 0).contains(QuoridorMove.parse("v:h1")));
        assertTrue(game.legalMoves(s, 0).contains(QuoridorMove.parse("v:h2")), "one rank higher leaves i1-i2 open");
        assertEquals(12, ((QuoridorEvaluator) game.evaluator()).distance(s, 0), "e1 to i1, then up the i file");
    }

    @Test
    void theFirstPawnOnItsGoalSideWins() throws Exception {
        QuoridorState s = state(position("\"south\": \"c8\", \"west\": \"a5\", \"north\": \"e9\", \"east\": \"i5\"",
                "", "", "south"));
        QuoridorState won = game.apply(s, 0, QuoridorMove.parse("c9"));
        assertTrue(won.isOver());
        assertEquals(0, won.result());
        assertArrayEquals(new double[] {3, -1, -1, -1}, game.returns(won));
        assertEquals(List.of(), game.actors(won));
        double[] values = game.evaluator().evaluate(won);
        assertEquals(3 * 243, values[0]);
        assertEquals(-243, values[1]);
    }

    @Test
    void badStatesAreRefusedNamingTheField() {
        assertRefused(position("\"south\": \"e1\", \"west\": \"a5\", \"north\": \"e9\", \"east\": \"z5\"", "", "",
                "south"), "pawns.east: 'z5' is not a cell");
        assertRefused(position("\"south\": \"e1\", \"west\": \"e1\", \"north\": \"e9\", \"east\": \"i5\"", "", "",
                "south"), "pawns.west: e1 holds another pawn");
        assertRefused(position("\"south\": \"e1\", \"west\": \"a5\", \"north\": \"e9\", \"east\": \"i5\"",
                "\"e3\", \"f3\"", "", "south"), "walls.horizontal[1]: the wall at f3 overlaps");
        assertRefused(position("\"south\": \"e1\", \"west\": \"a5\", \"north\": \"e9\", \"east\": \"i5\"",
                "\"a1\", \"c1\", \"e1\", \"g1\"", "\"h1\"", "south"), "walls: the south pawn has no path");
        assertRefused(position("\"south\": \"e1\", \"west\": \"a5\", \"north\": \"e9\", \"east\": \"i5\"", "", "",
                "nobody"), "toMove: must be one of");
        assertRefused(position("\"south\": \"e1\", \"west\": \"a5\", \"north\": \"e9\", \"east\": \"i5\"", "", "",
                "south").replace("\"draw\": false", "\"draw\": \"no\""), "draw: must be true or false, not \"no\"");
        assertRefused("{\"pawns\": {}, \"colour\": 1}", "unknown field 'colour'");
    }

    private void assertRefused(String json, String fragment) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> state(json), json);
        assertTrue(e.getMessage().contains(fragment), e.getMessage());
    }

    @Test
    void searchConsidersEveryStepAndOnlyTheWallsBesideThePawns() {
        QuoridorState s = game.initialState();
        List<QuoridorMove> candidates = game.candidateMoves(s, 0);
        assertTrue(game.legalMoves(s, 0).containsAll(candidates));
        assertEquals(steps(s), candidates.stream().filter(m -> !m.isWall()).map(QuoridorMove::notation)
                .collect(Collectors.toCollection(TreeSet::new)));
        Set<String> walls = candidates.stream().filter(QuoridorMove::isWall).map(QuoridorMove::notation)
                .collect(Collectors.toCollection(TreeSet::new));
        assertEquals(Set.of("h:d1", "h:e1", "v:d1", "v:e1", "h:a4", "h:a5", "v:a4", "v:a5", "h:d8", "h:e8", "v:d8",
                "v:e8", "h:h4", "h:h5", "v:h4", "v:h5"), walls, "the corners of each pawn's cell inside the board");
    }

    /** A pawn boxed in by pawns and walls (found in random play): it passes only when it has no wall left. */
    @Test
    void aBoxedInPawnPassesOnlyWhenNothingElseIsLegal() throws Exception {
        String boxed = "{\"pawns\": {\"south\": \"f8\", \"west\": \"d8\", \"north\": \"e8\", \"east\": \"i6\"}, "
                + "\"walls\": {\"horizontal\": [\"c1\", \"a2\", \"c2\", \"f2\", \"g3\", \"d4\", \"e5\", \"d6\", \"e7\", "
                + "\"h7\", \"d8\", \"f8\"], \"vertical\": [\"e1\", \"f4\", \"h4\", \"d5\", \"b6\", \"e6\", \"g6\", \"f7\"]}, "
                + "\"wallsLeft\": {\"south\": %d, \"west\": 0, \"north\": 0, \"east\": 0}, "
                + "\"toMove\": \"south\", \"ply\": 320, \"winner\": null, \"draw\": false}";
        QuoridorState noWalls = state(String.format(boxed, 0));
        assertEquals(Set.of(), steps(noWalls));
        assertEquals(List.of(QuoridorMove.PASS), game.legalMoves(noWalls, 0));
        assertEquals(List.of(QuoridorMove.PASS), game.candidateMoves(noWalls, 0));
        assertEquals(1, game.apply(noWalls, 0, game.parseMove(noWalls, 0, "pass")).toMove());
        QuoridorState oneWall = state(String.format(boxed, 1));
        List<QuoridorMove> candidates = game.candidateMoves(oneWall, 0);
        assertFalse(candidates.isEmpty() || candidates.contains(QuoridorMove.PASS), "walls are left to place");
        assertTrue(game.legalMoves(oneWall, 0).containsAll(candidates));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> game.parseMove(oneWall, 0,
                "pass"));
        assertEquals("south has a legal move and may not pass", e.getMessage());
    }
}
