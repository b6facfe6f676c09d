#ifndef CPDF_H
#define CPDF_H
// The few poppler-glib and GLib functions PDF images need, declared here with ABI-identical
// types so the module needs neither poppler's nor GLib's headers (nor the compiler flags
// their pkg-config files carry, which packages that depend on this one would refuse).
// The signatures follow poppler-glib (0.82 and later) and GLib 2.x, whose ABIs are stable.

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

GBytes *g_bytes_new(const void *data, unsigned long size);
void g_bytes_unref(GBytes *bytes);
PopplerDocument *poppler_document_new_from_bytes(GBytes *bytes, const char *password, CPDFError **error);
int poppler_document_get_n_pages(PopplerDocument *document);
PopplerPage *poppler_document_get_page(PopplerDocument *document, int index);
/// The page's size in points (1/72 inch).
void poppler_page_get_size(PopplerPage *page, double *width, double *height);
/// Draws the page into a cairo context (`cairo_t *`), its top left at the origin, in points.
void poppler_page_render(PopplerPage *page, void *cairo_context);
// GLib's g_object_unref and g_error_free under names of their own (asm labels keep the
// symbols), so they do not clash with CSVG's declarations of the same functions when a
// module imports both.
void cpdf_object_unref(void *object) __asm__("g_object_unref");
void cpdf_error_free(CPDFError *error) __asm__("g_error_free");

#endif
