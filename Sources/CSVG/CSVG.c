// librsvg and the GLib functions it needs, opened the first time an SVG is read
// (include/CSVG.h says why).
#include "CSVG.h"
#include "CLibraryLoader.h"
#include <pthread.h>

enum { NEW_FROM_DATA, SIZE_IN_PIXELS, DIMENSIONS, RENDER_DOCUMENT, OBJECT_UNREF, ERROR_FREE, COUNT };
static const char *const names[COUNT] = {
    "rsvg_handle_new_from_data", "rsvg_handle_get_intrinsic_size_in_pixels", "rsvg_handle_get_intrinsic_dimensions",
    "rsvg_handle_render_document", "g_object_unref", "g_error_free",
};
static void *slots[COUNT];
static pthread_once_t once = PTHREAD_ONCE_INIT;
static const char *failure;
static char message[512];

static void load(void) {
    failure = clibrary_open("librsvg-2.so.2", names, slots, COUNT, message, sizeof message);
}

const char *csvg_load_failure(void) {
    pthread_once(&once, load);
    return failure;
}

// Each slot holds the function dlsym found, called through its own type (POSIX allows the
// conversion from the object pointer dlsym returns).
RsvgHandle *csvg_handle_new_from_data(const unsigned char *data, unsigned long data_len, CSVGError **error) {
    return ((RsvgHandle *(*)(const unsigned char *, unsigned long, CSVGError **))slots[NEW_FROM_DATA])(data, data_len, error);
}

int csvg_handle_get_intrinsic_size_in_pixels(RsvgHandle *handle, double *out_width, double *out_height) {
    return ((int (*)(RsvgHandle *, double *, double *))slots[SIZE_IN_PIXELS])(handle, out_width, out_height);
}

void csvg_handle_get_intrinsic_dimensions(RsvgHandle *handle, int *out_has_width, void *out_width, int *out_has_height,
                                          void *out_height, int *out_has_viewbox, CSVGRectangle *out_viewbox) {
    ((void (*)(RsvgHandle *, int *, void *, int *, void *, int *, CSVGRectangle *))slots[DIMENSIONS])(
        handle, out_has_width, out_width, out_has_height, out_height, out_has_viewbox, out_viewbox);
}

int csvg_handle_render_document(RsvgHandle *handle, void *cairo_context, const CSVGRectangle *viewport, CSVGError **error) {
    return ((int (*)(RsvgHandle *, void *, const CSVGRectangle *, CSVGError **))slots[RENDER_DOCUMENT])(handle, cairo_context, viewport, error);
}

void csvg_object_unref(void *object) {
    ((void (*)(void *))slots[OBJECT_UNREF])(object);
}

void csvg_error_free(CSVGError *error) {
    ((void (*)(CSVGError *))slots[ERROR_FREE])(error);
}
