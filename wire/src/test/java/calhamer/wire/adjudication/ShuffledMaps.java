package calhamer.wire.adjudication;

import calhamer.maps.DiplomacyMap;
import calhamer.maps.io.MapFormatException;
import calhamer.maps.io.MapLoader;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/** The standard board read from its file with the provinces and every neighbour list in a seeded random order. */
public final class ShuffledMaps {
    private static final ObjectMapper JSON = new ObjectMapper();

    private ShuffledMaps() {
    }

    /** @return the standard map with its provinces and neighbour lists shuffled by the seed */
    public static DiplomacyMap standard(long seed) throws IOException, MapFormatException {
        ObjectNode file;
        try (InputStream in = ShuffledMaps.class.getResourceAsStream("/calhamer/maps/standard.json")) {
            file = (ObjectNode) JSON.readTree(in);
        }
        Random random = new Random(seed);
        shuffle((ArrayNode) file.get("provinces"), random);
        for (String adjacency : List.of("armyAdjacency", "fleetAdjacency")) {
            file.get(adjacency).forEach(list -> shuffle((ArrayNode) list, random));
        }
        return MapLoader.load("standard shuffled with seed " + seed, JSON.writeValueAsString(file));
    }

    private static void shuffle(ArrayNode array, Random random) {
        List<JsonNode> items = new ArrayList<>();
        array.forEach(items::add);
        Collections.shuffle(items, random);
        array.removeAll();
        items.forEach(array::add);
    }
}
