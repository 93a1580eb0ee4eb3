package calhamer.bot.equilibrium;

/**
 * The shape of the search: candidates kept per power (the deciding power, its neighbours — powers with a unit that
 * can reach a province the power's units stand in or can reach — and the rest), blueprint draws per power, the
 * roll-out horizons in movement phases (movement decisions; retreat and adjustment decisions, which shape the
 * coming years: a fleet built in London shows its worth after two or three movement phases), and the share of the
 * roll-out budget that retreat and adjustment decisions use.
 *
 * @param ownCandidates       candidate sets of the deciding power
 * @param neighbourCandidates candidate sets of each neighbouring power
 * @param distantCandidates   candidate sets of each other power
 * @param ownSamples          blueprint draws for the deciding power
 * @param otherSamples        blueprint draws for every other power
 * @param horizon             movement phases per roll-out of a movement decision, the decided one included
 * @param changeHorizon       movement phases per roll-out of a retreat or adjustment decision
 * @param changeShare         the fraction of the roll-out budget a retreat or adjustment decision may use
 * @param blueprintAnchor     the most weight of the blueprint's own frequencies in the other powers' strategies (0:
 *                            plain regret matching, every other power assumed to play its best response); each power's
 *                            weight is this times its {@link BlueprintLikeness} in the remembered phase (all of it
 *                            without a memory). The default 0.5 played 2.29 [1.03, 3.54] centres better than 0 against
 *                            DumbBot-class players on the same 28 seeds
 */
public record SearchSettings(int ownCandidates, int neighbourCandidates, int distantCandidates, int ownSamples,
                             int otherSamples, int horizon, int changeHorizon, double changeShare,
                             double blueprintAnchor) {
    /**
     * Candidates are drawn from the blueprint with more randomness than it plays with (DumbBot takes its second
     * best destination about one time in a hundred at the start): this chance of looking at the next destination, in
     * percent, and this discouragement by the gap in value (DumbBot: 30 and 500).
     */
    static final int SAMPLING_ALTERNATIVE = 60;
    static final double SAMPLING_DIFFERENCE = 100;

    /** The defaults, tuned with the arena (docs/strategy.md). */
    public static final SearchSettings DEFAULT = new SearchSettings(16, 6, 2, 64, 24, 2, 4, 0.25, 0.5);

    public SearchSettings {
        if (ownCandidates < 1 || neighbourCandidates < 1 || distantCandidates < 1 || ownSamples < 0
                || otherSamples < 0 || horizon < 1 || changeHorizon < 1 || blueprintAnchor < 0 || blueprintAnchor > 1
                || !(changeShare > 0 && changeShare <= 1)) {
            throw new IllegalArgumentException("search settings out of range");
        }
    }
}
