#!/usr/bin/env python3
"""Checks a rendered gallery in a real browser (Debian's chromium driven by Playwright).

usage: check_gallery.py SITE_DIR [--screenshot DIR]

Loads SITE_DIR/index.html from file:// at 1440 and at 390 pixels wide and checks: every
component's grid stands for each of its environments exactly once, shows each distinct image
once and every image loads; grids align (a column's cells share a left edge, a row's a top);
crashed variants show a failed card with the trap's message; the page never scrolls
sideways; the details panel follows navigation; the keyboard reaches every render and moves
through a grid; a URL restores the component, variant, environment, filters, zoom,
background, search and pins; two pinned renders are shown side by side; the page has a dark
theme; search narrows; nothing is logged as an error and nothing is fetched from the
network. Prints one line per check; exits 0 when all pass, 1 otherwise, 2 when the browser
cannot start.
"""
import json
import pathlib
import sys
import urllib.parse

try:
    from playwright.sync_api import sync_playwright
except ImportError:
    print("error: Playwright is missing; run scripts/install-dependencies (pip install playwright)", file=sys.stderr)
    sys.exit(2)

CHROMIUM = "/usr/bin/chromium"

# Every figure of the page with the environments it stands for, its image and its grid place.
FIGURES_JS = """() => Array.from(document.querySelectorAll('main figure.render')).map(f => ({
    variant: f.closest('section.variant').dataset.variant,
    environments: (f.dataset.environments || '').split('|').filter(Boolean),
    image: f.dataset.image || null, same: f.classList.contains('same'), failed: f.classList.contains('failed'),
    sameAs: f.dataset.sameAs || null, message: (f.querySelector('.crash-message') || {}).textContent || null,
    row: f.dataset.row, column: f.dataset.column }))"""

# For each grid, whether the figures of a column share a left edge and those of a row a top edge.
ALIGNED_JS = """() => Array.from(document.querySelectorAll('table.grid')).map(table => {
    const figures = Array.from(table.querySelectorAll('figure.render'));
    const by = (key, edge) => { const groups = {}; figures.forEach(f => { const r = f.getBoundingClientRect();
        (groups[f.dataset[key]] = groups[f.dataset[key]] || []).push(Math.round(r[edge])); }); return Object.values(groups); };
    return by('column', 'left').every(xs => xs.every(x => x === xs[0])) && by('row', 'top').every(ys => ys.every(y => y === ys[0]));
  })"""

OVERFLOW_JS = "() => document.documentElement.scrollWidth - window.innerWidth"


def main():
    args = sys.argv[1:]
    if not args:
        print(__doc__, file=sys.stderr)
        return 2
    site = pathlib.Path(args[0]).resolve()
    shots = pathlib.Path(args[args.index("--screenshot") + 1]) if "--screenshot" in args else None
    url = (site / "index.html").as_uri()
    manifest = json.loads((site / "manifest.json").read_text())
    entries = manifest["entries"]
    names = [e["name"] for e in entries]
    failures = []

    def check(condition, message):
        print(("ok   " if condition else "FAIL ") + message)
        if not condition:
            failures.append(message)

    def key(render):
        # As the page tells images apart: the pixels, and how they compare with a reference.
        return "%s:%dx%d:%s" % (render["fingerprint"], render["pixelWidth"], render["pixelHeight"], (render.get("reference") or {}).get("status"))

    # Each distinct image is stored once: no two files have the same bytes, every file is
    # one the manifest names, and the summary counts them.
    import hashlib
    files = {p.relative_to(site).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest() for p in (site / "images").rglob("*.png")}
    named = {r["image"] for e in entries for v in e["variants"] for r in v["renders"]}
    copies = {p for e in entries for v in e["variants"] for r in v["renders"] for p in ((r.get("reference") or {}).get("image"), (r.get("reference") or {}).get("diff")) if p}
    check(all((site / p).is_file() for p in copies), "the references' copies and diffs the manifest names are in the site (%d)" % len(copies))
    check(len(set(files.values())) == len(files), "no two image files have the same bytes (%d files, %d distinct)" % (len(files), len(set(files.values()))))
    check(set(files) == named, "the files are exactly those the manifest names (%d; missing: %s, unnamed: %s)"
          % (len(named), sorted(named - set(files))[:3], sorted(set(files) - named)[:3]))
    check(manifest["summary"].get("files") == len(files), "the summary counts %s files for %d images" % (manifest["summary"].get("files"), manifest["summary"]["images"]))

    if not pathlib.Path(CHROMIUM).exists():
        print("error: %s is missing; run scripts/install-dependencies (apt-get install chromium)" % CHROMIUM, file=sys.stderr)
        return 2
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        console, requests = [], []

        def open_page(width, height, scheme="light"):
            page = browser.new_page(viewport={"width": width, "height": height}, color_scheme=scheme)
            page.on("console", lambda m: console.append("%s: %s" % (m.type, m.text)) if m.type in ("error", "warning") else None)
            page.on("pageerror", lambda e: console.append("page error: %s" % e))
            page.on("request", lambda r: requests.append(r.url))
            return page

        def show(page, entry_name):
            page.click('nav a[data-entry="%s"]' % entry_name)
            page.wait_for_function("name => document.querySelector('main h2') && document.querySelector('main h2').textContent === name", arg=entry_name)

        def goto(page, fragment):
            # A fragment-only goto is a same-document navigation: wait until the page holds
            # that fragment before reloading, so the reload opens it and not the URL before.
            page.goto(url + fragment)
            page.wait_for_function("f => decodeURIComponent(location.hash).startsWith(decodeURIComponent(f))", arg=fragment.split("?")[0])
            page.reload()
            page.wait_for_selector("main h2")

        # ---- Wide: every component, every environment, every image, aligned grids.
        page = open_page(1440, 900)
        page.goto(url)
        page.wait_for_selector("nav a")
        nav_names = page.eval_on_selector_all("nav a:not(.checks-link)", "links => links.map(a => a.dataset.entry)")
        check(nav_names == names, "the navigation lists every component in catalog order (%d)" % len(names))
        broken, seen, overflow, misaligned = [], 0, [], []
        for entry in entries:
            show(page, entry["name"])
            page.eval_on_selector_all("main img", "imgs => imgs.forEach(i => i.loading = 'eager')")
            page.wait_for_function("() => Array.from(document.querySelectorAll('main img')).every(i => i.complete)")
            loaded = page.eval_on_selector_all("main img", "imgs => imgs.map(i => [i.getAttribute('src'), i.naturalWidth])")
            seen += len(loaded)
            broken += [src for src, width in loaded if width == 0]
            figures = page.evaluate(FIGURES_JS)
            for variant in entry["variants"]:
                mine = [f for f in figures if f["variant"] == variant["name"]]
                shown = sorted(env for f in mine for env in f["environments"])
                expected = sorted([r["environment"] for r in variant["renders"]] + [c["environment"] for c in variant.get("crashes", [])])
                distinct = len({key(r) for r in variant["renders"]})
                images = [f["image"] for f in mine if f["image"] and not f["same"]]
                if shown != expected or len(images) != distinct:
                    check(False, "%s %s: %d environments shown for %d, %d images for %d distinct"
                          % (entry["name"], variant["name"], len(shown), len(expected), len(images), distinct))
            total = sum(len(v["renders"]) + len(v.get("crashes", [])) for v in entry["variants"])
            distinct_total = sum(len({key(r) for r in v["renders"]}) for v in entry["variants"])
            check(sum(len(f["environments"]) for f in figures) == total and len(loaded) == distinct_total,
                  "%s stands for each of its %d environments once, with its %d distinct images" % (entry["name"], total, distinct_total))
            if page.evaluate(OVERFLOW_JS) > 0:
                overflow.append(entry["name"])
            if not all(page.evaluate(ALIGNED_JS)):
                misaligned.append(entry["name"])
        check(not broken, "every image loads (%d seen; broken: %s)" % (seen, broken[:5]))
        check(not misaligned, "every grid aligns: a column's cells share a left edge, a row's a top edge (misaligned: %s)" % misaligned)
        check(not overflow, "at 1440 px no component makes the page scroll sideways (%s)" % overflow)
        duplicates = sum(len(v["renders"]) - len({key(r) for r in v["renders"]}) for e in entries for v in e["variants"])
        print("     (%d of %d images repeat another of their variant and are shown once)" % (duplicates, manifest["summary"]["images"]))

        # References: every render the snapshot tests cover shows how it compares; a changed
        # one opens beside its reference in every comparison mode.
        referenced = [(e, v, r) for e in entries for v in e["variants"] for r in v["renders"] if r.get("reference")]
        if referenced:
            badges = 0
            for entry in entries:
                if not any(r.get("reference") for v in entry["variants"] for r in v["renders"]):
                    continue
                show(page, entry["name"])
                shown = page.evaluate("""() => Array.from(document.querySelectorAll('main figure.render:not(.same):not(.failed)')).map(f => ({
                    environments: (f.dataset.environments || '').split('|'), variant: f.closest('section.variant').dataset.variant,
                    status: f.dataset.reference, badge: (f.querySelector('.ref') || {}).textContent || '' }))""")
                for figure in shown:
                    render = next((r for v in entry["variants"] if v["name"] == figure["variant"] for r in v["renders"]
                                   if r["environment"] == figure["environments"][0]), None)
                    expected = (render or {}).get("reference", {}) or {}
                    if expected.get("status", "none") != figure["status"] or (expected and expected["status"] not in figure["badge"].replace("✓ ", "").replace("● ", "").replace("+ ", "").replace("! ", "")):
                        check(False, "%s %s %s shows reference status %r (%r) for %r" % (entry["name"], figure["variant"], figure["environments"][0],
                                                                                        figure["status"], figure["badge"], expected.get("status")))
                    badges += 1 if expected else 0
            counts = {}
            for _, _, render in referenced:
                counts[render["reference"]["status"]] = counts.get(render["reference"]["status"], 0) + 1
            check(badges > 0, "renders the snapshot tests cover show their reference status (%s)" % counts)
            summary = page.inner_text("#summary")
            check(("references: %d match" % counts.get("matches", 0)) in summary, "the summary counts the references (%s)" % summary)
            changed = [(e, v, r) for e, v, r in referenced if r["reference"]["status"] == "changed"]
            if changed:
                entry, variant, render = changed[0]
                goto(page, "#/%s/%s?env=%s" % (urllib.parse.quote(entry["name"]), urllib.parse.quote(variant["name"]), urllib.parse.quote(render["environment"])))
                page.wait_for_selector("aside .reference-compare")
                modes = page.eval_on_selector_all("aside .reference-compare .modes button", "bs => bs.map(b => b.dataset.mode)")
                check(modes == ["side", "overlay", "slider", "blink", "diff"] if render["reference"].get("diff") else modes[:4] == ["side", "overlay", "slider", "blink"],
                      "a changed render opens beside its reference, with the comparison modes %s" % modes)
                srcs = page.eval_on_selector_all("aside .reference-compare img", "imgs => imgs.map(i => i.getAttribute('src'))")
                check(srcs == [render["reference"]["image"], render["image"]], "side by side: the reference's copy, then the new image (%s)" % srcs)
                page.click('aside .reference-compare button[data-mode="overlay"]')
                page.fill("aside .reference-compare input[type=range]", "30")
                opacity = page.evaluate("() => document.querySelector('aside .reference-compare .top').style.opacity")
                check(opacity == "0.3", "overlay: the range sets the new image's opacity (%s)" % opacity)
                page.click('aside .reference-compare button[data-mode="slider"]')
                page.fill("aside .reference-compare input[type=range]", "70")
                cut = page.evaluate("() => document.querySelector('aside .reference-compare .top').style.width")
                check(cut == "70%", "slider: the range reveals the new image to 70%% (%s)" % cut)
                page.click('aside .reference-compare button[data-mode="blink"]')
                seen = set()
                for _ in range(6):
                    page.wait_for_timeout(200)
                    seen.add(page.evaluate("() => document.querySelector('aside .reference-compare .top').style.visibility"))
                check({"visible", "hidden"} <= seen, "blink alternates the images (%s)" % sorted(seen))
                if render["reference"].get("diff"):
                    page.click('aside .reference-compare button[data-mode="diff"]')
                    diff = page.eval_on_selector_all("aside .reference-compare img", "imgs => imgs.map(i => i.getAttribute('src'))")
                    check(diff == [render["reference"]["diff"]], "diff: the diff image alone (%s)" % diff)
                page.eval_on_selector_all("aside img", "imgs => imgs.forEach(i => i.loading = 'eager')")
                page.wait_for_function("() => Array.from(document.querySelectorAll('aside img')).every(i => i.complete)")
                check(page.eval_on_selector_all("aside img", "imgs => imgs.every(i => i.naturalWidth > 0)"), "the reference's copy and the diff load")
                if shots:
                    page.screenshot(path=str(shots / "reference-1440.png"))
                # The filter keeps only the changed renders.
                for status in [s for s in counts if s != "changed"] + (["none"] if any(not r.get("reference") for e in entries for v in e["variants"] for r in v["renders"] if e["name"] == entry["name"]) else []):
                    chip = page.locator('main .filters button[data-filter="reference:%s"]' % status)
                    if chip.count():
                        chip.click()
                statuses = page.eval_on_selector_all("main figure.render", "fs => fs.map(f => f.dataset.reference)")
                check(statuses and set(statuses) == {"changed"}, "the reference filter can show the changed renders alone (%s)" % sorted(set(statuses)))
                goto(page, "")

        # Design checks: the catalog's list, filtered, each finding opening its render with
        # its region drawn on the image.
        findings = [(e, v, r, f) for e in entries for v in e["variants"] for r in v["renders"] for f in (r.get("findings") or [])]
        if findings:
            goto(page, "")
            count = page.inner_text("nav a.checks-link .count")
            check(count == str(len(findings)), "the navigation links the design checks with their count (%s of %d)" % (count, len(findings)))
            page.click("nav a.checks-link")
            page.wait_for_function("() => document.querySelector('main h2').textContent === 'Design checks'")
            rows = page.locator("table.findings tbody tr").count()
            shown = [f for f in findings if f[3]["severity"] != "info"]
            check(rows == min(len(shown), 2000), "the list shows the %d errors and warnings, notes hidden (%d rows)" % (len(shown), rows))
            info = page.locator('main .filters button[data-filter="Severity:info"]')
            if info.count():
                info.click()
                rows = page.locator("table.findings tbody tr").count()
                check(rows == min(len(findings), 2000), "a severity chip shows the notes too (%d rows)" % rows)
            kinds = sorted({f[3]["check"] for f in findings})
            first_kind = page.locator('main .filters button[data-filter^="Check:"]').first
            hidden_kind = first_kind.get_attribute("data-filter").split(":", 1)[1]
            first_kind.click()
            rows = page.locator("table.findings tbody tr").count()
            check(rows == min(len([f for f in findings if f[3]["check"] != hidden_kind]), 2000),
                  "a check chip hides that check's findings (%s; %d kinds)" % (hidden_kind, len(kinds)))
            check("nocheck=" in page.url, "the filters are in the URL")
            first_kind.click()
            message = page.inner_text("table.findings tbody tr td:last-child").split(": ", 1)[-1]
            page.locator("table.findings tbody tr a").first.click()
            page.wait_for_selector("aside:not([hidden]) h3")
            panel = page.inner_text("aside")
            check(message in panel, "a finding opens its render, whose details list it (%s)" % message[:60])
            region = page.evaluate("""() => { const f = document.querySelector('main figure.render.selected');
                const r = f && f.querySelector('.region'); if (!r) return null; const s = getComputedStyle(r);
                return { display: s.display, left: parseFloat(r.style.left), top: parseFloat(r.style.top) }; }""")
            check(region is not None and region["display"] == "block", "with its region drawn on the image (%s)" % region)
            if shots:
                page.screenshot(path=str(shots / "checks-1440.png"))
            goto(page, "")

        # Crashed variants: each crash's environment is a failed card with the trap's message
        # (or a note pointing at the card of the same crash).
        crashed_entries = [e for e in entries if any(v.get("crashes") for v in e["variants"])]
        for entry in crashed_entries:
            show(page, entry["name"])
            figures = page.evaluate(FIGURES_JS)
            cards = {(f["variant"], env): f for f in figures for env in f["environments"]}
            failed_by_env = {(f["variant"], env): f for f in figures if f["failed"] for env in f["environments"]}
            crashes = [(v["name"], c) for v in entry["variants"] for c in v.get("crashes", [])]
            good = 0
            for variant_name, crash in crashes:
                figure = cards.get((variant_name, crash["environment"]))
                if figure and figure["same"]:
                    figure = failed_by_env.get((variant_name, figure["sameAs"]))
                if figure and figure["failed"] and figure["message"] == crash["message"] and figure["variant"] == variant_name:
                    good += 1
                else:
                    print("     %s %s: %s" % (variant_name, crash["environment"], figure))
            check(good == len(crashes), "%s shows a failed card with the message for each of its %d crashes" % (entry["name"], len(crashes)))
            page.click("figure.render.failed")
            details = page.inner_text("aside")
            check("Crashed" in details and crashes[0][1]["message"] in details, "a failed card's details show the trap's message")
            page.click("aside button.close")
        if crashed_entries:
            summary = page.inner_text("#summary")
            check(("%d crashed" % manifest["summary"]["crashes"]) in summary, "the summary counts the crashes (%s)" % summary)
        if shots:
            shots.mkdir(parents=True, exist_ok=True)
            show(page, names[0])
            page.screenshot(path=str(shots / "gallery-1440.png"))

        # The details panel follows navigation.
        entry, variant = entries[-1], entries[-1]["variants"][-1]
        other = entries[0] if len(entries) > 1 else None
        goto(page, "#/%s/%s" % (urllib.parse.quote(entry["name"]), urllib.parse.quote(variant["name"])))
        page.wait_for_selector("aside:not([hidden]) h3")
        heading = page.inner_text("aside h3")
        check(heading == "%s · %s" % (entry["name"], variant["name"]), "a deep link opens its variant's details (%s)" % heading)
        in_view = page.evaluate("id => { const r = document.getElementById(id).querySelector('h3').getBoundingClientRect(); "
                                "return r.top >= document.querySelector('header').getBoundingClientRect().bottom - 1 && r.top < innerHeight; }",
                                "/%s/%s" % (entry["name"], variant["name"]))
        check(in_view, "and scrolls its variant's heading into view, below the header")
        if other:
            show(page, other["name"])
            panel = page.evaluate("() => { const a = document.getElementById('details'); return a.hidden ? '' : a.querySelector('h3').textContent; }")
            check(not panel.startswith(entry["name"] + " "), "after moving to %s the panel no longer shows %s (%r)" % (other["name"], entry["name"], panel))
            page.click("main figure.render")
            panel = page.inner_text("aside h3")
            check(panel.startswith(other["name"] + " · "), "and a render clicked there fills it (%s)" % panel)

        # Keyboard: Tab reaches every render of a component; arrows move through its grid;
        # Enter opens one; Escape closes it.
        target = next((e for e in entries if e["kind"] == "component"), entries[0])
        show(page, target["name"])
        page.evaluate("() => document.activeElement && document.activeElement.blur()")
        page.focus("#search")
        figure_count = page.locator("main figure.render").count()
        reached = set()
        for _ in range(figure_count + 80):
            page.keyboard.press("Tab")
            focused = page.evaluate("() => { const f = document.activeElement; return f && f.matches('main figure.render') ? "
                                    "f.closest('section.variant').dataset.variant + ' ' + f.dataset.environments : null; }")
            if focused:
                reached.add(focused)
            if len(reached) == figure_count:
                break
        check(len(reached) == figure_count, "Tab reaches every render of %s (%d of %d)" % (target["name"], len(reached), figure_count))
        page.focus('main figure.render[data-row="0"][data-column="0"]')
        page.keyboard.press("ArrowRight")
        right = page.evaluate("() => [document.activeElement.dataset.row, document.activeElement.dataset.column]")
        page.keyboard.press("ArrowDown")
        down = page.evaluate("() => [document.activeElement.dataset.row, document.activeElement.dataset.column]")
        columns = page.evaluate("() => document.querySelectorAll('section.variant table.grid')[0].querySelectorAll('thead th').length - 1")
        rows = page.evaluate("() => document.querySelectorAll('section.variant table.grid')[0].querySelectorAll('tbody tr').length")
        check(right == (["0", "1"] if columns > 1 else ["0", "0"]) and down == ([("1" if rows > 1 else "0"), right[1]]),
              "arrow keys move through the grid (right: %s, then down: %s)" % (right, down))
        page.keyboard.press("Enter")
        check(page.evaluate("() => !document.getElementById('details').hidden"), "Enter opens the focused render's details")
        page.keyboard.press("Escape")
        check(page.evaluate("() => document.getElementById('details').hidden"), "Escape closes them")

        # The URL keeps the state: choose things, reload, find them again.
        screen = next((e for e in entries if e["kind"] == "screen"), target)
        show(page, screen["name"])
        page.select_option("#zoom", "0.25")
        page.select_option("#background", "dark")
        chip = page.locator("main .filters button.chip").first
        chip_filter = chip.get_attribute("data-filter")
        chip.click()
        page.locator("main figure.render:not(.same):not(.failed)").nth(0).click()
        page.click("aside button.pin")
        second_figure = page.locator("main figure.render:not(.same):not(.failed)").nth(1)
        chosen_env = second_figure.get_attribute("data-environment")
        chosen_variant = second_figure.evaluate("f => f.closest('section.variant').dataset.variant")
        second_figure.click()
        page.click("aside button.pin")
        pinned = page.eval_on_selector_all("#compare figure.pinned-render", "figures => figures.map(f => f.dataset.key)")
        check(len(pinned) == 2 and page.evaluate("() => !document.getElementById('compare').hidden"), "two pinned renders show side by side (%s)" % pinned)
        state_url = page.url
        page.goto("about:blank")
        page.goto(state_url)
        page.wait_for_selector("main h2")
        restored = page.evaluate("""() => ({ entry: document.querySelector('main h2').textContent, zoom: document.getElementById('zoom').value,
            background: document.getElementById('main').className,
            hidden: Array.from(document.querySelectorAll('main .filters button.chip[aria-pressed="false"]')).map(b => b.dataset.filter),
            selected: (document.querySelector('main figure.render.selected') || {dataset: {}}).dataset.environments || '',
            panel: document.getElementById('details').hidden ? '' : document.querySelector('aside h3').textContent,
            pins: Array.from(document.querySelectorAll('#compare figure.pinned-render')).map(f => f.dataset.key) })""")
        check(restored["entry"] == screen["name"] and restored["zoom"] == "0.25" and restored["background"] == "bg-dark"
              and restored["hidden"] == [chip_filter] and restored["pins"] == pinned,
              "a URL restores the component, zoom, background, filters and pins (%s)" % {k: restored[k] for k in ("entry", "zoom", "background", "hidden", "pins")})
        check(restored["panel"] == "%s · %s" % (screen["name"], chosen_variant) and chosen_env in restored["selected"].split("|"),
              "and the selected variant and environment (%s, %s)" % (restored["panel"], chosen_env))
        if shots:
            page.screenshot(path=str(shots / "state-1440.png"))
        page.click("#compare .compare-head button")

        # Search narrows the list (in another catalog, to its last variant).
        goto(page, "")
        term = "badge" if "TabBarButton" in names else entries[-1]["variants"][-1]["name"]
        page.fill("#search", term)
        page.wait_for_timeout(100)
        narrowed = page.eval_on_selector_all("nav a:not(.checks-link)", "links => links.map(a => a.dataset.entry)")
        check(narrowed == ["TabBarButton"] if "TabBarButton" in names else 0 < len(narrowed) <= len(names),
              "searching %r narrows the navigation to %s" % (term, narrowed))
        sections = page.eval_on_selector_all("section.variant h3 > span:first-child", "spans => spans.map(s => s.textContent)")
        check(sections and all(term in s for s in sections), "and the variants to %s" % sections)
        check("q=" + urllib.parse.quote(term) in page.url, "and the search is in the URL")
        page.fill("#search", "zzzz-no-such-thing")
        page.wait_for_timeout(100)
        check(page.locator("nav a:not(.checks-link)").count() == 0 and "Nothing matches" in page.inner_text("main"), "a search that matches nothing says so")
        page.fill("#search", "")

        # Zoom: images at the chosen multiple of their point size.
        goto(page, "#/%s/%s" % (urllib.parse.quote(entry["name"]), urllib.parse.quote(variant["name"])))
        points = variant["renders"][0]["width"]
        page.select_option("#zoom", "2")
        page.wait_for_function("id => document.getElementById(id) !== null", arg="/%s/%s" % (entry["name"], variant["name"]))
        width = page.evaluate("id => document.getElementById(id).querySelector('img').width", "/%s/%s" % (entry["name"], variant["name"]))
        check(width == round(points * 2), "zoom 200%% shows images at twice their point size (%s for %s pt)" % (width, points))
        page.select_option("#background", "dark")
        check(page.eval_on_selector("main", "m => m.className") == "bg-dark", "the background choice applies")

        # The page's dark theme: chosen, or the system's.
        page.select_option("#theme", "dark")
        dark = page.evaluate("() => [document.documentElement.dataset.theme, getComputedStyle(document.body).backgroundColor]")
        check(dark[0] == "dark" and dark[1] != "rgb(255, 255, 255)", "the page has a dark theme (%s)" % dark)
        if shots:
            show(page, screen["name"])
            page.screenshot(path=str(shots / "dark-1440.png"))
        page.select_option("#theme", "system")
        page.close()
        system_dark = open_page(1440, 900, scheme="dark")
        system_dark.goto(url)
        system_dark.wait_for_selector("main h2")
        check(system_dark.evaluate("() => document.documentElement.dataset.theme") == "dark", "and follows a system in dark mode")
        system_dark.close()

        # ---- A phone's width: no sideways scrolling, the panel follows navigation.
        phone = open_page(390, 844)
        phone.goto(url)
        phone.wait_for_selector("nav a")
        overflow = []
        for entry_record in entries:
            show(phone, entry_record["name"])
            if phone.evaluate(OVERFLOW_JS) > 0:
                overflow.append(entry_record["name"])
        check(not overflow, "at 390 px no component makes the page scroll sideways (%s)" % overflow)
        goto(phone, "#/%s/%s" % (urllib.parse.quote(entry["name"]), urllib.parse.quote(variant["name"])))
        phone.wait_for_selector("aside:not([hidden]) h3")
        check(phone.evaluate(OVERFLOW_JS) <= 0, "at 390 px the details panel keeps the page within its width")
        if shots:
            phone.screenshot(path=str(shots / "details-390.png"))
        if other:
            show(phone, other["name"])
            panel = phone.evaluate("() => { const a = document.getElementById('details'); return a.hidden ? '' : a.querySelector('h3').textContent; }")
            check(not panel.startswith(entry["name"] + " "), "at 390 px the panel follows navigation too (%r)" % panel)
        current = phone.evaluate("() => { const a = document.querySelector('nav a.current'), n = document.getElementById('nav'); "
                                 "const r = a.getBoundingClientRect(), m = n.getBoundingClientRect(); return r.left >= m.left - 1 && r.right <= m.right + 1; }")
        check(current, "at 390 px the navigation row shows the current component")
        if shots:
            screen_name = screen["name"]
            show(phone, screen_name)
            phone.screenshot(path=str(shots / "screen-390.png"))
        phone.close()

        check(all(r.startswith("file://") or r == "about:blank" for r in requests),
              "no network requests (%s)" % [r for r in requests if not r.startswith("file://")][:3])
        check(not console, "no console errors or warnings (%s)" % console[:5])
        browser.close()
    print("%d check(s) failed" % len(failures) if failures else "all checks passed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
