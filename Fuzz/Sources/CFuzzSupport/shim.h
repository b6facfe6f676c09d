// zlib, to mutate a PNG's image data uncompressed, and libFuzzer's driver and mutator, from
// the toolchain's libclang_rt.fuzzer_no_main (scripts/fuzz links it).
#include <stddef.h>
#include <stdint.h>
#include <zlib.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
size_t LLVMFuzzerMutate(uint8_t *data, size_t size, size_t max_size);
