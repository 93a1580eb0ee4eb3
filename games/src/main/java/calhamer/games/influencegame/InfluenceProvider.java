package calhamer.games.influencegame;

import calhamer.games.impartial.JsonFields;
import calhamer.strategy.game.Game;
import calhamer.strategy.game.GameProvider;
import java.util.Map;

/**
 * Registers {@link Influence} as {@code influence}. No options; play starts from the paper's sum of two segments
 * of 10 and 17 vertices in C− (Left score −1), unless a request gives a state.
 */
public final class InfluenceProvider implements GameProvider {
    private static final String START = "{\"segments\": [{\"length\": 10, \"first\": \"L\"}, "
            + "{\"length\": 17, \"first\": \"R\"}], \"toMove\": \"L\"}";

    @Override
    public String name() {
        return Influence.NAME;
    }

    @Override
    public String description() {
        return "INFLUENCE (Duchêne et al.): a partizan scoring game on a digraph; Left removes an L vertex and all "
                + "it reaches, Right an R vertex and all that reach it";
    }

    @Override
    public Map<String, String> defaultOptions() {
        return Map.of();
    }

    @Override
    public Game<?, ?> create(Map<String, String> options) {
        resolveOptions(options);
        return new Influence(InfluenceJson.read(JsonFields.parse(START)));
    }
}
