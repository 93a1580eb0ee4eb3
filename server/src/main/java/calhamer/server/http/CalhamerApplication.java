package calhamer.server.http;

import calhamer.server.config.ServerConfig;
import calhamer.server.error.ProblemMappers;
import calhamer.server.mapstore.MapRegistry;
import calhamer.server.resources.HealthResource;
import calhamer.server.resources.MapsResource;
import calhamer.server.resources.OpenApiResource;
import calhamer.server.resources.PageResource;
import calhamer.server.resources.MatrixResource;
import calhamer.server.resources.GamesResource;
import calhamer.server.resources.PositionsResource;
import calhamer.server.service.AdjudicationService;
import calhamer.server.service.DistanceService;
import calhamer.server.service.GamesService;
import calhamer.server.service.InfluenceService;
import calhamer.server.service.HeavyWork;
import calhamer.server.service.MatrixService;
import calhamer.server.service.OrdersService;
import calhamer.server.web.StaticAssets;
import calhamer.strategy.game.GameRegistry;
import org.glassfish.jersey.internal.inject.AbstractBinder;
import org.glassfish.jersey.jackson.JacksonFeature;
import org.glassfish.jersey.server.ResourceConfig;
import org.glassfish.jersey.server.ServerProperties;
import org.glassfish.jersey.server.spi.Container;
import org.glassfish.jersey.server.spi.ContainerLifecycleListener;

/**
 * The whole HTTP application: every resource, the services they are given (one instance each, bound here), the
 * JSON configuration, the body-size limit and the one error mapper. {@code main} and the tests use this same configuration.
 */
public final class CalhamerApplication extends ResourceConfig {
    private final MapRegistry maps;
    private final LightTraffic light;
    private final PositionsResource positions;

    public CalhamerApplication(ServerConfig config) {
        MapRegistry maps = new MapRegistry(config.dataDir());
        this.maps = maps;
        this.light = new LightTraffic();
        HeavyWork heavy = new HeavyWork(config, light::inFlight);
        this.positions = new PositionsResource(maps, new AdjudicationService(), new InfluenceService(),
                new OrdersService(config, heavy));
        register(JacksonFeature.withoutExceptionMappers());
        register(JsonSupport.class);
        ProblemMappers.all().forEach(this::register);
        register(new BodySizeLimit(config.maxBodyBytes()));
        register(light);
        register(new AbstractBinder() {
            @Override
            protected void configure() {
                bind(config).to(ServerConfig.class);
                bind(maps).to(MapRegistry.class);
                bind(new DistanceService()).to(DistanceService.class);
                bind(heavy).to(HeavyWork.class);
                bind(new GamesService(GameRegistry.load(), config, heavy, maps::find)).to(GamesService.class);
                bind(new MatrixService(config, heavy)).to(MatrixService.class);
                bind(new OpenApiResource.Document()).to(OpenApiResource.Document.class);
                bind(new StaticAssets()).to(StaticAssets.class);
            }
        });
        register(HealthResource.class);
        register(MapsResource.class);
        register(OpenApiResource.class);
        register(MatrixResource.class);
        register(positions);
        register(GamesResource.class);
        register(PageResource.class);
        register(new ContainerLifecycleListener() {
            @Override
            public void onStartup(Container container) {
            }

            @Override
            public void onReload(Container container) {
            }

            @Override
            public void onShutdown(Container container) {
                heavy.close();
            }
        });
        property(ServerProperties.WADL_FEATURE_DISABLE, true);
        property(ServerProperties.BV_FEATURE_DISABLE, true);
        property(ServerProperties.RESPONSE_SET_STATUS_OVER_SEND_ERROR, true);
    }

    /** @return the maps every endpoint reads (bundled and uploaded) */
    MapRegistry maps() {
        return maps;
    }

    /** @return the count of light requests in flight, which heavy work gives way to */
    LightTraffic light() {
        return light;
    }

    /** @return the resource of the position endpoints, which the lean handler calls too */
    PositionsResource positions() {
        return positions;
    }
}
