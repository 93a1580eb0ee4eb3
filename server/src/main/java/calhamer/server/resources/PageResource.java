package calhamer.server.resources;

import calhamer.server.error.ApiException;
import calhamer.server.web.StaticAssets;
import calhamer.server.web.StaticAssets.Asset;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import java.util.Optional;

/**
 * The browser page: {@code GET /} (the page), {@code GET /web/{path}} (its scripts, styles and icon),
 * {@code GET /favicon.ico} (the icon where browsers and other clients look for it) and {@code GET /webjars/{path}}
 * (front-end libraries packaged as WebJars). Answers carry an entity tag; a matching {@code If-None-Match} gets 304.
 * The page uses only the public JSON API.
 */
@Path("/")
public final class PageResource {
    private final StaticAssets assets;

    @Inject
    public PageResource(StaticAssets assets) {
        this.assets = assets;
    }

    @GET
    public Response index(@HeaderParam(HttpHeaders.IF_NONE_MATCH) String ifNoneMatch) {
        return send(assets.page("index.html"), "index.html", ifNoneMatch);
    }

    @GET
    @Path("web/{path: .+}")
    public Response page(@PathParam("path") String path, @HeaderParam(HttpHeaders.IF_NONE_MATCH) String ifNoneMatch) {
        return send(assets.page(path), "/web/" + path, ifNoneMatch);
    }

    @GET
    @Path("favicon.ico")
    public Response favicon(@HeaderParam(HttpHeaders.IF_NONE_MATCH) String ifNoneMatch) {
        return send(assets.page("favicon.ico"), "/favicon.ico", ifNoneMatch);
    }

    @GET
    @Path("webjars/{path: .+}")
    public Response webJar(@PathParam("path") String path,
                           @HeaderParam(HttpHeaders.IF_NONE_MATCH) String ifNoneMatch) {
        return send(assets.webJar(path), "/webjars/" + path, ifNoneMatch);
    }

    private static Response send(Optional<Asset> found, String what, String ifNoneMatch) {
        Asset asset = found.orElseThrow(() -> ApiException.notFound("no file " + what));
        if (asset.etag().equals(ifNoneMatch)) {
            return Response.notModified().header(HttpHeaders.ETAG, asset.etag())
                    .header(HttpHeaders.CACHE_CONTROL, "no-cache").build();
        }
        return Response.ok(asset.bytes(), asset.mediaType()).header(HttpHeaders.ETAG, asset.etag())
                .header(HttpHeaders.CACHE_CONTROL, "no-cache").build();
    }
}
