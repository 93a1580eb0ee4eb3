/**
 * The HTTP server: {@link calhamer.server.http.CalhamerServer} runs Jersey on Grizzly from a
 * {@link calhamer.server.config.ServerConfig} and stops gracefully, and
 * {@link calhamer.server.http.CalhamerApplication} is the whole Jersey application (resources, services, the JSON
 * configuration of {@link calhamer.server.http.JsonSupport}, the size limit of
 * {@link calhamer.server.http.BodySizeLimit} and the error mapping). In front of Jersey, a package-private Grizzly
 * handler serves the hot POST endpoints ({@code adjudicate}, {@code influence}, {@code orders/legal}) by calling the
 * same resource methods, and another answers requests that cannot be parsed as HTTP with a problem body.
 * {@link calhamer.server.http.LightTraffic} counts the light requests being answered, so that heavy work can give way
 * to them.
 */
package calhamer.server.http;
