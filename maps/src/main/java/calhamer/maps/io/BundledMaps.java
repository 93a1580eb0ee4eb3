package calhamer.maps.io;

import calhamer.maps.DiplomacyMap;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;

/** The maps shipped inside the jar, loaded by name. */
public final class BundledMaps {
    /** The names of the bundled maps. */
    public static final List<String> NAMES = List.of("standard", "austria-germany", "france-germany");

    private BundledMaps() {
    }

    /**
     * Loads a bundled map (a fresh, immutable instance; callers that load often should keep it).
     *
     * @throws IllegalArgumentException naming the bundled maps when there is no such map
     */
    public static DiplomacyMap load(String name) {
        if (!NAMES.contains(name)) {
            throw new IllegalArgumentException("no bundled map '" + name + "' (bundled maps: " + NAMES + ")");
        }
        String resource = "/calhamer/maps/" + name + ".json";
        try (InputStream in = BundledMaps.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("bundled map resource " + resource + " is missing from the jar");
            }
            return MapLoader.load(resource, in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (MapFormatException e) {
            throw new IllegalStateException("bundled map " + name + " is invalid:\n" + e.getMessage(), e);
        }
    }
}
