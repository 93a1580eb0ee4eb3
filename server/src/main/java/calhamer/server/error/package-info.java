/**
 * The API's errors and their one JSON body: services throw an {@link calhamer.server.error.ApiException} of the kind
 * its meaning gives ({@link calhamer.server.error.InvalidInputException},
 * {@link calhamer.server.error.BudgetExceededException}, {@link calhamer.server.error.BusyException},
 * {@link calhamer.server.error.NotFoundException}, {@link calhamer.server.error.ConflictException}), and
 * {@link calhamer.server.error.ProblemMappers} answers each kind, and every other throwable, with a
 * {@link calhamer.server.error.Problem}: the RFC 9457 {@code application/problem+json} body, whose
 * {@link calhamer.server.error.FieldError}s name the offending fields. {@link calhamer.server.error.Problems} holds the
 * rules for exceptions that are not API exceptions (the wire readers' refusals, Jackson's reading errors, the HTTP
 * layer's refusals; anything else is a 500 whose id is logged), shared by the HTTP mappers and the offline commands.
 * {@link calhamer.server.error.FieldChecks} runs a request's independent checks to the end, so that one refusal names
 * every field that does not fit.
 * {@link calhamer.server.error.BodyTooLargeException} is raised while reading a body over the limit.
 */
package calhamer.server.error;
