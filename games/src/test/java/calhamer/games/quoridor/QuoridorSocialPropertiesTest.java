package calhamer.games.quoridor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import calhamer.strategy.game.Budget;
import calhamer.strategy.search.social.SocialRangeMatrix;
import calhamer.strategy.search.social.SosAgent;
import calhamer.strategy.search.tree.Decision;
import calhamer.strategy.search.tree.MaxNAgent;
import calhamer.strategy.search.tree.ParanoidAgent;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Wilson, Zuckerman and Nau, Properties 1 and 2 (and Theorem 2) on random 4-player Quoridor positions with the
 * game's own evaluation: SOS with the identity matrix (or any positive diagonal) chooses exactly Max-n's move, and SOS
 * with the paranoid matrix of the player to move exactly Paranoid's move, with the same value. 60 positions reached
 * by random play (seed 21), depths 1 to 3.
 */
class QuoridorSocialPropertiesTest {

    @Test
    void sosWithTheIdentityIsMaxNAndWithTheParanoidMatrixIsParanoid() {
        Quoridor game = Quoridor.fourPlayers();
        SplittableRandom random = new SplittableRandom(21);
        for (int trial = 0; trial < 60; trial++) {
            QuoridorState s = game.initialState();
            int plies = random.nextInt(40);
            for (int i = 0; i < plies && !s.isOver(); i++) {
                List<QuoridorMove> moves = game.legalMoves(s, s.toMove());
                s = game.apply(s, s.toMove(), moves.get(random.nextInt(moves.size())));
            }
            if (s.isOver()) {
                continue;
            }
            int root = s.toMove();
            int depth = 1 + trial % 3;
            Budget budget = Budget.ofDepth(depth);
            String where = "trial " + trial + " at " + s + ", depth " + depth;

            Decision<QuoridorMove> maxN = new MaxNAgent<QuoridorState, QuoridorMove>().decide(game, s, root, budget);
            Decision<QuoridorMove> identity = new SosAgent<QuoridorState, QuoridorMove>(SocialRangeMatrix.identity(4))
                    .decide(game, s, root, budget);
            assertEquals(maxN.move(), identity.move(), where + ": Property 1");
            Decision<QuoridorMove> diagonal = new SosAgent<QuoridorState, QuoridorMove>(SocialRangeMatrix.of(
                    new double[][] {{0.9, 0, 0, 0}, {0, 0.2, 0, 0}, {0, 0, 0.5, 0}, {0, 0, 0, 1}}))
                    .decide(game, s, root, budget);
            assertEquals(maxN.move(), diagonal.move(), where + ": Theorem 2");

            Decision<QuoridorMove> paranoid = new ParanoidAgent<QuoridorState, QuoridorMove>().decide(game, s, root,
                    budget);
            Decision<QuoridorMove> sos = new SosAgent<QuoridorState, QuoridorMove>(SocialRangeMatrix.paranoid(4, root))
                    .decide(game, s, root, budget);
            assertEquals(paranoid.move(), sos.move(), where + ": Property 2");
            assertEquals(paranoid.value(), sos.value(), where);
        }
    }
}
