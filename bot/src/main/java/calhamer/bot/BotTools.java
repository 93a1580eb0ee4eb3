package calhamer.bot;

import calhamer.adjudicator.Adjudicator;
import calhamer.adjudicator.position.Position;
import calhamer.maps.DiplomacyMap;
import calhamer.strategy.game.Evaluator;

/**
 * What a bot gives its methods ({@link BotMethod#forBot}): the adjudicator of its map (the one rules engine, legal
 * orders, positions on packed boards) and its per-power evaluation.
 *
 * @param adjudicator the map's adjudicator
 * @param values      the evaluation: one value per power, players the map's powers in order
 */
public record BotTools(Adjudicator adjudicator, Evaluator<Position> values) {

    /** @return the map */
    public DiplomacyMap map() {
        return adjudicator.map();
    }
}
