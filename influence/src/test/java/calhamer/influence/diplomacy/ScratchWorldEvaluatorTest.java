package calhamer.influence.diplomacy;

import calhamer.influence.Decay;
import calhamer.maps.DiplomacyMap;

class ScratchWorldEvaluatorTest extends WorldEvaluatorContract {

    @Override
    WorldEvaluator evaluator(DiplomacyMap map, Weights weights, Decay decay) {
        return new ScratchWorldEvaluator(map, weights, decay);
    }
}
