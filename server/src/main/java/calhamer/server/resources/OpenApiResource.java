package calhamer.server.resources;

import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** {@code GET /openapi.json}: the OpenAPI 3 description of every endpoint (a resource file kept beside the code). */
@Path("/openapi.json")
public final class OpenApiResource {
    private final Document document;

    @Inject
    public OpenApiResource(Document document) {
        this.document = document;
    }

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    public String get() {
        return document.text();
    }

    /** The document, read once from the jar. */
    public static final class Document {
        private final String text;

        public Document() {
            try (InputStream in = OpenApiResource.class.getResourceAsStream("/calhamer/server/openapi.json")) {
                if (in == null) {
                    throw new IllegalStateException("openapi.json is missing from the jar");
                }
                text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        /** @return the OpenAPI JSON text */
        public String text() {
            return text;
        }
    }
}
