// poppler-glib and the GLib functions it needs, opened the first time a PDF is read
// (include/CPDF.h says why).
#include "CPDF.h"
#include "CLibraryLoader.h"
#include <pthread.h>

enum { BYTES_NEW, BYTES_UNREF, DOCUMENT_NEW, PAGE_COUNT, GET_PAGE, PAGE_SIZE, PAGE_RENDER, OBJECT_UNREF, ERROR_FREE, COUNT };
static const char *const names[COUNT] = {
    "g_bytes_new", "g_bytes_unref", "poppler_document_new_from_bytes", "poppler_document_get_n_pages",
    "poppler_document_get_page", "poppler_page_get_size", "poppler_page_render", "g_object_unref", "g_error_free",
};
static void *slots[COUNT];
static pthread_once_t once = PTHREAD_ONCE_INIT;
static const char *failure;
static char message[512];

static void load(void) {
    failure = clibrary_open("libpoppler-glib.so.8", names, slots, COUNT, message, sizeof message);
}

const char *cpdf_load_failure(void) {
    pthread_once(&once, load);
    return failure;
}

// Each slot holds the function dlsym found, called through its own type (POSIX allows the
// conversion from the object pointer dlsym returns).
GBytes *cpdf_bytes_new(const void *data, unsigned long size) {
    return ((GBytes *(*)(const void *, unsigned long))slots[BYTES_NEW])(data, size);
}

void cpdf_bytes_unref(GBytes *bytes) {
    ((void (*)(GBytes *))slots[BYTES_UNREF])(bytes);
}

PopplerDocument *cpdf_document_new_from_bytes(GBytes *bytes, const char *password, CPDFError **error) {
    return ((PopplerDocument *(*)(GBytes *, const char *, CPDFError **))slots[DOCUMENT_NEW])(bytes, password, error);
}

int cpdf_document_get_n_pages(PopplerDocument *document) {
    return ((int (*)(PopplerDocument *))slots[PAGE_COUNT])(document);
}

PopplerPage *cpdf_document_get_page(PopplerDocument *document, int index) {
    return ((PopplerPage *(*)(PopplerDocument *, int))slots[GET_PAGE])(document, index);
}

void cpdf_page_get_size(PopplerPage *page, double *width, double *height) {
    ((void (*)(PopplerPage *, double *, double *))slots[PAGE_SIZE])(page, width, height);
}

void cpdf_page_render(PopplerPage *page, void *cairo_context) {
    ((void (*)(PopplerPage *, void *))slots[PAGE_RENDER])(page, cairo_context);
}

void cpdf_object_unref(void *object) {
    ((void (*)(void *))slots[OBJECT_UNREF])(object);
}

void cpdf_error_free(CPDFError *error) {
    ((void (*)(CPDFError *))slots[ERROR_FREE])(error);
}
