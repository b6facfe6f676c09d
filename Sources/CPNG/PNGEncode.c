// A PNG encoder for cairo's premultiplied ARGB32 pixels, made for rendered UI: one pass a
// row packs the pixels (RGB when the image is opaque) and measures both the Up and the Sub
// filter, keeping whichever libpng's measure prefers; then a deflate writer of its own
// compresses the filtered rows as they come. What rendered UI filters to is mostly long runs
// of zero bytes (flat backgrounds, rows equal to the one above), so the writer first tries
// matches at a few fixed distances (the byte before, the pixel before, the same byte a row
// above), compared eight bytes at a time, and looks a sequence up in a small hash table only
// where those find little, instead of searching chains of earlier places as zlib does. Each
// block's tokens get Huffman codes built from the block's own counts (package-merge, at most
// 15 bits). Everything it chooses depends only on the pixels, so the same pixels always give
// the same bytes.
#include "CPNG.h"
#include <stdlib.h>
#include <string.h>

// The loops every byte goes through (measuring filters, packing rows, comparing matches,
// summing the checksum) are written with SSE2 where the target has it (every x86-64): SSE2
// needs no compiler flag, and intrinsics stay vector code in a debug build too, where this
// file is compiled without optimization (snapshot tests and the quick start's render run
// debug builds). Every path computes the same integers, so the bytes written are the same
// with or without it.
#if defined(__SSE2__)
#include <emmintrin.h>
#define CPNG_SSE2 1
#endif

// Small helpers called for every byte or token are inlined in debug builds too (clang honours
// `always_inline` without optimization), where a call each would cost more than their work.
#define CPNG_HOT static inline __attribute__((always_inline))

// A 32-bit store to any address (rows are packed three bytes a pixel).
typedef uint32_t cpng_unaligned_u32 __attribute__((aligned(1), may_alias));

static void cpng_encode_error(char *target, int capacity, const char *message) {
    if (target == NULL || capacity <= 0) return;
    strncpy(target, message, (size_t)capacity - 1);
    target[capacity - 1] = '\0';
}

static void cpng_put32(uint8_t *target, uint32_t value) {
    target[0] = (uint8_t)(value >> 24);
    target[1] = (uint8_t)(value >> 16);
    target[2] = (uint8_t)(value >> 8);
    target[3] = (uint8_t)value;
}

// MARK: - Checksums

// CRC-32 (PNG's chunk checksum) by table; the table is built on each call (2,048 steps)
// so that the encoder keeps no global state and any thread may call it.
static void cpng_crc_table(uint32_t table[256]) {
    for (uint32_t n = 0; n < 256; n++) {
        uint32_t c = n;
        for (int k = 0; k < 8; k++) c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
        table[n] = c;
    }
}

static uint32_t cpng_crc32(const uint32_t table[256], const uint8_t *bytes, size_t length) {
    uint32_t c = 0xFFFFFFFFu;
    for (size_t i = 0; i < length; i++) c = table[(c ^ bytes[i]) & 0xFF] ^ (c >> 8);
    return c ^ 0xFFFFFFFFu;
}

// Adler-32 (the zlib stream's checksum of the filtered rows), kept as its two sums.
typedef struct {
    uint32_t a, b;
} cpng_adler;

enum { CPNG_ADLER_MOD = 65521, CPNG_ADLER_SPAN = 5552 };

// Adds `bytes` to the checksum. Sixteen zero bytes (most of what rendered UI filters to)
// only add 16 * a to b, so they cost one test; other groups of sixteen are summed with fixed
// weights, which the compiler can vectorise. Sums are reduced at least every 5,552 bytes,
// zlib's bound for 32-bit sums that cannot overflow.
static void cpng_adler_update(cpng_adler *state, const uint8_t *bytes, size_t length) {
    uint32_t a = state->a, b = state->b;
#if CPNG_SSE2
    const __m128i zero = _mm_setzero_si128();
    // Weights 16 down to 1 for the sixteen bytes of a group, as 16-bit lanes.
    const __m128i weights_low = _mm_set_epi16(9, 10, 11, 12, 13, 14, 15, 16);
    const __m128i weights_high = _mm_set_epi16(1, 2, 3, 4, 5, 6, 7, 8);
#endif
    while (length > 0) {
        size_t span = length < CPNG_ADLER_SPAN ? length : CPNG_ADLER_SPAN;
        length -= span;
        while (span >= 16) {
#if CPNG_SSE2
            __m128i group = _mm_loadu_si128((const __m128i *)bytes);
            if (_mm_movemask_epi8(_mm_cmpeq_epi8(group, zero)) == 0xFFFF) {
                b += 16 * a;
            } else {
                // The plain sum by SAD against zero; the weighted one by multiplying 16-bit
                // lanes and adding pairs (each product at most 255 * 16, each pair sum far
                // below 2^31).
                __m128i sums = _mm_sad_epu8(group, zero);
                uint32_t sum = (uint32_t)_mm_cvtsi128_si32(sums) + (uint32_t)_mm_cvtsi128_si32(_mm_srli_si128(sums, 8));
                __m128i pairs = _mm_add_epi32(_mm_madd_epi16(_mm_unpacklo_epi8(group, zero), weights_low),
                                              _mm_madd_epi16(_mm_unpackhi_epi8(group, zero), weights_high));
                pairs = _mm_add_epi32(pairs, _mm_srli_si128(pairs, 8));
                pairs = _mm_add_epi32(pairs, _mm_srli_si128(pairs, 4));
                uint32_t weighted = (uint32_t)_mm_cvtsi128_si32(pairs);
                b += 16 * a + weighted;
                a += sum;
            }
#else
            uint64_t first, second;
            memcpy(&first, bytes, 8);
            memcpy(&second, bytes + 8, 8);
            if ((first | second) == 0) {
                b += 16 * a;
            } else {
                uint32_t sum = 0, weighted = 0;
                for (int k = 0; k < 16; k++) {
                    sum += bytes[k];
                    weighted += (uint32_t)(16 - k) * bytes[k];
                }
                b += 16 * a + weighted;
                a += sum;
            }
#endif
            bytes += 16;
            span -= 16;
        }
        while (span > 0) {
            a += *bytes++;
            b += a;
            span--;
        }
        a %= CPNG_ADLER_MOD;
        b %= CPNG_ADLER_MOD;
    }
    state->a = a;
    state->b = b;
}

// MARK: - Filtering

// |byte read as signed|: libpng's measure of a filtered byte (smaller compresses better).
CPNG_HOT uint32_t cpng_magnitude(uint8_t value) {
    return value < 128 ? value : 256u - value;
}

// Byte-wise a - b of four bytes at once, with no borrow from one byte into the next.
CPNG_HOT uint32_t cpng_subtract_bytes(uint32_t a, uint32_t b) {
    const uint32_t high = 0x80808080u;
    return ((a | high) - (b & ~high)) ^ ((a ^ ~b) & high);
}

#if CPNG_SSE2
// Adds the magnitudes (libpng's measure, min(v, -v) as bytes) of sixteen filtered bytes to
// `total`: SAD against zero adds eight of them into each 64-bit lane.
CPNG_HOT __m128i cpng_add_magnitudes(__m128i total, __m128i filtered) {
    const __m128i zero = _mm_setzero_si128();
    return _mm_add_epi64(total, _mm_sad_epu8(_mm_min_epu8(filtered, _mm_sub_epi8(zero, filtered)), zero));
}

// Adds the lanes of the Up and Sub totals to the scalar sums.
CPNG_HOT void cpng_add_lanes(__m128i total_up, __m128i total_sub, uint64_t *sum_up, uint64_t *sum_sub) {
    uint64_t lanes[4];
    _mm_storeu_si128((__m128i *)lanes, total_up);
    _mm_storeu_si128((__m128i *)(lanes + 2), total_sub);
    *sum_up += lanes[0] + lanes[1];
    *sum_sub += lanes[2] + lanes[3];
}
#endif

// An opaque row's measure with each filter, read straight from cairo's words: Up (the row
// above subtracted) and Sub (the pixel to the left subtracted). Byte by byte over the words,
// alpha included, so the loop vectorises: alpha is 255 throughout, so its bytes filter to 0
// both ways, but for Sub's first pixel (255 - 0), which is taken back out.
static void cpng_measure_opaque(const uint8_t *row, const uint8_t *above, size_t length,
                                uint64_t *up_sum, uint64_t *sub_sum) {
    uint64_t sum_up = 0, sum_sub = 0;
    // The first pixel's Sub is the pixel itself; the loop over the rest has no branch.
    for (size_t i = 0; i < 4 && i < length; i++) {
        uint8_t up = (uint8_t)(row[i] - above[i]), sub = row[i];
        sum_up += cpng_magnitude(up);
        sum_sub += cpng_magnitude(sub);
    }
    size_t start = 4;
#if CPNG_SSE2
    // Sixteen bytes at a time.
    __m128i total_up = _mm_setzero_si128(), total_sub = _mm_setzero_si128();
    for (; start + 16 <= length; start += 16) {
        __m128i current = _mm_loadu_si128((const __m128i *)(row + start));
        total_up = cpng_add_magnitudes(total_up, _mm_sub_epi8(current, _mm_loadu_si128((const __m128i *)(above + start))));
        total_sub = cpng_add_magnitudes(total_sub, _mm_sub_epi8(current, _mm_loadu_si128((const __m128i *)(row + start - 4))));
    }
    cpng_add_lanes(total_up, total_sub, &sum_up, &sum_sub);
#endif
    // In spans of 256 bytes, whose sums (at most 256 * 128) fit 16 bits: narrow sums let
    // the compiler handle more bytes an instruction.
    for (; start < length; start += 256) {
        size_t end = length - start > 256 ? start + 256 : length;
        uint16_t span_up = 0, span_sub = 0;
        for (size_t i = start; i < end; i++) {
            uint8_t up = (uint8_t)(row[i] - above[i]);
            uint8_t sub = (uint8_t)(row[i] - row[i - 4]);
            uint8_t up_negated = (uint8_t)-up, sub_negated = (uint8_t)-sub;
            span_up = (uint16_t)(span_up + (up < up_negated ? up : up_negated));
            span_sub = (uint16_t)(span_sub + (sub < sub_negated ? sub : sub_negated));
        }
        sum_up += span_up;
        sum_sub += span_sub;
    }
    *up_sum = sum_up;
    *sub_sum = sum_sub - 1;
}

// Writes an opaque row filtered by `reference` (the row above for Up; NULL for Sub, the
// pixel to the left) as RGB. Each pixel goes out as a 4-byte store whose last byte the next
// pixel overwrites, so `target` needs one byte of room past the row.
static void cpng_pack_opaque(const uint32_t *row, const uint32_t *above, int width, uint8_t *target) {
    int x = 0;
    uint32_t left = 0;
#if CPNG_SSE2
    // Four pixels filtered at once (bytes subtract without borrows, as cpng_subtract_bytes
    // does), then written out three bytes each. The first pixel's left neighbour is zero.
    if (width > 0) {
        uint32_t filtered = cpng_subtract_bytes(row[0], above != NULL ? above[0] : 0);
        uint8_t bytes[4] = {(uint8_t)(filtered >> 16), (uint8_t)(filtered >> 8), (uint8_t)filtered, 0};
        memcpy(target, bytes, 4);
        x = 1;
    }
    for (; x + 4 <= width; x += 4) {
        __m128i current = _mm_loadu_si128((const __m128i *)(row + x));
        __m128i reference = _mm_loadu_si128((const __m128i *)(above != NULL ? above + x : row + x - 1));
        // 0xAARRGGBB byte-reversed and shifted is 0x00BBGGRR: R, G, B, 0 in memory. The
        // reversal: bytes swapped within 16-bit lanes, then the lanes within each word.
        __m128i filtered = _mm_sub_epi8(current, reference);
        __m128i swapped = _mm_or_si128(_mm_slli_epi16(filtered, 8), _mm_srli_epi16(filtered, 8));
        swapped = _mm_shufflehi_epi16(_mm_shufflelo_epi16(swapped, _MM_SHUFFLE(2, 3, 0, 1)), _MM_SHUFFLE(2, 3, 0, 1));
        uint32_t words[4];
        _mm_storeu_si128((__m128i *)words, _mm_srli_epi32(swapped, 8));
        // Each store's fourth byte is overwritten by the next pixel's (or is the byte of room
        // past the row).
        uint8_t *out = target + (size_t)x * 3;
        *(cpng_unaligned_u32 *)out = words[0];
        *(cpng_unaligned_u32 *)(out + 3) = words[1];
        *(cpng_unaligned_u32 *)(out + 6) = words[2];
        *(cpng_unaligned_u32 *)(out + 9) = words[3];
    }
    if (x > 0) left = row[x - 1];
#endif
    for (; x < width; x++) {
        uint32_t pixel = row[x];
        uint32_t filtered = cpng_subtract_bytes(pixel, above != NULL ? above[x] : left);
        left = pixel;
        // 0xAARRGGBB to R, G, B, 0 in memory.
        uint8_t bytes[4] = {(uint8_t)(filtered >> 16), (uint8_t)(filtered >> 8), (uint8_t)filtered, 0};
        memcpy(target + (size_t)x * 3, bytes, 4);
    }
}

// One premultiplied cairo pixel as straight RGBA, R in the lowest byte (R, G, B, A in memory),
// un-premultiplied as cairo does, so the PNG holds what cairo's would. A premultiplied
// channel above its alpha (not valid cairo data) still fits a byte.
CPNG_HOT uint32_t cpng_straight_rgba(uint32_t pixel) {
    uint32_t alpha = pixel >> 24;
    if (alpha == 0) return 0;
    uint32_t red = (pixel >> 16) & 0xFF, green = (pixel >> 8) & 0xFF, blue = pixel & 0xFF;
    if (alpha != 0xFF) {
        red = (red * 255 + alpha / 2) / alpha;
        green = (green * 255 + alpha / 2) / alpha;
        blue = (blue * 255 + alpha / 2) / alpha;
        red = red > 255 ? 255 : red;
        green = green > 255 ? 255 : green;
        blue = blue > 255 ? 255 : blue;
    }
    return red | green << 8 | blue << 16 | alpha << 24;
}

// Four bytes as a word, the first in the lowest byte, and back.
CPNG_HOT uint32_t cpng_load_bytes(const uint8_t *bytes) {
    return (uint32_t)bytes[0] | (uint32_t)bytes[1] << 8 | (uint32_t)bytes[2] << 16 | (uint32_t)bytes[3] << 24;
}

CPNG_HOT void cpng_store_bytes(uint8_t *target, uint32_t word) {
    target[0] = (uint8_t)word;
    target[1] = (uint8_t)(word >> 8);
    target[2] = (uint8_t)(word >> 16);
    target[3] = (uint8_t)(word >> 24);
}

// One pixel of cpng_filter_rgba at byte offset `i`: `left` is the straight pixel before it,
// and becomes this one.
CPNG_HOT void cpng_filter_rgba_pixel(uint32_t pixel, size_t i, const uint8_t *previous, uint8_t *current, uint8_t *up,
                                     uint8_t *sub, uint32_t *left, uint64_t *sum_up, uint64_t *sum_sub) {
    uint32_t straight = cpng_straight_rgba(pixel);
    cpng_store_bytes(current + i, straight);
    uint32_t u = cpng_subtract_bytes(straight, cpng_load_bytes(previous + i)), s = cpng_subtract_bytes(straight, *left);
    cpng_store_bytes(up + i, u);
    cpng_store_bytes(sub + i, s);
    for (int c = 0; c < 32; c += 8) {
        *sum_up += cpng_magnitude((uint8_t)(u >> c));
        *sum_sub += cpng_magnitude((uint8_t)(s >> c));
    }
    *left = straight;
}

// The RGBA counterpart: straight RGBA (cpng_straight_rgba), written to `current` and filtered
// both ways into `up` and `sub`, with each filter's measure.
static void cpng_filter_rgba(const uint32_t *source, int width, const uint8_t *previous, uint8_t *current,
                             uint8_t *up, uint8_t *sub, uint64_t *up_sum, uint64_t *sub_sum) {
    uint64_t sum_up = 0, sum_sub = 0;
    uint32_t left = 0;   // the straight pixel to the left (none: zero)
    int x = 0;
#if CPNG_SSE2
    // Four pixels at a time where each is opaque or fully transparent (nearly all of rendered
    // UI: only antialiased edges and translucent fills are in between), which need no
    // division: an opaque pixel's bytes are reordered, a transparent one becomes zero. Other
    // groups go through the scalar loop's steps one pixel at a time.
    const __m128i zero = _mm_setzero_si128();
    const __m128i opaque_alpha = _mm_set1_epi32(0xFF);
    const __m128i middle = _mm_set1_epi32((int)0xFF00FF00u), low = _mm_set1_epi32(0xFF);
    __m128i total_up = zero, total_sub = zero;
    for (; x + 4 <= width; x += 4) {
        __m128i pixels = _mm_loadu_si128((const __m128i *)(source + x));
        __m128i alpha = _mm_srli_epi32(pixels, 24);
        __m128i opaque = _mm_cmpeq_epi32(alpha, opaque_alpha);
        if (_mm_movemask_epi8(_mm_or_si128(opaque, _mm_cmpeq_epi32(alpha, zero))) != 0xFFFF) {
            for (int k = 0; k < 4; k++) {
                cpng_filter_rgba_pixel(source[x + k], (size_t)(x + k) * 4, previous, current, up, sub, &left, &sum_up, &sum_sub);
            }
            continue;
        }
        // 0xAARRGGBB to 0xAABBGGRR (R, G, B, A in memory); transparent pixels to zero.
        pixels = _mm_and_si128(pixels, opaque);
        __m128i straight = _mm_or_si128(_mm_and_si128(pixels, middle),
                                        _mm_or_si128(_mm_and_si128(_mm_srli_epi32(pixels, 16), low),
                                                     _mm_slli_epi32(_mm_and_si128(pixels, low), 16)));
        size_t i = (size_t)x * 4;
        _mm_storeu_si128((__m128i *)(current + i), straight);
        __m128i u = _mm_sub_epi8(straight, _mm_loadu_si128((const __m128i *)(previous + i)));
        __m128i s = _mm_sub_epi8(straight, _mm_or_si128(_mm_slli_si128(straight, 4), _mm_cvtsi32_si128((int)left)));
        _mm_storeu_si128((__m128i *)(up + i), u);
        _mm_storeu_si128((__m128i *)(sub + i), s);
        total_up = cpng_add_magnitudes(total_up, u);
        total_sub = cpng_add_magnitudes(total_sub, s);
        left = (uint32_t)_mm_cvtsi128_si32(_mm_srli_si128(straight, 12));
    }
    cpng_add_lanes(total_up, total_sub, &sum_up, &sum_sub);
#endif
    for (; x < width; x++) {
        cpng_filter_rgba_pixel(source[x], (size_t)x * 4, previous, current, up, sub, &left, &sum_up, &sum_sub);
    }
    *up_sum = sum_up;
    *sub_sum = sum_sub;
}

// MARK: - Deflate: tokens

// A token is a literal byte (below 256) or a match: bit 31 set, the length (3 to 258) in
// bits 16 to 24 and the distance (1 to 32,768) in bits 0 to 15.
enum {
    CPNG_MATCH_FLAG = 1u << 31,
    CPNG_MIN_MATCH = 3,
    CPNG_MAX_MATCH = 258,
    CPNG_WINDOW = 32768,
    CPNG_LITLEN_SYMBOLS = 286,
    CPNG_DIST_SYMBOLS = 30,
    CPNG_CODELEN_SYMBOLS = 19,
    // Tokens in one block: a block's Huffman codes fit its part of the image, and the token
    // store stays small (128 KiB) whatever the image's size.
    CPNG_BLOCK_TOKENS = 1 << 15,
};

// Deflate's length symbols (257 to 285) and the extra bits after them, for lengths 0 to 258
// (0 to 2 unused), and the first length of each symbol.
typedef struct {
    uint16_t symbol[CPNG_MAX_MATCH + 1];
    uint8_t extra_bits[CPNG_MAX_MATCH + 1];
    uint16_t base[29];
} cpng_length_table;

static void cpng_make_length_table(cpng_length_table *table) {
    // RFC 1951 3.2.5: symbols 257..264 are the lengths 3..10; then each group of four
    // symbols doubles the span of lengths each covers; 285 is 258 alone.
    int length = 3;
    for (int code = 0; code < 28; code++) {
        int extra = code < 8 ? 0 : code / 4 - 1;
        table->base[code] = (uint16_t)length;
        for (int k = 0; k < (1 << extra); k++, length++) {
            table->symbol[length] = (uint16_t)(257 + code);
            table->extra_bits[length] = (uint8_t)extra;
        }
    }
    // Length 258 would be 284 with 31 extra, but deflate gives it its own symbol.
    table->base[28] = 258;
    table->symbol[258] = 285;
    table->extra_bits[258] = 0;
    for (int l = 0; l < 3; l++) {
        table->symbol[l] = 0;
        table->extra_bits[l] = 0;
    }
}

// Deflate's distance symbol (0 to 29) for a distance of 1 to 32,768.
CPNG_HOT uint32_t cpng_distance_symbol(uint32_t distance) {
    uint32_t d = distance - 1;
    if (d < 4) return d;
    uint32_t top = 31 - (uint32_t)__builtin_clz(d);   // d >= 4, so top >= 2
    return 2 * top + ((d >> (top - 1)) & 1);
}

static inline uint32_t cpng_distance_extra_bits(uint32_t symbol) {
    return symbol < 4 ? 0 : symbol / 2 - 1;
}

static inline uint32_t cpng_distance_base(uint32_t symbol) {
    if (symbol < 4) return symbol + 1;
    uint32_t extra = symbol / 2 - 1;
    return ((2u | (symbol & 1)) << extra) + 1;
}

// How many bytes from `a` equal those from `b` (an earlier place in the same buffer), up to
// `limit`: eight at a time, the first difference found from the lowest set bit of the XOR.
CPNG_HOT size_t cpng_match_length(const uint8_t *a, const uint8_t *b, size_t limit) {
    size_t n = 0;
#if CPNG_SSE2
    // Thirty-two bytes a step while both halves match (long runs are most of what matches).
    while (n + 32 <= limit) {
        __m128i first = _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(a + n)), _mm_loadu_si128((const __m128i *)(b + n)));
        __m128i second = _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(a + n + 16)), _mm_loadu_si128((const __m128i *)(b + n + 16)));
        if (_mm_movemask_epi8(_mm_and_si128(first, second)) != 0xFFFF) break;
        n += 32;
    }
    while (n + 16 <= limit) {
        unsigned same = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(a + n)),
                                                                   _mm_loadu_si128((const __m128i *)(b + n))));
        if (same != 0xFFFF) return n + (size_t)__builtin_ctz(~same);
        n += 16;
    }
#endif
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    while (n + 8 <= limit) {
        uint64_t x, y;
        memcpy(&x, a + n, 8);
        memcpy(&y, b + n, 8);
        uint64_t difference = x ^ y;
        if (difference != 0) return n + (size_t)(__builtin_ctzll(difference) >> 3);
        n += 8;
    }
#endif
    while (n < limit && a[n] == b[n]) n++;
    return n;
}

// Where a 4-byte sequence was last seen (a buffer offset, or CPNG_NOWHERE), by hash: the
// matches the fixed distances miss, such as a glyph or an icon repeated across a row.
enum { CPNG_HASH_BITS = 14 };
#define CPNG_NOWHERE UINT32_MAX

typedef struct {
    uint32_t tokens[CPNG_BLOCK_TOKENS];
    uint32_t last_seen[1 << CPNG_HASH_BITS];
    size_t count;
    uint32_t litlen_counts[CPNG_LITLEN_SYMBOLS];
    uint32_t dist_counts[CPNG_DIST_SYMBOLS];
} cpng_block;

// Turns `data` from `position` on into tokens added to the block, until the block is full or
// the data ends; returns where the tokens end. At each place it tries the few distances that
// repeat in filtered rows; when they give less than 16 bytes, also the last place the next 4
// bytes were seen. It takes the longest match (greedy, at least 3 bytes), else a literal.
static size_t cpng_tokenize(const uint8_t *data, size_t size, size_t position, const uint32_t *distances,
                            int distance_count, const cpng_length_table *lengths, cpng_block *block) {
    size_t count = block->count;
    while (position < size && count < CPNG_BLOCK_TOKENS) {
        size_t remaining = size - position;
        size_t limit = remaining < CPNG_MAX_MATCH ? remaining : CPNG_MAX_MATCH;
        size_t best = 0;
        uint32_t best_distance = 0;
        if (limit >= CPNG_MIN_MATCH) {
            for (int k = 0; k < distance_count; k++) {
                uint32_t distance = distances[k];
                if (distance > position) break;   // distances are in increasing order
                size_t length = cpng_match_length(data + position, data + position - distance, limit);
                if (length > best) {
                    best = length;
                    best_distance = distance;
                    if (length == limit) break;
                }
            }
        }
        if (best < 16 && limit >= 4) {
            uint32_t next4;
            memcpy(&next4, data + position, 4);
            uint32_t hash = (next4 * 2654435761u) >> (32 - CPNG_HASH_BITS);   // Knuth's multiplier
            uint32_t seen = block->last_seen[hash];
            block->last_seen[hash] = (uint32_t)position;
            if (seen != CPNG_NOWHERE && seen < position && position - seen <= CPNG_WINDOW) {
                size_t length = cpng_match_length(data + position, data + seen, limit);
                // A farther match costs more bits for its distance: take it when it is longer
                // by two bytes at least.
                if (length > best + 1) {
                    best = length;
                    best_distance = (uint32_t)(position - seen);
                }
            }
        }
        if (best >= CPNG_MIN_MATCH) {
            block->tokens[count++] = CPNG_MATCH_FLAG | ((uint32_t)best << 16) | best_distance;
            block->litlen_counts[lengths->symbol[best]]++;
            block->dist_counts[cpng_distance_symbol(best_distance)]++;
            position += best;
        } else {
            block->tokens[count++] = data[position];
            block->litlen_counts[data[position]]++;
            position++;
        }
    }
    block->count = count;
    return position;
}

// MARK: - Deflate: Huffman codes

// Optimal code lengths of at most `max_bits` for the symbols with nonzero counts, by
// package-merge: `lengths` gets 0 for unused symbols. Needs at least two used symbols (the
// caller sees to it), so that the code is complete, as zlib insists.
static void cpng_code_lengths(const uint32_t *counts, int symbols, int max_bits, uint8_t *lengths) {
    enum { MAX_SYMBOLS = CPNG_LITLEN_SYMBOLS, MAX_BITS = 15 };
    if (max_bits > MAX_BITS) max_bits = MAX_BITS;
    if (symbols > MAX_SYMBOLS) symbols = MAX_SYMBOLS;
    uint16_t order[MAX_SYMBOLS];
    int used = 0;
    for (int s = 0; s < symbols; s++) {
        lengths[s] = 0;
        if (counts[s] == 0) continue;
        // Insertion by (count, symbol): a total order, so the codes are deterministic.
        int at = used++;
        while (at > 0 && counts[order[at - 1]] > counts[s]) {
            order[at] = order[at - 1];
            at--;
        }
        order[at] = (uint16_t)s;
    }
    if (used < 2) {
        if (used == 1) lengths[order[0]] = 1;
        return;
    }
    // Level 0 is the leaves alone; each next level merges the leaves with the pairs
    // (packages) of the level below. is_leaf[level][k] says what item k of that level is.
    static const int capacity = 2 * MAX_SYMBOLS;
    uint8_t is_leaf[MAX_BITS][2 * MAX_SYMBOLS];
    int level_count[MAX_BITS];
    uint64_t weights_a[2 * MAX_SYMBOLS], weights_b[2 * MAX_SYMBOLS];
    uint64_t *below = weights_a, *level_weights = weights_b;
    int below_count = used;
    for (int k = 0; k < used; k++) {
        below[k] = counts[order[k]];
        is_leaf[0][k] = 1;
    }
    level_count[0] = used;
    for (int level = 1; level < max_bits; level++) {
        int packages = below_count / 2, leaf = 0, package = 0, n = 0;
        while ((leaf < used || package < packages) && n < capacity) {
            uint64_t package_weight = package < packages ? below[2 * package] + below[2 * package + 1] : 0;
            if (leaf < used && (package >= packages || counts[order[leaf]] <= package_weight)) {
                level_weights[n] = counts[order[leaf++]];
                is_leaf[level][n++] = 1;
            } else {
                level_weights[n] = package_weight;
                is_leaf[level][n++] = 0;
                package++;
            }
        }
        uint64_t *swap = below;
        below = level_weights;
        level_weights = swap;
        below_count = n;
        level_count[level] = n;
    }
    // The top level's first 2(used - 1) items are the code; every leaf among a level's chosen
    // items is one bit of that symbol's length, and the packages chosen choose twice as many
    // items of the level below.
    int chosen = 2 * (used - 1);
    for (int level = max_bits - 1; level >= 0 && chosen > 0; level--) {
        int leaves = 0;
        // At most the level's items (always so when used <= 2^max_bits; the guard keeps the
        // loop inside what was written).
        for (int k = 0; k < chosen && k < level_count[level]; k++) leaves += is_leaf[level][k];
        for (int k = 0; k < leaves; k++) lengths[order[k]]++;
        chosen = 2 * (chosen - leaves);
    }
}

// Canonical codes (RFC 1951 3.2.2) for `lengths`, bit-reversed because deflate sends
// Huffman codes from their first bit while the bit writer fills bytes from the lowest bit.
static void cpng_canonical_codes(const uint8_t *lengths, int symbols, uint16_t *codes) {
    uint16_t length_counts[16] = {0}, next[16] = {0};
    for (int s = 0; s < symbols; s++) length_counts[lengths[s]]++;
    length_counts[0] = 0;
    uint32_t code = 0;
    for (int bits = 1; bits < 16; bits++) {
        code = (code + length_counts[bits - 1]) << 1;
        next[bits] = (uint16_t)code;
    }
    for (int s = 0; s < symbols; s++) {
        int length = lengths[s];
        if (length == 0) {
            codes[s] = 0;
            continue;
        }
        uint32_t value = next[length]++, reversed = 0;
        for (int k = 0; k < length; k++) reversed |= ((value >> k) & 1) << (length - 1 - k);
        codes[s] = (uint16_t)reversed;
    }
}

// Gives at least two symbols a count, so that package-merge makes a complete code: a block
// with no matches still describes two distance codes, which costs a few header bits.
static void cpng_two_symbols_at_least(uint32_t *counts, int symbols) {
    int used = 0;
    for (int s = 0; s < symbols; s++) used += counts[s] != 0;
    for (int s = 0; s < symbols && used < 2; s++) {
        if (counts[s] == 0) {
            counts[s] = 1;
            used++;
        }
    }
}

// MARK: - Deflate: writing

typedef struct {
    uint8_t *out;
    size_t capacity, size;
    uint64_t bits;        // pending bits, the first to go in the lowest
    unsigned bit_count;   // below 32 between calls
    int overflow;         // set instead of writing past the end (the bound makes it impossible)
} cpng_writer;

CPNG_HOT void cpng_put_bits(cpng_writer *w, uint32_t value, unsigned count) {
    w->bits |= (uint64_t)value << w->bit_count;
    w->bit_count += count;
    if (w->bit_count >= 32) {
        if (w->size + 4 <= w->capacity) {
            uint8_t *target = w->out + w->size;
            target[0] = (uint8_t)w->bits;
            target[1] = (uint8_t)(w->bits >> 8);
            target[2] = (uint8_t)(w->bits >> 16);
            target[3] = (uint8_t)(w->bits >> 24);
            w->size += 4;
        } else {
            w->overflow = 1;
        }
        w->bits >>= 32;
        w->bit_count -= 32;
    }
}

// Writes the pending bits out, the last byte padded with zeros.
static void cpng_align(cpng_writer *w) {
    while (w->bit_count > 0) {
        if (w->size < w->capacity) {
            w->out[w->size++] = (uint8_t)w->bits;
        } else {
            w->overflow = 1;
        }
        w->bits >>= 8;
        w->bit_count = w->bit_count > 8 ? w->bit_count - 8 : 0;
    }
    w->bits = 0;
}

// `data` as stored blocks (at most 65,535 bytes each); the last is final when `final` is.
static void cpng_write_stored(cpng_writer *w, const uint8_t *data, size_t length, int final) {
    do {
        size_t part = length < 65535 ? length : 65535;
        length -= part;
        cpng_put_bits(w, (final && length == 0) ? 1 : 0, 3);   // BFINAL, BTYPE 00
        cpng_align(w);
        if (w->size + 4 + part > w->capacity) {
            w->overflow = 1;
            return;
        }
        uint8_t *target = w->out + w->size;
        target[0] = (uint8_t)part;
        target[1] = (uint8_t)(part >> 8);
        target[2] = (uint8_t)~part;
        target[3] = (uint8_t)(~part >> 8);
        memcpy(target + 4, data, part);
        w->size += 4 + part;
        data += part;
    } while (length > 0);
}

// What stored blocks of `length` bytes cost at most, in bits: each block's 3 header bits and
// padding (under a byte together), its 4 bytes of lengths and its data.
static uint64_t cpng_stored_bits(size_t length) {
    uint64_t blocks = length == 0 ? 1 : (length + 65534) / 65535;
    return 8 * ((uint64_t)length + 5 * blocks);
}

// The code-length alphabet's order in a dynamic block's header (RFC 1951 3.2.7).
static const uint8_t cpng_codelen_order[CPNG_CODELEN_SYMBOLS] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};

// Writes one block for the tokens of data[begin, end): dynamic Huffman, or stored when that
// is no larger (incompressible noise).
static void cpng_write_block(cpng_writer *w, cpng_block *block, const cpng_length_table *length_table,
                             const uint8_t *data, size_t begin, size_t end, int final) {
    uint32_t *litlen_counts = block->litlen_counts, *dist_counts = block->dist_counts;
    litlen_counts[256] = 1;   // end of block
    cpng_two_symbols_at_least(litlen_counts, CPNG_LITLEN_SYMBOLS);
    cpng_two_symbols_at_least(dist_counts, CPNG_DIST_SYMBOLS);
    uint8_t lengths[CPNG_LITLEN_SYMBOLS + CPNG_DIST_SYMBOLS];
    uint8_t *litlen_lengths = lengths, *dist_lengths = lengths + CPNG_LITLEN_SYMBOLS;
    cpng_code_lengths(litlen_counts, CPNG_LITLEN_SYMBOLS, 15, litlen_lengths);
    cpng_code_lengths(dist_counts, CPNG_DIST_SYMBOLS, 15, dist_lengths);
    int litlen_used = CPNG_LITLEN_SYMBOLS, dist_used = CPNG_DIST_SYMBOLS;
    while (litlen_used > 257 && litlen_lengths[litlen_used - 1] == 0) litlen_used--;
    while (dist_used > 1 && dist_lengths[dist_used - 1] == 0) dist_used--;

    // The header's code lengths, both alphabets in one sequence, with runs shortened by
    // symbols 16 (repeat the last length 3 to 6 times), 17 (3 to 10 zeros) and 18 (11 to 138).
    uint8_t sequence[CPNG_LITLEN_SYMBOLS + CPNG_DIST_SYMBOLS];
    int sequence_count = 0;
    for (int s = 0; s < litlen_used; s++) sequence[sequence_count++] = litlen_lengths[s];
    for (int s = 0; s < dist_used; s++) sequence[sequence_count++] = dist_lengths[s];
    uint8_t run_symbols[CPNG_LITLEN_SYMBOLS + CPNG_DIST_SYMBOLS], run_extras[CPNG_LITLEN_SYMBOLS + CPNG_DIST_SYMBOLS];
    int run_count = 0;
    uint32_t codelen_counts[CPNG_CODELEN_SYMBOLS] = {0};
    for (int i = 0; i < sequence_count;) {
        uint8_t value = sequence[i];
        int run = 1;
        while (i + run < sequence_count && sequence[i + run] == value) run++;
        i += run;
        if (value == 0) {
            while (run >= 11) {
                int part = run < 138 ? run : 138;
                run_symbols[run_count] = 18;
                run_extras[run_count++] = (uint8_t)(part - 11);
                run -= part;
            }
            if (run >= 3) {
                run_symbols[run_count] = 17;
                run_extras[run_count++] = (uint8_t)(run - 3);
                run = 0;
            }
        } else {
            run_symbols[run_count] = value;
            run_extras[run_count++] = 0;
            run--;
            while (run >= 3) {
                int part = run < 6 ? run : 6;
                run_symbols[run_count] = 16;
                run_extras[run_count++] = (uint8_t)(part - 3);
                run -= part;
            }
        }
        while (run > 0) {
            run_symbols[run_count] = value;
            run_extras[run_count++] = 0;
            run--;
        }
    }
    for (int k = 0; k < run_count; k++) codelen_counts[run_symbols[k]]++;
    cpng_two_symbols_at_least(codelen_counts, CPNG_CODELEN_SYMBOLS);
    uint8_t codelen_lengths[CPNG_CODELEN_SYMBOLS];
    cpng_code_lengths(codelen_counts, CPNG_CODELEN_SYMBOLS, 7, codelen_lengths);
    int codelen_used = CPNG_CODELEN_SYMBOLS;
    while (codelen_used > 4 && codelen_lengths[cpng_codelen_order[codelen_used - 1]] == 0) codelen_used--;

    // The block's exact size both ways, to choose.
    static const uint8_t run_extra_bits[CPNG_CODELEN_SYMBOLS] = {[16] = 2, [17] = 3, [18] = 7};
    uint64_t bits = 3 + 5 + 5 + 4 + 3 * (uint64_t)codelen_used;
    for (int k = 0; k < run_count; k++) bits += codelen_lengths[run_symbols[k]] + run_extra_bits[run_symbols[k]];
    for (int s = 0; s < CPNG_LITLEN_SYMBOLS; s++) {
        uint32_t extra = s < 257 ? 0 : length_table->extra_bits[length_table->base[s - 257]];
        bits += (uint64_t)litlen_counts[s] * (litlen_lengths[s] + extra);
    }
    for (int s = 0; s < CPNG_DIST_SYMBOLS; s++) {
        bits += (uint64_t)dist_counts[s] * (dist_lengths[s] + cpng_distance_extra_bits((uint32_t)s));
    }
    if (bits >= cpng_stored_bits(end - begin)) {
        cpng_write_stored(w, data + begin, end - begin, final);
        return;
    }

    uint16_t litlen_codes[CPNG_LITLEN_SYMBOLS], dist_codes[CPNG_DIST_SYMBOLS], codelen_codes[CPNG_CODELEN_SYMBOLS];
    cpng_canonical_codes(litlen_lengths, CPNG_LITLEN_SYMBOLS, litlen_codes);
    cpng_canonical_codes(dist_lengths, CPNG_DIST_SYMBOLS, dist_codes);
    cpng_canonical_codes(codelen_lengths, CPNG_CODELEN_SYMBOLS, codelen_codes);
    cpng_put_bits(w, final ? 1 : 0, 1);
    cpng_put_bits(w, 2, 2);   // dynamic Huffman
    cpng_put_bits(w, (uint32_t)(litlen_used - 257), 5);
    cpng_put_bits(w, (uint32_t)(dist_used - 1), 5);
    cpng_put_bits(w, (uint32_t)(codelen_used - 4), 4);
    for (int k = 0; k < codelen_used; k++) cpng_put_bits(w, codelen_lengths[cpng_codelen_order[k]], 3);
    for (int k = 0; k < run_count; k++) {
        uint8_t symbol = run_symbols[k];
        cpng_put_bits(w, codelen_codes[symbol], codelen_lengths[symbol]);
        if (symbol >= 16) cpng_put_bits(w, run_extras[k], run_extra_bits[symbol]);
    }
    for (size_t t = 0; t < block->count; t++) {
        uint32_t token = block->tokens[t];
        if ((token & CPNG_MATCH_FLAG) == 0) {
            cpng_put_bits(w, litlen_codes[token], litlen_lengths[token]);
            continue;
        }
        uint32_t length = (token >> 16) & 0x1FF, distance = token & 0xFFFF;
        uint32_t symbol = length_table->symbol[length];
        cpng_put_bits(w, litlen_codes[symbol], litlen_lengths[symbol]);
        uint32_t extra = length_table->extra_bits[length];
        if (extra > 0) cpng_put_bits(w, length - length_table->base[symbol - 257], extra);
        uint32_t dist_symbol = cpng_distance_symbol(distance);
        cpng_put_bits(w, dist_codes[dist_symbol], dist_lengths[dist_symbol]);
        uint32_t dist_extra = cpng_distance_extra_bits(dist_symbol);
        if (dist_extra > 0) cpng_put_bits(w, distance - cpng_distance_base(dist_symbol), dist_extra);
    }
    cpng_put_bits(w, litlen_codes[256], litlen_lengths[256]);
}

// The zlib stream (RFC 1950) as the filtered rows come: header, deflate blocks, Adler-32.
// The rows go through a buffer that keeps the last 32 KiB (the window matches reach into)
// and room for about a mebibyte more; a block ends when its tokens fill up and whenever the
// buffer slides, so that a block that does not compress can still be written stored from
// the bytes in the buffer.
typedef struct {
    cpng_writer writer;
    cpng_block *block;
    cpng_length_table length_table;
    uint32_t distances[3];   // the match distances to try, increasing, each at most 32,768
    int distance_count;
} cpng_deflater;

static void cpng_block_reset(cpng_block *block) {
    block->count = 0;
    memset(block->litlen_counts, 0, sizeof block->litlen_counts);
    memset(block->dist_counts, 0, sizeof block->dist_counts);
}

static void cpng_deflate_start(cpng_deflater *d) {
    cpng_make_length_table(&d->length_table);
    cpng_block_reset(d->block);
    for (size_t k = 0; k < (1u << CPNG_HASH_BITS); k++) d->block->last_seen[k] = CPNG_NOWHERE;
    // CMF 0x78: deflate with a 32 KiB window; FLG 0x01: no dictionary, "fastest" level, and
    // 0x7801 is a multiple of 31 as the header's check requires.
    cpng_put_bits(&d->writer, 0x78, 8);
    cpng_put_bits(&d->writer, 0x01, 8);
}

// Compresses data[position, end) (what came before it in `data` being the window) into
// one or more blocks, the last of them final when `last` is.
static void cpng_deflate_span(cpng_deflater *d, const uint8_t *data, size_t position, size_t end, int last) {
    size_t begin = position;
    for (;;) {
        position = cpng_tokenize(data, end, position, d->distances, d->distance_count, &d->length_table, d->block);
        if (position >= end) break;
        cpng_write_block(&d->writer, d->block, &d->length_table, data, begin, position, 0);
        cpng_block_reset(d->block);
        begin = position;
    }
    cpng_write_block(&d->writer, d->block, &d->length_table, data, begin, end, last);
    cpng_block_reset(d->block);
}

// The buffer's bytes moved `shift` places towards its start: where sequences were seen moves
// with them, and what moved out of the buffer is forgotten.
static void cpng_deflate_slid(cpng_deflater *d, size_t shift) {
    uint32_t *last_seen = d->block->last_seen;
    for (size_t k = 0; k < (1u << CPNG_HASH_BITS); k++) {
        last_seen[k] = last_seen[k] != CPNG_NOWHERE && last_seen[k] >= shift ? (uint32_t)(last_seen[k] - shift) : CPNG_NOWHERE;
    }
}

// Ends the stream with the Adler-32 of everything compressed. Returns 0, or -1 when the
// output did not fit (which the bound rules out).
static int cpng_deflate_finish(cpng_deflater *d, uint32_t adler) {
    cpng_writer *w = &d->writer;
    cpng_align(w);
    if (w->overflow || w->size + 4 > w->capacity) return -1;
    cpng_put32(w->out + w->size, adler);
    w->size += 4;
    return 0;
}

// MARK: - The encoder

// The compressed stream's room: a block that does not compress is written stored, so the
// stream never needs more than the data, 5 bytes a stored block (one per 65,535 bytes, and
// one per block: blocks end when their tokens fill up, each token covering a byte at least,
// and where the buffer slides, every `segment` bytes), and the zlib header and checksum.
static size_t cpng_deflate_bound(size_t size, size_t segment) {
    return size + 5 * (size / 65535 + size / CPNG_BLOCK_TOKENS + size / segment + 4) + 6 + 64;
}

// PNG chunks longer than this are split: a huge noisy image may compress to more than a
// chunk may hold (2^31 - 1 bytes), and decoders read IDAT chunks as one stream anyway.
enum { CPNG_IDAT_MAX = 1 << 18 };

int cpng_encode_argb32(const uint8_t *pixels, int width, int height, int stride,
                       uint8_t **out, size_t *out_size, char *error, int error_capacity) {
    *out = NULL;
    *out_size = 0;
    if (pixels == NULL || width <= 0 || height <= 0 || width > (1 << 28) || stride / 4 < width ||
        stride % 4 != 0 || (uintptr_t)pixels % 4 != 0) {
        cpng_encode_error(error, error_capacity, "the image has no pixels, or its rows are too short or not aligned to 32-bit words");
        return -1;
    }
    int opaque = 1;
    for (int y = 0; y < height && opaque; y++) {
        const uint32_t *row = (const uint32_t *)(pixels + (size_t)y * (size_t)stride);
        uint32_t all = 0xFF000000u;
        int x = 0;
#if CPNG_SSE2
        __m128i words = _mm_set1_epi32((int)0xFF000000u);
        for (; x + 16 <= width; x += 16) {
            __m128i first = _mm_and_si128(_mm_loadu_si128((const __m128i *)(row + x)), _mm_loadu_si128((const __m128i *)(row + x + 4)));
            __m128i second = _mm_and_si128(_mm_loadu_si128((const __m128i *)(row + x + 8)), _mm_loadu_si128((const __m128i *)(row + x + 12)));
            words = _mm_and_si128(words, _mm_and_si128(first, second));
        }
        for (; x + 4 <= width; x += 4) words = _mm_and_si128(words, _mm_loadu_si128((const __m128i *)(row + x)));
        uint32_t lanes[4];
        _mm_storeu_si128((__m128i *)lanes, words);
        all = lanes[0] & lanes[1] & lanes[2] & lanes[3];
#endif
        for (; x < width; x++) all &= row[x];
        opaque = (all & 0xFF000000u) == 0xFF000000u;
    }
    int bpp = opaque ? 3 : 4;
    size_t row_length = (size_t)width * (size_t)bpp;
    size_t filtered_size = (row_length + 1) * (size_t)height;
    if (filtered_size / (size_t)height != row_length + 1) {
        cpng_encode_error(error, error_capacity, "the image is too large to encode");
        return -1;
    }
    // Matches repeat at the byte before (runs), the pixel before (Sub of a gradient) and the
    // same byte a row above (Up of a vertical gradient).
    cpng_deflater deflater = {.block = malloc(sizeof(cpng_block)), .distance_count = 0};
    deflater.distances[deflater.distance_count++] = 1;
    deflater.distances[deflater.distance_count++] = (uint32_t)bpp;
    if (row_length + 1 <= CPNG_WINDOW) deflater.distances[deflater.distance_count++] = (uint32_t)(row_length + 1);
    // The rows' buffer: the window, then at least a mebibyte of new rows (or one row) and a
    // byte of room for the last RGB pixel's 4-byte store. A row of zeros stands for the row
    // above the first (PNG's filters see zeros there); RGBA rows are packed first, into two
    // rows that take turns, and filtered with Sub into a row of their own.
    size_t segment = row_length + 1 > (1u << 20) ? row_length + 1 : (1u << 20);
    size_t buffer_capacity = CPNG_WINDOW + segment;
    size_t bound = cpng_deflate_bound(filtered_size, segment);
    uint8_t *buffer = malloc(buffer_capacity + 1);
    uint8_t *zeros = calloc((size_t)width, 4);
    uint8_t *rows = opaque ? NULL : calloc(2, row_length);
    uint8_t *scratch = opaque ? NULL : malloc(row_length);
    deflater.writer.out = malloc(bound);
    deflater.writer.capacity = bound;
    if (deflater.block == NULL || buffer == NULL || zeros == NULL || deflater.writer.out == NULL ||
        (!opaque && (rows == NULL || scratch == NULL))) {
        free(deflater.block);
        free(buffer);
        free(zeros);
        free(rows);
        free(scratch);
        free(deflater.writer.out);
        cpng_encode_error(error, error_capacity, "out of memory for the image's rows");
        return -1;
    }
    cpng_deflate_start(&deflater);
    cpng_adler adler = {1, 0};
    size_t fill = 0, pending = 0;   // bytes in the buffer; where the ones not compressed yet start
    uint8_t *current = rows, *previous = rows != NULL ? rows + row_length : NULL;
    for (int y = 0; y < height; y++) {
        if (fill + row_length + 1 > buffer_capacity) {
            // Full: compress what is pending, then keep only the window.
            cpng_deflate_span(&deflater, buffer, pending, fill, 0);
            size_t keep = fill < CPNG_WINDOW ? fill : CPNG_WINDOW;
            memmove(buffer, buffer + fill - keep, keep);
            cpng_deflate_slid(&deflater, fill - keep);
            fill = pending = keep;
        }
        const uint8_t *source = pixels + (size_t)y * (size_t)stride;
        const uint8_t *above = y > 0 ? source - stride : zeros;
        uint8_t *target = buffer + fill;
        uint64_t up_sum, sub_sum;
        // A row equal to the one above (flat backgrounds) filters to all zeros with Up; the
        // packed row above stays the previous row.
        if (y > 0 && memcmp(source, above, (size_t)width * 4) == 0) {
            target[0] = 2;
            memset(target + 1, 0, row_length);
        } else if (opaque) {
            cpng_measure_opaque(source, above, (size_t)width * 4, &up_sum, &sub_sum);
            // Up on ties, as libpng's order of trying them would.
            int sub = sub_sum < up_sum;
            target[0] = sub ? 1 : 2;
            cpng_pack_opaque((const uint32_t *)source, sub ? NULL : (const uint32_t *)above, width, target + 1);
        } else {
            cpng_filter_rgba((const uint32_t *)source, width, previous, current, target + 1, scratch, &up_sum, &sub_sum);
            target[0] = 2;
            if (sub_sum < up_sum) {
                target[0] = 1;
                memcpy(target + 1, scratch, row_length);
            }
            uint8_t *swap = previous;
            previous = current;
            current = swap;
        }
        cpng_adler_update(&adler, target, row_length + 1);
        fill += row_length + 1;
    }
    cpng_deflate_span(&deflater, buffer, pending, fill, 1);
    free(deflater.block);
    free(buffer);
    free(zeros);
    free(rows);
    free(scratch);
    cpng_writer writer = deflater.writer;
    if (cpng_deflate_finish(&deflater, (adler.b << 16) | adler.a) != 0) {
        free(writer.out);
        cpng_encode_error(error, error_capacity, "the compressed image did not fit its buffer");
        return -1;
    }
    writer = deflater.writer;
    size_t compressed_size = writer.size;
    size_t idat_chunks = compressed_size / CPNG_IDAT_MAX + 1;
    // Signature (8), IHDR (25), IDAT chunks (12 + data each), IEND (12).
    uint8_t *png = malloc(8 + 25 + 12 * idat_chunks + compressed_size + 12);
    if (png == NULL) {
        free(writer.out);
        cpng_encode_error(error, error_capacity, "out of memory for the PNG");
        return -1;
    }
    uint32_t crc_table[256];
    cpng_crc_table(crc_table);
    static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A};
    memcpy(png, signature, 8);
    size_t size = 8;
    // Each chunk: length, type, data, CRC of type and data.
    uint8_t header[13];
    cpng_put32(header, (uint32_t)width);
    cpng_put32(header + 4, (uint32_t)height);
    header[8] = 8;                // bit depth
    header[9] = opaque ? 2 : 6;   // RGB or RGBA
    header[10] = 0;               // deflate
    header[11] = 0;               // adaptive filtering
    header[12] = 0;               // no interlace
    cpng_put32(png + size, 13);
    memcpy(png + size + 4, "IHDR", 4);
    memcpy(png + size + 8, header, 13);
    cpng_put32(png + size + 21, cpng_crc32(crc_table, png + size + 4, 17));
    size += 25;
    size_t written = 0;
    for (size_t chunk = 0; chunk < idat_chunks; chunk++) {
        size_t part = compressed_size - written < CPNG_IDAT_MAX ? compressed_size - written : CPNG_IDAT_MAX;
        cpng_put32(png + size, (uint32_t)part);
        memcpy(png + size + 4, "IDAT", 4);
        memcpy(png + size + 8, writer.out + written, part);
        cpng_put32(png + size + 8 + part, cpng_crc32(crc_table, png + size + 4, part + 4));
        size += 12 + part;
        written += part;
        if (written == compressed_size) break;
    }
    free(writer.out);
    cpng_put32(png + size, 0);
    memcpy(png + size + 4, "IEND", 4);
    cpng_put32(png + size + 8, cpng_crc32(crc_table, png + size + 4, 4));
    size += 12;
    *out = png;
    *out_size = size;
    return 0;
}

void cpng_free(uint8_t *buffer) {
    free(buffer);
}
