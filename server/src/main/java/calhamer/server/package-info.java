/** The HTTP service and the command line. */
package calhamer.server;
