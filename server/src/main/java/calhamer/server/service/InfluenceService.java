package calhamer.server.service;

import calhamer.influence.Decay;
import calhamer.influence.diplomacy.ScratchWorldEvaluator;
import calhamer.influence.diplomacy.Standings;
import calhamer.influence.diplomacy.Weights;
import calhamer.influence.diplomacy.WorldEvaluator;
import calhamer.server.error.ApiException;
import calhamer.server.mapstore.MapContext;
import calhamer.wire.standings.InfluenceRequest;

/**
 * Influence worlds and standings for {@code POST /maps/{id}/influence} and the {@code influence} command: requests as
 * the wire reader gives them (the weights and decay read and checked there), the standings for the wire writer.
 */
public final class InfluenceService {

    /**
     * @return the standings of every power
     * @throws ApiException 400 without a request
     */
    public Standings evaluate(MapContext context, InfluenceRequest request) {
        RequestBodies.require(request, "{\"position\": ..., \"weights\": ... (optional), \"decay\": ... (optional)}");
        Weights weights = request.weights();
        Decay decay = request.decay();
        WorldEvaluator evaluator = weights.equals(Weights.PAPER) && decay.equals(Decay.PAPER) ? context.evaluator()
                : new ScratchWorldEvaluator(context.map(), weights, decay);
        return evaluator.evaluate(request.position());
    }
}
