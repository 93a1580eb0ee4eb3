package calhamer.bot.evaluation;

import calhamer.adjudicator.Adjudicator;
import calhamer.adjudicator.order.OrderParser;
import calhamer.adjudicator.position.Position;
import calhamer.influence.Decay;
import calhamer.influence.diplomacy.IncrementalWorldEvaluator;
import calhamer.influence.diplomacy.Weights;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Power;
import calhamer.maps.io.BundledMaps;
import calhamer.wire.positions.PositionJson;
import java.util.List;

/** A bundled map with what the Diplomacy tests need of it (the paper's weights and decay). */
public record MapFixture(DiplomacyMap map, Adjudicator adjudicator, IncrementalWorldEvaluator worlds) {

    /** Loads a bundled map. */
    public static MapFixture of(String mapId) {
        DiplomacyMap map = BundledMaps.load(mapId);
        Adjudicator adjudicator = new Adjudicator(map);
        return new MapFixture(map, adjudicator, new IncrementalWorldEvaluator(map, Weights.PAPER, Decay.PAPER));
    }

    public OrderParser parser() {
        return adjudicator.parser();
    }

    /** A power of the map, by name. */
    public Power power(String name) {
        return map.power(name);
    }

    public Position start() {
        return Position.start(map);
    }

    /** A position from its JSON form. */
    public Position position(String json) {
        return PositionJson.read(map, json);
    }

    /** An order set written with {@code ;} between orders. */
    public OrderSet set(String orders) {
        return new OrderSet(UtkinOpenings.orders(parser(), orders));
    }

    /** Order sets written with {@code ;} between orders. */
    public List<OrderSet> sets(List<String> sets) {
        return UtkinOpenings.sets(parser(), sets);
    }
}
