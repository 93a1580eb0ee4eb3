package calhamer.strategy.search.social;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import calhamer.strategy.game.Agent;
import calhamer.strategy.game.Budget;
import calhamer.strategy.game.Playout;
import calhamer.strategy.game.RandomAgent;
import calhamer.strategy.search.RandomTree;
import java.util.List;
import org.junit.jupiter.api.Test;

/** SOS with online learning: rows from the observed moves, its own row selfish, fed by {@link Playout}. */
class LearningSosAgentTest {

    @Test
    void learnsTheOtherPlayersRowsFromThePlay() {
        RandomTree game = new RandomTree(3, 4, 8, 10, 3);
        LearningSosAgent<RandomTree.Node, Integer> learner = new LearningSosAgent<>(3, 10, null);
        assertEquals(SocialRangeMatrix.identity(3), learner.matrix(0), "no observation: the Max-n identity");
        List<Agent<RandomTree.Node, Integer>> agents = List.of(learner, new RandomAgent<>(), new RandomAgent<>());
        Playout.run(game, agents, Budget.ofDepth(2), 4, 100);
        SocialRangeMatrix m = learner.matrix(0);
        assertArrayEquals(new double[] {1, 0, 0}, m.row(0), "its own row stays selfish");
        assertNotEquals(0.0, m.get(1, 0) * m.get(1, 0) + m.get(1, 1) * m.get(1, 1) + m.get(1, 2) * m.get(1, 2),
                "player 1's row is learned from its moves");
        SocialRangeMatrix asTwo = learner.matrix(2);
        assertArrayEquals(new double[] {0, 0, 1}, asTwo.row(2));
        assertArrayEquals(m.row(1), asTwo.row(1));
    }

    @Test
    void observesEveryMoveOnce() {
        RandomTree game = new RandomTree(2, 3, 6, 10, 9);
        SocialLearner rule = new SocialLearner(100, 10, SocialRangeMatrix.identity(2));
        LearningSosAgent<RandomTree.Node, Integer> both = new LearningSosAgent<>(rule, null,
                calhamer.strategy.search.SearchClock.WALL);
        Playout.run(game, List.of(both, both), Budget.ofDepth(1), 1, 100);
        assertEquals(3, rule.observations(0), "six plies, three per player, each seen once");
        assertEquals(3, rule.observations(1));
    }
}
