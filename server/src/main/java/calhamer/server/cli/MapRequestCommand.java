package calhamer.server.cli;

import calhamer.server.mapstore.MapRegistry;
import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.function.BiFunction;
import java.util.function.Function;
import picocli.CommandLine.Option;

/**
 * An offline request command on a map: requests may name a {@code "map"} (default {@code standard}), found among the
 * bundled maps and those stored in the data directory.
 */
abstract class MapRequestCommand extends RequestCommand {
    @Option(names = "--data-dir", defaultValue = "${env:CALHAMER_DATA_DIR:-calhamer-data}",
            description = "Where uploaded maps are kept. Default: ${DEFAULT-VALUE}.")
    Path dataDir;

    private MapRegistry maps;

    @Override
    final boolean takesMap() {
        return true;
    }

    @Override
    final BiFunction<String, JsonNode, Object> handler() {
        return handler(maps());
    }

    @Override
    final Function<byte[], byte[]> plainHandler() {
        return plainHandler(maps());
    }

    /** @return the maps, read once per run */
    private MapRegistry maps() {
        if (maps == null) {
            maps = new MapRegistry(dataDir);
        }
        return maps;
    }

    /** @return (map id, body) → answer, with the maps to look ids up in */
    abstract BiFunction<String, JsonNode, Object> handler(MapRegistry maps);

    /** @return a line's bytes → its answer's JSON or null ({@link RequestCommand#plainHandler()}); none by default */
    Function<byte[], byte[]> plainHandler(MapRegistry maps) {
        return null;
    }
}
