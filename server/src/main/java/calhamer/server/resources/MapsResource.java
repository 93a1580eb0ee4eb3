package calhamer.server.resources;

import calhamer.maps.DiplomacyMap;
import calhamer.maps.io.MapFile;
import calhamer.server.mapstore.MapContext;
import calhamer.server.mapstore.MapRegistry;
import calhamer.server.mapstore.MapSummary;
import calhamer.server.service.DistanceService;
import calhamer.wire.map.DistanceAnswer;
import calhamer.wire.map.DistanceMatrix;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.List;

/** Maps: list, read, upload (JSON, or a DPjudge {@code .map} file), delete, and distance queries. */
@Path("/maps")
@Produces(MediaType.APPLICATION_JSON)
public final class MapsResource {
    /** The media type of a DPjudge {@code .map} file; {@code text/plain} bodies are read as one too. */
    public static final String DPJUDGE_MAP = "text/x-dpjudge-map";

    private final MapRegistry registry;
    private final DistanceService distances;

    @Inject
    public MapsResource(MapRegistry registry, DistanceService distances) {
        this.registry = registry;
        this.distances = distances;
    }

    @GET
    public List<MapSummary> list() {
        return registry.list();
    }

    /** The map file, with a layout computed for it (marked {@code computed}) when the file has none. */
    @GET
    @Path("/{id}")
    public MapFile get(@PathParam("id") String id) {
        MapContext context = registry.context(id);
        return MapFile.of(context.map(), context.layout());
    }

    @PUT
    @Path("/{id}")
    @Consumes(MediaType.APPLICATION_JSON)
    public Response put(@PathParam("id") String id, String body) {
        boolean replaced = registry.put(id, body);
        return Response.status(replaced ? 200 : 201).entity(registry.summary(id)).build();
    }

    /** A DPjudge {@code .map} file as the body, by its media type: read, checked and stored as JSON. */
    @PUT
    @Path("/{id}")
    @Consumes({DPJUDGE_MAP, MediaType.TEXT_PLAIN})
    public Response putDpjudge(@PathParam("id") String id, String body) {
        boolean replaced = registry.putDpjudge(id, body);
        return Response.status(replaced ? 200 : 201).entity(registry.summary(id)).build();
    }

    @DELETE
    @Path("/{id}")
    public Response delete(@PathParam("id") String id) {
        registry.delete(id);
        return Response.noContent().build();
    }

    @GET
    @Path("/{id}/distance")
    public DistanceAnswer distance(@PathParam("id") String id, @QueryParam("from") String from,
                                   @QueryParam("to") String to, @QueryParam("graph") String graph) {
        DiplomacyMap map = registry.get(id);
        return distances.distance(map, from, to, graph);
    }

    @GET
    @Path("/{id}/distances")
    public DistanceMatrix matrix(@PathParam("id") String id, @QueryParam("graph") String graph) {
        return distances.matrix(registry.get(id), graph);
    }
}
