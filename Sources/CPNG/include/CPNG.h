#ifndef CPNG_H
#define CPNG_H
// PNG decoding to straight (not premultiplied) 8-bit RGBA through libpng, with no colour
// or gamma conversion: the bytes a PNG stores, as pixelmatch and browsers' canvas read them;
// and PNG encoding of cairo's pixels with a deflate writer of its own.
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Reads the width and height from a PNG's header without decoding it. Returns 0 on
/// success, -1 when the data is not a readable PNG header.
int cpng_read_size(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height);

/// Decodes a PNG to RGBA rows (4 bytes a pixel, width * 4 bytes a row) into `pixels`, which
/// must hold width * height * 4 bytes. Returns 0 on success, or -1 with libpng's message
/// in `error` (NUL-terminated, at most `error_capacity` bytes).
int cpng_decode_rgba(const uint8_t *data, size_t size, uint8_t *pixels, size_t pixels_size,
                     char *error, int error_capacity);

/// Encodes premultiplied ARGB32 pixels (cairo's format: one native-endian 32-bit word a
/// pixel, alpha in the high byte; `stride` bytes a row) as an 8-bit PNG: RGB when every
/// pixel is opaque, else straight RGBA (un-premultiplied as cairo does). Each row gets the
/// Up or the Sub filter, whichever's bytes sum smaller (libpng's measure), and the rows are
/// compressed by the encoder's own deflate writer (matches at a few fixed distances, then
/// through a small hash table; dynamic Huffman codes per block). The same pixels always give
/// the same bytes.
/// Returns 0 and the PNG in `*out` (`*out_size` bytes; free it with `cpng_free`), or -1 with
/// a message in `error` (NUL-terminated, at most `error_capacity` bytes).
int cpng_encode_argb32(const uint8_t *pixels, int width, int height, int stride,
                       uint8_t **out, size_t *out_size, char *error, int error_capacity);

/// Frees a buffer `cpng_encode_argb32` returned.
void cpng_free(uint8_t *buffer);

#ifdef __cplusplus
}
#endif
#endif
