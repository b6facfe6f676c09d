#include "CRaster.h"
#include <math.h>

// Rows start 4-byte aligned (cairo's strides are multiples of 4), so pixels are read and
// written as whole words: a call to memcpy for each would stay a call in a debug build.
static inline const uint32_t *row_words(const uint8_t *pixels, size_t bytes_per_row, int y) {
    return (const uint32_t *)(const void *)(pixels + (size_t)y * bytes_per_row);
}

int craster_alpha_bounds(const uint8_t *pixels, size_t bytes_per_row, int width, int height,
                         int *min_x, int *min_y, int *max_x, int *max_y) {
    int low_x = width, low_y = height, high_x = -1, high_y = -1;
    for (int y = 0; y < height; y++) {
        const uint32_t *row = row_words(pixels, bytes_per_row, y);
        int first = -1, last = -1;
        for (int x = 0; x < width; x++) {
            if (row[x] >> 24) {
                if (first < 0) first = x;
                last = x;
            }
        }
        if (first < 0) continue;
        if (first < low_x) low_x = first;
        if (last > high_x) high_x = last;
        if (y < low_y) low_y = y;
        high_y = y;
    }
    if (high_x < 0) return 0;
    *min_x = low_x;
    *min_y = low_y;
    *max_x = high_x;
    *max_y = high_y;
    return 1;
}

void craster_extract_alpha(const uint8_t *pixels, size_t bytes_per_row, int left, int top,
                           int region_width, int region_height, uint8_t *alpha) {
    for (int y = 0; y < region_height; y++) {
        const uint32_t *row = row_words(pixels, bytes_per_row, top + y) + left;
        uint8_t *out = alpha + (size_t)y * (size_t)region_width;
        for (int x = 0; x < region_width; x++) out[x] = (uint8_t)(row[x] >> 24);
    }
}

// One horizontal box pass, `source` to `target`, row by row with a running sum.
static void box_horizontal(const uint8_t *source, uint8_t *target, int width, int height, int radius) {
    int64_t span = 2 * (int64_t)radius + 1;
    for (int y = 0; y < height; y++) {
        const uint8_t *in = source + (size_t)y * (size_t)width;
        uint8_t *out = target + (size_t)y * (size_t)width;
        int64_t sum = 0;
        for (int x = -radius; x <= radius; x++) {
            if (x >= 0 && x < width) sum += in[x];
        }
        for (int x = 0; x < width; x++) {
            out[x] = (uint8_t)((sum + span / 2) / span);
            int outgoing = x - radius, incoming = x + radius + 1;
            if (outgoing >= 0) sum -= in[outgoing];
            if (incoming < width) sum += in[incoming];
        }
    }
}

// One vertical box pass: every column's running sum kept in `columns`, the image walked a
// row at a time (the same sums as walking each column, in memory order).
static void box_vertical(const uint8_t *source, uint8_t *target, int64_t *columns, int width, int height, int radius) {
    int64_t span = 2 * (int64_t)radius + 1;
    for (int x = 0; x < width; x++) columns[x] = 0;
    for (int y = -radius; y <= radius; y++) {
        if (y < 0 || y >= height) continue;
        const uint8_t *in = source + (size_t)y * (size_t)width;
        for (int x = 0; x < width; x++) columns[x] += in[x];
    }
    for (int y = 0; y < height; y++) {
        uint8_t *out = target + (size_t)y * (size_t)width;
        for (int x = 0; x < width; x++) out[x] = (uint8_t)((columns[x] + span / 2) / span);
        int outgoing = y - radius, incoming = y + radius + 1;
        if (outgoing >= 0) {
            const uint8_t *in = source + (size_t)outgoing * (size_t)width;
            for (int x = 0; x < width; x++) columns[x] -= in[x];
        }
        if (incoming < height) {
            const uint8_t *in = source + (size_t)incoming * (size_t)width;
            for (int x = 0; x < width; x++) columns[x] += in[x];
        }
    }
}

size_t craster_box_blur_workspace(int width, int height) {
    if (width <= 0 || height <= 0) return 0;
    // The column sums, then the image between passes.
    return (size_t)width + ((size_t)width * (size_t)height + 7) / 8;
}

void craster_box_blur(uint8_t *alpha, int64_t *workspace, int width, int height,
                      int radius0, int radius1, int radius2) {
    if (width <= 0 || height <= 0) return;
    int64_t *columns = workspace;
    uint8_t *scratch = (uint8_t *)(void *)(workspace + width);
    const int radii[3] = {radius0, radius1, radius2};
    for (int i = 0; i < 3; i++) {
        box_horizontal(alpha, scratch, width, height, radii[i]);
        box_vertical(scratch, alpha, columns, width, height, radii[i]);
    }
}

static inline double unit(double value) {
    return value < 0 ? 0 : (value > 1 ? 1 : value);
}

void craster_paint_shadow(uint8_t *target, size_t bytes_per_row, int left, int top,
                          const uint8_t *alpha, int region_width, int region_height,
                          double opacity, double red, double green, double blue) {
    double r = unit(red), g = unit(green), b = unit(blue);
    for (int y = 0; y < region_height; y++) {
        const uint8_t *in = alpha + (size_t)y * (size_t)region_width;
        uint32_t *row = (uint32_t *)(void *)(target + (size_t)(top + y) * bytes_per_row) + left;
        for (int x = 0; x < region_width; x++) {
            double a = (double)in[x] * opacity;
            if (!(a > 0)) continue;
            uint32_t pixel = (uint32_t)round(a) << 24 | (uint32_t)round(r * a) << 16
                | (uint32_t)round(g * a) << 8 | (uint32_t)round(b * a);
            row[x] = pixel;
        }
    }
}
