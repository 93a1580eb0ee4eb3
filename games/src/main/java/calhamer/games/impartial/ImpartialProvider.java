package calhamer.games.impartial;

import calhamer.strategy.game.Game;
import calhamer.strategy.game.GameProvider;
import java.util.Map;

/**
 * Registers an impartial game: its rules and the position play starts from (a JSON text in the game's own form);
 * no options (requests give their positions as states).
 */
public abstract class ImpartialProvider implements GameProvider {
    private final ImpartialRules<?, ?> rules;
    private final String description;
    private final String start;

    /**
     * @param rules       the game's rules
     * @param description one sentence for listings
     * @param start       the initial position's JSON
     */
    protected ImpartialProvider(ImpartialRules<?, ?> rules, String description, String start) {
        this.rules = rules;
        this.description = description;
        this.start = start;
    }

    @Override
    public String name() {
        return rules.name();
    }

    @Override
    public String description() {
        return description;
    }

    @Override
    public Map<String, String> defaultOptions() {
        return Map.of();
    }

    @Override
    public Game<?, ?> create(Map<String, String> options) {
        resolveOptions(options);
        return game(rules);
    }

    private <P, M> NormalPlayGame<P, M> game(ImpartialRules<P, M> r) {
        return new NormalPlayGame<>(r, r.fromJson(JsonFields.parse(start)));
    }
}
