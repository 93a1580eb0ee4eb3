package calhamer.server.mapstore;

import calhamer.maps.DiplomacyMap;
import calhamer.maps.dpjudge.DpjudgeReader;
import calhamer.maps.dpjudge.MapSource;
import calhamer.maps.io.BundledMaps;
import calhamer.maps.io.MapFile;
import calhamer.maps.io.MapFormatException;
import calhamer.maps.io.MapLoader;
import calhamer.maps.io.MapProblem;
import calhamer.maps.io.MapShapeException;
import calhamer.server.error.ApiException;
import calhamer.server.error.FieldError;
import calhamer.server.error.Problems;
import calhamer.wire.WireJson;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Every map the server knows: the bundled ones (read-only) and those uploaded, kept in the data directory and
 * loaded again at start. Map ids are case-insensitive ({@code T1} and {@code t1} name one map, so no two files differ
 * only by case); a map keeps the id its file spells. Reads are lock-free; uploads and deletions are serialised so
 * the disk and the memory never disagree.
 */
public final class MapRegistry {
    private final Map<String, MapContext> maps = new ConcurrentHashMap<>();
    /** Summaries of bundled maps read from their files, for the maps not built yet. */
    private final Map<String, MapSummary> bundledSummaries = new ConcurrentHashMap<>();
    private final MapStore store;

    /** Loads the bundled maps and every valid stored upload (invalid stored files are logged and skipped). */
    public MapRegistry(Path dataDir) {
        this.store = new MapStore(dataDir);
        for (String name : BundledMaps.NAMES) {
            maps.put(key(name), MapContext.lazy(() -> BundledMaps.load(name)));
        }
        try {
            store.removeTemporaryFiles();
            for (Path file : store.files()) {
                String id = MapStore.idOf(file);
                if (isBundled(id)) {
                    log().warn("ignoring stored map {}: its id is a bundled map's", file);
                    continue;
                }
                if (maps.containsKey(key(id))) {
                    log().warn("ignoring stored map {}: another stored map has the same id in another case", file);
                    continue;
                }
                try {
                    maps.put(key(id), MapContext.of(MapLoader.load(file)));
                } catch (MapFormatException e) {
                    log().warn("ignoring stored map {}: {}", file, e.getMessage());
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the map directory " + store.directory(), e);
        }
    }

    /** @return the map with this id, or 404 */
    public DiplomacyMap get(String id) {
        return context(id).map();
    }

    /** @return the map with this id and what its requests share, or 404 */
    public MapContext context(String id) {
        return findContext(id).orElseThrow(() -> ApiException.notFound("no map '" + id + "'; GET /maps lists them"));
    }

    /** @return the map with this id, if any */
    public Optional<DiplomacyMap> find(String id) {
        return findContext(id).map(MapContext::map);
    }

    /** @return the map with this id and what its requests share, if any (no 404) */
    public Optional<MapContext> findContext(String id) {
        return Optional.ofNullable(maps.get(key(id)));
    }

    /**
     * @return a summary of every map, sorted by id; a bundled map nobody has used yet is summarised from its file,
     *         not built (the 16 bundled maps take about 0.3 s to build on a fresh server, their files 30 ms to read)
     */
    public List<MapSummary> list() {
        List<MapSummary> out = new ArrayList<>();
        new TreeMap<>(maps).forEach((id, context) -> out.add(isBundled(id) && !context.isLoaded()
                ? bundledSummaries.computeIfAbsent(id, name -> MapSummary.of(BundledMaps.file(name), true))
                : MapSummary.of(context.map(), isBundled(id))));
        return out;
    }

    /** @return the summary of one map, or 404 */
    public MapSummary summary(String id) {
        return MapSummary.of(get(id), isBundled(id));
    }

    /** @return whether the id is a bundled, read-only map */
    public boolean isBundled(String id) {
        return BundledMaps.NAMES.contains(key(id));
    }

    /**
     * Validates, stores and serves a map under an id. The map file's own {@code id} must equal it.
     *
     * @return true when the map replaced an earlier upload, false when it is new
     */
    public synchronized boolean put(String id, String json) {
        checkId(id);
        if (isBundled(id)) {
            throw ApiException.forbidden("map '" + id + "' is bundled with Calhamer and read-only; upload under another id");
        }
        String text = readable(json);
        MapFile file;
        try {
            file = MapLoader.readShape(json);   // JSON (readable), not null: its shape
        } catch (MapShapeException e) {
            throw Problems.shape(e.getLocation(), e.field(), e.why());
        } catch (JsonProcessingException e) {
            throw Problems.json(e);
        }
        DiplomacyMap map;
        try {
            map = MapLoader.build(id + ".json", file);
        } catch (MapFormatException e) {
            List<FieldError> errors = new ArrayList<>();
            for (MapProblem p : e.problems()) {
                errors.add(new FieldError(p.province() == null ? "map" : "provinces." + p.province(), p.rule()));
            }
            throw ApiException.unprocessable("the map is not valid: " + e.problems().size() + " problem(s)", errors);
        }
        if (!key(map.id()).equals(key(id))) {
            throw ApiException.unprocessable("the map's id does not match the path",
                    List.of(new FieldError("id", "is '" + map.id() + "' but the path says '" + id
                            + "' (ids are compared ignoring case)")));
        }
        return store(id, text, map);
    }

    /**
     * Reads a DPjudge {@code .map} file ({@link DpjudgeReader}) as the map of an id, then validates, stores (in
     * Calhamer's JSON form, as {@code GET /maps/{id}} gives it) and serves it. An upload is one file: a {@code MAP}
     * or {@code USE} line is refused (inheritance works from the command line, {@code calhamer map import}).
     *
     * @return true when the map replaced an earlier upload, false when it is new
     */
    public synchronized boolean putDpjudge(String id, String text) {
        checkId(id);
        if (isBundled(id)) {
            throw ApiException.forbidden("map '" + id + "' is bundled with Calhamer and read-only; upload under another id");
        }
        if (text == null || text.isBlank()) {
            throw ApiException.badRequest("the request needs a body: a DPjudge .map file (see PUT /maps/{id})",
                    new FieldError("(body)", "missing (empty)"));
        }
        DiplomacyMap map;
        try {
            map = DpjudgeReader.load(id + ".map", text, MapSource.none("an upload is one file; MAP and USE work "
                    + "with 'calhamer map import FILE.map', which reads the files they name beside it"));
        } catch (MapFormatException e) {
            List<FieldError> errors = new ArrayList<>();
            for (MapProblem p : e.problems()) {
                errors.add(new FieldError(p.line() == null ? "map" : "line " + p.line(),
                        p.province() == null ? p.rule() : "province " + p.province() + ": " + p.rule()));
            }
            throw ApiException.unprocessable("the DPjudge map file is not valid: " + errors.size() + " problem(s), "
                    + "the first at " + errors.get(0).field() + ": " + errors.get(0).message(), errors);
        }
        return store(id, MapLoader.toJson(MapFile.of(map)), map);
    }

    private boolean store(String id, String json, DiplomacyMap map) {
        try {
            store.write(id, json);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot store map " + id, e);
        }
        return maps.put(key(id), MapContext.of(map)) != null;
    }

    /**
     * @return the body's JSON, pretty-printed, once it reads as JSON and is not null: otherwise 400 in the API's
     *         words, naming line and column (the map file's shape is read after by the loader's reader, 400 naming
     *         the field; the map's rules last, 422)
     */
    private static String readable(String json) {
        try {
            JsonNode tree = json == null || json.isBlank() ? null : WireJson.mapper().readTree(json);
            if (tree == null || tree.isNull()) {
                throw ApiException.badRequest("the request needs a body: a map file, a JSON object (see PUT "
                        + "/maps/{id})", new FieldError("(body)", "missing (empty or null)"));
            }
            return tree.toPrettyString();
        } catch (JsonProcessingException e) {
            throw Problems.json(e);
        }
    }

    /** Deletes an uploaded map; 403 for bundled maps, 404 for unknown ones. */
    public synchronized void delete(String id) {
        checkId(id);
        if (isBundled(id)) {
            throw ApiException.forbidden("map '" + id + "' is bundled with Calhamer and cannot be deleted");
        }
        if (!maps.containsKey(key(id))) {
            throw ApiException.notFound("no map '" + id + "'; GET /maps lists them");
        }
        try {
            store.delete(id);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot delete map " + id, e);
        }
        maps.remove(key(id));
    }

    /** @return the key a map id is known by: ids are case-insensitive */
    private static String key(String id) {
        return id.toLowerCase(Locale.ROOT);
    }

    private static void checkId(String id) {
        if (!MapStore.ID.matcher(id).matches()) {
            throw ApiException.badRequest("map id '" + id + "' must be 1 to 64 letters, digits, '-' or '_'",
                    new FieldError("id", "invalid map id"));
        }
    }

    /** The logger, looked up when something is logged (offline commands then never start the logging backend). */
    private static Logger log() {
        return LoggerFactory.getLogger(MapRegistry.class);
    }
}
