package calhamer.server.resources;

import calhamer.server.mapstore.MapRegistry;
import calhamer.server.service.AdjudicationService;
import calhamer.server.service.AdjudicationService.AdjudicateRequest;
import calhamer.server.service.AdjudicationService.LegalResponse;
import calhamer.server.service.InfluenceService;
import calhamer.server.service.InfluenceService.InfluenceRequest;
import calhamer.server.service.InfluenceService.InfluenceResponse;
import calhamer.server.service.OrdersService;
import calhamer.server.service.OrdersService.ChooseRequest;
import calhamer.bot.BotDecision;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.JsonSerializable;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

/** What is asked of a position on a map: adjudicate it, list its legal orders, choose orders, evaluate influence. */
@Path("/maps")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
public final class PositionsResource {
    private final MapRegistry maps;
    private final AdjudicationService adjudication;
    private final InfluenceService influence;
    private final OrdersService orders;

    @Inject
    public PositionsResource(MapRegistry maps, AdjudicationService adjudication, InfluenceService influence,
                             OrdersService orders) {
        this.maps = maps;
        this.adjudication = adjudication;
        this.influence = influence;
        this.orders = orders;
    }

    @POST
    @Path("/{id}/adjudicate")
    public JsonSerializable adjudicate(@PathParam("id") String id, AdjudicateRequest request) {
        return adjudication.adjudicate(maps.context(id), request);
    }

    @POST
    @Path("/{id}/orders/legal")
    public LegalResponse legal(@PathParam("id") String id, JsonNode position) {
        return adjudication.legal(maps.context(id), position);
    }

    @POST
    @Path("/{id}/orders/choose")
    public BotDecision choose(@PathParam("id") String id, ChooseRequest request) {
        return orders.choose(maps.context(id), request);
    }

    @POST
    @Path("/{id}/influence")
    public InfluenceResponse influence(@PathParam("id") String id, InfluenceRequest request) {
        return influence.evaluate(maps.context(id), request);
    }
}
