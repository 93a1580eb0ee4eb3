package calhamer.games.demographic;

import calhamer.games.impartial.Amount;
import calhamer.games.impartial.RegisteredGameConformance;

/** DemographicInfluence passes the conformance kit from its registered start. */
class DemographicInfluenceConformanceTest extends RegisteredGameConformance<Population, Amount> {
    DemographicInfluenceConformanceTest() {
        super("demographic-influence");
    }
}
