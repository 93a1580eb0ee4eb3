package calhamer.strategy.search;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import calhamer.strategy.game.Agent;
import calhamer.strategy.game.Budget;
import calhamer.strategy.search.mcts.MctsAgent;
import calhamer.strategy.search.social.LearningSosAgent;
import calhamer.strategy.search.social.SocialRangeMatrix;
import calhamer.strategy.search.social.SosAgent;
import calhamer.strategy.search.tree.MaxNAgent;
import calhamer.strategy.search.tree.ParanoidAgent;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * No search keeps a core busy after its caller gives up: given budgets that would run for hours, every search agent
 * returns a move soon after its thread is interrupted (what the server does past its time limit).
 */
class InterruptTest {

    @Test
    void everySearchStopsWhenItsThreadIsInterrupted() throws InterruptedException {
        RandomTree game = new RandomTree(3, 12, 40, 100, 8);
        List<Agent<RandomTree.Node, Integer>> agents = List.of(new MctsAgent<>(), new MaxNAgent<>(),
                new ParanoidAgent<>(), new SosAgent<>(SocialRangeMatrix.identity(3)),
                new LearningSosAgent<>(3, 100, null));
        for (Agent<RandomTree.Node, Integer> agent : agents) {
            Integer[] answer = new Integer[1];
            Budget endless = agent instanceof MctsAgent ? Budget.ofIterations(Long.MAX_VALUE - 1)
                    : Budget.ofDepth(30);
            Thread t = new Thread(() -> answer[0] = agent.chooseMove(game, game.initialState(), 0, endless,
                    new SplittableRandom(1)));
            t.start();
            Thread.sleep(200);
            t.interrupt();
            t.join(5000);
            assertFalse(t.isAlive(), agent.name() + " still runs 5 s after the interrupt");
            assertNotNull(answer[0], agent.name() + " answered");
        }
    }
}
