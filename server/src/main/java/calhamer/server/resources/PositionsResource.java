package calhamer.server.resources;

import calhamer.adjudicator.LegalOrders.UnitOrders;
import calhamer.adjudicator.position.Position;
import calhamer.maps.DiplomacyMap;
import calhamer.server.mapstore.MapContext;
import calhamer.server.mapstore.MapRegistry;
import calhamer.server.service.AdjudicationService;
import calhamer.server.service.DecisionAnswers;
import calhamer.server.service.InfluenceService;
import calhamer.server.service.OrdersService;
import calhamer.wire.WireAnswer;
import calhamer.wire.adjudication.AdjudicationRequest;
import calhamer.wire.adjudication.AdjudicationRequestJson;
import calhamer.wire.adjudication.LegalOrdersJson;
import calhamer.wire.adjudication.ResultJson;
import calhamer.wire.decisions.ChooseRequest;
import calhamer.wire.decisions.ChooseRequestJson;
import calhamer.wire.decisions.DecisionAnswer;
import calhamer.wire.standings.InfluenceJson;
import calhamer.wire.standings.InfluenceRequest;
import calhamer.wire.standings.InfluenceRequestJson;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import java.io.IOException;
import java.util.List;

/**
 * What is asked of a position on a map: adjudicate it, list its legal orders, choose orders, evaluate influence.
 * Each method reads the body with the wire's reader of its form (on the path's map; on a map that does not exist
 * only the body's form is checked, then 404), calls the service, and returns the answer of the wire's writer. The
 * lean Grizzly handler in front of Jersey calls these same methods for its endpoints.
 */
@Path("/maps")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
public final class PositionsResource {
    /**
     * The request attribute (a {@code Long} of {@code System.nanoTime()}) the server's handler stamps when a request's
     * headers have been read; a decision's time budget counts from it, so the wait for a worker thread and the body's
     * reading are inside the budget.
     */
    public static final String ARRIVAL_NANOS = "calhamer.arrivalNanos";
    private final MapRegistry maps;
    private final AdjudicationService adjudication;
    private final InfluenceService influence;
    private final OrdersService orders;

    public PositionsResource(MapRegistry maps, AdjudicationService adjudication, InfluenceService influence,
                             OrdersService orders) {
        this.maps = maps;
        this.adjudication = adjudication;
        this.influence = influence;
        this.orders = orders;
    }

    /** @return the map of the path, or null when there is none (the body is still read, then 404) */
    private DiplomacyMap map(String id) {
        return maps.findContext(id).map(MapContext::map).orElse(null);
    }

    @POST
    @Path("/{id}/adjudicate")
    public WireAnswer adjudicate(@PathParam("id") String id, byte[] body) throws IOException {
        AdjudicationRequest request = AdjudicationRequestJson.read(body, map(id));
        return ResultJson.answer(adjudication.adjudicate(maps.context(id), request));
    }

    @POST
    @Path("/{id}/orders/legal")
    public WireAnswer legal(@PathParam("id") String id, byte[] body) throws IOException {
        Position position = LegalOrdersJson.read(body, map(id));
        List<UnitOrders> legal = adjudication.legal(maps.context(id), position);
        return LegalOrdersJson.answer(position.phase(), legal);
    }

    @POST
    @Path("/{id}/orders/choose")
    public DecisionAnswer choose(@PathParam("id") String id, byte[] body, @Context ContainerRequestContext http)
            throws IOException {
        Object arrival = http == null ? null : http.getProperty(ARRIVAL_NANOS);
        long start = arrival instanceof Long nanos ? nanos : System.nanoTime();
        ChooseRequest request = ChooseRequestJson.read(body);
        return DecisionAnswers.of(orders.choose(maps.context(id), request, start));
    }

    @POST
    @Path("/{id}/influence")
    public WireAnswer influence(@PathParam("id") String id, byte[] body) throws IOException {
        InfluenceRequest request = InfluenceRequestJson.read(body, map(id));
        return InfluenceJson.answer(influence.evaluate(maps.context(id), request));
    }
}
