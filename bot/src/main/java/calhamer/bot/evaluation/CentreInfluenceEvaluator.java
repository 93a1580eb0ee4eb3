package calhamer.bot.evaluation;

import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.Unit;
import calhamer.influence.diplomacy.Standings;
import calhamer.influence.diplomacy.WorldEvaluator;
import calhamer.maps.Power;
import calhamer.maps.Province;
import calhamer.strategy.game.Evaluator;
import java.util.List;

/**
 * The bot's evaluation of a position for every power: supply centres first, influence to break ties and to lead
 * units towards centres. For power P:
 * <pre>value(P) = centres(P) + unitWeight · units(P) + standingWeight · standing(P)</pre>
 * where centres(P) counts the centres P owns once every centre occupied by a unit belongs to that unit's power (the
 * ownership the next Fall would give if nothing moved), units(P) counts P's units on the board and standing(P) is
 * P's influence standing (Utkin, "Influence Graphs": occupied ÷ total of P's world). Thread-safe; one world
 * evaluation and O(U + C) per call.
 */
public final class CentreInfluenceEvaluator implements Evaluator<Position> {
    /** The unit weight the bot uses by default. */
    public static final double DEFAULT_UNIT_WEIGHT = 0.4;
    /** The standing weight the bot uses by default. */
    public static final double DEFAULT_STANDING_WEIGHT = 4;

    private final WorldEvaluator worlds;
    private final double unitWeight;
    private final double standingWeight;

    public CentreInfluenceEvaluator(WorldEvaluator worlds, double unitWeight, double standingWeight) {
        if (!Double.isFinite(unitWeight) || !Double.isFinite(standingWeight)) {
            throw new IllegalArgumentException("weights must be finite");
        }
        this.worlds = worlds;
        this.unitWeight = unitWeight;
        this.standingWeight = standingWeight;
    }

    /** With the default weights. */
    public CentreInfluenceEvaluator(WorldEvaluator worlds) {
        this(worlds, DEFAULT_UNIT_WEIGHT, DEFAULT_STANDING_WEIGHT);
    }

    @Override
    public double[] evaluate(Position state) {
        List<Power> powers = worlds.map().powers();
        double[] values = new double[powers.size()];
        for (Province c : worlds.map().supplyCenters()) {
            Unit u = state.unitAt(c);
            Power owner = u != null ? u.power() : state.owner(c);
            if (owner != null) {
                values[owner.index()] += 1;
            }
        }
        for (Unit u : state.units()) {
            values[u.power().index()] += unitWeight;
        }
        Standings standings = worlds.evaluate(state);
        for (int p = 0; p < values.length; p++) {
            values[p] += standingWeight * standings.standing(powers.get(p));
        }
        return values;
    }
}
