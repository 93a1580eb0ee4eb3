package calhamer.server.maps;

import calhamer.adjudicator.Adjudicator;
import calhamer.adjudicator.LegalOrders;
import calhamer.influence.Decay;
import calhamer.influence.diplomacy.IncrementalWorldEvaluator;
import calhamer.influence.diplomacy.Weights;
import calhamer.influence.diplomacy.WorldEvaluator;
import calhamer.maps.DiplomacyMap;
import calhamer.strategy.diplomacy.CentreInfluenceEvaluator;
import calhamer.strategy.diplomacy.bot.DiplomacyBot;

/**
 * A map with everything built once for it and shared by every request on it: the adjudicator (precomputed tables),
 * the legal-order generator, the influence evaluator with the paper's weights and decay, and the bot.
 *
 * @param map         the map
 * @param adjudicator its adjudicator
 * @param legalOrders its legal-order generator
 * @param evaluator   influence with {@link Weights#PAPER} and {@link Decay#PAPER}
 * @param bot         the order-choosing bot (thread-safe)
 */
public record MapContext(DiplomacyMap map, Adjudicator adjudicator, LegalOrders legalOrders,
                         WorldEvaluator evaluator, DiplomacyBot bot) {

    /** Builds everything a map's requests share. */
    public static MapContext of(DiplomacyMap map) {
        Adjudicator adjudicator = new Adjudicator(map);
        WorldEvaluator evaluator = new IncrementalWorldEvaluator(map, Weights.PAPER, Decay.PAPER);
        return new MapContext(map, adjudicator, new LegalOrders(adjudicator), evaluator,
                new DiplomacyBot(adjudicator, new CentreInfluenceEvaluator(evaluator)));
    }
}
