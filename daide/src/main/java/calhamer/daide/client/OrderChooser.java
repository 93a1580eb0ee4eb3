package calhamer.daide.client;

import calhamer.adjudicator.Adjudicator;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.Unit;
import calhamer.bot.PreviousPhase;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Location;
import calhamer.maps.Power;
import java.util.List;
import java.util.Map;

/**
 * How a client chooses its orders: a quick set first (the safety net sent at once when the phase has a deadline),
 * then its best within the time given. The default is Calhamer's bot with a DumbBot-class safety net; the DAIDE
 * arena seats any agent of the registry this way. Implementations are called from one thread at a time.
 */
public interface OrderChooser {

    /**
     * @param retreats where each dislodged unit may go, as the server said (retreat phases)
     * @return orders for every unit the power owes an order for, in milliseconds
     */
    List<Order> quick(Position position, Power power, Map<Unit, List<Location>> retreats);

    /**
     * @param previous the last movement phase with everybody's orders, or null
     * @param millis   the time to decide in
     * @return the chosen orders (the client completes and corrects them)
     */
    List<Order> best(Position position, Power power, PreviousPhase previous, long millis,
                     Map<Unit, List<Location>> retreats);

    /** Makes a client's chooser once the map is known. */
    @FunctionalInterface
    interface Factory {
        /**
         * @param map         the map the client plays (the positions it will be given are on it)
         * @param adjudicator the client's adjudicator on that map
         */
        OrderChooser create(DiplomacyMap map, Adjudicator adjudicator);
    }
}
