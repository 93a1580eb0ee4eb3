/** Games plugged into the game API, one package each. */
package calhamer.games;
