package calhamer.bot.adapter;

import calhamer.strategy.agents.AgentConformanceTest;
import calhamer.strategy.game.Budget;
import java.util.List;

/**
 * The agent kit of the strategy test-jar on Diplomacy, the one game on this module's class path: the bot's methods,
 * the DumbBot-class player, random and hold-only players play a legal, seeded phase; the game-independent searches
 * refuse its simultaneous moves by name. One phase each (a bot decision takes a second).
 */
class DiplomacyAgentsConformanceTest extends AgentConformanceTest {

    @Override
    protected List<String> expectedGames() {
        return List.of(DiplomacyGame.NAME);
    }

    @Override
    protected int plies() {
        return 1;
    }

    @Override
    protected Budget budget() {
        return Budget.ofIterations(300);
    }
}
