#ifndef CLINEBREAK_H
#define CLINEBREAK_H
// Break iteration over UTF-16 text through ICU. This header deliberately includes no ICU
// header: ICU's headers clash with the ICU module that Foundation brings.
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Which boundaries an iterator finds.
typedef enum {
    CLB_KIND_LINE = 0,      ///< UAX #14 line-break opportunities
    CLB_KIND_CHARACTER = 1, ///< extended grapheme cluster boundaries (UAX #29)
    CLB_KIND_WORD = 2,      ///< word boundaries (UAX #29, with ICU's dictionaries for CJK)
    CLB_KIND_SENTENCE = 3   ///< sentence boundaries (UAX #29)
} clb_kind;

/// An opaque ICU break iterator. Not thread-safe: one thread uses it at a time.
typedef struct clb_iterator clb_iterator;

/// Opens an iterator for `locale` (e.g. "ja@lb=strict"). Returns NULL on failure and writes
/// ICU's error name into `error` (NUL-terminated, at most `error_capacity` bytes).
clb_iterator *clb_open(clb_kind kind, const char *locale, char *error, int32_t error_capacity);

/// Finds the boundaries of `text` (UTF-16, `length` units) after offset 0, in increasing
/// order, ending with `length`. Writes at most `capacity` offsets to `out` and returns how
/// many boundaries there are (which may exceed `capacity`), or -1 on an ICU error.
int32_t clb_boundaries(clb_iterator *iterator, const uint16_t *text, int32_t length,
                       int32_t *out, int32_t capacity);

/// Frees the iterator.
void clb_close(clb_iterator *iterator);

/// Writes the version of ICU in use (e.g. "72.1") into `out`, NUL-terminated.
void clb_icu_version(char *out, int32_t capacity);

#ifdef __cplusplus
}
#endif
#endif
