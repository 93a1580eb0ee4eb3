/**
 * {@link calhamer.server.web.StaticAssets} reads the browser page's files from the jar: the page under {@code web/} and
 * front-end libraries from WebJars, each file read once and kept with its media type and entity tag. Only plain
 * relative paths to files are served.
 */
package calhamer.server.web;
