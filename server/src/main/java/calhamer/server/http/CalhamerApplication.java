package calhamer.server.http;

import calhamer.server.config.ServerConfig;
import calhamer.server.error.ProblemMapper;
import calhamer.server.maps.MapRegistry;
import calhamer.server.resources.HealthResource;
import calhamer.server.resources.MapsResource;
import calhamer.server.resources.OpenApiResource;
import calhamer.server.service.DistanceService;
import org.glassfish.jersey.internal.inject.AbstractBinder;
import org.glassfish.jersey.jackson.JacksonFeature;
import org.glassfish.jersey.server.ResourceConfig;
import org.glassfish.jersey.server.ServerProperties;

/**
 * The whole HTTP application: every resource, the services they are given (one instance each, bound here), the
 * JSON configuration, the body-size limit and the one error mapper. {@code main} and the tests use this same configuration.
 */
public final class CalhamerApplication extends ResourceConfig {

    public CalhamerApplication(ServerConfig config) {
        MapRegistry maps = new MapRegistry(config.dataDir());
        register(JacksonFeature.withoutExceptionMappers());
        register(JsonSupport.class);
        register(new ProblemMapper());
        register(new BodySizeLimit(config.maxBodyBytes()));
        register(new AbstractBinder() {
            @Override
            protected void configure() {
                bind(config).to(ServerConfig.class);
                bind(maps).to(MapRegistry.class);
                bind(new DistanceService()).to(DistanceService.class);
                bind(new OpenApiResource.Document()).to(OpenApiResource.Document.class);
            }
        });
        register(HealthResource.class);
        register(MapsResource.class);
        register(OpenApiResource.class);
        property(ServerProperties.WADL_FEATURE_DISABLE, true);
        property(ServerProperties.BV_FEATURE_DISABLE, true);
        property(ServerProperties.RESPONSE_SET_STATUS_OVER_SEND_ERROR, true);
    }
}
