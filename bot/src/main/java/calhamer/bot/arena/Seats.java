package calhamer.bot.arena;

import java.util.Arrays;
import java.util.List;
import java.util.Set;

/**
 * Who plays which power in one game. The tested player's first seat is game g's power (the map's powers in turn,
 * or the (g mod n)-th of the listed ones); its further seats are every second power after it in map order; the
 * opponents take the first free seats after the first one, the rest are DumbBot-class players. With 3 tested and 3
 * opposing seats on the standard map, game g (power index b) gives the tested player b, b+2, b+4, the opponents
 * b+1, b+3, b+5 and DumbBot b+6 (mod 7): over 7 games every power plays each side 3 times.
 *
 * @param kinds  the agent of each power, by name (map order)
 * @param tested whether each power is a tested seat
 */
public record Seats(String[] kinds, boolean[] tested) {

    static Seats of(ArenaOptions options, List<String> mapPowers, int game) {
        return of(options, mapPowers, Set.of(), game);
    }

    /**
     * @param neutral the map's neutral powers: they take no seat (kind {@link ArenaOptions#NEUTRAL}) and the seats go
     *                round the others
     */
    public static Seats of(ArenaOptions options, List<String> mapPowers, Set<String> neutral, int game) {
        List<String> playing = mapPowers.stream().filter(p -> !neutral.contains(p)).toList();
        int n = playing.size();
        String first = options.powers().isEmpty() ? playing.get(game % n)
                : options.powers().get(game % options.powers().size());
        int b = playing.indexOf(first);
        if (b < 0) {
            throw new IllegalArgumentException("unknown power '" + first + "' (the map's playing powers: " + playing
                    + ")");
        }
        if (options.seats() > n || options.seats() * 2 - 1 > n && options.seats() > 1) {
            throw new IllegalArgumentException("at most " + (n + 1) / 2 + " tested seats on a map of " + n
                    + " powers");
        }
        String[] kinds = new String[mapPowers.size()];
        boolean[] tested = new boolean[mapPowers.size()];
        for (int i = 0; i < mapPowers.size(); i++) {
            if (neutral.contains(mapPowers.get(i))) {
                kinds[i] = ArenaOptions.NEUTRAL;
            }
        }
        for (int i = 0; i < options.seats(); i++) {
            int p = mapPowers.indexOf(playing.get((b + 2 * i) % n));
            kinds[p] = options.player();
            tested[p] = true;
        }
        int opponents = options.opponentSeats() < 0 ? n - options.seats() : options.opponentSeats();
        if (opponents > n - options.seats()) {
            throw new IllegalArgumentException(opponents + " opponent seats do not fit beside " + options.seats()
                    + " tested seats");
        }
        for (int i = 1; i < n; i++) {
            int p = mapPowers.indexOf(playing.get((b + i) % n));
            if (kinds[p] == null) {
                kinds[p] = opponents-- > 0 ? options.opponents() : ArenaOptions.FILL_IN;
            }
        }
        return new Seats(kinds, tested);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Seats s && Arrays.equals(kinds, s.kinds) && Arrays.equals(tested, s.tested);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(kinds) * 31 + Arrays.hashCode(tested);
    }

    @Override
    public String toString() {
        return Arrays.toString(kinds) + Arrays.toString(tested);
    }
}
