package calhamer.strategy.search.tree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.strategy.game.Budget;
import calhamer.strategy.game.Nim;
import calhamer.strategy.game.Pennies;
import calhamer.strategy.game.UnsupportedGameException;
import calhamer.strategy.search.RandomTree;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Alpha-beta with iterative deepening: perfect play on an exact game, the refusals, the budget. */
class AlphaBetaAgentTest {

    /** Nim has no heuristic: deepening runs until the tree is solved, and the move then wins whenever one can. */
    @Test
    void solvesNimAndTakesAWinningMoveWheneverThereIsOne() {
        Nim game = new Nim(List.of(2, 3, 4));
        AlphaBetaAgent<Nim.State, Nim.Take> agent = new AlphaBetaAgent<>();
        int winning = 0;
        for (int a = 0; a <= 2; a++) {
            for (int b = 0; b <= 3; b++) {
                for (int c = 0; c <= 4; c++) {
                    Nim.State s = new Nim.State(List.of(a, b, c), 0);
                    if (game.isTerminal(s)) {
                        continue;
                    }
                    Decision<Nim.Take> d = agent.decide(game, s, 0, Budget.unlimited());
                    assertTrue(d.exact(), s + " is solved exactly");
                    List<Integer> after = new ArrayList<>(s.heaps());
                    after.set(d.move().heap(), after.get(d.move().heap()) - d.move().count());
                    boolean wins = (a ^ b ^ c) != 0;
                    assertEquals(wins ? 0 : -1, wins ? after.get(0) ^ after.get(1) ^ after.get(2) : -1,
                            s + ": the move " + d.move() + " leaves a nim-sum of 0");
                    assertEquals(wins ? 2.0 : -2.0, d.value(), s + " value (own minus other's return)");
                    winning += wins ? 1 : 0;
                }
            }
        }
        assertEquals(48, winning, "59 unfinished positions, 11 of them with a nim-sum of 0");
    }

    @Test
    void refusesGamesItCannotPlay() {
        RandomTree three = new RandomTree(3, 3, 4, 5, 1);
        UnsupportedGameException e = assertThrows(UnsupportedGameException.class, () -> new AlphaBetaAgent<
                RandomTree.Node, Integer>().chooseMove(three, three.initialState(), 0, Budget.ofDepth(2),
                new SplittableRandom(1)));
        assertEquals("alpha-beta needs a 2-player game; 'random-tree' has 3 players", e.getMessage());
        RandomTree two = new RandomTree(2, 3, 4, 5, 1);
        assertThrows(UnsupportedGameException.class, () -> new AlphaBetaAgent<RandomTree.Node, Integer>()
                .chooseMove(two, two.initialState(), 0, Budget.ofDepth(2), new SplittableRandom(1)),
                "not zero-sum");
        Pennies pennies = new Pennies(3);
        assertThrows(UnsupportedGameException.class, () -> new AlphaBetaAgent<Pennies.State, Pennies.Side>()
                .chooseMove(pennies, pennies.initialState(), 0, Budget.ofDepth(2), new SplittableRandom(1)));
        Nim nim = new Nim(List.of(2));
        assertThrows(IllegalArgumentException.class, () -> new AlphaBetaAgent<Nim.State, Nim.Take>()
                .chooseMove(nim, nim.initialState(), 1, Budget.ofDepth(2), new SplittableRandom(1)),
                "player 1 does not move");
    }

    @Test
    void anIterationBudgetCutsTheSearchAndStillAnswers() {
        Nim game = new Nim(List.of(7, 8, 9, 10));
        Decision<Nim.Take> d = new AlphaBetaAgent<Nim.State, Nim.Take>().decide(game, game.initialState(), 0,
                Budget.ofIterations(500));
        assertTrue(d.nodes() <= 500, "nodes " + d.nodes());
        assertTrue(game.legalMoves(game.initialState(), 0).contains(d.move()));
        Decision<Nim.Take> timed = new AlphaBetaAgent<Nim.State, Nim.Take>().decide(game, game.initialState(), 0,
                Budget.ofTime(Duration.ofMillis(50)));
        assertTrue(timed.depth() >= 1 && !timed.exact(), "a timed search completes some depths: " + timed);
    }

    @Test
    void anInterruptedSearchStopsAtOnce() throws InterruptedException {
        Nim game = new Nim(List.of(9, 10, 11, 12, 13));
        Decision<?>[] answer = new Decision<?>[1];
        Thread t = new Thread(() -> answer[0] = new AlphaBetaAgent<Nim.State, Nim.Take>().decide(game,
                game.initialState(), 0, Budget.ofDepth(40)));
        t.start();
        Thread.sleep(100);
        t.interrupt();
        t.join(5000);
        assertTrue(!t.isAlive() && answer[0] != null, "the search returned after the interrupt");
    }
}
