/**
 * Sorted runs of (key, count): in memory ({@link org.pegatlas.engine.runs.Run}) or spilled to a
 * scratch file ({@link org.pegatlas.engine.runs.SpilledRun}), read through cursors and merged k
 * ways into one ascending run, counts of equal keys summed. The disk machinery under a level too
 * large for memory.
 *
 * <p>May use: {@code storage}.
 */
package org.pegatlas.engine.runs;
