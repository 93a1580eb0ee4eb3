package calhamer.bot.rollout;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;

/**
 * A value learned offline for one map, as {@code calhamer learn-value} writes it and the bot reads it from its
 * resource {@link #resource}: the {@link PositionFeatures}' weights (and the intercept, which no comparison uses)
 * fitted by least squares to the centres a power counts {@code years} later, over the blueprint's self-play games,
 * with what it takes to make the same file again.
 *
 * @param map       the map's id
 * @param seed      the seed of the games (game g's generator is seeded with {@code SplitMix.mix(seed, g)})
 * @param games     the self-play games played, each from the map's start to the end of {@code lastYear}
 * @param years     how many years on the centres are predicted
 * @param lastYear  the last year played
 * @param rows      the (Spring position, power) pairs fitted: every power with a unit or centre, at the start of
 *                  every Spring with a Spring {@code years} later in the game
 * @param r2        the share of the target's variance the weights explain
 * @param rmse      the root of the mean squared error, in centres
 * @param features  the features' names, {@link PositionFeatures#NAMES}
 * @param weights   a weight per feature, in that order
 * @param intercept the constant of the fit
 * @param arenaRun  null for the blueprint's self-play; for games the arena played, the key of its run (players,
 *                  seats, years, seed, budget: {@code ArenaOptions.key()}), game g then seeded with {@code seed + g}
 * @param command   the command that made this file
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record LearnedValue(String map, long seed, int games, int years, int lastYear, long rows, double r2,
                           double rmse, List<String> features, double[] weights, double intercept, String arenaRun,
                           String command) {

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    public LearnedValue {
        features = List.copyOf(features);
        weights = weights.clone();
    }

    /** @return the bot's resource that holds the value learned for the map */
    public static String resource(String mapId) {
        return "/calhamer/bot/rollout/value-" + mapId + ".json";
    }

    /** Reads a learned value; its features must be this build's. */
    public static LearnedValue read(InputStream in) throws IOException {
        LearnedValue v = JSON.readValue(in, LearnedValue.class);
        if (!PositionFeatures.NAMES.equals(v.features) || v.weights.length != v.features.size()) {
            throw new IOException("the learned value's features " + v.features + " are not this build's "
                    + PositionFeatures.NAMES);
        }
        return v;
    }

    /** @return this value as indented JSON */
    public String toJson() {
        try {
            return JSON.writeValueAsString(this);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a learned value could not be written as JSON", e);
        }
    }

    @Override
    public double[] weights() {
        return weights.clone();
    }
}
