package calhamer.maps.io;

import calhamer.maps.DiplomacyMap;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.stream.Stream;

/**
 * The maps shipped inside the jar, loaded by name: Calhamer's own ({@code standard} and the two submaps of Utkin's
 * paper) and the variants of the MILA {@code diplomacy} engine, each as {@link calhamer.maps.dpjudge.DpjudgeReader}
 * reads its DPjudge {@code .map} file (the test {@code BundledVariantsTest} checks that they still are).
 */
public final class BundledMaps {
    /** Calhamer's own maps. */
    public static final List<String> OWN = List.of("standard", "austria-germany", "france-germany");
    /** The variants read from DPjudge {@code .map} files, named by their files. */
    public static final List<String> VARIANTS = List.of("ancmed", "ancmed_age_of_empires", "colonial", "empire",
            "known_world_901", "modern", "pure", "standard_age_of_empires", "standard_age_of_empires_2",
            "standard_fleet_rome", "standard_france_austria", "standard_germany_italy", "world");
    /** The names of the bundled maps: {@link #OWN}, then {@link #VARIANTS}. */
    public static final List<String> NAMES = Stream.concat(OWN.stream(), VARIANTS.stream()).toList();

    /** Maps loaded ahead by {@link #preload(String)}, each handed to the next {@link #load(String)} of its name. */
    private static final ConcurrentMap<String, FutureTask<DiplomacyMap>> PRELOADED = new ConcurrentHashMap<>();

    private BundledMaps() {
    }

    /**
     * Loads a bundled map (a fresh, immutable instance; callers that load often should keep it). When the map was
     * {@linkplain #preload(String) preloaded}, the first load after that returns the preloaded instance, waiting for
     * the preload if it is still under way.
     *
     * @throws IllegalArgumentException naming the bundled maps when there is no such map
     */
    public static DiplomacyMap load(String name) {
        requireBundled(name);
        FutureTask<DiplomacyMap> ahead = PRELOADED.remove(name);
        if (ahead == null) {
            return read(name);
        }
        try {
            return ahead.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return read(name);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof Error) {
                throw (Error) cause;
            }
            throw cause instanceof RuntimeException ? (RuntimeException) cause : new IllegalStateException(cause);
        }
    }

    /**
     * Loads a bundled map in the calling thread and keeps it for the next {@link #load(String)} of that name: a
     * command line starts this on a spare core while it parses its arguments, so that a short run does not wait
     * for the map (reading the map file and building its tables take about as long as picocli's model of the
     * command on the main thread). Does nothing when a preload of the map is already pending.
     *
     * @throws IllegalArgumentException naming the bundled maps when there is no such map
     */
    public static void preload(String name) {
        requireBundled(name);
        FutureTask<DiplomacyMap> task = new FutureTask<>(() -> read(name));
        if (PRELOADED.putIfAbsent(name, task) == null) {
            task.run();
        }
    }

    /**
     * Reads a bundled map's file without building the map (no checks, no tables): what a listing of the maps needs
     * (its name, provinces, centres and powers) at a fraction of {@link #load(String)}'s cost.
     *
     * @throws IllegalArgumentException naming the bundled maps when there is no such map
     */
    public static MapFile file(String name) {
        requireBundled(name);
        String resource = "/calhamer/maps/" + name + ".json";
        try (InputStream in = BundledMaps.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("bundled map resource " + resource + " is missing from the jar");
            }
            return MapLoader.readShape(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void requireBundled(String name) {
        if (!NAMES.contains(name)) {
            throw new IllegalArgumentException("no bundled map '" + name + "' (bundled maps: " + NAMES + ")");
        }
    }

    private static DiplomacyMap read(String name) {
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
