package calhamer.server.http;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.ws.rs.ext.ContextResolver;
import jakarta.ws.rs.ext.Provider;

/** The one JSON configuration of the API: strict on input (unknown fields and trailing text are errors). */
@Provider
public final class JsonSupport implements ContextResolver<ObjectMapper> {
    private static final ObjectMapper MAPPER = create();

    /** @return a new mapper configured as the API reads and writes JSON */
    public static ObjectMapper create() {
        return new ObjectMapper()
                .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
                .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES);
    }

    /** @return the shared mapper (thread-safe once configured) */
    public static ObjectMapper mapper() {
        return MAPPER;
    }

    @Override
    public ObjectMapper getContext(Class<?> type) {
        return MAPPER;
    }
}
