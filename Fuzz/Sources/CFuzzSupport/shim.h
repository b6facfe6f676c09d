// zlib, to mutate a PNG's image data uncompressed, and libFuzzer's own mutator, which a
// custom mutator calls (the fuzzer sanitizer links it in).
#include <stddef.h>
#include <stdint.h>
#include <zlib.h>

size_t LLVMFuzzerMutate(uint8_t *data, size_t size, size_t max_size);
