#!/usr/bin/python3
"""Writes the fonts the font-registration tests register: Fonts/CatalogTestSans-Regular.ttf
(registered through Core Text) and App/Fonts/AppTestSans-Regular.ttf (listed in
App/Info.plist under UIAppFonts).

A tiny TrueType font made for the tests (no outline is taken from another font), with
shapes no installed font has, so a test can tell from pixels and widths that text was set
in it: "o" is a solid square one em wide, "i" a bar a quarter em wide, space half an em.
Run from Fixtures/ with Debian's python3-fonttools: /usr/bin/python3 Generators/make-test-font.py
"""
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen


def rectangle(x0, y0, x1, y1):
    pen = TTGlyphPen(None)
    pen.moveTo((x0, y0))
    pen.lineTo((x0, y1))
    pen.lineTo((x1, y1))
    pen.lineTo((x1, y0))
    pen.closePath()
    return pen.glyph()


def empty():
    return TTGlyphPen(None).glyph()


def build(family, ps, path):
    builder = FontBuilder(1000, isTTF=True)
    order = [".notdef", "space", "o", "i"]
    builder.setupGlyphOrder(order)
    builder.setupCharacterMap({0x20: "space", 0x6F: "o", 0x69: "i"})
    builder.setupGlyf({
        ".notdef": rectangle(50, 0, 450, 700),
        "space": empty(),
        "o": rectangle(0, 0, 1000, 700),
        "i": rectangle(0, 0, 250, 700),
    })
    builder.setupHorizontalMetrics({".notdef": (500, 50), "space": (500, 0), "o": (1000, 0), "i": (250, 0)})
    builder.setupHorizontalHeader(ascent=800, descent=-200)
    builder.setupNameTable({
        "familyName": family,
        "styleName": "Regular",
        "uniqueFontIdentifier": ps + ";1.000",
        "fullName": family + " Regular",
        "psName": ps,
        "version": "Version 1.000",
        "licenseDescription": "This Font Software is licensed under the SIL Open Font License, Version 1.1.",
    })
    builder.setupOS2(sTypoAscender=800, sTypoDescender=-200, sTypoLineGap=0, usWinAscent=800, usWinDescent=200,
                     sCapHeight=700, sxHeight=500, usWeightClass=400)
    builder.setupPost()
    builder.save(path)


build("Catalog Test Sans", "CatalogTestSans-Regular", "Fonts/CatalogTestSans-Regular.ttf")
build("App Test Sans", "AppTestSans-Regular", "App/Fonts/AppTestSans-Regular.ttf")
