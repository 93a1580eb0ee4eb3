package calhamer.strategy.search.mcts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.strategy.game.Budget;
import calhamer.strategy.game.Nim;
import calhamer.strategy.game.Pennies;
import calhamer.strategy.game.UnsupportedGameException;
import calhamer.strategy.search.RandomTree;
import calhamer.strategy.search.SearchClock;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** UCT on small games: it finds the winning Nim moves, repeats itself from a seed and refuses what it cannot play. */
class MctsAgentTest {

    @Test
    void findsTheWinningNimMoves() {
        Nim game = new Nim(List.of(3, 4, 5));
        MctsAgent<Nim.State, Nim.Take> agent = new MctsAgent<>();
        int[][] positions = {{1, 2, 0}, {3, 1, 0}, {1, 2, 3, 4}, {2, 2, 1}, {0, 3, 5}};
        for (int[] heaps : positions) {
            Nim.State s = new Nim.State(java.util.Arrays.stream(heaps).boxed().toList(), 0);
            Nim.Take take = agent.chooseMove(game, s, 0, Budget.ofIterations(4000), new SplittableRandom(7));
            int xor = 0;
            for (int h = 0; h < heaps.length; h++) {
                xor ^= h == take.heap() ? heaps[h] - take.count() : heaps[h];
            }
            assertEquals(0, xor, java.util.Arrays.toString(heaps) + ": " + take + " leaves a winning nim-sum");
        }
    }

    @Test
    void sameSeedSameMoveAndEveryBudgetAnswers() {
        RandomTree game = new RandomTree(3, 6, 9, 10, 5);
        MctsAgent<RandomTree.Node, Integer> agent = new MctsAgent<>();
        Integer first = agent.chooseMove(game, game.initialState(), 0, Budget.ofIterations(300),
                new SplittableRandom(11));
        assertEquals(first, agent.chooseMove(game, game.initialState(), 0, Budget.ofIterations(300),
                new SplittableRandom(11)));
        assertTrue(game.legalMoves(game.initialState(), 0).contains(agent.chooseMove(game, game.initialState(), 0,
                Budget.ofTime(Duration.ofMillis(100)), new SplittableRandom(1))), "a time budget answers");
        assertTrue(game.legalMoves(game.initialState(), 0).contains(agent.chooseMove(game, game.initialState(), 0,
                Budget.unlimited(), new SplittableRandom(2))), "no limit: the default iterations");
        assertTrue(game.legalMoves(game.initialState(), 0).contains(agent.chooseMove(game, game.initialState(), 0,
                Budget.ofIterations(200).withDepth(2), new SplittableRandom(2))), "play-outs cut at depth 2");
    }

    @Test
    void refusesSimultaneousGames() {
        Pennies pennies = new Pennies(2);
        UnsupportedGameException e = assertThrows(UnsupportedGameException.class, () -> new MctsAgent<
                Pennies.State, Pennies.Side>().chooseMove(pennies, pennies.initialState(), 0, Budget.ofIterations(10),
                new SplittableRandom(1)));
        assertEquals("MCTS needs sequential moves; 'pennies' has simultaneous moves", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new MctsAgent<Nim.State, Nim.Take>(0, null,
                calhamer.strategy.search.SearchClock.WALL));
    }

    /**
     * With ties shared a draw is worth half a win to both sides, so plain UCT (no solver) takes a sure draw rather
     * than a gamble the opponent can turn into its own win; scoring a draw as no win (the paper's win rate), the draw
     * is worth 0 and the gamble a little more (the opponent's exploration concedes now and then), and UCT gambles.
     */
    @Test
    void sharedTiesTakeASureDrawOverAGambleTheOpponentWins() {
        TwoPlyGame game = TwoPlyGame.drawOrGamble();
        choosesInFiveSeeds("draw", plainUct(MctsAgent.Ties.SHARE), game);
        choosesInFiveSeeds("gamble", plainUct(MctsAgent.Ties.LOSE), game);
        assertEquals("[0.5, 0.5]", scores(MctsAgent.Ties.SHARE, 0, 0), "a two-player draw");
        assertEquals("[0.0, 0.0]", scores(MctsAgent.Ties.LOSE, 0, 0), "a draw as no win");
        assertEquals("[0.0, 0.5, 0.5, 0.0]", scores(MctsAgent.Ties.SHARE, -1, 3, 3, -1), "two of four share the win");
        assertEquals("[0.0, 1.0, 0.0]", scores(MctsAgent.Ties.LOSE, 2, 5, 4), "a unique leader");
    }

    /**
     * With ties going to the opponents, the searcher expects an opponent to take a draw rather than concede. Of two
     * moves that both lose against such an opponent, scoring a draw as no one's win picks the trap (the opponent,
     * indifferent between drawing and conceding there, seems to concede half the time); ties to the opponents pick
     * the long shot (where the opponent must find its one win among ten moves). Plain UCT, no solver.
     */
    @Test
    void tiesToTheOpponentsExpectTheOpponentToTakeADraw() {
        TwoPlyGame game = TwoPlyGame.trapOrLongShot();
        choosesInFiveSeeds("long-shot", plainUct(MctsAgent.Ties.OPPONENTS), game);
        choosesInFiveSeeds("trap", plainUct(MctsAgent.Ties.LOSE), game);
        MctsAgent.Ties opponents = MctsAgent.Ties.OPPONENTS;
        assertEquals("[0.0, 1.0]", scoresFor(opponents, 0, 0, 0), "a draw, the first player searching");
        assertEquals("[1.0, 0.0]", scoresFor(opponents, 1, 0, 0), "a draw, the second player searching");
        assertEquals("[0.0, 1.0, 0.0]", scoresFor(opponents, 0, 3, 3, 1), "the searcher tied at the top");
        assertEquals("[1.0, 1.0, 0.0]", scoresFor(opponents, 2, 3, 3, 1), "others tied, the searcher behind");
        assertEquals("[1.0, 0.0, 0.0]", scoresFor(opponents, 1, 4, 3, 1), "a unique leader");
    }

    /** UCT without the solver. */
    private static MctsAgent<String, String> plainUct(MctsAgent.Ties ties) {
        return new MctsAgent<>(MctsAgent.EXPLORATION, null, SearchClock.WALL, false, ties);
    }

    /** The first player's choice with 2,000 iterations, seeds 1 to 5. */
    private static void choosesInFiveSeeds(String expected, MctsAgent<String, String> agent, TwoPlyGame game) {
        for (int seed = 1; seed <= 5; seed++) {
            assertEquals(expected, agent.chooseMove(game, game.initialState(), 0, Budget.ofIterations(2000),
                    new SplittableRandom(seed)), agent.ties().label() + ", seed " + seed);
        }
    }

    /** A play's scores, the first player searching. */
    private static String scores(MctsAgent.Ties ties, double... values) {
        return scoresFor(ties, 0, values);
    }

    private static String scoresFor(MctsAgent.Ties ties, int searcher, double... values) {
        return Arrays.toString(MctsAgent.scores(values, ties, searcher));
    }

    /** The request option: {"ties": "share"} configures a new agent; anything else is refused with a reason. */
    @Test
    void tiesAreAnOption() {
        TwoPlyGame game = TwoPlyGame.drawOrGamble();
        MctsAgent<String, String> agent = new MctsAgent<>();
        ObjectMapper json = new ObjectMapper();
        assertEquals(MctsAgent.Ties.SHARE, ((MctsAgent<String, String>) agent.configure(game,
                json.createObjectNode().put("ties", "share"))).ties());
        assertEquals(MctsAgent.Ties.LOSE, agent.ties(), "the configured agent is a new one");
        assertEquals(MctsAgent.Ties.OPPONENTS, ((MctsAgent<String, String>) agent.configure(game,
                json.createObjectNode().put("ties", "opponents"))).ties());
        assertEquals("ties are 'lose', 'share' or 'opponents', not 'half'", assertThrows(
                IllegalArgumentException.class,
                () -> agent.configure(game, json.createObjectNode().put("ties", "half"))).getMessage());
        assertEquals("'ties' is \"lose\", \"share\" or \"opponents\", not 1", assertThrows(
                IllegalArgumentException.class,
                () -> agent.configure(game, json.createObjectNode().put("ties", 1))).getMessage());
        assertEquals("unknown agent option 'draws'; options: [ties]", assertThrows(IllegalArgumentException.class,
                () -> agent.configure(game, json.createObjectNode().put("draws", "share"))).getMessage());
    }

    /** The solver proves the root: a forced win is found and played at once, without using the whole budget. */
    @Test
    void theSolverProvesWinsAndStopsEarly() {
        Nim game = new Nim(List.of(5, 1));
        MctsAgent<Nim.State, Nim.Take> agent = new MctsAgent<>();
        Nim.State s = new Nim.State(List.of(3, 0, 1), 0);
        // 50 million iterations would take minutes: the solved root ends the search long before (no timing asserted)
        Nim.Take take = agent.chooseMove(game, s, 0, Budget.ofIterations(50_000_000), new SplittableRandom(3));
        assertEquals(new Nim.Take(0, 2), take, "leaving 1 and 1 is the only winning move");
        Nim.Take lost = agent.chooseMove(game, new Nim.State(List.of(2, 2), 0), 0, Budget.ofIterations(50_000_000),
                new SplittableRandom(3));
        assertTrue(game.legalMoves(new Nim.State(List.of(2, 2), 0), 0).contains(lost), "a lost root still answers");
        Nim.Take plain = new MctsAgent<Nim.State, Nim.Take>(MctsAgent.EXPLORATION, null,
                calhamer.strategy.search.SearchClock.WALL, false).chooseMove(game, s, 0, Budget.ofIterations(3000),
                new SplittableRandom(3));
        assertEquals(new Nim.Take(0, 2), plain, "plain UCT finds it too, given enough iterations");
    }
}
