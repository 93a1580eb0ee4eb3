/**
 * Reading errors in Calhamer's words, shared by the server, the command line and the forms' readers: a body that is
 * not JSON ({@link calhamer.wire.errors.SyntaxErrors}: line, column, field, what was expected there and what was
 * found, never Jackson's phrases), a value of the wrong shape ({@link calhamer.wire.errors.ShapeErrors}; every field
 * of a form at fault by {@link calhamer.wire.errors.FormShapes}), a value outside its range
 * ({@link calhamer.wire.errors.Ranges}); whole numbers read with their type's range
 * ({@link calhamer.wire.errors.WholeNumbers}, refusing with {@link calhamer.wire.errors.WordedMismatchException});
 * fields' paths ({@link calhamer.wire.errors.JsonPaths}) and one error's place and words
 * ({@link calhamer.wire.errors.JsonError}).
 */
package calhamer.wire.errors;
