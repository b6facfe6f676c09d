#ifndef CPNG_H
#define CPNG_H
// PNG decoding to straight (not premultiplied) 8-bit RGBA through libpng, with no colour
// or gamma conversion: the bytes a PNG stores, as pixelmatch and browsers' canvas read them.
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

#ifdef __cplusplus
}
#endif
#endif
