package calhamer.adjudicator.engine;

import calhamer.adjudicator.rules.Edition;
import calhamer.adjudicator.rules.MapTables;
import calhamer.adjudicator.rules.OrderRules;
import calhamer.maps.DiplomacyMap;

/**
 * Everything a game's rules depend on, in one immutable object: the map's tables and order rules, the rulebook
 * edition, what the map itself rules (the supply centres a win needs), and the tables the civil-disorder rule
 * precomputes. The adjudicator makes one per edition ({@code Adjudicator.rulebook}); the rules engine, the full
 * adjudication and every search that plays phases take their rules from it, so whatever a rule depends on reaches
 * them all alike. Thread-safe; made in O(L·(L+P)) with the tables.
 */
public final class Rulebook {
    private final MapTables tables;
    private final OrderRules rules;
    private final Edition edition;
    private final CivilDisorder civilDisorder;
    private final int victoryCentres;

    public Rulebook(OrderRules rules, Edition edition) {
        if (edition == null) {
            throw new IllegalArgumentException("an edition is required");
        }
        this.rules = rules;
        this.tables = rules.tables();
        this.edition = edition;
        this.civilDisorder = new CivilDisorder(tables, edition);
        this.victoryCentres = tables.map().victoryThreshold();
    }

    /** @return the map */
    public DiplomacyMap map() {
        return tables.map();
    }

    /** @return the map's tables */
    public MapTables tables() {
        return tables;
    }

    /** @return the legality of each order kind */
    public OrderRules orderRules() {
        return rules;
    }

    /** @return the rulebook edition */
    public Edition edition() {
        return edition;
    }

    /** @return the supply centres a power must own after a Fall to win */
    public int victoryCentres() {
        return victoryCentres;
    }

    /** @return whether a power owning that many supply centres has won (rulebook "Victory criteria"); O(1) */
    public boolean wins(int centres) {
        return centres >= victoryCentres;
    }

    /**
     * @param centres every power's supply centres owned, by power index ({@link Board#count})
     * @return the first power that has won with them ({@link #wins}), or -1; O(powers)
     */
    public int winner(int[] centres) {
        for (int p = 0; p < centres.length; p++) {
            if (wins(centres[p])) {
                return p;
            }
        }
        return -1;
    }

    CivilDisorder civilDisorder() {
        return civilDisorder;
    }
}
