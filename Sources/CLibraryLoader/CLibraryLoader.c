#include "CLibraryLoader.h"
#include <dlfcn.h>
#include <stdio.h>

const char *clibrary_open(const char *soname, const char *const *names, void **slots, int count, char *message, size_t size) {
    void *library = dlopen(soname, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        const char *reason = dlerror();
        snprintf(message, size, "%s", reason != NULL ? reason : soname);
        return message;
    }
    for (int index = 0; index < count; index++) {
        dlerror();
        slots[index] = dlsym(library, names[index]);
        if (slots[index] == NULL) {
            snprintf(message, size, "%s has no %s", soname, names[index]);
            return message;
        }
    }
    return NULL;
}
