/** JMH benchmarks of the hot paths. */
package calhamer.benchmarks;
