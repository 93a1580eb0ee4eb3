package calhamer.bot.equilibrium;

import calhamer.bot.BotMethod;
import java.util.List;

/**
 * The search method's part of an explanation (the explanation's {@code search} in JSON): every power's candidates
 * with the equilibrium's probabilities and their mean roll-out values, and why the played set was chosen.
 *
 * @param iterations regret-matching iterations completed (0 for retreats and adjustments, valued directly)
 * @param rollouts   roll-outs played
 * @param horizon    movement phases each roll-out plays (the decided one included)
 * @param powers     per power with units (the deciding power first), its candidates
 * @param chosen     the orders played
 * @param why        how they were chosen
 */
public record SearchExplanation(int iterations, long rollouts, int horizon, List<PowerCandidates> powers,
                                List<String> chosen, String why) implements BotMethod.Report {

    public SearchExplanation {
        powers = List.copyOf(powers);
        chosen = List.copyOf(chosen);
    }

    /**
     * One power's candidates.
     *
     * @param power      the power
     * @param candidates its candidate order sets
     */
    public record PowerCandidates(String power, List<CandidateReport> candidates) {

        public PowerCandidates {
            candidates = List.copyOf(candidates);
        }
    }

    /**
     * One candidate order set.
     *
     * @param orders      the orders, joined by {@code ; }
     * @param source      where it came from: {@code blueprint best}, {@code blueprint}, {@code matrix},
     *                    {@code convoy}, {@code hold centres}, {@code supported after bounce},
     *                    {@code elsewhere after bounce}, {@code build}, ...
     * @param probability its probability in the equilibrium (retreats and adjustments: 1 for the chosen set)
     * @param value       its mean roll-out value to the power (supply centres plus a tenth per unit at the
     *                    roll-out's end), or null when it was never valued
     */
    public record CandidateReport(String orders, String source, double probability, Double value) {
    }
}
