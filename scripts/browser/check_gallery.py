#!/usr/bin/env python3
"""Checks a rendered gallery in a real browser (Debian's chromium driven by Playwright).

usage: check_gallery.py SITE_DIR [--screenshot DIR]

Loads SITE_DIR/index.html from file://, visits every component, and checks that every image
loads, each crashed variant shows a failed card with the trap's message, nothing is logged
to the console as an error, search narrows the list, and a deep link opens its variant. Prints one line per check; exits 0 when all pass, 1 otherwise, 2
when the browser cannot start.
"""
import json
import pathlib
import sys

try:
    from playwright.sync_api import sync_playwright
except ImportError:
    print("error: Playwright is missing; run scripts/install-dependencies (pip install playwright)", file=sys.stderr)
    sys.exit(2)

CHROMIUM = "/usr/bin/chromium"


def main():
    args = sys.argv[1:]
    if not args:
        print(__doc__, file=sys.stderr)
        return 2
    site = pathlib.Path(args[0]).resolve()
    shots = pathlib.Path(args[args.index("--screenshot") + 1]) if "--screenshot" in args else None
    url = (site / "index.html").as_uri()
    manifest = json.loads((site / "manifest.json").read_text())
    failures = []

    def check(condition, message):
        print(("ok   " if condition else "FAIL ") + message)
        if not condition:
            failures.append(message)

    if not pathlib.Path(CHROMIUM).exists():
        print("error: %s is missing; run scripts/install-dependencies (apt-get install chromium)" % CHROMIUM, file=sys.stderr)
        return 2
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        page = browser.new_page(viewport={"width": 1400, "height": 900})
        console = []
        page.on("console", lambda m: console.append("%s: %s" % (m.type, m.text)) if m.type in ("error", "warning") else None)
        page.on("pageerror", lambda e: console.append("page error: %s" % e))
        requests = []
        page.on("request", lambda r: requests.append(r.url))
        page.goto(url)
        page.wait_for_selector("nav a")

        # Every component, every image.
        names = [e["name"] for e in manifest["entries"]]
        nav_names = page.eval_on_selector_all("nav a", "links => links.map(a => a.dataset.entry)")
        check(nav_names == names, "the navigation lists every component in catalog order (%d)" % len(names))
        broken, seen = [], 0
        for entry in manifest["entries"]:
            page.click('nav a[data-entry="%s"]' % entry["name"])
            page.wait_for_function("name => document.querySelector('main h2') && document.querySelector('main h2').textContent === name", arg=entry["name"])
            page.eval_on_selector_all("main img", "imgs => imgs.forEach(i => i.loading = 'eager')")
            page.wait_for_function("() => Array.from(document.querySelectorAll('main img')).every(i => i.complete)")
            result = page.eval_on_selector_all("main img", "imgs => imgs.map(i => [i.getAttribute('src'), i.naturalWidth])")
            seen += len(result)
            broken += [src for src, width in result if width == 0]
            expected = sum(len(v["renders"]) for v in entry["variants"])
            check(len(result) == expected, "%s shows all %d of its images" % (entry["name"], expected))
        check(not broken, "every image loads (%d seen; broken: %s)" % (seen, broken[:5]))

        # Crashed variants: a failed card per environment, with the trap's message.
        crashed_entries = [e for e in manifest["entries"] if any(v.get("crashes") for v in e["variants"])]
        for entry in crashed_entries:
            page.click('nav a[data-entry="%s"]' % entry["name"])
            page.wait_for_function("name => document.querySelector('main h2').textContent === name", arg=entry["name"])
            crashes = [c for v in entry["variants"] for c in v.get("crashes", [])]
            cards = page.eval_on_selector_all("figure.render.failed .crash-message", "spans => spans.map(s => s.textContent)")
            check(cards == [c["message"] for c in crashes], "%s shows a failed card with the message for each of its %d crashes" % (entry["name"], len(crashes)))
            page.click("figure.render.failed")
            details = page.inner_text("aside")
            check("Crashed" in details and crashes[0]["message"] in details, "a failed card's details show the trap's message")
            page.click("aside button")
        if crashed_entries:
            summary = page.inner_text("#summary")
            check(("%d crashed" % manifest["summary"]["crashes"]) in summary, "the summary counts the crashes (%s)" % summary)
        check(all(r.startswith("file://") for r in requests), "no network requests (%s)" % [r for r in requests if not r.startswith("file://")][:3])
        if shots:
            shots.mkdir(parents=True, exist_ok=True)
            page.click('nav a[data-entry="%s"]' % names[0])
            page.screenshot(path=str(shots / "gallery.png"))

        # Search narrows the list (in another catalog, to its last variant).
        term = "badge" if "TabBarButton" in names else manifest["entries"][-1]["variants"][-1]["name"]
        page.fill("#search", term)
        page.wait_for_timeout(100)
        narrowed = page.eval_on_selector_all("nav a", "links => links.map(a => a.dataset.entry)")
        check(narrowed == ["TabBarButton"] if "TabBarButton" in names else len(narrowed) < len(names),
              "searching %r narrows the navigation to %s" % (term, narrowed))
        sections = page.eval_on_selector_all("section.variant h3 > span:first-child", "spans => spans.map(s => s.textContent)")
        check(sections and all(term in s for s in sections), "and the variants to %s" % sections)
        page.fill("#search", "zzzz-no-such-thing")
        page.wait_for_timeout(100)
        check(page.locator("nav a").count() == 0 and "Nothing matches" in page.inner_text("main"), "a search that matches nothing says so")
        page.fill("#search", "")

        # A deep link opens its variant.
        entry = manifest["entries"][-1]
        variant = entry["variants"][-1]
        page.goto(url + "#/%s/%s" % (entry["name"], variant["name"]))
        page.reload()
        page.wait_for_selector("aside:not([hidden]) h3")
        heading = page.inner_text("aside h3")
        check(heading == "%s · %s" % (entry["name"], variant["name"]), "a deep link opens its variant's details (%s)" % heading)
        in_view = page.evaluate("id => { const r = document.getElementById(id).querySelector('h3').getBoundingClientRect(); "
                                "return r.top >= document.querySelector('header').getBoundingClientRect().bottom && r.top < innerHeight; }",
                                "/%s/%s" % (entry["name"], variant["name"]))
        check(in_view, "and scrolls its variant's heading into view, below the header")
        if shots:
            page.screenshot(path=str(shots / "deep-link.png"))

        # Zoom and background change the page.
        points = variant["renders"][0]["width"]
        page.select_option("#zoom", "2")
        width = page.evaluate("id => document.getElementById(id).querySelector('img').width", "/%s/%s" % (entry["name"], variant["name"]))
        check(width == round(points * 2), "zoom 200%% shows images at twice their point size (%s for %s pt)" % (width, points))
        page.select_option("#background", "dark")
        check(page.eval_on_selector("main", "m => m.className") == "bg-dark", "the background choice applies")

        check(not console, "no console errors or warnings (%s)" % console[:5])
        browser.close()
    print("%d check(s) failed" % len(failures) if failures else "all checks passed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
