// The declarations in include/CPDF.h are implemented by poppler-glib and GLib, linked by the
// target; this file only gives the C target something to compile.
#include "CPDF.h"
