package calhamer.strategy.search.social;

import static org.junit.jupiter.api.Assertions.assertEquals;

import calhamer.strategy.game.Budget;
import calhamer.strategy.search.RandomTree;
import calhamer.strategy.search.tree.Decision;
import calhamer.strategy.search.tree.MaxNAgent;
import calhamer.strategy.search.tree.ParanoidAgent;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Wilson, Zuckerman and Nau, "Modeling Social Preferences in Multi-player Games", section 3.1 and Theorem 2, as
 * property tests of the searches on random game trees with many ties (evaluation entries 0..3): SOS with the identity
 * matrix chooses exactly Max-n's move (Property 1), SOS with the paranoid matrix of the root player exactly
 * Paranoid's move with the same value (Property 2; Paranoid runs alpha-beta, a different search), and SOS with any
 * positive diagonal exactly Max-n's move (Theorem 2). 3, 4 and 5 players, depths 1 to 4, 200 random positions each.
 */
class SocialSearchPropertiesTest {

    @ParameterizedTest
    @ValueSource(ints = {3, 4, 5})
    void sosMatchesMaxNAndParanoidOnRandomTrees(int players) {
        SplittableRandom random = new SplittableRandom(players);
        for (int trial = 0; trial < 200; trial++) {
            RandomTree game = new RandomTree(players, 5, 12, 4, random.nextLong());
            RandomTree.Node node = game.randomNode(random, random.nextInt(6));
            int root = node.toMove();
            int depth = 1 + trial % 4;
            Budget budget = Budget.ofDepth(depth);
            String where = players + " players, trial " + trial + ", depth " + depth;

            Decision<Integer> maxN = new MaxNAgent<RandomTree.Node, Integer>().decide(game, node, root, budget);
            Decision<Integer> identity = new SosAgent<RandomTree.Node, Integer>(SocialRangeMatrix.identity(players))
                    .decide(game, node, root, budget);
            assertEquals(maxN.index(), identity.index(), where + ": Property 1");
            assertEquals(maxN.value(), identity.value(), where);

            double[][] diagonal = new double[players][players];
            for (int i = 0; i < players; i++) {
                diagonal[i][i] = 0.05 + 0.95 * random.nextDouble();
            }
            Decision<Integer> scaled = new SosAgent<RandomTree.Node, Integer>(SocialRangeMatrix.of(diagonal))
                    .decide(game, node, root, budget);
            assertEquals(maxN.index(), scaled.index(), where + ": Theorem 2");

            Decision<Integer> paranoid = new ParanoidAgent<RandomTree.Node, Integer>().decide(game, node, root,
                    budget);
            Decision<Integer> sos = new SosAgent<RandomTree.Node, Integer>(SocialRangeMatrix.paranoid(players, root))
                    .decide(game, node, root, budget);
            assertEquals(paranoid.index(), sos.index(), where + ": Property 2");
            assertEquals(paranoid.value(), sos.value(), where);
        }
    }
}
