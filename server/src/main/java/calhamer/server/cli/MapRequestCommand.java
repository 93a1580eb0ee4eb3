package calhamer.server.cli;

import calhamer.server.mapstore.MapRegistry;
import java.nio.file.Path;
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
    final OfflineRequests.Handler handler() {
        return handler(maps());
    }

    /** @return the maps, read once per run */
    private MapRegistry maps() {
        if (maps == null) {
            maps = new MapRegistry(dataDir);
        }
        return maps;
    }

    /** @return request bytes (a {@code "map"} among them, see {@link calhamer.wire.CommandLineMap}) → answer */
    abstract OfflineRequests.Handler handler(MapRegistry maps);
}
