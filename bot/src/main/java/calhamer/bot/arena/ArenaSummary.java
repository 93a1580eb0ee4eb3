package calhamer.bot.arena;

import calhamer.strategy.tournament.Interval;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The tested seats of a run against the others, with 95% intervals ({@link Interval}: Student's t for means, Wald
 * for proportions), decision times and the defect counts of {@link GameRecord.Play}.
 *
 * @param games              games
 * @param testedCentres      centres at the end per tested seat
 * @param survival           tested seats not eliminated
 * @param soloWins           tested seats that won
 * @param opponentCentres    centres at the end per seat of the opponents (not the DumbBot fill-ins)
 * @param difference         per game: the tested seats' mean centres minus the opponents' mean centres
 * @param movementDecisions  movement decisions timed
 * @param meanMovementMillis their mean time
 * @param p99MovementMillis  their 99th percentile
 * @param maxMovementMillis  the longest
 * @param meanDecisionMillis mean time of every decision (retreats and adjustments too)
 * @param p99DecisionMillis  99th percentile of every decision
 * @param timeLimitHits      decisions the time guard cut short
 * @param illegalOrders      orders refused
 * @param moves              moves ordered
 * @param bounced            moves that bounced
 * @param repeatedBounces    bounces of a move that had bounced in the two phases before as well
 * @param selfBlocking       movement decisions with two own units ordered into one province
 * @param builds             units built
 * @param fleetBuilds        fleets built
 * @param fallWalkOffLosses  centres lost after the Fall walk-off of the own unit
 * @param unsupportedRepeats moves repeating one that bounced in both movement phases before, no more own support
 * @param fallCentresHeld    centres owned in Fall movement phases, summed over the Falls
 * @param fallCentresLost    of those, centres lost at the end of the Fall
 * @param buildsMissed       builds due but not made (no free home centre, or waived)
 * @param predictedOrders    the other powers' orders in movement phases the tested seats decided by the search
 * @param meanPredictedProbability the mean probability the tested search's model gave them (0 without any)
 * @param unmodelledOrders   of those orders, the ones no candidate of the model gave
 */
public record ArenaSummary(int games, Interval testedCentres, Interval survival, Interval soloWins,
                           Interval opponentCentres, Interval difference, int movementDecisions,
                           double meanMovementMillis, long p99MovementMillis, long maxMovementMillis,
                           double meanDecisionMillis, long p99DecisionMillis, int timeLimitHits, int illegalOrders,
                           int moves, int bounced, int repeatedBounces, int selfBlocking, int builds,
                           int fleetBuilds, int fallWalkOffLosses, int unsupportedRepeats, int fallCentresHeld,
                           int fallCentresLost, int buildsMissed, int predictedOrders,
                           double meanPredictedProbability, int unmodelledOrders) {

    static ArenaSummary of(List<GameRecord> games) {
        List<Double> tested = new ArrayList<>();
        List<Double> opposing = new ArrayList<>();
        List<Double> differences = new ArrayList<>();
        int alive = 0;
        int wins = 0;
        List<Long> movement = new ArrayList<>();
        List<Long> all = new ArrayList<>();
        int[] counts = new int[15];
        double probability = 0;
        for (GameRecord g : games) {
            double t = 0;
            int tn = 0;
            double o = 0;
            int on = 0;
            for (GameRecord.Seat s : g.seats()) {
                if (s.tested()) {
                    tested.add((double) s.endCentres());
                    t += s.endCentres();
                    tn++;
                    alive += s.eliminated() ? 0 : 1;
                    wins += s.power().equals(g.winner()) ? 1 : 0;
                } else if (s.player().equals(ArenaOptions.NEUTRAL)) {
                    continue;
                } else if (!s.player().equals(ArenaOptions.FILL_IN) || isOpponentDumbBot(g)) {
                    opposing.add((double) s.endCentres());
                    o += s.endCentres();
                    on++;
                }
            }
            if (tn > 0 && on > 0) {
                differences.add(t / tn - o / on);
            }
            GameRecord.Play p = g.tested();
            movement.addAll(p.movementMillis());
            all.addAll(p.movementMillis());
            all.addAll(p.otherMillis());
            int[] add = {p.timeLimitHits(), p.illegalOrders(), p.moves(), p.bounced(), p.repeatedBounces(),
                p.selfBlocking(), p.builds(), p.fleetBuilds(), p.fallWalkOffLosses(), p.unsupportedRepeats(),
                p.fallCentresHeld(), p.fallCentresLost(), p.buildsMissed(), p.predictedOrders(),
                p.unmodelledOrders()};
            probability += p.predictedProbability();
            for (int i = 0; i < add.length; i++) {
                counts[i] += add[i];
            }
        }
        long[] m = sorted(movement);
        long[] a = sorted(all);
        return new ArenaSummary(games.size(), Interval.mean(doubles(tested)), Interval.proportion(alive,
                tested.size()), Interval.proportion(wins, tested.size()), Interval.mean(doubles(opposing)),
                Interval.mean(doubles(differences)), m.length, mean(m), percentile(m, 0.99),
                m.length == 0 ? 0 : m[m.length - 1], mean(a), percentile(a, 0.99), counts[0], counts[1], counts[2],
                counts[3], counts[4], counts[5], counts[6], counts[7], counts[8], counts[9], counts[10], counts[11],
                counts[12], counts[13], counts[13] == 0 ? 0 : probability / counts[13], counts[14]);
    }

    /** When every untested seat is a DumbBot, the DumbBots are the opponents. */
    private static boolean isOpponentDumbBot(GameRecord g) {
        return g.seats().stream().filter(s -> !s.tested() && !s.player().equals(ArenaOptions.NEUTRAL))
                .allMatch(s -> s.player().equals(ArenaOptions.FILL_IN));
    }

    private static double[] doubles(List<Double> xs) {
        return xs.stream().mapToDouble(Double::doubleValue).toArray();
    }

    private static long[] sorted(List<Long> xs) {
        long[] a = xs.stream().mapToLong(Long::longValue).toArray();
        Arrays.sort(a);
        return a;
    }

    private static double mean(long[] a) {
        return Arrays.stream(a).average().orElse(0);
    }

    private static double perHundred(int part, int whole) {
        return whole == 0 ? 0 : 100.0 * part / whole;
    }

    /** @return the nearest-rank percentile of sorted values, 0 when empty */
    static long percentile(long[] sorted, double q) {
        if (sorted.length == 0) {
            return 0;
        }
        int rank = (int) Math.ceil(q * sorted.length);
        return sorted[Math.max(0, Math.min(sorted.length - 1, rank - 1))];
    }

    /** @return the summary as text lines */
    public String format() {
        StringBuilder out = new StringBuilder();
        String nl = System.lineSeparator();
        out.append("games ").append(games).append(nl);
        out.append("tested seats: mean centres ").append(testedCentres.format(2)).append(", n = ")
                .append(testedCentres.n()).append(nl);
        out.append("survival ").append(survival.percent()).append(", solo wins ").append(soloWins.percent())
                .append(nl);
        if (opponentCentres.n() > 0) {
            out.append("opponent seats: mean centres ").append(opponentCentres.format(2)).append(", n = ")
                    .append(opponentCentres.n()).append(nl);
            out.append("per game, tested minus opponents: ").append(difference.format(2)).append(nl);
        }
        out.append(String.format("movement decisions %d: mean %.0f ms, p99 %d ms, max %d ms; all decisions: mean"
                + " %.0f ms, p99 %d ms; time guard hit %d%n", movementDecisions, meanMovementMillis,
                p99MovementMillis, maxMovementMillis, meanDecisionMillis, p99DecisionMillis, timeLimitHits));
        out.append(String.format("moves %d, bounced %d (%.1f%%), bounced 3+ phases running %d, two own units into"
                + " one province %d decisions, builds %d (fleets %d; due but not made %d), centres lost after a Fall"
                + " walk-off %d, illegal %d%n", moves, bounced, moves == 0 ? 0 : 100.0 * bounced / moves,
                repeatedBounces, selfBlocking, builds, fleetBuilds, buildsMissed, fallWalkOffLosses, illegalOrders));
        out.append(String.format("repeats of a move that bounced in both phases before, no more own support: %d"
                + " (%.2f per 100 moves); Fall: centres lost per 100 held %.2f (%d of %d)%n", unsupportedRepeats,
                perHundred(unsupportedRepeats, moves), perHundred(fallCentresLost, fallCentresHeld), fallCentresLost,
                fallCentresHeld));
        if (predictedOrders > 0) {
            out.append(String.format("the search's model of the others: their %d orders had on average %.3f of its"
                    + " probability; %.1f%% were in no candidate%n", predictedOrders, meanPredictedProbability,
                    100.0 * unmodelledOrders / predictedOrders));
        }
        return out.toString();
    }
}
