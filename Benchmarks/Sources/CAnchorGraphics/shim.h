#ifndef CANCHORGRAPHICS_SHIM_H
#define CANCHORGRAPHICS_SHIM_H
#include <cairo.h>
#include <cairo-ft.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include <harfbuzz/hb.h>
#include <harfbuzz/hb-ft.h>
#endif
