package calhamer.games.spreadit;

import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.strategy.tournament.MatchRecord;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SpreadItTablesTest {

    private static MatchRecord game(int g, String black, String red, String winner) {
        return new MatchRecord("spread-it/zero-loyalty/erdos-renyi-14/" + black + "-vs-" + red + "/" + g, Map.of(
                "variant", "zero-loyalty", "graphClass", "erdos-renyi", "black", black, "red", red, "winner",
                winner));
    }

    /** The paper's agents by the paper's names, first; any other registered agent by its name; Wald intervals. */
    @Test
    void tablesNameThePapersAgentsAndAnyOther() {
        String tables = SpreadItTables.format(List.of(game(0, "mcts", "maxn", "black"),
                game(1, "mcts", "maxn", "red"), game(0, "maxn", "mcts", "draw")));
        assertTrue(tables.contains("| MCTS | maxn | 2 | 50.0 ± 69.30 | 0.0 | 50.0 |"), tables);
        assertTrue(tables.contains("| maxn | MCTS | 1 | 0.0 ± n/a | 100.0 | – |"), tables);
        assertTrue(tables.contains("|  | MCTS | maxn |"), tables);
    }
}
