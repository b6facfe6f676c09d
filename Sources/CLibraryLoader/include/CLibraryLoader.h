#ifndef CLIBRARYLOADER_H
#define CLIBRARYLOADER_H
#include <stddef.h>

// Opening a shared library when it is first needed instead of linking it (CSVG, CPDF): a
// process that never needs it does not load it, nor the libraries it depends on.

/// Opens the library `soname` (RTLD_NOW, RTLD_LOCAL) and looks up `count` functions named in
/// `names` (in it or in the libraries it loaded), storing each in `slots` at the same index.
/// Returns NULL when every one was found, else a message (written into `message`, `size`
/// bytes) saying what dlopen or dlsym found wrong. Call it once per library (pthread_once).
const char *clibrary_open(const char *soname, const char *const *names, void **slots, int count, char *message, size_t size);

#endif
