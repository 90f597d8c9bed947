/**
 * The board model and its notation: holes and jump lines ({@link org.pegatlas.board.Board}), the
 * built-in boards and board files, symmetry groups, and the text users write for holes, positions
 * and jumps ({@link org.pegatlas.board.Positions}, {@link org.pegatlas.board.PositionText},
 * {@link org.pegatlas.board.Jumps}). Positions are {@code long} bit masks, bit {@code h} set when
 * hole {@code h} holds a peg.
 *
 * <p>May use: the JDK only. One known exception, frozen by name in {@code PackageRulesTest} until the
 * engine builds it: {@link org.pegatlas.board.Board#positionKeys()} returns storage's
 * {@link org.pegatlas.storage.PositionKeys} (its callers are the engine's passes).
 */
package org.pegatlas.board;
