#ifndef CSVG_H
#define CSVG_H
// The few librsvg and GLib functions the renderer calls, declared here with ABI-identical
// types so the module needs neither librsvg's nor GLib's headers (and none of the compiler
// flags their pkg-config files carry, which packages that depend on this one would refuse).
// The layouts follow librsvg 2.x and GLib 2.x, whose ABIs are stable.
//
// librsvg is not linked: CSVG.c opens it (librsvg-2.so.2) the first time an SVG is read, so
// the many libraries it brings (GIO, Pango, gdk-pixbuf, libxml2, ...) cost nothing to a
// process that draws no SVG. Call csvg_load_failure() first: the other functions may be
// called only when it returns NULL.

/// An SVG document (librsvg's RsvgHandle, a GObject).
typedef struct _RsvgHandle RsvgHandle;

/// GLib's GError: a domain, a code and a message.
typedef struct {
    unsigned int domain;
    int code;
    char *message;
} CSVGError;

/// librsvg's RsvgRectangle.
typedef struct {
    double x;
    double y;
    double width;
    double height;
} CSVGRectangle;

/// Opens librsvg once per process; NULL when its functions can be called, else why not
/// (dlopen's or dlsym's message). Safe to call from any thread.
const char *csvg_load_failure(void);

RsvgHandle *csvg_handle_new_from_data(const unsigned char *data, unsigned long data_len, CSVGError **error);
int csvg_handle_get_intrinsic_size_in_pixels(RsvgHandle *handle, double *out_width, double *out_height);
void csvg_handle_get_intrinsic_dimensions(RsvgHandle *handle, int *out_has_width, void *out_width, int *out_has_height,
                                          void *out_height, int *out_has_viewbox, CSVGRectangle *out_viewbox);
/// Draws the document into a cairo context (`cairo_t *`) within `viewport`.
int csvg_handle_render_document(RsvgHandle *handle, void *cairo_context, const CSVGRectangle *viewport, CSVGError **error);
/// GLib's g_object_unref and g_error_free, from the library librsvg loaded.
void csvg_object_unref(void *object);
void csvg_error_free(CSVGError *error);

#endif
