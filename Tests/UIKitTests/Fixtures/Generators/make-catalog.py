#!/usr/bin/python3
"""Writes Media.xcassets, the asset catalog fixture, as Xcode lays one out (Contents.json
files with Xcode's keys). Every picture is a few pixels of one flat color, so a test can
tell which variant was chosen from a single pixel. Run from Fixtures/:
/usr/bin/python3 Generators/make-catalog.py (the JPEG comes from make-jpeg.c).
"""
import json
import os
import shutil
import struct
import zlib

ROOT = "Media.xcassets"
INFO = {"author": "xcode", "version": 1}


def png(path, width, height, rgba):
    raw = b"".join(b"\x00" + bytes(rgba) * width for _ in range(height))
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    data = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
    data += chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b"")
    with open(path, "wb") as f:
        f.write(data)


def pdf(path, width, height, rgb, inset):
    """A one-page PDF: a `width` x `height` point page with a rectangle `inset` points in."""
    content = f"{rgb[0]} {rgb[1]} {rgb[2]} rg {inset} {inset} {width - 2 * inset} {height - 2 * inset} re f".encode()
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {width} {height}] /Contents 4 0 R /Resources << >> >>".encode(),
        b"<< /Length " + str(len(content)).encode() + b" >>\nstream\n" + content + b"\nendstream",
    ]
    out = b"%PDF-1.4\n"
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += f"{number} 0 obj\n".encode() + body + b"\nendobj\n"
    xref = len(out)
    out += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
    out += b"".join(f"{offset:010d} 00000 n \n".encode() for offset in offsets)
    out += f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode()
    with open(path, "wb") as f:
        f.write(out)


def contents(folder, value):
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "Contents.json"), "w") as f:
        json.dump(value, f, indent=2, sort_keys=True)
        f.write("\n")


DARK = [{"appearance": "luminosity", "value": "dark"}]
HIGH = [{"appearance": "contrast", "value": "high"}]

shutil.rmtree(ROOT, ignore_errors=True)
contents(ROOT, {"info": INFO})

# Badge: 4 x 4 points at 1x, 2x and 3x, each scale its own color; dark variants at 2x and
# 3x; a high-contrast light variant at 2x.
badge = os.path.join(ROOT, "Badge.imageset")
contents(badge, {"images": [
    {"filename": "badge.png", "idiom": "universal", "scale": "1x"},
    {"filename": "badge@2x.png", "idiom": "universal", "scale": "2x"},
    {"filename": "badge@3x.png", "idiom": "universal", "scale": "3x"},
    {"appearances": DARK, "idiom": "universal", "scale": "1x"},
    {"appearances": DARK, "filename": "badge-dark@2x.png", "idiom": "universal", "scale": "2x"},
    {"appearances": DARK, "filename": "badge-dark@3x.png", "idiom": "universal", "scale": "3x"},
    {"appearances": HIGH, "filename": "badge-contrast@2x.png", "idiom": "universal", "scale": "2x"},
], "info": INFO})
png(os.path.join(badge, "badge.png"), 4, 4, (255, 0, 0, 255))
png(os.path.join(badge, "badge@2x.png"), 8, 8, (0, 255, 0, 255))
png(os.path.join(badge, "badge@3x.png"), 12, 12, (0, 0, 255, 255))
png(os.path.join(badge, "badge-dark@2x.png"), 8, 8, (255, 255, 0, 255))
png(os.path.join(badge, "badge-dark@3x.png"), 12, 12, (255, 0, 255, 255))
png(os.path.join(badge, "badge-contrast@2x.png"), 8, 8, (0, 0, 0, 255))

# Glyph: a template image, one scale-less SVG kept as a vector.
glyph = os.path.join(ROOT, "Glyph.imageset")
contents(glyph, {"images": [{"filename": "glyph.svg", "idiom": "universal"}], "info": INFO,
                 "properties": {"preserves-vector-representation": True, "template-rendering-intent": "template"}})
with open(os.path.join(glyph, "glyph.svg"), "w") as f:
    f.write('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" viewBox="0 0 10 10">'
            '<rect x="1" y="1" width="8" height="8" fill="#000"/></svg>\n')

# Logo: a single-scale PDF (20 x 10 points, an orange rectangle 2 points in), rasterized at
# build time by Xcode since it does not preserve its vectors.
logo = os.path.join(ROOT, "Logo.imageset")
contents(logo, {"images": [{"filename": "logo.pdf", "idiom": "universal"}], "info": INFO})
pdf(os.path.join(logo, "logo.pdf"), 20, 10, (1, 0.5, 0), 2)

# Outline: the same PDF kept as a vector and drawn "original" even where a tint applies.
outline = os.path.join(ROOT, "Outline.imageset")
contents(outline, {"images": [{"filename": "outline.pdf", "idiom": "universal"}], "info": INFO,
                   "properties": {"preserves-vector-representation": True, "template-rendering-intent": "original"}})
pdf(os.path.join(outline, "outline.pdf"), 20, 10, (0, 0.5, 1), 2)

# Photo: a JPEG (written by make-jpeg.c), 2x.
photo = os.path.join(ROOT, "Photo.imageset")
contents(photo, {"images": [{"idiom": "universal", "scale": "1x"}, {"filename": "photo@2x.jpg", "idiom": "universal", "scale": "2x"},
                            {"idiom": "universal", "scale": "3x"}], "info": INFO})
if os.path.exists("Generators/photo@2x.jpg"):
    shutil.copy("Generators/photo@2x.jpg", os.path.join(photo, "photo@2x.jpg"))

# Icons/ provides a namespace: its image is "Icons/Star". Misc/ does not: "Plain".
contents(os.path.join(ROOT, "Icons"), {"info": INFO, "properties": {"provides-namespace": True}})
star = os.path.join(ROOT, "Icons", "Star.imageset")
contents(star, {"images": [{"filename": "star.svg", "idiom": "universal"}], "info": INFO,
                "properties": {"preserves-vector-representation": True}})
with open(os.path.join(star, "star.svg"), "w") as f:
    f.write('<svg xmlns="http://www.w3.org/2000/svg" width="12" height="12"><rect width="12" height="12" fill="#0a0"/></svg>\n')
contents(os.path.join(ROOT, "Misc"), {"info": INFO})
plain = os.path.join(ROOT, "Misc", "Plain.imageset")
contents(plain, {"images": [{"filename": "plain.png", "idiom": "universal", "scale": "1x"}], "info": INFO})
png(os.path.join(plain, "plain.png"), 3, 3, (10, 20, 30, 255))

# Colors, in each notation Xcode's color inspector writes.
def color(space, components):
    return {"color-space": space, "components": components}

contents(os.path.join(ROOT, "Brand.colorset"), {"colors": [
    {"color": color("srgb", {"alpha": "1.000", "blue": "1.000", "green": "0.478", "red": "0.000"}), "idiom": "universal"},
    {"appearances": DARK, "color": color("srgb", {"alpha": "1.000", "blue": "10", "green": "159", "red": "255"}), "idiom": "universal"},
    {"appearances": HIGH, "color": color("srgb", {"alpha": "1.000", "blue": "0x80", "green": "0x00", "red": "0x00"}), "idiom": "universal"},
], "info": INFO})
contents(os.path.join(ROOT, "Hex.colorset"), {"colors": [
    {"color": color("srgb", {"alpha": "0.500", "blue": "0x33", "green": "0x66", "red": "0xCC"}), "idiom": "universal"},
], "info": INFO})
contents(os.path.join(ROOT, "Gray.colorset"), {"colors": [
    {"color": color("gray-gamma-22", {"alpha": "1.000", "white": "0.250"}), "idiom": "universal"},
    {"appearances": DARK, "color": color("extended-gray", {"alpha": "1.000", "white": "0.750"}), "idiom": "universal"},
], "info": INFO})
contents(os.path.join(ROOT, "Vivid.colorset"), {"colors": [
    {"color": color("display-p3", {"alpha": "1.000", "blue": "0.000", "green": "0.000", "red": "1.000"}), "idiom": "universal"},
], "info": INFO})
contents(os.path.join(ROOT, "Accent.colorset"), {"colors": [
    {"color": {"platform": "ios", "reference": "systemBlueColor"}, "idiom": "universal"},
], "info": INFO})
