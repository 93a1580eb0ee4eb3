package calhamer.server.http;

import jakarta.annotation.Priority;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.container.ContainerResponseFilter;
import jakarta.ws.rs.container.PreMatching;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Pattern;

/**
 * Counts the light requests being answered (every request but the heavy ones: order choice, matrix solving, game
 * moves and solves), so that heavy work can give way to them ({@code HeavyWork}'s threads pause at their checks while
 * any is in flight).
 */
@PreMatching
@Priority(Priorities.USER)
public final class LightTraffic implements ContainerRequestFilter, ContainerResponseFilter {
    /** The paths of heavy requests. */
    private static final Pattern HEAVY = Pattern.compile(
            "/?(maps/[^/]+/orders/choose|matrix/solve|games/[^/]+/(move|solve))/?");
    private static final String COUNTED = LightTraffic.class.getName();
    private final AtomicInteger inFlight = new AtomicInteger();

    /** Counts a light request served outside Jersey ({@code FastEndpoints}) until {@link #leave()}. */
    void enter() {
        inFlight.incrementAndGet();
    }

    /** Ends what {@link #enter()} began. */
    void leave() {
        inFlight.decrementAndGet();
    }

    /** @return the light requests being answered now */
    public int inFlight() {
        return inFlight.get();
    }

    @Override
    public void filter(ContainerRequestContext request) {
        if (!HEAVY.matcher(request.getUriInfo().getPath()).matches()) {
            request.setProperty(COUNTED, Boolean.TRUE);
            inFlight.incrementAndGet();
        }
    }

    @Override
    public void filter(ContainerRequestContext request, ContainerResponseContext response) {
        if (request.getProperty(COUNTED) != null) {
            request.removeProperty(COUNTED);
            inFlight.decrementAndGet();
        }
    }
}
