package calhamer.server.cli;

import calhamer.server.mapstore.MapContext;
import calhamer.server.mapstore.MapRegistry;
import calhamer.server.service.AdjudicationService;
import calhamer.wire.LineRequest;
import calhamer.wire.adjudication.AdjudicationRequest;
import calhamer.wire.adjudication.AdjudicationRequestJson;
import calhamer.wire.adjudication.ResultJson;
import picocli.CommandLine.Command;

/**
 * {@code calhamer adjudicate FILE}: the answer of {@code POST /maps/{map}/adjudicate}, offline: each request read
 * from its bytes by the endpoint's reader, answered by its service, written by its writer (to bytes, no mapper).
 */
@Command(name = "adjudicate", mixinStandardHelpOptions = true,
        description = "Adjudicate phases: the body of POST /maps/{id}/adjudicate in FILE (plus an optional \"map\","
                + " default standard), the answer on standard output.")
public final class AdjudicateCommand extends MapRequestCommand {

    @Override
    OfflineRequests.Handler handler(MapRegistry maps) {
        AdjudicationService service = new AdjudicationService();
        return line -> {
            LineRequest<AdjudicationRequest> request = AdjudicationRequestJson.readLine(line,
                    id -> maps.findContext(id).map(MapContext::map).orElse(null));
            return ResultJson.answer(service.adjudicate(maps.context(request.map()), request.request()));
        };
    }
}
