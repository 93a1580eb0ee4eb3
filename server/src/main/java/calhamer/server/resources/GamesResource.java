package calhamer.server.resources;

import calhamer.server.service.GamesService;
import calhamer.server.service.GamesService.Applied;
import calhamer.server.service.GamesService.Chosen;
import calhamer.server.service.GamesService.GameDetail;
import calhamer.server.service.GamesService.GameInfo;
import calhamer.server.service.GamesService.GameRequest;
import calhamer.server.service.GamesService.LegalMoves;
import calhamer.server.service.GamesService.Values;
import calhamer.wire.JsonForms;
import com.fasterxml.jackson.databind.JsonNode;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.List;

/**
 * Every game registered through the game API, by name, with the same request shapes; bodies (JSON, as Jersey's JSON
 * provider parses them) are bound by {@link JsonForms}, which names every field of the wrong shape.
 */
@Path("/games")
@Produces(MediaType.APPLICATION_JSON)
public final class GamesResource {
    private final GamesService games;

    @Inject
    public GamesResource(GamesService games) {
        this.games = games;
    }

    @GET
    public List<GameInfo> list() {
        return games.list();
    }

    @GET
    @Path("/{game}")
    public GameDetail detail(@PathParam("game") String game) {
        return games.detail(game);
    }

    @POST
    @Path("/{game}/legal")
    @Consumes(MediaType.APPLICATION_JSON)
    public LegalMoves legal(@PathParam("game") String game, JsonNode body) {
        return games.legal(game, request(body));
    }

    @POST
    @Path("/{game}/apply")
    @Consumes(MediaType.APPLICATION_JSON)
    public Applied apply(@PathParam("game") String game, JsonNode body) {
        return games.apply(game, request(body));
    }

    @POST
    @Path("/{game}/evaluate")
    @Consumes(MediaType.APPLICATION_JSON)
    public Values evaluate(@PathParam("game") String game, JsonNode body) {
        return games.evaluate(game, request(body));
    }

    @POST
    @Path("/{game}/move")
    @Consumes(MediaType.APPLICATION_JSON)
    public Chosen move(@PathParam("game") String game, JsonNode body) {
        return games.move(game, request(body));
    }

    @POST
    @Path("/{game}/solve")
    @Consumes(MediaType.APPLICATION_JSON)
    public JsonNode solve(@PathParam("game") String game, JsonNode body) {
        return games.solve(game, request(body));
    }

    /** @return the request in a body, or null for none */
    private static GameRequest request(JsonNode body) {
        return JsonForms.bind(body, GameRequest.class);
    }
}
