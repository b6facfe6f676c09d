#include "CLineBreak.h"
#include <stdlib.h>
#include <string.h>
#include <unicode/ubrk.h>
#include <unicode/uversion.h>
#include <unicode/utypes.h>

struct clb_iterator {
    UBreakIterator *icu;
};

static void clb_copy_string(char *error, int32_t capacity, const char *message) {
    if (error == NULL || capacity <= 0) return;
    strncpy(error, message, (size_t)capacity - 1);
    error[capacity - 1] = '\0';
}

clb_iterator *clb_open(clb_kind kind, const char *locale, char *error, int32_t error_capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIteratorType type;
    switch (kind) {
    case CLB_KIND_LINE: type = UBRK_LINE; break;
    case CLB_KIND_WORD: type = UBRK_WORD; break;
    case CLB_KIND_SENTENCE: type = UBRK_SENTENCE; break;
    default: type = UBRK_CHARACTER; break;
    }
    UBreakIterator *icu = ubrk_open(type, locale, NULL, 0, &status);
    if (U_FAILURE(status) || icu == NULL) {
        clb_copy_string(error, error_capacity, u_errorName(status));
        if (icu != NULL) ubrk_close(icu);
        return NULL;
    }
    clb_iterator *iterator = malloc(sizeof(clb_iterator));
    if (iterator == NULL) {
        ubrk_close(icu);
        clb_copy_string(error, error_capacity, "out of memory");
        return NULL;
    }
    iterator->icu = icu;
    return iterator;
}

int32_t clb_boundaries(clb_iterator *iterator, const uint16_t *text, int32_t length,
                       int32_t *out, int32_t capacity) {
    if (iterator == NULL || length < 0) return -1;
    if (length == 0) return 0;
    UErrorCode status = U_ZERO_ERROR;
    ubrk_setText(iterator->icu, (const UChar *)text, length, &status);
    if (U_FAILURE(status)) return -1;
    int32_t count = 0;
    for (int32_t position = ubrk_next(iterator->icu); position != UBRK_DONE;
         position = ubrk_next(iterator->icu)) {
        if (count < capacity) out[count] = position;
        count++;
    }
    // Drop the reference to the caller's buffer.
    ubrk_setText(iterator->icu, NULL, 0, &status);
    return count;
}

void clb_close(clb_iterator *iterator) {
    if (iterator == NULL) return;
    ubrk_close(iterator->icu);
    free(iterator);
}

void clb_icu_version(char *out, int32_t capacity) {
    char version[U_MAX_VERSION_STRING_LENGTH];
    UVersionInfo info;
    u_getVersion(info);
    u_versionToString(info, version);
    clb_copy_string(out, capacity, version);
}
