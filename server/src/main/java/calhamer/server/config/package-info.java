/**
 * The server's configuration: {@link calhamer.server.config.ServerConfig} holds every setting (interface and port, data
 * directory, largest request body, the budgets of order sets, matrix cells, solve states and search time, the heavy
 * requests served at once, the shutdown grace). {@link calhamer.server.config.ServerOptions} reads each setting from
 * its command-line flag, falling back to its environment variable and then to the default;
 * {@link calhamer.server.config.FlagChecks} names every flag out of its range, with the range.
 */
package calhamer.server.config;
