package calhamer.bot.groups;

import calhamer.adjudicator.Adjudicator;
import calhamer.adjudicator.LegalOrders;
import calhamer.adjudicator.LegalOrders.UnitOrders;
import calhamer.adjudicator.engine.BoardCodec;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.rules.Edition;
import calhamer.adjudicator.rules.MapTables;
import calhamer.bot.BotOptions;
import calhamer.bot.BotTools;
import calhamer.bot.dumbbot.DumbBot;
import calhamer.bot.dumbbot.DumbBotWeights;
import calhamer.bot.evaluation.PayoffFunction;
import calhamer.bot.ordersets.OrderSetEnumerator;
import calhamer.bot.payoff.MatrixBuilder;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Power;
import calhamer.strategy.game.Evaluator;
import calhamer.strategy.matrix.MatrixSolver;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * What every planner of the payoff-matrix method shares: the map's adjudication tools, the evaluation, the solvers.
 * Immutable.
 */
final class MatrixContext {
    final DiplomacyMap map;
    final LegalOrders legal;
    final Adjudicator adjudicator;
    private final Map<Edition, MatrixBuilder> builders = new EnumMap<>(Edition.class);
    final MatrixSolver solver;
    final OrderSetEnumerator enumerator;
    final Evaluator<Position> values;
    final MapTables tables;
    final BoardCodec codec;
    /** The DumbBot-class player without alternatives: its choice of build types breaks the evaluation's ties. */
    final DumbBot dumbBot;

    MatrixContext(BotTools tools) {
        this(tools.adjudicator(), tools.values());
    }

    /** @return the bot's one context, shared by the matrix method and the search's group planner */
    static MatrixContext of(BotTools tools) {
        return tools.shared(MatrixContext.class, MatrixContext::new);
    }

    MatrixContext(Adjudicator adjudicator, Evaluator<Position> values) {
        this.map = adjudicator.map();
        this.legal = new LegalOrders(adjudicator);
        this.adjudicator = adjudicator;
        for (Edition e : Edition.values()) {
            builders.put(e, new MatrixBuilder(adjudicator, e));
        }
        this.solver = new MatrixSolver();
        this.enumerator = new OrderSetEnumerator(adjudicator);
        this.values = values;
        this.tables = adjudicator.rules().tables();
        this.codec = adjudicator.codec();
        this.dumbBot = new DumbBot(adjudicator.rulebook(Edition.RULES_2000), DumbBotWeights.NORMAN.withAlternatives(0,
                DumbBotWeights.NORMAN.alternativeDifference()));
    }

    /** @return the payoff-matrix builder of the edition's rules */
    MatrixBuilder builder(Edition edition) {
        return builders.get(edition);
    }

    /** @return every unit's legal orders, units in province order */
    List<UnitOrders> legalOrders(Position position) {
        return legal.of(position).stream()
                .sorted(Comparator.comparingInt(u -> u.unit() == null ? -1 : u.unit().province().index()))
                .toList();
    }

    /**
     * @return the perceived utility of a power: its row of the social-range matrix times every power's value, or
     *         its own value without a matrix
     * @throws IllegalArgumentException when the matrix is not n × n for the map's n powers or has entries outside
     *                                  [-1, 1]
     */
    PayoffFunction perceived(Power power, double[][] social) {
        int me = power.index();
        if (social == null) {
            return PayoffFunction.of(values, me);
        }
        BotOptions.checkSocial(map, social);
        return PayoffFunction.weighted(values, social[me]);
    }
}
