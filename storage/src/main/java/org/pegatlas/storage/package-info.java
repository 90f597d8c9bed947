/**
 * File formats and the output directory: level set files (sorted keys), count files, position
 * keys, wide counts, the manifest and atomic, checksummed writes. Knows nothing of boards or
 * problems: positions are {@code long} masks and keys.
 *
 * <p>May use: the JDK and RoaringBitmap.
 */
package org.pegatlas.storage;
