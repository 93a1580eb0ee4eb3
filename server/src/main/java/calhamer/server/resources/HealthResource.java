package calhamer.server.resources;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.Map;

/** {@code GET /health}: the server answers. */
@Path("/health")
@Produces(MediaType.APPLICATION_JSON)
public final class HealthResource {

    @GET
    public Map<String, String> health() {
        return Map.of("status", "ok");
    }
}
