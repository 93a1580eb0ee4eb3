package calhamer.server.error;

import calhamer.wire.UnfitRequestException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * The checks of one request's content that do not depend on one another, run to the end so that the request is
 * refused once naming every field that does not fit (a 422), where stopping at the first refusal would name one: a
 * check's refusal (an unprocessable {@link ApiException}, or a wire reader's {@link UnfitRequestException}) is kept
 * and the next check runs; {@link #refuseIfAny()} then refuses with all of them. Checks that depend on a part (the
 * year of a position) run only when the part was read. Not thread-safe: one per request.
 */
public final class FieldChecks {
    private final List<InvalidInputException> refusals = new ArrayList<>();

    /**
     * Runs a check that reads a part of the request.
     *
     * @return the part, or null when the check refused it (the refusal is kept)
     * @throws ApiException any refusal other than a 422 of the content (400, 404, over budget), at once
     */
    public <T> T read(Supplier<T> check) {
        try {
            return check.get();
        } catch (InvalidInputException e) {
            if (e.status() != 422) {
                throw e;
            }
            refusals.add(e);
        } catch (UnfitRequestException e) {
            refusals.add((InvalidInputException) Problems.clientError(e));
        }
        return null;
    }

    /** Runs a check that reads nothing, keeping its refusal. */
    public void check(Runnable check) {
        read(() -> {
            check.run();
            return null;
        });
    }

    /** Keeps a refusal found without a check: {@code detail} says what, {@code errors} name the fields. */
    public void refuse(String detail, FieldError... errors) {
        refusals.add(ApiException.unprocessable(detail, List.of(errors)));
    }

    /**
     * Keeps the problem of one field, if it has one (in {@link calhamer.wire.errors.Ranges}' words, say).
     *
     * @param problem what is wrong with the field, or null when nothing is
     * @return whether nothing is
     */
    public boolean fits(String field, String problem) {
        if (problem == null) {
            return true;
        }
        refuse(field + " does not fit", new FieldError(field, problem));
        return false;
    }

    /** @return whether a check refused the field or a field within it ({@code options}: {@code options.depth}) */
    public boolean refused(String field) {
        return refusals.stream().flatMap(r -> r.problem().errors().stream()).map(FieldError::field)
                .anyMatch(f -> f.equals(field) || f.startsWith(field + ".") || f.startsWith(field + "["));
    }

    /**
     * @throws InvalidInputException when any check refused: the one refusal as it was, or one naming every field
     *                               of them, their details joined
     */
    public void refuseIfAny() {
        if (refusals.size() == 1) {
            throw refusals.get(0);
        }
        if (!refusals.isEmpty()) {
            throw ApiException.unprocessable("the request does not fit: " + refusals.stream()
                    .map(Throwable::getMessage).collect(Collectors.joining("; ")), refusals.stream()
                    .flatMap(r -> r.problem().errors().stream()).toList());
        }
    }
}
