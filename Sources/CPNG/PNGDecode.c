#include "CPNG.h"
#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    const uint8_t *data;
    size_t size;
    size_t offset;
    char *error;
    int error_capacity;
} cpng_source;

static void cpng_copy(char *target, int capacity, const char *message) {
    if (target == NULL || capacity <= 0) return;
    strncpy(target, message, (size_t)capacity - 1);
    target[capacity - 1] = '\0';
}

static void cpng_read(png_structp png, png_bytep out, png_size_t length) {
    cpng_source *source = (cpng_source *)png_get_io_ptr(png);
    if (source->offset + length > source->size) {
        png_error(png, "the data ends before the image does");
        return;
    }
    memcpy(out, source->data + source->offset, length);
    source->offset += length;
}

static void cpng_error(png_structp png, png_const_charp message) {
    cpng_source *source = (cpng_source *)png_get_error_ptr(png);
    if (source != NULL) cpng_copy(source->error, source->error_capacity, message);
    png_longjmp(png, 1);
}

static void cpng_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

int cpng_read_size(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height) {
    static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A};
    if (size < 24 || memcmp(data, signature, 8) != 0 || memcmp(data + 12, "IHDR", 4) != 0) return -1;
    *width = (uint32_t)data[16] << 24 | (uint32_t)data[17] << 16 | (uint32_t)data[18] << 8 | data[19];
    *height = (uint32_t)data[20] << 24 | (uint32_t)data[21] << 16 | (uint32_t)data[22] << 8 | data[23];
    return 0;
}

int cpng_decode_rgba(const uint8_t *data, size_t size, uint8_t *pixels, size_t pixels_size,
                     char *error, int error_capacity) {
    cpng_source source = {data, size, 0, error, error_capacity};
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &source, cpng_error, cpng_warning);
    if (png == NULL) {
        cpng_copy(error, error_capacity, "libpng could not start");
        return -1;
    }
    png_infop info = png_create_info_struct(png);
    png_bytep *volatile rows = NULL;
    if (info == NULL || setjmp(png_jmpbuf(png))) {
        free(rows);
        png_destroy_read_struct(&png, info ? &info : NULL, NULL);
        return -1;
    }
    png_set_read_fn(png, &source, cpng_read);
    png_read_info(png, info);
    png_uint_32 width = png_get_image_width(png, info);
    png_uint_32 height = png_get_image_height(png, info);
    if ((size_t)width * height * 4 != pixels_size) {
        cpng_copy(error, error_capacity, "the image size does not match the header");
        png_destroy_read_struct(&png, &info, NULL);
        return -1;
    }
    int color_type = png_get_color_type(png, info);
    // Expand everything to 8-bit RGBA without touching the values: no gamma handling.
    if (png_get_bit_depth(png, info) == 16) png_set_strip_16(png);
    if (color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (color_type == PNG_COLOR_TYPE_GRAY && png_get_bit_depth(png, info) < 8) png_set_expand_gray_1_2_4_to_8(png);
    if (png_get_valid(png, info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(png);
    if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    if (!(color_type & PNG_COLOR_MASK_ALPHA) && !png_get_valid(png, info, PNG_INFO_tRNS)) {
        png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
    }
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)width * 4) {
        cpng_copy(error, error_capacity, "unsupported PNG layout");
        png_destroy_read_struct(&png, &info, NULL);
        return -1;
    }
    rows = malloc(sizeof(png_bytep) * height);
    if (rows == NULL) {
        cpng_copy(error, error_capacity, "out of memory");
        png_destroy_read_struct(&png, &info, NULL);
        return -1;
    }
    for (png_uint_32 y = 0; y < height; y++) rows[y] = pixels + (size_t)y * width * 4;
    png_read_image(png, rows);
    png_read_end(png, NULL);
    free(rows);
    png_destroy_read_struct(&png, &info, NULL);
    return 0;
}
