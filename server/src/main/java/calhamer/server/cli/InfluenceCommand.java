package calhamer.server.cli;

import calhamer.server.mapstore.MapContext;
import calhamer.server.mapstore.MapRegistry;
import calhamer.server.service.InfluenceService;
import calhamer.wire.LineRequest;
import calhamer.wire.standings.InfluenceJson;
import calhamer.wire.standings.InfluenceRequest;
import calhamer.wire.standings.InfluenceRequestJson;
import picocli.CommandLine.Command;

/** {@code calhamer influence FILE}: the answer of {@code POST /maps/{map}/influence}, offline, read alike. */
@Command(name = "influence", mixinStandardHelpOptions = true,
        description = "Evaluate positions: the body of POST /maps/{id}/influence in FILE (plus an optional \"map\","
                + " default standard), the answer on standard output.")
public final class InfluenceCommand extends MapRequestCommand {

    @Override
    OfflineRequests.Handler handler(MapRegistry maps) {
        InfluenceService service = new InfluenceService();
        return line -> {
            LineRequest<InfluenceRequest> request = InfluenceRequestJson.readLine(line,
                    id -> maps.findContext(id).map(MapContext::map).orElse(null));
            return InfluenceJson.answer(service.evaluate(maps.context(request.map()), request.request()));
        };
    }
}
