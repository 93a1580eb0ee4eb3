package calhamer.strategy.agents;

import java.util.List;

/** The agent kit over this module's test games (Nim and Matching Pennies) and its toy agent. */
class StrategyAgentConformanceTest extends AgentConformanceTest {

    @Override
    protected List<String> expectedGames() {
        return List.of("test-nim", "pennies");
    }
}
