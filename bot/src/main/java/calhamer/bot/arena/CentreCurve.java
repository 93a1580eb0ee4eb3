package calhamer.bot.arena;

import calhamer.adjudicator.position.Phase;
import calhamer.adjudicator.position.Position;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Power;
import java.util.ArrayList;
import java.util.List;

/**
 * Every power's supply centres at the end of each game year played, for {@link GameRecord.Seat#centresByYear}: how
 * a seat got to its end (a steady climb, a stall, a last year's rush). A year ends when the next phase is of a later
 * year; a game that stops within a year (a solo win after its Fall, a DAIDE game ended by its server) gets one more
 * entry, the centres when it stopped. O(powers · centres) per year. Not thread-safe (one per game). Public for players
 * of games other than the arena's own ({@link ArenaGames}).
 */
public final class CentreCurve {
    private final List<Power> powers;
    private final List<List<Integer>> byPower = new ArrayList<>();

    public CentreCurve(DiplomacyMap map) {
        this.powers = map.powers();
        for (int p = 0; p < powers.size(); p++) {
            byPower.add(new ArrayList<>());
        }
    }

    /** Records a phase played from {@code before} to {@code after}; the year's centres when it ended the year. */
    public void phase(Position before, Position after) {
        if (after.phase().year() != before.phase().year()) {
            add(after);
        }
    }

    /**
     * Records where the game stopped: its centres count as the stopping year's when the game did not stop at the
     * start of a year (its first phase in the sequence of play, {@link Phase#index()}).
     */
    public void stopped(Position at) {
        if (at.phase().index() % Phase.PHASES_PER_YEAR != 0) {
            add(at);
        }
    }

    private void add(Position at) {
        for (int p = 0; p < powers.size(); p++) {
            byPower.get(p).add(at.centerCount(powers.get(p)));
        }
    }

    /** @return the power's centres at the end of each year recorded, the first year first */
    public List<Integer> of(Power power) {
        return List.copyOf(byPower.get(power.index()));
    }
}
