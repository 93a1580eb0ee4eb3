package calhamer.bot.arena;

import calhamer.maps.DiplomacyMap;
import java.util.ArrayList;
import java.util.List;

/** Tabulates the tested seats of arena games per power, in map order, and for all of them. */
final class ArenaTable {

    private ArenaTable() {
    }

    /** One tested seat of one game. */
    private record Played(GameRecord game, GameRecord.Seat seat) {
    }

    static List<ArenaReport.Row> rows(DiplomacyMap map, List<GameRecord> games) {
        List<Played> played = new ArrayList<>();
        for (GameRecord g : games) {
            g.seats().stream().filter(GameRecord.Seat::tested).forEach(s -> played.add(new Played(g, s)));
        }
        List<ArenaReport.Row> rows = new ArrayList<>();
        for (String power : map.powerNames()) {
            List<Played> own = played.stream().filter(p -> p.seat().power().equals(power)).toList();
            if (!own.isEmpty()) {
                rows.add(row(power, own));
            }
        }
        rows.add(row("ALL", played));
        return rows;
    }

    private static ArenaReport.Row row(String power, List<Played> seats) {
        long decisions = 0;
        double totalMillis = 0;
        long max = 0;
        int illegal = 0;
        for (GameRecord g : seats.stream().map(Played::game).distinct().toList()) {
            GameRecord.Play p = g.tested();
            for (long ms : p.movementMillis()) {
                decisions++;
                totalMillis += ms;
                max = Math.max(max, ms);
            }
            for (long ms : p.otherMillis()) {
                decisions++;
                totalMillis += ms;
                max = Math.max(max, ms);
            }
            illegal += p.illegalOrders();
        }
        int start = power.equals("ALL") ? seats.stream().mapToInt(p -> p.seat().startCentres()).sum()
                : seats.get(0).seat().startCentres();
        return new ArenaReport.Row(power, seats.size(), start,
                seats.stream().mapToInt(p -> p.seat().endCentres()).average().orElse(0),
                seats.stream().mapToInt(p -> p.seat().endCentres()).min().orElse(0),
                seats.stream().mapToInt(p -> p.seat().endCentres()).max().orElse(0),
                (int) seats.stream().filter(p -> p.seat().endCentres() > p.seat().startCentres()).count(),
                (int) seats.stream().filter(p -> p.seat().power().equals(p.game().winner())).count(),
                (int) seats.stream().filter(p -> p.seat().eliminated()).count(),
                decisions == 0 ? 0 : totalMillis / decisions, max, illegal);
    }
}
