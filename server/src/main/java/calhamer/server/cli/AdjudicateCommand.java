package calhamer.server.cli;

import calhamer.adjudicator.result.ResultJson;
import calhamer.server.http.JsonSupport;
import calhamer.server.mapstore.MapContext;
import calhamer.server.mapstore.MapRegistry;
import calhamer.server.service.AdjudicationService;
import calhamer.server.service.AdjudicationService.AdjudicateRequest;
import calhamer.server.service.PlainAdjudicateRequest;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.function.BiFunction;
import java.util.function.Function;
import picocli.CommandLine.Command;

/** {@code calhamer adjudicate FILE}: the answer of {@code POST /maps/{map}/adjudicate}, offline. */
@Command(name = "adjudicate", mixinStandardHelpOptions = true,
        description = "Adjudicate phases: the body of POST /maps/{id}/adjudicate in FILE (plus an optional \"map\","
                + " default standard), the answer on standard output.")
public final class AdjudicateCommand extends MapRequestCommand {

    @Override
    BiFunction<String, JsonNode, Object> handler(MapRegistry maps) {
        AdjudicationService service = new AdjudicationService();
        return (map, body) -> service.adjudicate(maps.context(map), request(body));
    }

    /**
     * Plain lines (a position and orders, no map: {@link PlainAdjudicateRequest}) are read straight from their bytes
     * on the standard map and their answers written straight to bytes, neither through a mapper; every other line
     * goes to {@link #handler(MapRegistry)}.
     */
    @Override
    Function<byte[], byte[]> plainHandler(MapRegistry maps) {
        AdjudicationService service = new AdjudicationService();
        JsonFactory json = JsonSupport.factory();
        MapContext standard = maps.context("standard");   // its parts are built when first used
        return line -> {
            PlainAdjudicateRequest request = PlainAdjudicateRequest.read(json, line, standard.map());
            return request == null ? null : ResultJson.bytes(service.result(standard, request), json);
        };
    }

    /**
     * Binds a body to the request record: the common shape (a position and orders, nothing else) by taking the two
     * subtrees as they are, any other through the mapper, so that odd bodies fail exactly as the endpoint fails.
     */
    private static AdjudicateRequest request(JsonNode body) {
        if (body.size() == 2 && body.path("position").isObject() && body.path("orders").isObject()) {
            return new AdjudicateRequest(body.get("position"), body.get("orders"), null);
        }
        return OfflineRequests.read(body, AdjudicateRequest.class);
    }
}
