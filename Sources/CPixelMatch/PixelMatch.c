#include "CPixelMatch.h"
#include <math.h>
#include <stddef.h>
#include <string.h>

// Luma and chroma weights of the YIQ colour space (Kotsarenko and Ramos, 2010).
#define Y_R 0.29889531
#define Y_G 0.58662247
#define Y_B 0.11448223
#define I_R 0.59597799
#define I_G 0.27417610
#define I_B 0.32180189
#define Q_R 0.21147017
#define Q_G 0.52261711
#define Q_B 0.31114694
// The largest possible YIQ distance, between black and white.
#define MAX_YIQ_DELTA 35215.0

// Semi-transparent pixels are compared as if drawn over a background whose colour depends
// on the byte offset of the pixel, so the same colour at different alphas differs.
static inline double background_channel(size_t offset, double divisor) {
    return 48.0 + 159.0 * (double)(((uint64_t)((double)offset / divisor)) % 2);
}

// Difference between the pixel at byte offset `k` of `a` and at `m` of `b`: the squared YIQ
// distance (negative when `a` is the lighter one), or the luma difference only when
// `luma_only`.
static double color_delta(const uint8_t *a, const uint8_t *b, size_t k, size_t m, int luma_only) {
    double r1 = a[k], g1 = a[k + 1], b1 = a[k + 2], a1 = a[k + 3];
    double r2 = b[m], g2 = b[m + 1], b2 = b[m + 2], a2 = b[m + 3];
    double dr = r1 - r2, dg = g1 - g2, db = b1 - b2, da = a1 - a2;
    if (dr == 0 && dg == 0 && db == 0 && da == 0) return 0;
    if (a1 < 255 || a2 < 255) {
        double rb = background_channel(k, 1.0);
        double gb = background_channel(k, 1.618033988749895);
        double bb = background_channel(k, 2.618033988749895);
        dr = (r1 * a1 - r2 * a2 - rb * da) / 255.0;
        dg = (g1 * a1 - g2 * a2 - gb * da) / 255.0;
        db = (b1 * a1 - b2 * a2 - bb * da) / 255.0;
    }
    double y = dr * Y_R + dg * Y_G + db * Y_B;
    if (luma_only) return y;
    double i = dr * I_R - dg * I_G - db * I_B;
    double q = dr * Q_R - dg * Q_G + db * Q_B;
    double delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q;
    return y > 0 ? -delta : delta;
}

static inline uint32_t word_at(const uint8_t *image, size_t index) {
    uint32_t word;
    memcpy(&word, image + index * 4, 4);
    return word;
}

// Whether the pixel at (x, y) has at least three neighbours of exactly its colour (a pixel
// on the image's edge counts one neighbour as equal).
static int has_many_siblings(const uint8_t *image, uint32_t x, uint32_t y, uint32_t width, uint32_t height) {
    uint32_t x0 = x > 0 ? x - 1 : 0, y0 = y > 0 ? y - 1 : 0;
    uint32_t x2 = x + 1 < width ? x + 1 : width - 1, y2 = y + 1 < height ? y + 1 : height - 1;
    uint32_t value = word_at(image, (size_t)y * width + x);
    int equal = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0;
    for (uint32_t nx = x0; nx <= x2; nx++) {
        for (uint32_t ny = y0; ny <= y2; ny++) {
            if (nx == x && ny == y) continue;
            if (word_at(image, (size_t)ny * width + nx) == value) equal++;
            if (equal > 2) return 1;
        }
    }
    return 0;
}

// Whether the pixel at (x, y) of `image` looks like anti-aliasing (Vysniauskas, 2009): it
// has both a darker and a brighter neighbour, few equal ones, and its darkest or brightest
// neighbour sits in a flat area in both images.
static int is_antialiased(const uint8_t *image, const uint8_t *other, uint32_t x, uint32_t y,
                          uint32_t width, uint32_t height) {
    uint32_t x0 = x > 0 ? x - 1 : 0, y0 = y > 0 ? y - 1 : 0;
    uint32_t x2 = x + 1 < width ? x + 1 : width - 1, y2 = y + 1 < height ? y + 1 : height - 1;
    size_t center = ((size_t)y * width + x) * 4;
    int equal = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0;
    double darkest = 0, brightest = 0;
    uint32_t darkX = 0, darkY = 0, brightX = 0, brightY = 0;
    // Columns outside, rows inside: the first extreme found wins ties.
    for (uint32_t nx = x0; nx <= x2; nx++) {
        for (uint32_t ny = y0; ny <= y2; ny++) {
            if (nx == x && ny == y) continue;
            double delta = color_delta(image, image, center, ((size_t)ny * width + nx) * 4, 1);
            if (delta == 0) {
                equal++;
                if (equal > 2) return 0;
            } else if (delta < darkest) {
                darkest = delta;
                darkX = nx;
                darkY = ny;
            } else if (delta > brightest) {
                brightest = delta;
                brightX = nx;
                brightY = ny;
            }
        }
    }
    if (darkest == 0 || brightest == 0) return 0;
    return (has_many_siblings(image, darkX, darkY, width, height) && has_many_siblings(other, darkX, darkY, width, height))
        || (has_many_siblings(image, brightX, brightY, width, height) && has_many_siblings(other, brightX, brightY, width, height));
}

static inline void put_pixel(uint8_t *output, size_t offset, const uint8_t color[3]) {
    output[offset] = color[0];
    output[offset + 1] = color[1];
    output[offset + 2] = color[2];
    output[offset + 3] = 255;
}

// The reference pixel as a faded gray: its luma blended towards white.
static inline void put_faded(uint8_t *output, const uint8_t *image, size_t offset, double alpha) {
    double luma = image[offset] * Y_R + image[offset + 1] * Y_G + image[offset + 2] * Y_B;
    double value = 255.0 + (luma - 255.0) * alpha * image[offset + 3] / 255.0;
    uint8_t gray = (uint8_t)(value < 0 ? 0 : value > 255 ? 255 : value);
    output[offset] = gray;
    output[offset + 1] = gray;
    output[offset + 2] = gray;
    output[offset + 3] = 255;
}

cpm_result cpm_compare(const uint8_t *first, const uint8_t *second, uint8_t *output,
                       uint32_t width, uint32_t height, const cpm_options *options) {
    cpm_result result = {0, 0};
    size_t count = (size_t)width * height;
    if (output != NULL && options->diff_mask) memset(output, 0, count * 4);
    if (memcmp(first, second, count * 4) == 0) {
        if (output != NULL && !options->diff_mask) {
            for (size_t index = 0; index < count; index++) put_faded(output, first, index * 4, options->alpha);
        }
        return result;
    }
    double max_delta = MAX_YIQ_DELTA * options->threshold * options->threshold;
    for (uint32_t y = 0; y < height; y++) {
        const uint8_t *row_a = first + (size_t)y * width * 4;
        const uint8_t *row_b = second + (size_t)y * width * 4;
        for (uint32_t x = 0; x < width; x++) {
            size_t offset = ((size_t)y * width + x) * 4;
            // Equal pixels need no arithmetic.
            if (memcmp(row_a + (size_t)x * 4, row_b + (size_t)x * 4, 4) == 0) {
                if (output != NULL && !options->diff_mask) put_faded(output, first, offset, options->alpha);
                continue;
            }
            double delta = color_delta(first, second, offset, offset, 0);
            if (fabs(delta) > max_delta) {
                if (!options->include_antialiasing
                    && (is_antialiased(first, second, x, y, width, height) || is_antialiased(second, first, x, y, width, height))) {
                    result.antialiased_pixels++;
                    if (output != NULL && !options->diff_mask) put_pixel(output, offset, options->antialiasing_color);
                } else {
                    result.different_pixels++;
                    if (output != NULL) {
                        put_pixel(output, offset, delta < 0 && options->use_alt_color ? options->diff_color_alt : options->diff_color);
                    }
                }
            } else if (output != NULL && !options->diff_mask) {
                put_faded(output, first, offset, options->alpha);
            }
        }
    }
    return result;
}

// Mixes one 64-bit word into the state: multiply by odd constants and fold the high bits
// down, so every input bit reaches every output bit.
static inline uint64_t mix(uint64_t state, uint64_t word) {
    state ^= word * 0x9E3779B97F4A7C15ULL;
    state = (state << 27) | (state >> 37);
    state *= 0xC2B2AE3D27D4EB4FULL;
    return state;
}

#if defined(__SSE2__)
#include <emmintrin.h>

// Sixty-four bytes a round into four 128-bit accumulators: each 32-bit half of (data ^ key)
// multiplies the other (SSE2's 32 x 32 -> 64-bit multiply, part of every x86-64), and the
// data itself is added in, as fast multiply-accumulate hashes do. SSE2 needs no compiler
// flag, so this runs in debug and release builds alike.
static void accumulate(const uint8_t *data, size_t blocks, uint64_t seed, uint64_t out[2]) {
    __m128i acc[4];
    for (int lane = 0; lane < 4; lane++) {
        acc[lane] = _mm_set_epi64x((long long)(seed * (2 * lane + 1) + 0x243F6A8885A308D3ULL), (long long)(seed ^ (0x13198A2E03707344ULL * (lane + 1))));
    }
    const __m128i keys[4] = {
        _mm_set_epi64x(0x0A4093822299F31DLL, 0x082EFA98EC4E6C89LL), _mm_set_epi64x(0x452821E638D01377LL, 0x3BE5466CF34E90C6LL),
        _mm_set_epi64x(0x1F3A8B7C5D6E9F01LL, 0x7C0DD2A4B9E8F615LL), _mm_set_epi64x(0x5A827999AB6E3B11LL, 0x6ED9EBA1C3D2E1F0LL),
    };
    // Each lane's key with the seed mixed in once, not in every block; the four lanes written
    // out, so that a debug build (no optimization) runs the loop without indexing them.
    const __m128i seeded = _mm_set1_epi64x((long long)seed);
    const __m128i key0 = _mm_xor_si128(keys[0], seeded), key1 = _mm_xor_si128(keys[1], seeded);
    const __m128i key2 = _mm_xor_si128(keys[2], seeded), key3 = _mm_xor_si128(keys[3], seeded);
    __m128i acc0 = acc[0], acc1 = acc[1], acc2 = acc[2], acc3 = acc[3];
#define CPM_LANE(accumulator, key, offset) do { \
        __m128i value = _mm_loadu_si128((const __m128i *)(p + (offset))); \
        __m128i keyed = _mm_xor_si128(value, (key)); \
        __m128i product = _mm_mul_epu32(keyed, _mm_srli_epi64(keyed, 32)); \
        accumulator = _mm_add_epi64(accumulator, _mm_add_epi64(product, _mm_shuffle_epi32(value, _MM_SHUFFLE(1, 0, 3, 2)))); \
    } while (0)
    for (const uint8_t *p = data, *end = data + blocks * 64; p < end; p += 64) {
        CPM_LANE(acc0, key0, 0);
        CPM_LANE(acc1, key1, 16);
        CPM_LANE(acc2, key2, 32);
        CPM_LANE(acc3, key3, 48);
    }
#undef CPM_LANE
    acc[0] = acc0;
    acc[1] = acc1;
    acc[2] = acc2;
    acc[3] = acc3;
    // Two states folded from the same accumulators in different orders.
    uint64_t words[8];
    for (int lane = 0; lane < 4; lane++) _mm_storeu_si128((__m128i *)(words + 2 * lane), acc[lane]);
    out[0] = seed;
    out[1] = ~seed;
    for (int i = 0; i < 8; i++) {
        out[0] = mix(out[0], words[i]);
        out[1] = mix(out[1], words[7 - i] ^ 0x9E3779B97F4A7C15ULL);
    }
}
#else
static void accumulate(const uint8_t *data, size_t blocks, uint64_t seed, uint64_t out[2]) {
    out[0] = seed;
    out[1] = ~seed;
    for (size_t index = 0; index < blocks * 8; index++) {
        uint64_t word;
        memcpy(&word, data + index * 8, 8);
        out[0] = mix(out[0], word);
        out[1] = mix(out[1], word ^ 0x9E3779B97F4A7C15ULL);
    }
}
#endif

void cpm_hash128(const uint8_t *data, size_t length, uint64_t out[2]) {
    size_t blocks = length / 64;
    accumulate(data, blocks, 0x5EED0001ULL, out);
    size_t index = blocks * 64;
    uint64_t tail = 0;
    for (; index + 8 <= length; index += 8) {
        uint64_t word;
        memcpy(&word, data + index, 8);
        out[0] = mix(out[0], word);
        out[1] = mix(out[1], word ^ 0x165667B19E3779F9ULL);
    }
    for (size_t shift = 0; index < length; index++, shift += 8) tail |= (uint64_t)data[index] << shift;
    for (int half = 0; half < 2; half++) {
        uint64_t state = mix(out[half], tail ^ (length * 0x165667B19E3779F9ULL) ^ (uint64_t)half);
        state ^= state >> 33;
        state *= 0xFF51AFD7ED558CCDULL;
        state ^= state >> 33;
        out[half] = state;
    }
}

static inline uint32_t cpm_unpremultiply(uint32_t premultiplied, uint32_t alpha) {
    uint32_t straight = (premultiplied * 255 + alpha / 2) / alpha;
    return straight > 255 ? 255 : straight;
}

int cpm_row_equals_unpremultiplied(const uint8_t *rgba, const uint8_t *argb, uint32_t width) {
    for (uint32_t x = 0; x < width; x++, rgba += 4, argb += 4) {
        uint32_t value;
        memcpy(&value, argb, 4);
        uint32_t alpha = value >> 24;
        uint32_t red = (value >> 16) & 0xFF, green = (value >> 8) & 0xFF, blue = value & 0xFF;
        if (rgba[3] != alpha) return 0;
        // Opaque pixels (most of them) need no division; transparent ones are all zero.
        if (alpha == 255) {
            if (rgba[0] != red || rgba[1] != green || rgba[2] != blue) return 0;
        } else if (alpha == 0) {
            if (rgba[0] != 0 || rgba[1] != 0 || rgba[2] != 0) return 0;
        } else if (rgba[0] != cpm_unpremultiply(red, alpha) || rgba[1] != cpm_unpremultiply(green, alpha)
                   || rgba[2] != cpm_unpremultiply(blue, alpha)) {
            return 0;
        }
    }
    return 1;
}
