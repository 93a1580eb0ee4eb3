package calhamer.adjudicator.engine;

import calhamer.adjudicator.result.Outcome;
import calhamer.adjudicator.result.Reason;
import calhamer.adjudicator.rules.MapTables;
import calhamer.adjudicator.rules.OrderRules;
import java.util.Arrays;
import java.util.function.IntPredicate;

/**
 * The one Diplomacy rules engine: plays a phase of a {@link Board} with {@link PackedOrder packed orders} and moves
 * the game on, for the full adjudication ({@code Adjudicator}, which validates and reports) and for every search
 * (roll-outs, payoff matrices, the DumbBot-class player) alike. Movement is resolved by Kruijswijk's algorithm
 * ({@link MovementKernel}); retreats by the rulebook's "Retreats" (DATC 6.H: a legal retreat by
 * {@link OrderRules#retreat}, two retreats to one province both disband, an unordered unit disbands); adjustments by
 * "Adjustments" (DATC 6.I: each build by {@link OrderRules#build} against the board at the start of the phase, builds
 * and waives counted against what is due, removals, then {@link CivilDisorder} as the edition says); and the
 * sequence of play ({@link calhamer.adjudicator.position.Phase#index()}): a retreat phase nobody can use and an
 * adjustment phase nobody acts in are skipped, supply centres change hands after the Fall, a power owning the
 * map's victory count wins. Everything a rule depends on comes from the {@link Rulebook}.
 *
 * <p>Search may name a {@link Shortcut}; there is no other way to play by other rules. Not thread-safe: one engine
 * per thread. A movement phase costs the kernel's O(U·k) plus O(P); retreats O(P); adjustments O(P + n) plus civil
 * disorder's O(U²) when a power removes too few. Nothing is allocated but what a {@link PhaseReport} records.
 */
public final class RulesEngine {
    /** A deliberate simplification of the rules that search may ask for. */
    public enum Shortcut {
        /**
         * Play movement phases only: dislodged units are taken off at once, and after a Fall the supply centres
         * change hands and the next Spring begins without adjustments (what the payoff matrices of the bot value).
         */
        MOVEMENT_ONLY
    }

    private final Rulebook book;
    private final MapTables tables;
    private final OrderRules rules;
    private final boolean movementOnly;
    private final MovementKernel kernel;
    private final MovementInput in;
    private final MovementOutput out;
    private final int provinces;
    /** Scratch: retreat options, arrivals, the units civil disorder picks. */
    private final int[] scratch;
    /** Scratch: retreat targets, civil-disorder distances. */
    private final int[] distance;
    private final int[] left;
    private final int[] centreCount;
    private final int[] unitCount;
    private final boolean[] occupiedAtStart;
    private Board current;
    private final IntPredicate occupied = q -> current.power[q] >= 0;
    private final IntPredicate standoff = q -> current.contested[q];

    public RulesEngine(Rulebook book, Shortcut... shortcuts) {
        this.book = book;
        this.tables = book.tables();
        this.rules = book.orderRules();
        this.movementOnly = Arrays.asList(shortcuts).contains(Shortcut.MOVEMENT_ONLY);
        this.kernel = new MovementKernel(rules);
        this.in = new MovementInput(tables);
        this.out = new MovementOutput(tables);
        provinces = tables.provinceCount();
        scratch = new int[Math.max(provinces, tables.locationCount())];
        distance = new int[provinces];
        left = new int[tables.powerCount()];
        centreCount = new int[tables.powerCount()];
        unitCount = new int[tables.powerCount()];
        occupiedAtStart = new boolean[provinces];
    }

    /** @return the rules this engine plays by */
    public Rulebook rulebook() {
        return book;
    }

    /** Plays the board's phase: movement and retreats take orders by province, adjustments a list of n orders. */
    public void play(Board b, long[] orders, int n, PhaseReport report) {
        switch (b.phaseType()) {
            case Board.MOVEMENT -> movement(b, orders, report);
            case Board.RETREAT -> retreats(b, orders, report);
            default -> adjustments(b, orders, n, report);
        }
    }

    /**
     * Adjudicates the movement phase and moves the game on.
     *
     * @param orders by province of the ordered unit; 0, or an order of another unit: the unit holds
     * @param report receives what was decided, or null
     */
    public void movement(Board b, long[] orders, PhaseReport report) {
        requirePhase(b, Board.MOVEMENT);
        in.clear();
        for (int q = 0; q < provinces; q++) {
            if (b.power[q] >= 0) {
                in.addUnit(b.power[q], b.type[q], b.loc[q]);
                long o = orders[q];
                if (o != 0 && PackedOrder.unit(o) == q) {
                    in.order(q, o);
                }
            }
        }
        kernel.resolve(in, out, book.edition());
        if (report != null) {
            report.start(provinces, 0);
            report.movement(out);
        }
        boolean anyDislodged = place(b);
        boolean retreating = false;
        if (anyDislodged && !movementOnly) {
            for (int q = 0; q < provinces; q++) {
                if (b.dPower[q] < 0) {
                    continue;
                }
                int n = retreatOptions(b, q, scratch);
                if (report != null) {
                    report.retreats(q, scratch, n);
                }
                if (n == 0) {
                    if (report != null) {
                        report.removed(q, b.dPower[q], b.dType[q], b.dLoc[q], Reason.NO_LEGAL_RETREAT);
                    }
                    b.dPower[q] = -1;
                } else {
                    retreating = true;
                }
            }
        }
        if (retreating) {
            b.phase++;
        } else if (movementOnly) {
            Arrays.fill(b.dPower, -1);
            nextMovement(b);
        } else {
            Arrays.fill(b.contested, false);
            b.phase++;
            afterRetreats(b, report);
        }
    }

    /**
     * Moves the units as the kernel decided; records the dislodged units and the standoffs. The board of a movement
     * phase has none of either, so only the units' provinces are touched: O(U).
     */
    private boolean place(Board b) {
        int n = in.unitCount;
        for (int i = 0; i < n; i++) {
            b.power[in.units[i]] = -1;
        }
        boolean anyDislodged = false;
        for (int i = 0; i < n; i++) {
            int q = in.units[i];
            int power = in.unitPower[q];
            int type = in.unitType[q];
            if (out.dislodged[q]) {
                b.putDislodged(power, type, in.unitLocation[q], out.attackerFrom[q]);
                anyDislodged = true;
            } else {
                b.put(power, type, out.moved[q] ? out.destination[q] : in.unitLocation[q]);
            }
        }
        for (int k = 0; k < out.contestedCount; k++) {
            b.contested[out.contestedList[k]] = true;
        }
        return anyDislodged;
    }

    /**
     * Where the unit dislodged from a province may retreat: every location {@link OrderRules#retreat} allows it.
     *
     * @param into receives the locations (at least as long as the map's locations)
     * @return how many
     */
    public int retreatOptions(Board b, int province, int[] into) {
        current = b;
        int n = 0;
        int type = b.dType[province];
        int from = b.dLoc[province];
        for (int l : tables.next(type, from)) {
            if (rules.retreat(type, from, l, b.dFrom[province], occupied, standoff) == null) {
                into[n++] = l;
            }
        }
        return n;
    }

    /**
     * Adjudicates the retreat phase and moves the game on.
     *
     * @param orders by province of the dislodged unit: a {@link PackedOrder#RETREAT}, or anything else (disband)
     * @param report receives what was decided, or null
     */
    public void retreats(Board b, long[] orders, PhaseReport report) {
        requirePhase(b, Board.RETREAT);
        RetreatRule.play(this, b, orders, report, scratch, distance);
        Arrays.fill(b.dPower, -1);
        Arrays.fill(b.contested, false);
        afterRetreats(b, report);
    }

    /** @return why the dislodged unit of the province may not retreat to the location, or null */
    Reason retreat(Board b, int province, int to) {
        current = b;
        return rules.retreat(b.dType[province], b.dLoc[province], to, b.dFrom[province], occupied, standoff);
    }

    /** @return where a dislodged unit ordered to a legal retreat ends (the coast resolved) */
    int retreatTarget(Board b, int province, int to) {
        return rules.target(b.dType[province], b.dLoc[province], to);
    }

    /**
     * Adjudicates the adjustment phase (orders taken in the given order) and moves the game to the next Spring.
     *
     * @param orders builds, disbandings and waives of every power, each naming its power
     * @param n      how many of {@code orders} to read
     * @param report receives what was decided, or null
     */
    public void adjustments(Board b, long[] orders, int n, PhaseReport report) {
        requirePhase(b, Board.ADJUSTMENT);
        b.count(centreCount, unitCount);
        for (int p = 0; p < left.length; p++) {
            left[p] = rules.adjustment(p, centreCount[p], unitCount[p]);
        }
        for (int q = 0; q < provinces; q++) {
            occupiedAtStart[q] = b.power[q] >= 0;
        }
        if (report != null) {
            report.start(provinces, n);
            report.disorderTarget(book.civilDisorder().nearest());
        }
        AdjustmentRule.play(b, orders, n, report, rules, left, occupiedAtStart);
        CivilDisorder disorder = book.civilDisorder();
        for (int p = 0; p < left.length; p++) {
            if (left[p] < 0) {
                int chosen = disorder.choose(b, p, -left[p], scratch, distance);
                for (int i = 0; i < chosen; i++) {
                    int q = scratch[i];
                    if (report != null) {
                        report.removed(q, p, b.type[q], b.loc[q], Reason.CIVIL_DISORDER);
                    }
                    b.power[q] = -1;
                }
            }
        }
        b.phase++;
    }

    /** @return whether the power may build a unit of the type at the location now ({@link OrderRules#build}) */
    public boolean canBuild(Board b, int power, int type, int location) {
        int q = tables.provinceOf(location);
        return rules.build(power, type, location, b.owner[q], b.power[q] >= 0) == null;
    }

    /** @return whether some power removes, or builds and has a home centre to build in */
    public boolean adjustmentsNeeded(Board b) {
        b.count(centreCount, unitCount);
        return adjustmentsNeeded(b, centreCount, unitCount);
    }

    private boolean adjustmentsNeeded(Board b, int[] centres, int[] units) {
        for (int p = 0; p < left.length; p++) {
            int delta = rules.adjustment(p, centres[p], units[p]);
            if (delta < 0) {
                return true;
            }
            if (delta > 0) {
                for (int h : tables.buildSites(p)) {
                    if (rules.buildSite(p, h, b.owner[h], b.power[h] >= 0) == null) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /**
     * The {@link Shortcut#MOVEMENT_ONLY} step after a movement phase whose units stand where they ended (any dislodged
     * units already taken off): after a Fall the supply centres change hands; the next movement phase begins.
     */
    public void nextMovement(Board b) {
        requirePhase(b, Board.MOVEMENT);
        Arrays.fill(b.contested, false);
        if (b.season() == Board.FALL) {
            takeCentres(b, null);
            b.phase += 3;
        } else {
            b.phase += 2;
        }
    }

    /** The step after the retreats (played or skipped): the board is in the retreat phase's place. */
    private void afterRetreats(Board b, PhaseReport report) {
        b.phase++;
        if (b.season() == Board.FALL) {
            return;
        }
        takeCentres(b, report);
        b.count(centreCount, unitCount);
        int winner = report == null ? -1 : book.winner(centreCount);
        if (winner >= 0) {
            report.winner(winner);
        }
        if (!adjustmentsNeeded(b, centreCount, unitCount)) {
            b.phase++;
        }
    }

    /** After the Fall: a supply centre occupied by a unit belongs to the unit's power; others keep their owner. */
    private void takeCentres(Board b, PhaseReport report) {
        for (int c : tables.centres()) {
            int p = b.power[c];
            if (p >= 0 && p != b.owner[c]) {
                if (report != null) {
                    report.centreChanged(c, b.owner[c]);
                }
                b.owner[c] = p;
            }
        }
    }

    private static void requirePhase(Board b, int type) {
        if (b.phaseType() != type) {
            throw new IllegalStateException("the board is in " + b.phase() + ", not a phase of type " + type);
        }
    }
}
