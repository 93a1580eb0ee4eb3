package calhamer.server.maps;

import calhamer.adjudicator.Adjudicator;
import calhamer.adjudicator.LegalOrders;
import calhamer.influence.Decay;
import calhamer.influence.diplomacy.IncrementalWorldEvaluator;
import calhamer.influence.diplomacy.Weights;
import calhamer.influence.diplomacy.WorldEvaluator;
import calhamer.maps.DiplomacyMap;

/**
 * A map with everything built once for it and shared by every request on it: the adjudicator (precomputed tables),
 * the legal-order generator and the influence evaluator with the paper's weights and decay.
 *
 * @param map         the map
 * @param adjudicator its adjudicator
 * @param legalOrders its legal-order generator
 * @param evaluator   influence with {@link Weights#PAPER} and {@link Decay#PAPER}
 */
public record MapContext(DiplomacyMap map, Adjudicator adjudicator, LegalOrders legalOrders,
                         WorldEvaluator evaluator) {

    /** Builds everything a map's requests share. */
    public static MapContext of(DiplomacyMap map) {
        Adjudicator adjudicator = new Adjudicator(map);
        return new MapContext(map, adjudicator, new LegalOrders(adjudicator),
                new IncrementalWorldEvaluator(map, Weights.PAPER, Decay.PAPER));
    }
}
