#!/usr/bin/env python3
"""Anchor for gallery-bench: the cost of one full-screen snapshot in a web catalog.

Headless Chromium (Debian's `chromium`, driven by Playwright) renders a page the size of an
iPad in portrait (1024 x 1366 points) at device scale 2: a large Japanese title, a paragraph,
eight cards with shadows and a button pinned to the bottom, and screenshots the viewport,
COUNT times with a different title each time.

usage: chromium_screen.py [COUNT]
prints: "chromium: MS ms per iPad screen snapshot at @2x (n=COUNT)"
"""
import sys
import tempfile
import time

from playwright.sync_api import sync_playwright

STYLE = """
body { margin: 0; width: 1024px; height: 1366px; background: #f2f4f7;
       font-family: 'Noto Sans CJK JP', sans-serif; position: relative; }
h1 { margin: 72px 24px 8px; font-size: 28px; }
p { margin: 0 24px 16px; font-size: 17px; line-height: 1.5; }
.card { margin: 12px 24px; padding: 16px; border-radius: 12px; background: white;
        box-shadow: 0 2px 8px rgba(0, 0, 0, 0.15); font-size: 15px; }
.action { position: absolute; left: 24px; right: 24px; bottom: 34px; height: 48px; border-radius: 8px;
          background: #1a73e8; color: white; font-size: 17px; font-weight: bold;
          display: flex; align-items: center; justify-content: center; }
"""
PARAGRAPH = "甘酒横丁の老舗では、焼きたての人形焼と季節の和菓子が店先に並び、昼過ぎには行列ができる。" * 4
CARDS = "".join('<div class="card">店舗 %d：10時から19時まで（火曜休み）</div>' % number for number in range(1, 9))


def page(index):
    return ('<!DOCTYPE html><html lang="ja"><head><meta charset="utf-8"><style>%s</style></head><body>'
            '<h1>日本橋人形町 %d</h1><p>%s</p>%s<div class="action">予約する</div></body></html>'
            % (STYLE, index, PARAGRAPH, CARDS))


def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    folder = tempfile.mkdtemp(prefix="chromium-screen-")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
        view = browser.new_page(device_scale_factor=2, viewport={"width": 1024, "height": 1366})
        started = time.perf_counter()
        for index in range(count):
            view.set_content(page(index))
            view.screenshot(path="%s/screen-%d.png" % (folder, index))
        finished = time.perf_counter()
        browser.close()
    print("chromium: %.1f ms per iPad screen snapshot at @2x (n=%d)" % ((finished - started) / count * 1000, count))


if __name__ == "__main__":
    main()
