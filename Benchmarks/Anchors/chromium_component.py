#!/usr/bin/env python3
"""Anchor for gallery-bench: the cost of one component snapshot in a web catalog.

Headless Chromium (Debian's `chromium`, driven by Playwright from PyPI) loads a page holding
one button-like element (48 px high, 24 px padding, 8 px corners, a bold Japanese title) and
screenshots just that element at device scale 2, COUNT times, each with its own title.

usage: chromium_component.py [COUNT]
prints: "chromium: launch S s, MS ms per component snapshot (n=COUNT)"
"""
import sys
import tempfile
import time

from playwright.sync_api import sync_playwright

PAGE = """<!DOCTYPE html><html lang="ja"><head><meta charset="utf-8"><style>
body { margin: 0; font-family: 'Noto Sans CJK JP', sans-serif; }
#button { display: inline-flex; align-items: center; justify-content: center; height: 48px;
          padding: 0 24px; border-radius: 8px; background: #1a73e8; color: white;
          font-size: 17px; font-weight: bold; }
</style></head><body><div id="button">{title}</div></body></html>"""


def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 50
    folder = tempfile.mkdtemp(prefix="chromium-component-")
    with sync_playwright() as playwright:
        started = time.perf_counter()
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
        page = browser.new_page(device_scale_factor=2)
        launched = time.perf_counter()
        for index in range(count):
            page.set_content(PAGE.replace("{title}", "予約する %d" % index))
            page.locator("#button").screenshot(path="%s/button-%d.png" % (folder, index))
        finished = time.perf_counter()
        browser.close()
    print("chromium: launch %.2f s, %.1f ms per component snapshot (n=%d)"
          % (launched - started, (finished - launched) / count * 1000, count))


if __name__ == "__main__":
    main()
