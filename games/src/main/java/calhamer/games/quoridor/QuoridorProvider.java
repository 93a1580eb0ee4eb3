package calhamer.games.quoridor;

import calhamer.games.GameOptions;
import calhamer.strategy.game.Game;
import calhamer.strategy.game.GameProvider;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Registers {@link Quoridor} as {@code quoridor}. Options: {@code players} (4 or 2; default 4), {@code walls} (per
 * player; default 5 with 4 players, 10 with 2), {@code maxPlies} (default 1000), {@code wallRadius} (how far from a
 * pawn search considers walls; default 1).
 */
public final class QuoridorProvider implements GameProvider {

    @Override
    public String name() {
        return Quoridor.NAME;
    }

    @Override
    public String description() {
        return "4-player Quoridor (as in Wilson, Zuckerman and Nau): race a pawn to the opposite side; place walls "
                + "to slow the others";
    }

    @Override
    public Map<String, String> defaultOptions() {
        Map<String, String> options = new LinkedHashMap<>();
        options.put("players", "4");
        options.put("walls", "");
        options.put("maxPlies", "1000");
        options.put("wallRadius", "1");
        return options;
    }

    @Override
    public Game<?, ?> create(Map<String, String> options) {
        Map<String, String> o = resolveOptions(options);
        int players = GameOptions.integer(o, "players");
        int walls = o.get("walls").isBlank() ? (players == 2 ? 10 : 5) : GameOptions.integer(o, "walls");
        return new Quoridor(players, walls, GameOptions.integer(o, "maxPlies"), GameOptions.integer(o, "wallRadius"));
    }
}
