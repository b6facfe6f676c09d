// The declarations in include/CSVG.h are implemented by librsvg and GLib, linked by the
// target; this file only gives the C target something to compile.
#include "CSVG.h"
