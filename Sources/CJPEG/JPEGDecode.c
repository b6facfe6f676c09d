// JPEG decoding with libjpeg. Errors longjmp back here (libjpeg's documented way to recover
// from a corrupt file) and come back as a message instead of ending the process.
#include "CJPEG.h"

#include <setjmp.h>
#include <stdio.h>
#include <string.h>
#include <jpeglib.h>

struct error_manager {
    struct jpeg_error_mgr base;
    jmp_buf jump;
    char *message;
    int capacity;
};

static void on_error(j_common_ptr info) {
    struct error_manager *manager = (struct error_manager *)info->err;
    if (manager->message && manager->capacity > 0) {
        char text[JMSG_LENGTH_MAX];
        info->err->format_message(info, text);
        snprintf(manager->message, (size_t)manager->capacity, "%s", text);
    }
    longjmp(manager->jump, 1);
}

static void on_message(j_common_ptr info) {
    (void)info; // warnings (extraneous bytes and the like) are not errors
}

static unsigned read16(const uint8_t *p, int little) {
    return little ? (unsigned)(p[0] | p[1] << 8) : (unsigned)(p[0] << 8 | p[1]);
}

static unsigned long read32(const uint8_t *p, int little) {
    return little ? ((unsigned long)p[0] | (unsigned long)p[1] << 8 | (unsigned long)p[2] << 16 | (unsigned long)p[3] << 24)
                  : ((unsigned long)p[0] << 24 | (unsigned long)p[1] << 16 | (unsigned long)p[2] << 8 | (unsigned long)p[3]);
}

/// The orientation tag (0x0112) of the first IFD of an Exif APP1 segment; 1 when absent.
static int exif_orientation(j_decompress_ptr info) {
    for (jpeg_saved_marker_ptr marker = info->marker_list; marker; marker = marker->next) {
        if (marker->marker != JPEG_APP0 + 1 || marker->data_length < 14) continue;
        const uint8_t *d = marker->data;
        if (memcmp(d, "Exif\0\0", 6) != 0) continue;
        const uint8_t *tiff = d + 6;
        size_t length = marker->data_length - 6;
        int little = tiff[0] == 'I' && tiff[1] == 'I';
        if (!little && !(tiff[0] == 'M' && tiff[1] == 'M')) continue;
        unsigned long ifd = read32(tiff + 4, little);
        if (ifd + 2 > length) continue;
        unsigned count = read16(tiff + ifd, little);
        for (unsigned i = 0; i < count; i++) {
            size_t entry = ifd + 2 + (size_t)i * 12;
            if (entry + 12 > length) break;
            if (read16(tiff + entry, little) == 0x0112) {
                unsigned value = read16(tiff + entry + 8, little);
                return value >= 1 && value <= 8 ? (int)value : 1;
            }
        }
    }
    return 1;
}

int cjpeg_read_header(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height, int *orientation,
                      char *error, int error_capacity) {
    struct jpeg_decompress_struct info;
    struct error_manager manager;
    memset(&info, 0, sizeof info);
    info.err = jpeg_std_error(&manager.base);
    manager.base.error_exit = on_error;
    manager.base.output_message = on_message;
    manager.message = error;
    manager.capacity = error_capacity;
    if (setjmp(manager.jump)) {
        jpeg_destroy_decompress(&info);
        return -1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)size);
    jpeg_save_markers(&info, JPEG_APP0 + 1, 0xFFFF);
    jpeg_read_header(&info, TRUE);
    *width = info.image_width;
    *height = info.image_height;
    *orientation = exif_orientation(&info);
    jpeg_destroy_decompress(&info);
    return 0;
}

int cjpeg_decode_argb32(const uint8_t *data, size_t size, uint8_t *pixels, size_t stride, uint32_t width, uint32_t height,
                        char *error, int error_capacity) {
    struct jpeg_decompress_struct info;
    struct error_manager manager;
    JSAMPLE *row = NULL;
    memset(&info, 0, sizeof info);
    info.err = jpeg_std_error(&manager.base);
    manager.base.error_exit = on_error;
    manager.base.output_message = on_message;
    manager.message = error;
    manager.capacity = error_capacity;
    if (setjmp(manager.jump)) {
        jpeg_destroy_decompress(&info);
        return -1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)size);
    jpeg_read_header(&info, TRUE);
    int cmyk = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
    info.out_color_space = cmyk ? JCS_CMYK : JCS_RGB;
    jpeg_start_decompress(&info);
    if (info.output_width != width || info.output_height != height) {
        if (error && error_capacity > 0) snprintf(error, (size_t)error_capacity, "the size changed between header and pixels");
        jpeg_destroy_decompress(&info);
        return -1;
    }
    size_t components = (size_t)info.output_components;
    row = (JSAMPLE *)(*info.mem->alloc_small)((j_common_ptr)&info, JPOOL_IMAGE, width * components);
    // Adobe writes CMYK JPEGs inverted (0 is full ink); their APP14 marker says so.
    int inverted = info.saw_Adobe_marker;
    while (info.output_scanline < info.output_height) {
        uint32_t y = info.output_scanline;
        JSAMPROW rows[1] = {row};
        jpeg_read_scanlines(&info, rows, 1);
        uint32_t *target = (uint32_t *)(pixels + (size_t)y * stride);
        for (uint32_t x = 0; x < width; x++) {
            unsigned r, g, b;
            if (cmyk) {
                unsigned c = row[x * 4], m = row[x * 4 + 1], yl = row[x * 4 + 2], k = row[x * 4 + 3];
                if (!inverted) { c = 255 - c; m = 255 - m; yl = 255 - yl; k = 255 - k; }
                r = c * k / 255; g = m * k / 255; b = yl * k / 255;
            } else {
                r = row[x * 3]; g = row[x * 3 + 1]; b = row[x * 3 + 2];
            }
            target[x] = 0xFF000000u | r << 16 | g << 8 | b;
        }
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    return 0;
}
