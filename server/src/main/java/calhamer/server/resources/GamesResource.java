package calhamer.server.resources;

import calhamer.server.service.GamesService;
import calhamer.server.service.GamesService.Applied;
import calhamer.server.service.GamesService.Chosen;
import calhamer.server.service.GamesService.GameDetail;
import calhamer.server.service.GamesService.GameInfo;
import calhamer.server.service.GamesService.GameRequest;
import calhamer.server.service.GamesService.LegalMoves;
import calhamer.server.service.GamesService.Values;
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

/** Every game registered through the game API, by name, with the same request shapes. */
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
    public LegalMoves legal(@PathParam("game") String game, GameRequest request) {
        return games.legal(game, request);
    }

    @POST
    @Path("/{game}/apply")
    @Consumes(MediaType.APPLICATION_JSON)
    public Applied apply(@PathParam("game") String game, GameRequest request) {
        return games.apply(game, request);
    }

    @POST
    @Path("/{game}/evaluate")
    @Consumes(MediaType.APPLICATION_JSON)
    public Values evaluate(@PathParam("game") String game, GameRequest request) {
        return games.evaluate(game, request);
    }

    @POST
    @Path("/{game}/move")
    @Consumes(MediaType.APPLICATION_JSON)
    public Chosen move(@PathParam("game") String game, GameRequest request) {
        return games.move(game, request);
    }

    @POST
    @Path("/{game}/solve")
    @Consumes(MediaType.APPLICATION_JSON)
    public JsonNode solve(@PathParam("game") String game, GameRequest request) {
        return games.solve(game, request);
    }
}
