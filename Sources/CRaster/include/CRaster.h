#ifndef CRASTER_H
#define CRASTER_H
// The per-pixel loops of a drop shadow (Rendering's `Bitmap.shadow`): finding the drawn part,
// blurring its alpha with three box blurs, and painting the shadow colour through it. Written
// in C so they stay fast in unoptimized (debug) builds, where the same loops in Swift spent
// most of a shadowed screen's render. Integer arithmetic for the blur and C's `round` for the
// colours: the very values the Swift loops gave, on every machine.
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The smallest rectangle holding every pixel whose alpha is not zero, in an image of
/// `width` x `height` 32-bit pixels (alpha in the top byte of each native-endian word, rows
/// `bytes_per_row` apart). Returns 0, leaving the outputs alone, when every alpha is zero.
int craster_alpha_bounds(const uint8_t *pixels, size_t bytes_per_row, int width, int height,
                         int *min_x, int *min_y, int *max_x, int *max_y);

/// Copies the alpha of the `region_width` x `region_height` pixels at (`left`, `top`) into
/// `alpha`, rows packed.
void craster_extract_alpha(const uint8_t *pixels, size_t bytes_per_row, int left, int top,
                           int region_width, int region_height, uint8_t *alpha);

/// The 64-bit words of workspace `craster_box_blur` needs for a `width` x `height` image.
size_t craster_box_blur_workspace(int width, int height);

/// Blurs `alpha` (`width` x `height`, rows packed) with a box blur of each of the three radii
/// in turn, horizontally then vertically; `workspace` holds `craster_box_blur_workspace`
/// words. Each output is the rounded mean of the `2r + 1` inputs around it (those outside
/// the image count as zero).
void craster_box_blur(uint8_t *alpha, int64_t *workspace, int width, int height,
                      int radius0, int radius1, int radius2);

/// Writes the shadow colour (`red`, `green`, `blue` from 0 to 1) through `alpha` times
/// `opacity` into the `region_width` x `region_height` pixels at (`left`, `top`) of
/// `target`, premultiplied; pixels whose alpha comes to zero are left as they are.
void craster_paint_shadow(uint8_t *target, size_t bytes_per_row, int left, int top,
                          const uint8_t *alpha, int region_width, int region_height,
                          double opacity, double red, double green, double blue);

#ifdef __cplusplus
}
#endif

#endif
