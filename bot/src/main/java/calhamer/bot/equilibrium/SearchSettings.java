package calhamer.bot.equilibrium;

import calhamer.adjudicator.engine.Board;
import calhamer.bot.BotBudget;
import calhamer.bot.BotOptions;
import calhamer.bot.rollout.GameEnd;
import calhamer.bot.rollout.ValueWeights;
import calhamer.maps.DiplomacyMap;

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
 * @param horizon             movement phases per roll-out of a Spring movement decision, the decided one included
 * @param fallHorizon         the same for a Fall movement decision: 1 ends the roll-outs once the Fall's centres
 *                            are settled (the value then counts owned centres, not Spring's occupants); 3 looks on
 *                            to the next Fall
 * @param changeHorizon       movement phases per roll-out of a retreat or adjustment decision
 * @param changeShare         the fraction of the roll-out budget a retreat or adjustment decision may use
 * @param blueprintAnchor     the most weight of the blueprint's own frequencies in the other powers' strategies (0:
 *                            plain regret matching, every other power assumed to play its best response); each power's
 *                            weight is this times its {@link BlueprintLikeness} in the remembered phase (all of it
 *                            without a memory). Against DumbBot-class players on the same 28 seeds, 0.5 played 2.29
 *                            [1.03, 3.54] centres better than 0, and 1 (the default) 1.1 better than 0.5
 * @param rolloutConvoys      whether the roll-outs' blueprint convoys armies left holding on a coast
 *                            ({@link calhamer.bot.dumbbot.Habits#convoys()})
 * @param replyDraws          draws of the other powers' equilibrium strategies against which the played set is
 *                            improved one unit at a time ({@link BestReply}; 0: not improved)
 * @param replyShare          the improvement's roll-outs, as a fraction of the cell budget
 * @param maxBreadth          the most the candidate counts and draws grow with a budget beyond the default cells
 *                            ({@link #forCells}; 1: they do not grow)
 * @param randomModel         whether another power that played at random in the remembered phase
 *                            ({@link calhamer.bot.PreviousPhase#playedAtRandom}) is modelled as playing at random:
 *                            its candidates are random legal order sets played with the weights of their draws, never
 *                            best replies, and its units do not hold the deciding power's units on threatened centres
 *                            in Fall ({@link OwnVariants#keepCentres}). Without it, a random player looked unlike the
 *                            blueprint, so it was modelled as a best responder, and the search garrisoned its centres
 *                            against attacks that never came
 * @param seaRoutesOnly       whether every fleet of an own convoy variant is at sea ({@link OwnVariants#convoys}); off
 *                            (as in {@code V1}, the bot as it stood) a route's second fleet could stand on a coast, an
 *                            order the rules do not allow
 * @param learnedValue        whether a roll-out's end is valued by the weights learned for the map from the
 *                            blueprint's self-play ({@link ValueWeights#learned}: the centres two years on, predicted
 *                            from threats, targets and units) rather than by its centres and a tenth per unit
 *                            ({@link ValueWeights#COUNTS}, as in {@code V1})
 * @param gameEnd             whether the roll-outs end where the game ends ({@link GameEnd}): at a solo win (the
 *                            winner valued by its centres and those it did not need to win) and at the end of a
 *                            known last year's Fall ({@link BotOptions#lastYear}), valued by the centres owned; off
 *                            (as in {@code V1}) they look past the end as if the game went on
 * @param supportedAttacks    whether the best reply's climb also steps two units at once: one attacks a province
 *                            the power does not hold, another supports it ({@link BestReply}). One unit at a time,
 *                            the climb never takes the support an attack needs when the attack alone bounces
 * @param exactReadings       whether the remembered phase's orders are compared as the blueprints generate them
 *                            (the unit type a support or convoy names dropped) and a power's blueprint sets come from
 *                            its seed alone (the greedy set drawn after the reseed); false (as in {@code V1}, the
 *                            bot as it stood): every support given counted as never drawn, and the greedy set drawn
 *                            from whatever the sampler had drawn before
 * @param searcherOutside     when, over the other powers that did not play at random, the share of their units
 *                            ordered outside the DumbBot-class player's draws in the remembered phase
 *                            ({@link BlueprintLikeness}) is above this, each of them is modelled as a searcher
 *                            ({@link SearcherModel}); 0 (as in {@code V1}): never
 * @param searcherShare       the cells of each searcher's own small search, as a fraction of the decision's
 */
public record SearchSettings(int ownCandidates, int neighbourCandidates, int distantCandidates, int ownSamples,
                             int otherSamples, int horizon, int fallHorizon, int changeHorizon, double changeShare,
                             double blueprintAnchor, boolean rolloutConvoys, int replyDraws,
                             double replyShare, double maxBreadth, boolean randomModel,
                             boolean seaRoutesOnly, boolean learnedValue, boolean gameEnd,
                             boolean supportedAttacks, boolean exactReadings, double searcherOutside,
                             double searcherShare) {
    /**
     * Candidates are drawn from the blueprint with more randomness than it plays with (DumbBot takes its second
     * best destination about one time in a hundred at the start): this chance of looking at the next destination, in
     * percent, and this discouragement by the gap in value (DumbBot: 30 and 500).
     */
    static final int SAMPLING_ALTERNATIVE = 60;
    static final double SAMPLING_DIFFERENCE = 100;

    /** The defaults, tuned with the arena (docs/results.md#the-arena: what each setting bought). */
    public static final SearchSettings DEFAULT = new SearchSettings(16, 6, 2, 64, 24, 2, 3, 4, 0.25, 1.0, true, 32,
            1.0, 4, true, true, true, true, true, true, 0.1, 0.125);

    /** The search as it stood before issue 27's second round (build {@code efad918}), kept as an arena opponent. */
    public static final SearchSettings V1 = new SearchSettings(16, 6, 2, 64, 24, 2, 2, 4, 0.25, 0.5, false, 0, 1.0,
            1, false, false, false, false, false, false, 0, 0);

    public SearchSettings {
        if (ownCandidates < 1 || neighbourCandidates < 1 || distantCandidates < 1 || ownSamples < 0
                || otherSamples < 0 || horizon < 1 || fallHorizon < 1 || changeHorizon < 1 || blueprintAnchor < 0
                || blueprintAnchor > 1 || !(changeShare > 0 && changeShare <= 1) || replyDraws < 0
                || !(replyShare >= 0) || !(maxBreadth >= 1) || !(searcherOutside >= 0 && searcherOutside <= 1)
                || !(searcherShare >= 0 && searcherShare <= 1)) {
            throw new IllegalArgumentException("search settings out of range");
        }
    }

    /**
     * The search for a budget of {@code cells}: beyond the default cells ({@link BotBudget#DEFAULT_CELLS}, the
     * default 1.5 s) every candidate count and blueprint draw count grows in proportion to the cells, up to
     * {@code maxBreadth} times. Roll-outs alone do not buy a longer budget much: a joint candidate's mean is read from
     * the cache once it has its roll-outs, so most of the extra cells of an unchanged search are cache reads.
     *
     * @return these settings, or wider ones
     */
    SearchSettings forCells(long cells) {
        double breadth = Math.min(maxBreadth, (double) cells / BotBudget.DEFAULT_CELLS);
        if (breadth <= 1) {
            return this;
        }
        return new SearchSettings(wider(ownCandidates, breadth), wider(neighbourCandidates, breadth),
                wider(distantCandidates, breadth), wider(ownSamples, breadth), wider(otherSamples, breadth), horizon,
                fallHorizon, changeHorizon, changeShare, blueprintAnchor, rolloutConvoys, replyDraws, replyShare,
                maxBreadth, randomModel, seaRoutesOnly, learnedValue, gameEnd, supportedAttacks, exactReadings,
                searcherOutside, searcherShare);
    }

    private static int wider(int count, double breadth) {
        return (int) Math.round(count * breadth);
    }

    /** @return the weights of a roll-out end's value on the map */
    ValueWeights value(DiplomacyMap map) {
        return learnedValue ? ValueWeights.learned(map) : ValueWeights.COUNTS;
    }

    /** @return where the roll-outs of a decision with these options end the game */
    GameEnd end(BotOptions options) {
        return gameEnd ? new GameEnd(true, options.lastYear()) : GameEnd.NEVER;
    }

    /** @return the movement phases per roll-out of a movement decision in the season ({@link Board#FALL} or not) */
    int horizon(int season) {
        return season == Board.FALL ? fallHorizon : horizon;
    }
}
