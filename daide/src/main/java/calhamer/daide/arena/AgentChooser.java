package calhamer.daide.arena;

import calhamer.adjudicator.Adjudicator;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.Unit;
import calhamer.bot.PreviousPhase;
import calhamer.bot.adapter.DiplomacyGame;
import calhamer.bot.dumbbot.DumbBot;
import calhamer.bot.evaluation.OrderSet;
import calhamer.daide.client.OrderChooser;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Location;
import calhamer.maps.Power;
import calhamer.strategy.agents.AgentRegistry;
import calhamer.strategy.agents.AgentSettings;
import calhamer.strategy.game.Agent;
import calhamer.strategy.game.Budget;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * An arena agent of the registry as a DAIDE client's chooser: the DumbBot-class orders as the quick set, the agent's
 * move as the best, within the time the client gives and the run's cell budget. The agent is made on the client's
 * map with the run's options it takes (depth, way of playing, memory), as the arena makes its agents. Agents that
 * learn from watching play are not told the other powers' orders here.
 */
final class AgentChooser implements OrderChooser {
    private final Agent<calhamer.adjudicator.position.Position, OrderSet> agent;
    private final DiplomacyGame game;
    private final DumbBot dumb;
    private final long cells;
    private final SplittableRandom random;

    AgentChooser(AgentRegistry registry, String name, DiplomacyMap map, Adjudicator adjudicator, int years,
                 ObjectNode runOptions, long cells, long seed) {
        this.game = new DiplomacyGame(map, years, 100_000);
        this.random = new SplittableRandom(seed);
        Set<String> takes = registry.get(name, game.facts()).options().keySet();
        ObjectNode settings = runOptions.deepCopy();
        settings.retain(takes);
        this.agent = registry.create(name, game, AgentSettings.defaults()
                .withOptions(settings.isEmpty() ? null : settings).withRandom(random.split()));
        this.dumb = new DumbBot(adjudicator);
        this.cells = cells;
    }

    /** The run's options an agent may take, as the arena passes them. */
    static ObjectNode runOptions(int depth, Boolean mostProbable, boolean memory) {
        ObjectNode all = JsonNodeFactory.instance.objectNode();
        all.put("depth", depth);
        if (mostProbable != null) {
            all.put("play", mostProbable ? "most-probable" : "sampled");
        }
        all.put("memory", memory);
        return all;
    }

    @Override
    public List<Order> quick(Position position, Power power, Map<Unit, List<Location>> retreats) {
        return dumb.orders(position, power, random.split());
    }

    @Override
    public List<Order> best(Position position, Power power, PreviousPhase previous, long millis,
                            Map<Unit, List<Location>> retreats) {
        Budget budget = Budget.ofTime(Duration.ofMillis(Math.max(1, millis))).withIterations(cells);
        return agent.chooseMove(game, position, power.index(), budget, random.split()).orders();
    }
}
