package calhamer.strategy.diplomacy.arena;

import calhamer.maps.DiplomacyMap;
import java.util.ArrayList;
import java.util.List;

/** Tabulates arena games per power played, in map order, and for all games. */
final class ArenaTable {

    private ArenaTable() {
    }

    static List<ArenaReport.Row> rows(DiplomacyMap map, List<ArenaReport.Game> games) {
        List<ArenaReport.Row> rows = new ArrayList<>();
        for (String power : map.powerNames()) {
            List<ArenaReport.Game> own = games.stream().filter(g -> g.power().equals(power)).toList();
            if (!own.isEmpty()) {
                rows.add(row(power, own));
            }
        }
        rows.add(row("ALL", games));
        return rows;
    }

    private static ArenaReport.Row row(String power, List<ArenaReport.Game> games) {
        int decisions = games.stream().mapToInt(ArenaReport.Game::decisions).sum();
        double totalMillis = games.stream().mapToDouble(g -> g.meanDecisionMillis() * g.decisions()).sum();
        int start = power.equals("ALL") ? games.stream().mapToInt(ArenaReport.Game::startCentres).sum()
                : games.get(0).startCentres();
        return new ArenaReport.Row(power, games.size(), start,
                games.stream().mapToInt(ArenaReport.Game::endCentres).average().orElse(0),
                games.stream().mapToInt(ArenaReport.Game::endCentres).min().orElse(0),
                games.stream().mapToInt(ArenaReport.Game::endCentres).max().orElse(0),
                (int) games.stream().filter(g -> g.endCentres() > g.startCentres()).count(),
                (int) games.stream().filter(g -> g.power().equals(g.winner())).count(),
                (int) games.stream().filter(ArenaReport.Game::eliminated).count(),
                decisions == 0 ? 0 : totalMillis / decisions,
                games.stream().mapToLong(ArenaReport.Game::maxDecisionMillis).max().orElse(0),
                games.stream().mapToInt(ArenaReport.Game::illegalOrders).sum());
    }
}
