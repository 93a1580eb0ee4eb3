package calhamer.bot.evaluation;

import calhamer.adjudicator.position.Position;
import calhamer.influence.diplomacy.Standings;
import calhamer.influence.diplomacy.WorldEvaluator;
import calhamer.maps.Power;
import calhamer.strategy.game.Evaluator;
import java.util.List;

/**
 * Influence standings as a per-player evaluator for the game API (Utkin, "Influence Graphs", sections VII–VIII):
 * each power's standing (occupied ÷ total of its world, in [0, 1] for the paper's weights) or its share of all
 * standings (adding up to 1). Players are the map's powers in map order. Thread-safe when the world evaluator is;
 * one world evaluation per call.
 */
public final class InfluenceEvaluator implements Evaluator<Position> {
    private final WorldEvaluator worlds;
    private final Measure measure;

    /** Which number of the standings to give. */
    public enum Measure {
        /** {@link Standings#standing}. */
        STANDING,
        /** {@link Standings#share}. */
        SHARE
    }

    public InfluenceEvaluator(WorldEvaluator worlds, Measure measure) {
        this.worlds = worlds;
        this.measure = measure;
    }

    @Override
    public double[] evaluate(Position state) {
        Standings standings = worlds.evaluate(state);
        List<Power> powers = worlds.map().powers();
        double[] values = new double[powers.size()];
        for (int p = 0; p < values.length; p++) {
            values[p] = measure == Measure.STANDING ? standings.standing(powers.get(p))
                    : standings.share(powers.get(p));
        }
        return values;
    }
}
