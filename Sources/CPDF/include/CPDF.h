#ifndef CPDF_H
#define CPDF_H
// The few poppler-glib and GLib functions PDF images need, declared here with ABI-identical
// types so the module needs neither poppler's nor GLib's headers (nor the compiler flags
// their pkg-config files carry, which packages that depend on this one would refuse).
// The signatures follow poppler-glib (0.82 and later) and GLib 2.x, whose ABIs are stable.
//
// poppler-glib is not linked: CPDF.c opens it (libpoppler-glib.so.8) the first time a PDF is
// read, so poppler and what it brings (NSS, OpenJPEG, LittleCMS, libtiff, ...) cost nothing
// to a process that draws no PDF. Call cpdf_load_failure() first: the other functions may be
// called only when it returns NULL.

/// A PDF document (poppler's PopplerDocument, a GObject).
typedef struct _PopplerDocument PopplerDocument;
/// A page of a document (PopplerPage, a GObject).
typedef struct _PopplerPage PopplerPage;
/// Immutable bytes (GLib's GBytes).
typedef struct _GBytes GBytes;

/// GLib's GError: a domain, a code and a message.
typedef struct {
    unsigned int domain;
    int code;
    char *message;
} CPDFError;

/// Opens poppler-glib once per process; NULL when its functions can be called, else why not
/// (dlopen's or dlsym's message). Safe to call from any thread.
const char *cpdf_load_failure(void);

GBytes *cpdf_bytes_new(const void *data, unsigned long size);
void cpdf_bytes_unref(GBytes *bytes);
PopplerDocument *cpdf_document_new_from_bytes(GBytes *bytes, const char *password, CPDFError **error);
int cpdf_document_get_n_pages(PopplerDocument *document);
PopplerPage *cpdf_document_get_page(PopplerDocument *document, int index);
/// The page's size in points (1/72 inch).
void cpdf_page_get_size(PopplerPage *page, double *width, double *height);
/// Draws the page into a cairo context (`cairo_t *`), its top left at the origin, in points.
void cpdf_page_render(PopplerPage *page, void *cairo_context);
/// GLib's g_object_unref and g_error_free, from the library poppler-glib loaded.
void cpdf_object_unref(void *object);
void cpdf_error_free(CPDFError *error);

#endif
