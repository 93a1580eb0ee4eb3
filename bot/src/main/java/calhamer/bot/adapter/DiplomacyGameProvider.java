package calhamer.bot.adapter;

import calhamer.adjudicator.rules.Edition;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.io.BundledMaps;
import calhamer.strategy.game.Game;
import calhamer.strategy.game.GameProvider;
import java.util.Map;

/**
 * Registers {@link DiplomacyGame} as {@code diplomacy}. Options: {@code map} (a bundled map: {@code standard},
 * {@code austria-germany}, {@code france-germany}; default {@code standard}), {@code years} (game years played,
 * default 10), {@code maxMoves} (order sets listed per power and phase, default 100000), {@code edition} (the
 * rulebook edition, {@code 2000} or {@code 2023}, default 2000).
 */
public final class DiplomacyGameProvider implements GameProvider {

    @Override
    public String name() {
        return DiplomacyGame.NAME;
    }

    @Override
    public String description() {
        return "Diplomacy (no press) on a bundled map: simultaneous orders, one player per power";
    }

    @Override
    public Map<String, String> defaultOptions() {
        return Map.of("map", "standard", "years", "10", "maxMoves", "100000", "edition", "2000");
    }

    @Override
    public Game<?, ?> create(Map<String, String> options) {
        return create(options, BundledMaps.load(resolveOptions(options).get("map").strip()));
    }

    /**
     * The game on a given map (one uploaded to a server, say) in place of the bundled map the {@code map} option
     * names; the other options as {@link #create(Map)} reads them.
     *
     * @throws IllegalArgumentException for an unknown option or an unusable value
     */
    public Game<?, ?> create(Map<String, String> options, DiplomacyMap map) {
        Map<String, String> resolved = resolveOptions(options);
        return new DiplomacyGame(map, number(resolved, "years"), number(resolved, "maxMoves"),
                Edition.parse(resolved.get("edition")));
    }

    private static int number(Map<String, String> options, String name) {
        String value = options.get(name);
        try {
            return Integer.parseInt(value.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + " must be a whole number, not '" + value + "'", e);
        }
    }
}
