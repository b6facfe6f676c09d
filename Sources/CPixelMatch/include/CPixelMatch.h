#ifndef CPIXELMATCH_H
#define CPIXELMATCH_H
// A pixel differ compatible with pixelmatch 7.x: YIQ colour distance against a threshold,
// anti-aliased pixels detected and left out, semi-transparent pixels blended against a
// checkerboard. Written in C so its loops stay fast in unoptimized (debug) test builds.
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct {
    /// Matching threshold from 0 to 1; smaller is more sensitive (pixelmatch: 0.1).
    double threshold;
    /// Count anti-aliased pixels as different instead of leaving them out.
    int include_antialiasing;
    /// Opacity of the faded reference in the diff image (pixelmatch: 0.1).
    double alpha;
    uint8_t antialiasing_color[3];
    uint8_t diff_color[3];
    /// Colour for pixels where the second image is darker; used when `use_alt_color`.
    uint8_t diff_color_alt[3];
    int use_alt_color;
    /// Draw only the differences over a transparent background.
    int diff_mask;
} cpm_options;

typedef struct {
    int64_t different_pixels;
    int64_t antialiased_pixels;
} cpm_result;

/// Compares two straight RGBA images of `width` x `height` (4 bytes a pixel, rows packed).
/// When `output` is not NULL it receives the diff image (same layout).
cpm_result cpm_compare(const uint8_t *first, const uint8_t *second, uint8_t *output,
                       uint32_t width, uint32_t height, const cpm_options *options);

/// A 128-bit hash of `length` bytes into `out` (not cryptographic; for recognising identical
/// pixels and files quickly), in one pass.
void cpm_hash128(const uint8_t *data, size_t length, uint64_t out[2]);

/// Whether the straight RGBA row `rgba` (4 bytes a pixel) holds exactly the pixels of the
/// premultiplied native-endian ARGB32 row `argb` once unpremultiplied as cairo does when it
/// writes a PNG (`(c * 255 + a / 2) / a`, transparent pixels all zero); 1 or 0.
int cpm_row_equals_unpremultiplied(const uint8_t *rgba, const uint8_t *argb, uint32_t width);

#ifdef __cplusplus
}
#endif
#endif
