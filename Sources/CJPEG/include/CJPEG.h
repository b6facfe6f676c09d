#ifndef CJPEG_H
#define CJPEG_H
// JPEG decoding through libjpeg (libjpeg-turbo on Debian) into cairo's ARGB32 layout
// (premultiplied, native-endian 32-bit pixels; JPEGs are opaque, so alpha is 255). The
// EXIF orientation tag is read too, since a UIImage made from a camera JPEG carries it.
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Reads a JPEG's pixel size and EXIF orientation (1-8; 1 when it has none) without
/// decoding its pixels. Returns 0 on success, or -1 with libjpeg's message in `error`.
int cjpeg_read_header(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height, int *orientation,
                      char *error, int error_capacity);

/// Decodes a JPEG into `pixels`: `height` rows of `stride` bytes, 4 bytes a pixel in cairo's
/// ARGB32 layout. Grayscale, YCbCr, RGB, CMYK and YCCK JPEGs are converted to RGB. Returns 0
/// on success, or -1 with libjpeg's message in `error` (NUL-terminated, at most
/// `error_capacity` bytes).
int cjpeg_decode_argb32(const uint8_t *data, size_t size, uint8_t *pixels, size_t stride, uint32_t width, uint32_t height,
                        char *error, int error_capacity);

#ifdef __cplusplus
}
#endif
#endif
