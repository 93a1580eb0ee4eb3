package calhamer.server.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.server.config.ServerConfig;
import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import org.glassfish.jersey.server.model.Resource;
import org.glassfish.jersey.server.model.ResourceMethod;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The served OpenAPI document lists every path and method the application really has. */
class OpenApiTest {
    @TempDir
    Path data;

    @Test
    void everyEndpointIsDocumented() {
        CalhamerApplication app = new CalhamerApplication(ServerConfig.defaults().withDataDir(data));
        Set<String> served = new TreeSet<>();
        Set<Class<?>> resources = new java.util.HashSet<>(app.getClasses());
        app.getInstances().forEach(i -> resources.add(i.getClass()));
        for (Class<?> c : resources) {
            if (c.isAnnotationPresent(jakarta.ws.rs.Path.class)) {
                Resource r = Resource.from(c);
                collect(r, "", served);
            }
        }
        try (ServerHarness http = new ServerHarness(data)) {
            JsonNode doc = http.get("/openapi.json").body();
            assertEquals("3.1.0", doc.get("openapi").asText());
            Set<String> documented = new TreeSet<>();
            doc.get("paths").fields().forEachRemaining(e -> e.getValue().fieldNames()
                    .forEachRemaining(m -> documented.add(m.toUpperCase(Locale.ROOT) + " " + e.getKey())));
            assertTrue(served.size() >= 8, served.toString());
            assertEquals(served, documented);
        }
    }

    private static void collect(Resource r, String prefix, Set<String> out) {
        String path = (prefix + "/" + r.getPath()).replaceAll("/+", "/").replaceAll("\\{(\\w+):[^}]*}", "{$1}");
        if (path.length() > 1 && path.endsWith("/")) {
            path = path.substring(0, path.length() - 1);
        }
        for (ResourceMethod m : r.getResourceMethods()) {
            out.add(m.getHttpMethod() + " " + path);
        }
        for (Resource child : r.getChildResources()) {
            collect(child, path, out);
        }
    }
}
