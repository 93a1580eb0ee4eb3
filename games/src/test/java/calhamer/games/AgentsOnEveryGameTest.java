package calhamer.games;

import calhamer.strategy.agents.AgentConformanceTest;
import java.util.List;

/**
 * The agent kit of the strategy test-jar over every game this module registers: every registered agent plays the
 * games whose facts it supports and refuses the others by name.
 */
class AgentsOnEveryGameTest extends AgentConformanceTest {

    @Override
    protected List<String> expectedGames() {
        return List.of("spread-it", "quoridor", "nim", "influence", "transverse-wave");
    }
}
