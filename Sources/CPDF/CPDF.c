// poppler-glib and the GLib functions it needs, opened with dlopen the first time a PDF is
// read (include/CPDF.h says why).
#include "CPDF.h"
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

static struct {
    GBytes *(*bytes_new)(const void *, unsigned long);
    void (*bytes_unref)(GBytes *);
    PopplerDocument *(*document_new_from_bytes)(GBytes *, const char *, CPDFError **);
    int (*document_get_n_pages)(PopplerDocument *);
    PopplerPage *(*document_get_page)(PopplerDocument *, int);
    void (*page_get_size)(PopplerPage *, double *, double *);
    void (*page_render)(PopplerPage *, void *);
    void (*object_unref)(void *);
    void (*error_free)(CPDFError *);
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
        snprintf(message, sizeof message, "libpoppler-glib.so.8 has no %s", name);
        failure = message;
        return 0;
    }
    return 1;
}

static void load(void) {
    void *library = dlopen("libpoppler-glib.so.8", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        const char *reason = dlerror();
        snprintf(message, sizeof message, "%s", reason != NULL ? reason : "libpoppler-glib.so.8 could not be opened");
        failure = message;
        return;
    }
    // Each slot is a function pointer stored through `void **`, as POSIX allows for dlsym.
    if (!find(library, "g_bytes_new", (void **)&functions.bytes_new)) return;
    if (!find(library, "g_bytes_unref", (void **)&functions.bytes_unref)) return;
    if (!find(library, "poppler_document_new_from_bytes", (void **)&functions.document_new_from_bytes)) return;
    if (!find(library, "poppler_document_get_n_pages", (void **)&functions.document_get_n_pages)) return;
    if (!find(library, "poppler_document_get_page", (void **)&functions.document_get_page)) return;
    if (!find(library, "poppler_page_get_size", (void **)&functions.page_get_size)) return;
    if (!find(library, "poppler_page_render", (void **)&functions.page_render)) return;
    if (!find(library, "g_object_unref", (void **)&functions.object_unref)) return;
    if (!find(library, "g_error_free", (void **)&functions.error_free)) return;
}

const char *cpdf_load_failure(void) {
    pthread_once(&once, load);
    return failure;
}

GBytes *cpdf_bytes_new(const void *data, unsigned long size) { return functions.bytes_new(data, size); }
void cpdf_bytes_unref(GBytes *bytes) { functions.bytes_unref(bytes); }
PopplerDocument *cpdf_document_new_from_bytes(GBytes *bytes, const char *password, CPDFError **error) {
    return functions.document_new_from_bytes(bytes, password, error);
}
int cpdf_document_get_n_pages(PopplerDocument *document) { return functions.document_get_n_pages(document); }
PopplerPage *cpdf_document_get_page(PopplerDocument *document, int index) { return functions.document_get_page(document, index); }
void cpdf_page_get_size(PopplerPage *page, double *width, double *height) { functions.page_get_size(page, width, height); }
void cpdf_page_render(PopplerPage *page, void *cairo_context) { functions.page_render(page, cairo_context); }
void cpdf_object_unref(void *object) { functions.object_unref(object); }
void cpdf_error_free(CPDFError *error) { functions.error_free(error); }
