package calhamer.bot;

import calhamer.adjudicator.Adjudicator;
import calhamer.adjudicator.LegalOrders;
import calhamer.adjudicator.LegalOrders.UnitOrders;
import calhamer.adjudicator.position.Position;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Power;
import calhamer.bot.evaluation.PayoffFunction;
import calhamer.bot.payoff.MatrixBuilder;
import calhamer.bot.dumbbot.DumbBot;
import calhamer.bot.dumbbot.DumbBotWeights;
import calhamer.bot.ordersets.OrderSetEnumerator;
import calhamer.bot.rollout.BoardCodec;
import calhamer.bot.rollout.MapIndex;
import calhamer.strategy.game.Evaluator;
import calhamer.strategy.matrix.MatrixSolver;
import java.util.Comparator;
import java.util.List;

/** What every planner of the bot shares: the map's adjudication tools, the evaluation, the solvers. Immutable. */
final class BotContext {
    final DiplomacyMap map;
    final LegalOrders legal;
    final Adjudicator adjudicator;
    final MatrixBuilder builder;
    final MatrixSolver solver;
    final OrderSetEnumerator enumerator;
    final Evaluator<Position> values;
    final MapIndex index;
    final BoardCodec codec;
    /** The DumbBot-class player without alternatives: its choice of build types breaks the evaluation's ties. */
    final DumbBot dumbBot;

    BotContext(Adjudicator adjudicator, Evaluator<Position> values) {
        this.map = adjudicator.map();
        this.legal = new LegalOrders(adjudicator);
        this.adjudicator = adjudicator;
        this.builder = new MatrixBuilder(adjudicator);
        this.solver = new MatrixSolver();
        this.enumerator = new OrderSetEnumerator(adjudicator);
        this.values = values;
        this.index = new MapIndex(adjudicator);
        this.codec = new BoardCodec(index);
        this.dumbBot = new DumbBot(index, DumbBotWeights.NORMAN.withAlternatives(0, DumbBotWeights.NORMAN
                .alternativeDifference()));
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
