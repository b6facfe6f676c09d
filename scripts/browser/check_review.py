#!/usr/bin/env python3
"""Checks a `catalog verify` review report in a real browser (Debian's chromium, Playwright).

usage: check_review.py REPORT_DIR [--screenshot PATH] [--accept NAME]... [--deny NAME]... [--save PATH]

Loads REPORT_DIR/index.html from file:// and checks: no console errors, every image loads,
the counts match review.json, each changed variant shows reference, new image and diff with
a working slider and blink toggle, each crashed variant shows the trap's message, and the
status filters show and hide items. With --accept and --deny (an image's name:
"Entry variant environment") it presses those buttons, checks that the decisions survive a
reload, and with --save PATH saves the page's decisions.json there (a download, as a
reviewer's browser saves it). Exits 0 when all pass, 1 otherwise, 2 when the browser cannot
start.
"""
import json
import pathlib
import sys

try:
    from playwright.sync_api import sync_playwright
except ImportError:
    print("error: Playwright is missing; run scripts/install-dependencies (pip install playwright)", file=sys.stderr)
    sys.exit(2)


def main():
    args = sys.argv[1:]
    if not args:
        print(__doc__, file=sys.stderr)
        return 2
    folder = pathlib.Path(args[0]).resolve()
    shot = args[args.index("--screenshot") + 1] if "--screenshot" in args else None
    accept = [args[i + 1] for i, a in enumerate(args) if a == "--accept"]
    deny = [args[i + 1] for i, a in enumerate(args) if a == "--deny"]
    save = args[args.index("--save") + 1] if "--save" in args else None
    review = json.loads((folder / "review.json").read_text())
    failures = []

    def check(condition, message):
        print(("ok   " if condition else "FAIL ") + message)
        if not condition:
            failures.append(message)

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
        page = browser.new_page(viewport={"width": 1400, "height": 1000})
        console = []
        page.on("console", lambda m: console.append("%s: %s" % (m.type, m.text)) if m.type in ("error", "warning") else None)
        page.on("pageerror", lambda e: console.append("page error: %s" % e))
        page.goto((folder / "index.html").as_uri())
        page.wait_for_selector("#counts button")
        for status in ("changed", "new", "removed", "unchanged"):
            label = page.inner_text('#counts button[data-status="%s"]' % status)
            check(label == "%s %d" % (status, review["counts"][status]), "the %s count reads %r" % (status, label))
        crashed = [i for i in review["items"] if i["status"] == "crashed"]
        if crashed:
            label = page.inner_text('#counts button[data-status="crashed"]')
            check(label == "crashed %d" % review["counts"]["crashed"], "the crashed count reads %r" % label)
            messages = page.eval_on_selector_all('article[data-status="crashed"] .message', "ps => ps.map(p => p.textContent)")
            check(messages == [i["message"] for i in crashed], "every crashed variant is listed with its trap's message (%d)" % len(messages))
        else:
            check(page.locator('#counts button[data-status="crashed"]').count() == 0, "no crashed filter when nothing crashed")
        changed = [i for i in review["items"] if i["status"] == "changed" and i.get("reference") and i.get("image")]
        shown = page.locator('article[data-status="changed"]').count()
        check(shown == review["counts"]["changed"], "every changed variant is listed (%d)" % shown)
        if changed:
            article = page.locator('article[data-status="changed"]').filter(has=page.locator(".compare")).first
            check(article.locator("figure img").count() >= 2, "a changed variant shows its reference and new image")
            # Side by side at a desktop width: the pair's figures share a top edge, each at most 420 px wide.
            boxes = article.locator(".pair figure").evaluate_all("fs => fs.map(f => { const r = f.getBoundingClientRect(); return [Math.round(r.top), Math.round(r.width)]; })")
            check(len({top for top, _ in boxes}) == 1 and all(0 < width <= 420 for _, width in boxes),
                  "reference, new image and diff stand side by side at %d px, each at most 420 px wide (%s)" % (page.viewport_size["width"], boxes))
            # The comparison is as wide as its image, so the slider's edge stays on the image.
            sizes = article.locator(".compare").evaluate("c => [Math.round(c.getBoundingClientRect().width), Math.round(c.querySelector('img').getBoundingClientRect().width)]")
            check(sizes[0] == sizes[1] and sizes[0] <= 420, "the comparison is as wide as its image (%s)" % sizes)
            slider = article.locator('input[type="range"]')
            check(slider.count() == 1, "with a slider")
            slider.fill("20")
            width = article.locator(".over").evaluate("o => o.style.width")
            check(width == "20%", "moving the slider reveals the new image to 20%% (%s)" % width)
            blink = article.locator("button", has_text="Blink")
            blink.click()
            page.wait_for_timeout(650)
            visibility = article.locator(".over").evaluate("o => o.style.visibility")
            check(visibility in ("hidden", ""), "blink toggles the new image")
            article.locator("button", has_text="Stop").click()
            width = article.locator(".over").evaluate("o => o.style.width")
            check(width == "20%", "stopping the blink puts the slider's cut back (%s)" % width)
        page.eval_on_selector_all("img", "imgs => imgs.forEach(i => i.loading = 'eager')")
        page.wait_for_function("() => Array.from(document.querySelectorAll('img')).every(i => i.complete)")
        broken = page.eval_on_selector_all("img", "imgs => imgs.filter(i => i.naturalWidth === 0).map(i => i.getAttribute('src'))")
        check(not broken, "every image loads (broken: %s)" % broken[:5])
        if shot:
            page.screenshot(path=shot, full_page=False)
        # Filters.
        page.click('#counts button[data-status="changed"]')
        check(page.locator('article[data-status="changed"]').count() == 0, "the changed filter hides changed variants")
        page.click('#counts button[data-status="unchanged"]')
        check(page.locator('article[data-status="unchanged"]').count() == review["counts"]["unchanged"], "the unchanged filter shows the unchanged ones")
        # Decisions: every changed, new or removed image can be accepted or denied.
        page.click('#counts button[data-status="changed"]')
        decidable = [i for i in review["items"] if i["status"] in ("changed", "new", "removed")]
        controls = page.locator("article .decide").count()
        check(controls == len(decidable), "each changed, new or removed image has accept and deny buttons (%d)" % controls)
        if decidable:
            check(page.inner_text("#decision-counts") == "0 accepted · 0 denied · %d to decide" % len(decidable),
                  "the header counts what is left to decide (%s)" % page.inner_text("#decision-counts"))
        for names, kind in ((accept, "accept"), (deny, "deny")):
            for name in names:
                page.locator('article[data-name="%s"] button.decision.%s' % (name, kind)).click()
        if accept or deny:
            pressed = page.eval_on_selector_all('article[data-decision="accepted"]', "a => a.map(x => x.dataset.name)")
            check(sorted(pressed) == sorted(accept), "the accepted images are marked (%s)" % pressed)
            page.reload()
            page.wait_for_selector("#counts button")
            kept = page.eval_on_selector_all('article[data-decision="denied"]', "a => a.map(x => x.dataset.name)")
            check(sorted(kept) == sorted(deny), "decisions survive a reload (%s)" % kept)
            label = page.inner_text("#decision-counts")
            check(label == "%d accepted · %d denied · %d to decide" % (len(accept), len(deny), len(decidable) - len(accept) - len(deny)),
                  "and are counted (%s)" % label)
        if save:
            with page.expect_download() as download:
                page.click("#save-decisions")
            download.value.save_as(save)
            saved = json.loads(pathlib.Path(save).read_text())
            check(download.value.suggested_filename == "decisions.json" and saved["format"] == 1 and len(saved["decisions"]) == len(accept) + len(deny),
                  "Save downloads decisions.json with %d decisions" % len(saved["decisions"]))
        if shot and (accept or deny):
            page.screenshot(path=shot.replace(".png", "-decisions.png"), full_page=False)
        # A phone's width: the report does not scroll sideways.
        phone = browser.new_page(viewport={"width": 390, "height": 844})
        phone.on("console", lambda m: console.append("%s: %s" % (m.type, m.text)) if m.type in ("error", "warning") else None)
        phone.goto((folder / "index.html").as_uri())
        phone.wait_for_selector("#counts button")
        overflow = phone.evaluate("() => document.documentElement.scrollWidth - window.innerWidth")
        check(overflow <= 0, "at 390 px the report does not scroll sideways (%d px too wide)" % overflow)
        if changed:
            sizes = phone.locator('article[data-status="changed"] .compare').first.evaluate(
                "c => [Math.round(c.getBoundingClientRect().width), Math.round(c.querySelector('img').getBoundingClientRect().width)]")
            check(sizes[0] == sizes[1] and sizes[0] <= 390, "at 390 px the comparison is as wide as its image, within the page (%s)" % sizes)
        if shot:
            phone.screenshot(path=shot.replace(".png", "-390.png"), full_page=False)
        phone.close()
        check(not console, "no console errors or warnings (%s)" % console[:5])
        browser.close()
    print("%d check(s) failed" % len(failures) if failures else "all checks passed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
