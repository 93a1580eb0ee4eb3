package calhamer.server.resources;

import calhamer.server.service.MatrixService;
import calhamer.server.service.MatrixService.SolveRequest;
import calhamer.strategy.matrix.MatrixSolution;
import calhamer.wire.JsonForms;
import com.fasterxml.jackson.databind.JsonNode;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

/**
 * {@code POST /matrix/solve}: a two-player zero-sum matrix game solved. The body (JSON, as Jersey's JSON provider
 * parses it) is bound by {@link JsonForms}, which names every field of the wrong shape.
 */
@Path("/matrix")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
public final class MatrixResource {
    private final MatrixService service;

    @Inject
    public MatrixResource(MatrixService service) {
        this.service = service;
    }

    @POST
    @Path("/solve")
    public MatrixSolution solve(JsonNode body) {
        return service.solve(JsonForms.bind(body, SolveRequest.class));
    }
}
