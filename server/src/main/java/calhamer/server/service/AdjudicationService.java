package calhamer.server.service;

import calhamer.adjudicator.LegalOrders.UnitOrders;
import calhamer.adjudicator.OrdersRefusedException;
import calhamer.adjudicator.position.Phase;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.Season;
import calhamer.adjudicator.result.OrderResult;
import calhamer.adjudicator.result.PhaseResult;
import calhamer.adjudicator.rules.AdjudicationOptions;
import calhamer.adjudicator.rules.Edition;
import calhamer.server.error.ApiException;
import calhamer.server.error.FieldError;
import calhamer.server.mapstore.MapContext;
import calhamer.wire.adjudication.AdjudicationRequest;
import java.util.ArrayList;
import java.util.List;

/**
 * Adjudication and legal orders for {@code POST /maps/{id}/adjudicate} and {@code /orders/legal}, and the
 * {@code adjudicate} command: requests as the wire readers give them, answers as domain results for the wire
 * writers.
 */
public final class AdjudicationService {

    /**
     * @return the adjudicated phase
     * @throws ApiException 400 without a request, 422 for a phase after the last year, an unknown edition, or (strict)
     *                      invalid orders
     */
    public PhaseResult adjudicate(MapContext context, AdjudicationRequest request) {
        RequestBodies.require(request, "{\"position\": ..., \"orders\": ... (optional), \"options\": ... (optional)}");
        checkYear(request.position());
        AdjudicationOptions options = options(request.options());
        try {
            return context.adjudicator().adjudicate(request.position(), request.orders(), options);
        } catch (OrdersRefusedException e) {
            List<FieldError> errors = new ArrayList<>();
            for (OrderResult r : e.invalid()) {
                errors.add(new FieldError("orders." + r.power() + "[" + r.index() + "]", r.detail()));
            }
            throw ApiException.unprocessable("strict: " + errors.size() + " invalid order(s)", errors);
        }
    }

    private static void checkYear(Position position) {
        if (position.phase().year() == Phase.MAX_YEAR && position.phase().season() != Season.SPRING) {
            throw ApiException.unprocessable("years end at " + Phase.MAX_YEAR + ": no phase may follow "
                    + position.phase(), List.of(new FieldError("position.phase", "the next phase might be in year "
                    + (Phase.MAX_YEAR + 1) + "; positions may be adjudicated up to the spring of " + Phase.MAX_YEAR)));
        }
    }

    /**
     * @param position the body's position, or null without a body
     * @return every legal order of every unit (adjustments: of every power) that has something to do
     */
    public List<UnitOrders> legal(MapContext context, Position position) {
        RequestBodies.require(position, "holding a position: {\"phase\": ..., \"units\": ..., \"centers\": ...}");
        return context.legalOrders().of(position);
    }

    private static AdjudicationOptions options(AdjudicationRequest.Options o) {
        AdjudicationOptions options = AdjudicationOptions.DEFAULT;
        if (o == null) {
            return options;
        }
        if (o.edition() != null) {
            try {
                options = options.withEdition(Edition.parse(o.edition()));
            } catch (IllegalArgumentException e) {
                throw ApiException.unprocessable("unknown rulebook edition",
                        List.of(new FieldError("options.edition", e.getMessage())));
            }
        }
        return Boolean.TRUE.equals(o.strict()) ? options.withStrict(true) : options;
    }
}
