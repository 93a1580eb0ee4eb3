package calhamer.games.spreadit;

import calhamer.games.GameOptions;
import calhamer.strategy.game.Game;
import calhamer.strategy.game.GameProvider;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Registers {@link SpreadIt} as {@code spread-it}. Options: {@code graph} (a {@link GraphClass} label, or
 * {@code triangle} for the paper's Figure 1 board), {@code vertices} (default 24), {@code seed} (default 1),
 * {@code density} (a {@link BoardDensity} label, default {@code paper}), {@code variant} ({@code zero-loyalty} or
 * {@code full-loyalty}), {@code order} ({@code majority} or {@code index}), {@code hand} (tokens per player; empty
 * for the paper's ⌈m − n/2⌉). A state given in a request carries its own graph, so any graph can be played through
 * the state.
 */
public final class SpreadItProvider implements GameProvider {

    @Override
    public String name() {
        return SpreadIt.NAME;
    }

    @Override
    public String description() {
        return "Spread-It (Ben-Ishay, Sela and Ben-Gal): two players place tokens on a social network; vertices at "
                + "their thresholds fire in the majority colour and cascade";
    }

    @Override
    public Map<String, String> defaultOptions() {
        Map<String, String> options = new LinkedHashMap<>();
        options.put("graph", GraphClass.BARABASI_ALBERT.label());
        options.put("vertices", "24");
        options.put("seed", "1");
        options.put("density", BoardDensity.PAPER.label());
        options.put("variant", Variant.ZERO_LOYALTY.label());
        options.put("order", CascadeOrder.MAJORITY.label());
        options.put("hand", "");
        return options;
    }

    @Override
    public Game<?, ?> create(Map<String, String> options) {
        Map<String, String> o = resolveOptions(options);
        Variant variant = Variant.parse(o.get("variant"));
        CascadeOrder order = CascadeOrder.parse(o.get("order"));
        SpreadItBoard board;
        if (o.get("graph").equals("triangle")) {
            board = SpreadItBoard.of(3, List.of(new int[] {0, 1}, new int[] {1, 2}, new int[] {0, 2}), null, variant,
                    order);
        } else {
            int n = GameOptions.integer(o, "vertices");
            board = SpreadItBoard.of(n, GraphClass.parse(o.get("graph")).generate(n,
                    BoardDensity.parse(o.get("density")), GameOptions.integer(o, "seed")), null, variant, order);
        }
        return o.get("hand").isBlank() ? new SpreadIt(board) : new SpreadIt(board, GameOptions.integer(o, "hand"));
    }
}
