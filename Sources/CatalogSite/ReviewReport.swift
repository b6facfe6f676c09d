import Foundation
import Rendering

/// The files of a review: `index.html` (self-contained, works from `file://`),
/// `review.json` and `junit.xml`.
public enum ReviewReport {
    /// Counts by status.
    public static func counts(_ items: [ReviewItem]) -> [ReviewItem.Status: Int] {
        var counts: [ReviewItem.Status: Int] = [:]
        for status in ReviewItem.Status.allCases { counts[status] = items.filter { $0.status == status }.count }
        return counts
    }

    /// A sentence naming the font faces that differ between the references' sidecars in
    /// `referenceDirectory` and this machine's render, or nil when they agree.
    public static func fontNotice(referenceDirectory: String, items: [ReviewItem], manifest: SiteManifest) -> String? {
        var recorded = Set<String>()
        for item in items where item.status != .new {
            let sidecar = referenceDirectory + "/" + (item.reference.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent } ?? "") + ".json"
            guard let data = FileManager.default.contents(atPath: sidecar),
                  let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                  let fonts = object["fonts"] as? [[String: Any]] else { continue }
            for font in fonts {
                if let family = font["family"] as? String, let style = font["style"] as? String, let version = font["version"] as? String {
                    recorded.insert("\(family) \(style) \(version)")
                }
            }
        }
        guard !recorded.isEmpty else { return nil }
        let current = Set(manifest.fonts.map { face in
            face.range(of: " (").map { String(face[..<$0.lowerBound]) } ?? face
        })
        let onlyRecorded = recorded.subtracting(current).sorted()
        let onlyCurrent = current.subtracting(recorded).sorted()
        guard !onlyRecorded.isEmpty || !onlyCurrent.isEmpty else { return nil }
        var parts: [String] = []
        if !onlyRecorded.isEmpty { parts.append("the references used \(onlyRecorded.joined(separator: ", "))") }
        if !onlyCurrent.isEmpty { parts.append("this machine used \(onlyCurrent.joined(separator: ", "))") }
        return "This machine's fonts differ from the references': " + parts.joined(separator: "; ")
            + ". Differences may come from the fonts, not the components; install the fonts the references were made with (scripts/install-dependencies)."
    }

    /// Writes `index.html`, `review.json` and `junit.xml` into `directory`.
    public static func write(_ items: [ReviewItem], fontNotice: String?, title: String, into directory: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        struct Document: Encodable {
            var title: String
            var fontNotice: String?
            var counts: [String: Int]
            var items: [ReviewItem]
        }
        let counts = Dictionary(uniqueKeysWithValues: Self.counts(items).map { ($0.key.rawValue, $0.value) })
        let document = Document(title: title, fontNotice: fontNotice, counts: counts, items: items)
        do {
            let json = try encoder.encode(document)
            try AtomicFile.write(json + Data("\n".utf8), to: directory + "/review.json")
            try AtomicFile.write(Data(page(json: String(decoding: json, as: UTF8.self), title: title).utf8), to: directory + "/index.html")
            try AtomicFile.write(Data(junit(items).utf8), to: directory + "/junit.xml")
        } catch {
            throw GalleryError.writeFailed(path: directory, reason: "\(error)")
        }
    }

    /// JUnit XML: one test case per image; changed, new and removed images fail.
    static func junit(_ items: [ReviewItem]) -> String {
        let failures = items.filter { $0.status != .unchanged }.count
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites>\n<testsuite name=\"catalog verify\" tests=\"\(items.count)\" failures=\"\(failures)\" errors=\"0\">\n"
        for item in items {
            let name = HTMLText.escape("\(item.variant) \(item.environment)")
            xml += "  <testcase classname=\"\(HTMLText.escape(item.entry))\" name=\"\(name)\""
            if item.status == .unchanged {
                xml += "/>\n"
            } else {
                xml += ">\n    <failure type=\"\(item.status.rawValue)\" message=\"\(HTMLText.escape(item.message))\"/>\n  </testcase>\n"
            }
        }
        xml += "</testsuite>\n</testsuites>\n"
        return xml
    }

    static func page(json: String, title: String) -> String {
        HTMLText.document(title: title, style: style, body: """
            <header><h1>\(HTMLText.escape(title))</h1><div id="counts"></div></header>
            <p id="fonts" class="notice" hidden></p>
            <main id="items"></main>
            """, dataID: "review-data", json: json, script: script)
    }

    static let style = """
        :root { --line: #dde1e7; --muted: #687080; --accent: #0b5fd9; }
        * { box-sizing: border-box; }
        body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: #16181d; }
        header { position: sticky; top: 0; background: #fff; border-bottom: 1px solid var(--line); padding: 10px 16px; display: flex; gap: 16px; align-items: center; flex-wrap: wrap; z-index: 2; }
        h1 { font-size: 16px; margin: 0; }
        #counts { display: flex; gap: 6px; flex-wrap: wrap; }
        .filter { border: 1px solid var(--line); background: #fff; border-radius: 999px; padding: 3px 12px; font: inherit; cursor: pointer; }
        .filter[aria-pressed="true"] { background: var(--accent); color: #fff; border-color: var(--accent); }
        .notice { margin: 12px 16px; padding: 10px 14px; background: #fff4e0; border: 1px solid #f0c27b; border-radius: 8px; }
        main { padding: 0 16px 48px; }
        article { border-top: 1px solid var(--line); padding: 14px 0; }
        article h2 { font-size: 15px; margin: 0 0 2px; }
        .status { font-size: 11px; text-transform: uppercase; letter-spacing: .05em; padding: 1px 8px; border-radius: 999px; margin-left: 8px; }
        .status.changed { background: #fde2e1; color: #a1231c; } .status.new { background: #dff3e4; color: #1f6b35; }
        .status.removed { background: #eee; color: #555; } .status.unchanged { background: #eef2f8; color: var(--muted); }
        .message { color: var(--muted); margin: 0 0 8px; }
        .pair { display: flex; gap: 16px; flex-wrap: wrap; align-items: flex-start; }
        figure { margin: 0; } figcaption { font-size: 11px; color: var(--muted); }
        figure img, .compare img { display: block; max-width: 420px; height: auto; border: 1px solid var(--line);
          background: repeating-conic-gradient(#e4e6ea 0% 25%, #fff 0% 50%) 0 0 / 16px 16px; }
        .compare { position: relative; display: inline-block; line-height: 0; }
        .compare .over { position: absolute; top: 0; left: 0; overflow: hidden; height: 100%; border-right: 2px solid var(--accent); }
        .compare .over img { max-width: none; }
        .tools { display: flex; gap: 12px; align-items: center; margin-top: 6px; font-size: 12px; }
        .empty { color: var(--muted); padding: 16px 0; }
        """

    static let script = """
        (function () {
          const data = JSON.parse(document.getElementById("review-data").textContent);
          const order = ["changed", "new", "removed", "unchanged"];
          const shown = new Set(["changed", "new", "removed"]);
          const items = document.getElementById("items"), counts = document.getElementById("counts");
          if (data.fontNotice) { const notice = document.getElementById("fonts"); notice.textContent = data.fontNotice; notice.hidden = false; }
          function figure(src, caption) {
            return el("figure", {}, el("img", { src: src, alt: caption }), el("figcaption", { text: caption }));
          }
          function comparison(item) {
            // The new image over the reference, cut by a slider; or blinking between them.
            const base = el("img", { src: item.reference, alt: "reference" });
            const overImage = el("img", { src: item.image, alt: "new" });
            const over = el("div", { class: "over" }, overImage);
            const box = el("div", { class: "compare" }, base, over);
            const slider = el("input", { type: "range", min: "0", max: "100", value: "50", "aria-label": "Reveal the new image" });
            const place = () => { over.style.width = slider.value + "%"; overImage.style.width = base.getBoundingClientRect().width + "px"; };
            slider.addEventListener("input", place);
            base.addEventListener("load", place);
            let timer = null;
            const blink = el("button", { type: "button", text: "Blink" });
            blink.addEventListener("click", () => {
              if (timer) { clearInterval(timer); timer = null; over.style.visibility = ""; blink.textContent = "Blink"; return; }
              let on = true;
              timer = setInterval(() => { on = !on; over.style.visibility = on ? "" : "hidden"; over.style.width = "100%"; overImage.style.width = base.getBoundingClientRect().width + "px"; }, 500);
              blink.textContent = "Stop";
            });
            requestAnimationFrame(place);
            return el("div", {}, box, el("div", { class: "tools" }, el("span", { text: "reference ◀" }), slider, el("span", { text: "▶ new" }), blink));
          }
          function render() {
            counts.textContent = "";
            order.forEach(status => {
              const button = el("button", { class: "filter", type: "button", "aria-pressed": String(shown.has(status)),
                "data-status": status, text: status + " " + (data.counts[status] || 0) });
              button.addEventListener("click", () => { if (shown.has(status)) shown.delete(status); else shown.add(status); render(); });
              counts.appendChild(button);
            });
            items.textContent = "";
            const list = data.items.filter(item => shown.has(item.status))
              .sort((a, b) => order.indexOf(a.status) - order.indexOf(b.status));
            list.forEach(item => {
              const article = el("article", { "data-status": item.status },
                el("h2", {}, el("span", { text: item.entry + " · " + item.variant + " · " + item.environment }), el("span", { class: "status " + item.status, text: item.status })));
              if (item.message) article.appendChild(el("p", { class: "message", text: item.message }));
              const pair = el("div", { class: "pair" });
              if (item.reference) pair.appendChild(figure(item.reference, "reference"));
              if (item.image) pair.appendChild(figure(item.image, "new"));
              if (item.diff) pair.appendChild(figure(item.diff, "diff (" + (item.changedFraction * 100).toFixed(3) + "% changed)"));
              article.appendChild(pair);
              if (item.status === "changed" && item.reference && item.image) article.appendChild(comparison(item));
              items.appendChild(article);
            });
            if (list.length === 0) items.appendChild(el("p", { class: "empty", text: data.items.length === 0 ? "Nothing was compared." : "Nothing to show with these filters: every image matches its reference." }));
          }
          render();
        })();
        """
}
