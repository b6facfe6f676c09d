// A PNG encoder for cairo's premultiplied ARGB32 pixels: a filter chosen per row by
// libpng's measure (between Up and Sub), compression with libdeflate (faster than zlib at the
// same or a better ratio).
#include "CPNG.h"
#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>

static void cpng_encode_error(char *target, int capacity, const char *message) {
    if (target == NULL || capacity <= 0) return;
    strncpy(target, message, (size_t)capacity - 1);
    target[capacity - 1] = '\0';
}

static void cpng_put32(uint8_t *target, uint32_t value) {
    target[0] = (uint8_t)(value >> 24);
    target[1] = (uint8_t)(value >> 16);
    target[2] = (uint8_t)(value >> 8);
    target[3] = (uint8_t)value;
}

// Writes one chunk (length, type, data, CRC of type and data) at `target`; returns its size.
static size_t cpng_chunk(uint8_t *target, const char *type, const uint8_t *data, size_t length) {
    cpng_put32(target, (uint32_t)length);
    memcpy(target + 4, type, 4);
    if (length > 0) memcpy(target + 8, data, length);
    uint32_t crc = libdeflate_crc32(0, target + 4, length + 4);
    cpng_put32(target + 8 + length, crc);
    return length + 12;
}

// The sum of a filtered row's bytes read as signed: libpng's measure of how well a filter
// did (smaller compresses better).
static uint64_t cpng_signed_sum(const uint8_t *bytes, size_t length) {
    uint64_t sum = 0;
    for (size_t i = 0; i < length; i++) {
        int value = (int8_t)bytes[i];
        sum += (uint64_t)(value < 0 ? -value : value);
    }
    return sum;
}

// Filters `row` into `out` (1 + length bytes): Up (the row above subtracted) or Sub (the
// pixel to the left subtracted), whichever sums smaller, as libpng's heuristic would choose
// between them. Up leaves a row equal to the one above all zeros, which ends the choice.
// Two tight passes a row keep filtering cheaper than compressing.
static void cpng_filter_row(const uint8_t *row, const uint8_t *previous, size_t length, int bpp,
                            uint8_t *out, uint8_t *scratch) {
    uint8_t *up = out + 1;
    for (size_t i = 0; i < length; i++) up[i] = (uint8_t)(row[i] - previous[i]);
    uint64_t up_sum = cpng_signed_sum(up, length);
    out[0] = 2;
    if (up_sum == 0) return;
    for (size_t i = 0; i < (size_t)bpp && i < length; i++) scratch[i] = row[i];
    for (size_t i = (size_t)bpp; i < length; i++) scratch[i] = (uint8_t)(row[i] - row[i - bpp]);
    if (cpng_signed_sum(scratch, length) < up_sum) {
        out[0] = 1;
        memcpy(up, scratch, length);
    }
}

// An opaque row's RGB bytes.
static void cpng_pack_rgb(const uint32_t *source, int width, uint8_t *target) {
    for (int x = 0; x < width; x++) {
        uint32_t pixel = source[x];
        target[0] = (uint8_t)(pixel >> 16);
        target[1] = (uint8_t)(pixel >> 8);
        target[2] = (uint8_t)pixel;
        target += 3;
    }
}

// A row's straight RGBA bytes, un-premultiplied as cairo does, so the PNG holds what cairo's
// would.
static void cpng_pack_rgba(const uint32_t *source, int width, uint8_t *target) {
    for (int x = 0; x < width; x++) {
        uint32_t pixel = source[x];
        uint32_t alpha = pixel >> 24;
        uint32_t red = (pixel >> 16) & 0xFF, green = (pixel >> 8) & 0xFF, blue = pixel & 0xFF;
        if (alpha != 0xFF && alpha != 0) {
            red = (red * 255 + alpha / 2) / alpha;
            green = (green * 255 + alpha / 2) / alpha;
            blue = (blue * 255 + alpha / 2) / alpha;
        } else if (alpha == 0) {
            red = green = blue = 0;
        }
        target[0] = (uint8_t)red;
        target[1] = (uint8_t)green;
        target[2] = (uint8_t)blue;
        target[3] = (uint8_t)alpha;
        target += 4;
    }
}

int cpng_encode_argb32(const uint8_t *pixels, int width, int height, int stride, int level,
                       uint8_t **out, size_t *out_size, char *error, int error_capacity) {
    *out = NULL;
    *out_size = 0;
    if (width <= 0 || height <= 0 || stride < width * 4) {
        cpng_encode_error(error, error_capacity, "the image has no pixels or its rows are too short");
        return -1;
    }
    int opaque = 1;
    for (int y = 0; y < height && opaque; y++) {
        const uint32_t *row = (const uint32_t *)(pixels + (size_t)y * (size_t)stride);
        uint32_t all = 0xFF000000u;
        for (int x = 0; x < width; x++) all &= row[x];
        opaque = (all & 0xFF000000u) == 0xFF000000u;
    }
    int bpp = opaque ? 3 : 4;
    size_t row_length = (size_t)width * (size_t)bpp;
    size_t filtered_size = (row_length + 1) * (size_t)height;
    uint8_t *filtered = malloc(filtered_size);
    uint8_t *rows = calloc(2, row_length);
    uint8_t *scratch = malloc(row_length);
    if (filtered == NULL || rows == NULL || scratch == NULL) {
        free(filtered); free(rows); free(scratch);
        cpng_encode_error(error, error_capacity, "out of memory for the image's rows");
        return -1;
    }
    uint8_t *current = rows, *previous = rows + row_length;
    for (int y = 0; y < height; y++) {
        const uint32_t *source = (const uint32_t *)(pixels + (size_t)y * (size_t)stride);
        uint8_t *target_row = filtered + (size_t)y * (row_length + 1);
        // A row equal to the one above (flat backgrounds) filters to all zeros with Up; the
        // packed row above stays the previous row.
        if (y > 0 && memcmp(source, pixels + (size_t)(y - 1) * (size_t)stride, (size_t)width * 4) == 0) {
            target_row[0] = 2;
            memset(target_row + 1, 0, row_length);
            continue;
        }
        if (opaque) {
            cpng_pack_rgb(source, width, current);
        } else {
            cpng_pack_rgba(source, width, current);
        }
        cpng_filter_row(current, previous, row_length, bpp, target_row, scratch);
        uint8_t *swap = previous;
        previous = current;
        current = swap;
    }
    free(rows);
    free(scratch);

    struct libdeflate_compressor *compressor = libdeflate_alloc_compressor(level);
    if (compressor == NULL) {
        free(filtered);
        cpng_encode_error(error, error_capacity, "libdeflate could not make a compressor at that level");
        return -1;
    }
    size_t bound = libdeflate_zlib_compress_bound(compressor, filtered_size);
    // Signature (8), IHDR (25), IDAT (12 + data), IEND (12).
    uint8_t *png = malloc(8 + 25 + 12 + bound + 12);
    uint8_t *compressed = malloc(bound);
    if (png == NULL || compressed == NULL) {
        free(png); free(compressed); free(filtered);
        libdeflate_free_compressor(compressor);
        cpng_encode_error(error, error_capacity, "out of memory for the compressed image");
        return -1;
    }
    size_t compressed_size = libdeflate_zlib_compress(compressor, filtered, filtered_size, compressed, bound);
    libdeflate_free_compressor(compressor);
    free(filtered);
    if (compressed_size == 0) {
        free(png); free(compressed);
        cpng_encode_error(error, error_capacity, "libdeflate could not compress the image");
        return -1;
    }
    static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A};
    memcpy(png, signature, 8);
    uint8_t header[13];
    cpng_put32(header, (uint32_t)width);
    cpng_put32(header + 4, (uint32_t)height);
    header[8] = 8;                 // bit depth
    header[9] = opaque ? 2 : 6;    // RGB or RGBA
    header[10] = 0;                // deflate
    header[11] = 0;                // adaptive filtering
    header[12] = 0;                // no interlace
    size_t size = 8;
    size += cpng_chunk(png + size, "IHDR", header, 13);
    size += cpng_chunk(png + size, "IDAT", compressed, compressed_size);
    size += cpng_chunk(png + size, "IEND", NULL, 0);
    free(compressed);
    *out = png;
    *out_size = size;
    return 0;
}

void cpng_free(uint8_t *buffer) {
    free(buffer);
}

const char *cpng_deflate_version(void) {
    return LIBDEFLATE_VERSION_STRING;
}
