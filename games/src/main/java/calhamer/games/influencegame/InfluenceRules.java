package calhamer.games.influencegame;

import calhamer.strategy.solve.ScoringRuleset;
import java.util.List;

/**
 * INFLUENCE as the scoring solver sees it: a position's future is its board's forced vertices, settled, and the
 * relevant components ({@link Condensation}); each component knows its own options ({@link Shape}). The game is
 * in Milnor's universe (Duchêne et al., section 3: relevant boards are dicot, and Corollary 12 shows INFLUENCE is
 * nonzugzwang), which the solver's cancellation and bounds rely on.
 */
public final class InfluenceRules implements ScoringRuleset<InfluenceState, Shape> {

    @Override
    public Sum<Shape> sum(InfluenceState state) {
        return Condensation.of(state.board());
    }

    @Override
    public int taken(InfluenceState state) {
        return state.leftScore() - state.rightScore();
    }

    @Override
    public List<Option<Shape>> leftOptions(Shape component) {
        return component.leftOptions();
    }

    @Override
    public List<Shape> equivalent(Shape component) {
        return component.equivalent();
    }

    @Override
    public Shape negative(Shape component) {
        return component.negative();
    }

    @Override
    public long bytes(Shape component) {
        return component.bytes();
    }

    @Override
    public int size(Shape component) {
        return component.size();
    }
}
