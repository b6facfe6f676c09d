#!/usr/bin/env python3
"""Writes the seed inputs of scripts/fuzz into Tests/FuzzTargetsTests/Fuzz/<target>/.

Run once when the seeds change (python3 Fuzz/make-seeds.py); the files it writes are kept in
the repository and replayed by `swift test`. Every PNG is built here byte by byte (zlib for
the image data), so each colour type, bit depth, interlacing and ancillary chunk the decoders
meet has a small valid example for libFuzzer to start from.
"""
import json
import os
import struct
import zlib

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "FuzzTargetsTests", "Fuzz")


def write(target, name, data):
    folder = os.path.join(ROOT, target)
    os.makedirs(folder, exist_ok=True)
    if isinstance(data, str):
        data = data.encode("utf-8")
    with open(os.path.join(folder, name), "wb") as file:
        file.write(data)


def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def png(width, height, depth, colour, rows, extra=(), interlace=0, idat_parts=1):
    header = struct.pack(">IIBBBBB", width, height, depth, colour, 0, 0, interlace)
    compressed = zlib.compress(b"".join(rows))
    size = max(1, len(compressed) // idat_parts + 1)
    idats = [chunk(b"IDAT", compressed[i:i + size]) for i in range(0, len(compressed), size)]
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + b"".join(extra) + b"".join(idats) + chunk(b"IEND", b"")


def pngs():
    rgba = [b"\x00" + bytes(v for x in range(5) for v in (x * 40, y * 60, 90, 255 - x * 30)) for y in range(3)]
    write("png", "rgba-8.png", png(5, 3, 8, 6, rgba))
    rgb = [b"\x01" + bytes(v for x in range(4) for v in (x * 50, 200, y * 80)) for y in range(4)]
    write("png", "rgb-8-sub-filter.png", png(4, 4, 8, 2, rgb))
    write("png", "gray-1.png", png(9, 2, 1, 0, [b"\x00\xa5\x80", b"\x00\x5a\x00"]))
    write("png", "gray-16.png", png(2, 2, 16, 0, [b"\x00\x12\x34\xff\xff", b"\x02\x00\x01\x80\x00"]))
    write("png", "gray-alpha-8.png", png(3, 1, 8, 4, [b"\x00\x10\x20\x30\x40\x50\x60"]))
    palette = chunk(b"PLTE", bytes([255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255]))
    transparency = chunk(b"tRNS", bytes([0, 128]))
    write("png", "palette-4-trns.png", png(4, 2, 4, 3, [b"\x00\x01\x23", b"\x00\x32\x10"], extra=[palette, transparency]))
    write("png", "gray-8-trns.png", png(3, 2, 8, 0, [b"\x00\x00\x7f\xff", b"\x03\x10\x10\x10"], extra=[chunk(b"tRNS", b"\x00\x7f")]))
    interlaced = [b"\x00" + bytes(v for x in range(9) for v in (x * 28, y * 28, 0, 255)) for y in range(9)]
    # Adam7 rows are the passes' sub-images; a wrong layout is a decoding error, also worth having.
    write("png", "rgba-interlaced-rows-as-progressive.png", png(9, 9, 8, 6, interlaced, interlace=1))
    write("png", "rgba-split-idat.png", png(5, 3, 8, 6, rgba, idat_parts=3))
    ancillary = [chunk(b"gAMA", struct.pack(">I", 45455)), chunk(b"tEXt", b"Title\x00a snapshot"),
                 chunk(b"pHYs", struct.pack(">IIB", 2835, 2835, 1)), chunk(b"iCCP", b"x\x00\x00" + zlib.compress(b"not a profile"))]
    write("png", "rgba-ancillary.png", png(5, 3, 8, 6, rgba, extra=ancillary))
    fingerprint = chunk(b"vsFP", b"5x3-00112233445566778899aabbccddeeff")
    write("png", "rgba-fingerprint.png", png(5, 3, 8, 6, rgba, extra=[fingerprint]))
    whole = png(5, 3, 8, 6, rgba)
    write("png", "truncated.png", whole[:len(whole) - 20])
    write("png", "huge-header.png", png(16384, 4096, 1, 0, [b"\x00" * 2049] * 4))
    write("png", "too-large-header.png", png(100000, 100000, 8, 6, [b"\x00" * 9]))
    write("png", "git-lfs-pointer.png", "version https://git-lfs.github.com/spec/v1\noid sha256:00\nsize 12\n")


def sidecars():
    font = {"family": "Noto Sans CJK JP", "file": "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
            "hash": "b74637c2358abdfc3816905fbc972828", "index": 0, "style": "Regular", "version": "2.004"}
    good = {"fingerprint": "480x44-11d1e83d12c1142a7d0473330878c638", "fonts": [font], "format": 1,
            "referenceHash": "d2c0e31520409770bb0d40cb6c97c648"}
    write("sidecar", "recorded.json", json.dumps(good, indent=2, sort_keys=True) + "\n")
    write("sidecar", "no-fingerprint.json", json.dumps({"fonts": [], "format": 1, "referenceHash": ""}))
    write("sidecar", "format-2.json", json.dumps(dict(good, format=2)))
    odd = dict(font, family="Inter\u202e\u0000\x1b]0;title\x07", index=-9223372036854775808, version="\ud7ff" * 3)
    write("sidecar", "odd-font.json", json.dumps(dict(good, fonts=[odd, font, odd]), ensure_ascii=False))
    write("sidecar", "escaped-surrogate.json", '{"format":1,"referenceHash":"\\ud800","fonts":[]}')
    write("sidecar", "wrong-types.json", '{"format":"1","referenceHash":7,"fonts":{}}')
    write("sidecar", "deep.json", "[" * 600 + "]" * 600)


def manifests():
    render = {"environment": "light-ja-L-2x", "traits": "light-ja-L", "image": "images/Button/primary/light-ja-L-2x.png",
              "pixelWidth": 480, "pixelHeight": 88, "width": 240, "height": 44, "scale": 2,
              "intrinsicWidth": 120.5, "labels": [{"view": "UILabel", "text": "保存", "faces": []}],
              "warnings": [{"kind": "truncated", "view": "UILabel", "message": "</script><script>alert(1)</script>"}],
              "fingerprint": "480x88-00"}
    environment = {"name": "light-ja-L-2x", "style": "light", "language": "ja", "contentSize": "L", "scale": 2}
    entry = {"group": "Buttons", "name": "Button", "kind": "view",
             "variants": [{"name": "primary", "inspectables": [{"name": "title", "value": "<b>&amp;\u2028"}], "renders": [render],
                           "crashes": [{"environment": "dark-ja-L-2x", "message": "Fatal error: \u001b[31mred"}]}]}
    manifest = {"formatVersion": 1, "groups": ["Buttons"], "environments": [environment], "entries": [entry], "fonts": [],
                "summary": {"components": 1, "variants": 1, "images": 1, "warnings": 1, "crashes": 1}}
    write("manifest", "shard.json", json.dumps(manifest, ensure_ascii=False))
    images = ["images/root/etc/passwd.png", "images/up/x.png", "images/loop/a.png", "images/here/a.png", "images/inside/a.png",
              "../../etc/passwd.png", "/etc/passwd.png", "images//a.png", "images/./a.png", "images/a\u0000.png", "images/\u202e.png"]
    hostile = json.loads(json.dumps(manifest))
    hostile["entries"][0]["variants"][0]["renders"] = [dict(render, image=image, environment="e%d" % i) for i, image in enumerate(images)]
    write("manifest", "hostile-images.json", json.dumps(hostile))
    twice = json.loads(json.dumps(manifest))
    twice["entries"].append(json.loads(json.dumps(entry)))
    write("manifest", "duplicate-variant.json", json.dumps(twice))
    write("manifest", "format-999.json", json.dumps(dict(manifest, formatVersion=999, groups=["</title><script>"])))
    write("manifest", "huge-numbers.json", json.dumps(manifest).replace("480", "1e308").replace('"scale": 2', '"scale": -0.0'))


def texts():
    # The first two bytes pick width, font, line break mode, language, line limit and
    # strictness (FuzzTarget+Text.swift); the rest is read by FuzzText.
    def text(config, body):
        return bytes(config) + body
    write("text", "latin-words.bin", text([0x05, 0x00], bytes([3, 7, 3, 4, 3, 11, 10, 0, 3, 1, 3, 2, 10, 0, 3, 20])))
    write("text", "japanese-kinsoku.bin", text([0x44, 0x40], bytes([7, 0, 0x42, 13, 0, 7, 0, 0x10, 13, 4, 13, 5, 7, 1, 2, 13, 1])))
    write("text", "arabic-bidi.bin", text([0x13, 0x02], bytes([9, 0, 9, 5, 5, 4, 9, 12, 5, 10, 0, 1, 3, 5, 2, 9, 20, 4, 2])))
    write("text", "emoji-zwj.bin", text([0x8c, 0x81], bytes([6, 0, 6, 2, 6, 5, 6, 6, 6, 9, 4, 3, 6, 10, 6, 4, 6, 7])))
    write("text", "combining-pileup.bin", text([0x03, 0x01], bytes([3, 0] + [4, 1] * 40 + [11, 20])))
    write("text", "all-planes.bin", text([0xc6, 0x37], bytes([8, 0x10, 0xff, 0xff, 8, 0x02, 0x00, 0x10, 8, 0x00, 0xd8, 0x00, 8, 0x0e, 0x01, 0x00,
                                                               12, 3, 12, 5, 14, 0xdc, 0x00, 15, 0x10])))
    write("text", "long-run.bin", text([0x01, 0x00], bytes([7, 0, 0, 11, 255, 11, 255])))
    write("text", "line-breaks.bin", text([0x1d, 0x23], bytes([10, 3, 3, 0, 10, 10, 10, 11, 3, 1, 10, 15, 10, 18, 10, 14, 10, 16, 3, 2])))
    write("text", "thai-devanagari.bin", text([0x2a, 0x14], bytes([9, 4, 9, 0x84, 4, 4, 9, 2, 9, 0x82, 9, 3, 9, 0x83, 4, 3])))
    write("text", "empty.bin", b"")


if __name__ == "__main__":
    pngs()
    sidecars()
    manifests()
    texts()
