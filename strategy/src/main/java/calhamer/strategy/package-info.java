/** The game-independent API and the search and matrix-game algorithms written against it. */
package calhamer.strategy;
