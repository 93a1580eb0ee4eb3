package calhamer.bot.arena;

import calhamer.adjudicator.position.Position;
import calhamer.maps.Power;
import calhamer.strategy.tournament.MatchRecord;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.LinkedHashMap;
import java.util.List;

/**
 * One arena game, as written to a results file (one JSON object a line). For the tournament runner it is a
 * {@link MatchRecord} whose id is the game's number and whose fields are this record's, as JSON has them.
 *
 * @param key         the run's {@link ArenaOptions#key()}
 * @param game        the game's number
 * @param seed        its seed
 * @param seats       every power's player and result, map order
 * @param winner      the power that won (a majority of the centres), or null
 * @param finalPhase  the phase the game stopped at
 * @param tested      what the tested seats did (summed over them)
 */
public record GameRecord(String key, int game, long seed, List<Seat> seats, String winner, String finalPhase,
                         Play tested) {

    static final ObjectMapper JSON = new ObjectMapper()
            .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);

    public GameRecord {
        seats = List.copyOf(seats);
    }

    /** The id of game g in the tournament runner: its number. */
    static String id(int game) {
        return Integer.toString(game);
    }

    /** This game as the tournament runner's record. */
    @SuppressWarnings("unchecked")
    MatchRecord toMatch() {
        return new MatchRecord(id(game), JSON.convertValue(this, LinkedHashMap.class));
    }

    /** The game a tournament runner's record holds. */
    static GameRecord of(MatchRecord record) {
        return JSON.convertValue(record.fields(), GameRecord.class);
    }

    /**
     * One power in one game.
     *
     * @param power        the power
     * @param player       the agent that played it, by its registered name
     * @param tested       whether it is a tested seat
     * @param startCentres its supply centres at the start
     * @param endCentres   its supply centres at the end
     * @param eliminated   whether it lost every unit and centre
     * @param centresByYear its supply centres at the end of each year played, the first year first
     *                      ({@link CentreCurve}); empty in records written before it was kept
     */
    public record Seat(String power, String player, boolean tested, int startCentres, int endCentres,
                       boolean eliminated, List<Integer> centresByYear) {
        public Seat {
            centresByYear = centresByYear == null ? List.of() : List.copyOf(centresByYear);
        }

        /**
         * @param end where the game stopped: the power's centres there, and whether it has neither a centre nor a
         *            unit left (eliminated)
         * @return the power's seat in that game
         */
        public static Seat at(Power power, String player, boolean tested, int startCentres, Position end,
                              List<Integer> centresByYear) {
            int centres = end.centerCount(power);
            return new Seat(power.name(), player, tested, startCentres, centres,
                    centres == 0 && end.unitCount(power) == 0, centresByYear);
        }
    }

    /**
     * The tested seats' decisions and their defects, summed over those seats.
     *
     * @param movementMillis     wall-clock time of each movement decision
     * @param otherMillis        wall-clock time of each retreat and adjustment decision
     * @param timeLimitHits      decisions the time guard cut short
     * @param illegalOrders      orders the adjudicator refused (must be 0)
     * @param moves              move orders given
     * @param bounced            moves that bounced
     * @param repeatedBounces    bounces of a move that had bounced in the two movement phases before as well (the
     *                           same unit from the same province into the same province)
     * @param selfBlocking       movement decisions with two own units ordered into one province (two moves, or a
     *                           move into a province whose own unit does not leave)
     * @param builds             units built
     * @param fleetBuilds        fleets built
     * @param fallWalkOffLosses  owned centres lost at the end of a Fall after the own unit on them moved away in
     *                           that Fall
     * @param unsupportedRepeats moves (bounced or not) repeating a move that bounced in each of the two movement
     *                           phases before, with no more supports from the own orders than the last time
     * @param fallCentresHeld    centres owned in each Fall movement phase, summed over the Falls
     * @param fallCentresLost    of those, centres owned no more at the end of that Fall
     * @param buildsMissed       builds due in a winter (centres over units) but not made: no owned, empty home
     *                           centre to build in, or waived
     * @param predictedOrders    orders the other powers gave in the movement phases where a tested seat decided by
     *                           the search, each counted once per tested seat ({@link Diagnostics#predicted})
     * @param predictedProbability the sum over those orders of the probability the tested search's model gave them
     * @param unmodelledOrders   of those orders, the ones no candidate of the model gave
     */
    public record Play(List<Long> movementMillis, List<Long> otherMillis, int timeLimitHits, int illegalOrders,
                       int moves, int bounced, int repeatedBounces, int selfBlocking, int builds, int fleetBuilds,
                       int fallWalkOffLosses, int unsupportedRepeats, int fallCentresHeld, int fallCentresLost,
                       int buildsMissed, int predictedOrders, double predictedProbability,
                       int unmodelledOrders) {

        public Play {
            movementMillis = List.copyOf(movementMillis);
            otherMillis = List.copyOf(otherMillis);
        }
    }
}
