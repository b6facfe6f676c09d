// librsvg and the GLib functions it needs, opened with dlopen the first time an SVG is read
// (include/CSVG.h says why); the rest of the module's C is in that header's declarations.
#include "CSVG.h"
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

static struct {
    RsvgHandle *(*new_from_data)(const unsigned char *, unsigned long, CSVGError **);
    int (*get_intrinsic_size_in_pixels)(RsvgHandle *, double *, double *);
    void (*get_intrinsic_dimensions)(RsvgHandle *, int *, void *, int *, void *, int *, CSVGRectangle *);
    int (*render_document)(RsvgHandle *, void *, const CSVGRectangle *, CSVGError **);
    void (*object_unref)(void *);
    void (*error_free)(CSVGError *);
} functions;

static pthread_once_t once = PTHREAD_ONCE_INIT;
static const char *failure;
static char message[512];

/// Finds `name` in the library (and the libraries it loaded, GLib's among them); false, with
/// `failure` set, when it is missing.
static int find(void *library, const char *name, void **slot) {
    dlerror();
    *slot = dlsym(library, name);
    if (*slot == NULL) {
        snprintf(message, sizeof message, "librsvg-2.so.2 has no %s", name);
        failure = message;
        return 0;
    }
    return 1;
}

static void load(void) {
    void *library = dlopen("librsvg-2.so.2", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        const char *reason = dlerror();
        snprintf(message, sizeof message, "%s", reason != NULL ? reason : "librsvg-2.so.2 could not be opened");
        failure = message;
        return;
    }
    // Each slot is a function pointer stored through `void **`, as POSIX allows for dlsym.
    if (!find(library, "rsvg_handle_new_from_data", (void **)&functions.new_from_data)) return;
    if (!find(library, "rsvg_handle_get_intrinsic_size_in_pixels", (void **)&functions.get_intrinsic_size_in_pixels)) return;
    if (!find(library, "rsvg_handle_get_intrinsic_dimensions", (void **)&functions.get_intrinsic_dimensions)) return;
    if (!find(library, "rsvg_handle_render_document", (void **)&functions.render_document)) return;
    if (!find(library, "g_object_unref", (void **)&functions.object_unref)) return;
    if (!find(library, "g_error_free", (void **)&functions.error_free)) return;
}

const char *csvg_load_failure(void) {
    pthread_once(&once, load);
    return failure;
}

RsvgHandle *csvg_handle_new_from_data(const unsigned char *data, unsigned long data_len, CSVGError **error) {
    return functions.new_from_data(data, data_len, error);
}

int csvg_handle_get_intrinsic_size_in_pixels(RsvgHandle *handle, double *out_width, double *out_height) {
    return functions.get_intrinsic_size_in_pixels(handle, out_width, out_height);
}

void csvg_handle_get_intrinsic_dimensions(RsvgHandle *handle, int *out_has_width, void *out_width, int *out_has_height,
                                          void *out_height, int *out_has_viewbox, CSVGRectangle *out_viewbox) {
    functions.get_intrinsic_dimensions(handle, out_has_width, out_width, out_has_height, out_height, out_has_viewbox, out_viewbox);
}

int csvg_handle_render_document(RsvgHandle *handle, void *cairo_context, const CSVGRectangle *viewport, CSVGError **error) {
    return functions.render_document(handle, cairo_context, viewport, error);
}

void csvg_object_unref(void *object) {
    functions.object_unref(object);
}

void csvg_error_free(CSVGError *error) {
    functions.error_free(error);
}
