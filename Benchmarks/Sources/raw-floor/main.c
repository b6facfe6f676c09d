// The floor under render-bench: what one PrimaryActionButton-like snapshot costs when drawn
// straight with cairo and HarfBuzz, with nothing of ours in between. A button is a rounded
// rectangle 48 points high and its title's width plus 48 points wide, at @2x, with the title
// "予約する <n>" shaped as Japanese in Noto Sans CJK Bold and drawn in white.
//
// usage: raw-floor COUNT PNG    (PNG 1 also encodes each image to PNG in memory)
// prints: "COUNT snapshots, png=PNG: MS ms each"
#include <cairo.h>
#include <cairo-ft.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include <harfbuzz/hb.h>
#include <harfbuzz/hb-ft.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define SCALE 2.0
#define FONT_FILE "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc"

static double seconds_now(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)now.tv_sec + (double)now.tv_nsec / 1e9;
}

// Counts the bytes of an encoded PNG, so encoding cannot be skipped.
static cairo_status_t count_bytes(void *closure, const unsigned char *data, unsigned int length) {
    (void)data;
    *(size_t *)closure += length;
    return CAIRO_STATUS_SUCCESS;
}

static void rounded_rectangle(cairo_t *cr, double width, double height, double radius) {
    cairo_new_sub_path(cr);
    cairo_arc(cr, width - radius, radius, radius, -M_PI / 2, 0);
    cairo_arc(cr, width - radius, height - radius, radius, 0, M_PI / 2);
    cairo_arc(cr, radius, height - radius, radius, M_PI / 2, M_PI);
    cairo_arc(cr, radius, radius, radius, M_PI, 3 * M_PI / 2);
    cairo_close_path(cr);
}

int main(int argc, char **argv) {
    int count = argc > 1 ? atoi(argv[1]) : 1000;
    int encode = argc > 2 ? atoi(argv[2]) : 0;
    FT_Library library;
    FT_Face face;
    if (FT_Init_FreeType(&library) != 0 || FT_New_Face(library, FONT_FILE, 0, &face) != 0) {
        fprintf(stderr, "error: cannot load %s (apt-get install fonts-noto-cjk)\n", FONT_FILE);
        return 2;
    }
    double font_size = 17 * SCALE;
    FT_Set_Char_Size(face, 0, (FT_F26Dot6)(font_size * 64), 72, 72);
    hb_font_t *font = hb_ft_font_create_referenced(face);
    cairo_font_face_t *cairo_face = cairo_ft_font_face_create_for_ft_face(face, 0);
    hb_language_t japanese = hb_language_from_string("ja", -1);
    size_t encoded = 0;
    long pixels = 0;
    double start = seconds_now();
    for (int index = 0; index < count; index++) {
        char title[64];
        snprintf(title, sizeof title, "予約する %d", index);
        hb_buffer_t *buffer = hb_buffer_create();
        hb_buffer_add_utf8(buffer, title, -1, 0, -1);
        hb_buffer_set_direction(buffer, HB_DIRECTION_LTR);
        hb_buffer_set_script(buffer, HB_SCRIPT_HAN);
        hb_buffer_set_language(buffer, japanese);
        hb_shape(font, buffer, NULL, 0);
        unsigned int glyph_count = 0;
        hb_glyph_info_t *infos = hb_buffer_get_glyph_infos(buffer, &glyph_count);
        hb_glyph_position_t *positions = hb_buffer_get_glyph_positions(buffer, &glyph_count);
        double advance = 0;
        for (unsigned int g = 0; g < glyph_count; g++) advance += positions[g].x_advance / 64.0;

        int width = (int)ceil(advance + 48 * SCALE), height = (int)(48 * SCALE);
        cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
        cairo_t *cr = cairo_create(surface);
        rounded_rectangle(cr, width, height, 8 * SCALE);
        cairo_set_source_rgb(cr, 0.1, 0.45, 0.9);
        cairo_fill(cr);

        cairo_glyph_t glyphs[64];
        double x = 24 * SCALE, baseline = height / 2.0 + 0.35 * font_size;
        unsigned int drawn = glyph_count < 64 ? glyph_count : 64;
        for (unsigned int g = 0; g < drawn; g++) {
            glyphs[g].index = infos[g].codepoint;
            glyphs[g].x = x + positions[g].x_offset / 64.0;
            glyphs[g].y = baseline - positions[g].y_offset / 64.0;
            x += positions[g].x_advance / 64.0;
        }
        cairo_set_font_face(cr, cairo_face);
        cairo_set_font_size(cr, font_size);
        cairo_set_source_rgb(cr, 1, 1, 1);
        cairo_show_glyphs(cr, glyphs, (int)drawn);
        cairo_surface_flush(surface);
        if (encode) cairo_surface_write_to_png_stream(surface, count_bytes, &encoded);
        pixels += (long)width * height;

        cairo_destroy(cr);
        cairo_surface_destroy(surface);
        hb_buffer_destroy(buffer);
    }
    double elapsed = seconds_now() - start;
    if (pixels == 0 || (encode && encoded == 0)) return 1;
    printf("%d snapshots, png=%d: %.4f ms each\n", count, encode, elapsed / count * 1000);
    cairo_font_face_destroy(cairo_face);
    hb_font_destroy(font);
    return 0;
}
