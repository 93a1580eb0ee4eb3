package calhamer.server.http;

import calhamer.wire.WireJson;
import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.ws.rs.ext.ContextResolver;
import jakarta.ws.rs.ext.Provider;

/**
 * Gives Jersey's JSON provider the one JSON configuration of the wire forms ({@link WireJson#mapper()}): what the
 * provider reads (the request records of the endpoints that bind them) and writes (every answer) is read and written
 * as everywhere else.
 */
@Provider
public final class JsonSupport implements ContextResolver<ObjectMapper> {

    @Override
    public ObjectMapper getContext(Class<?> type) {
        return WireJson.mapper();
    }
}
