import Foundation

/// `index.html`: one self-contained page (inline style, script and data) that works from
/// `file://` with no server and no network. The manifest is embedded as JSON; the script
/// builds the page from it with `textContent` only, so no catalog text is parsed as HTML.
public enum GalleryPage {
    /// The page for `manifest`, titled `title`.
    public static func html(for manifest: SiteManifest, title: String) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = String(decoding: try encoder.encode(manifest), as: UTF8.self)
        return HTMLText.document(title: title, style: style, body: """
            <header class="top">
              <h1>\(HTMLText.escape(title))</h1>
              <input id="search" type="search" placeholder="Search components, variants, text" aria-label="Search">
              <label>Zoom <select id="zoom" aria-label="Zoom">
                <option value="auto" selected>Auto</option><option value="0.25">25%</option><option value="0.5">50%</option>
                <option value="0.75">75%</option><option value="1">100%</option>
                <option value="1.5">150%</option><option value="2">200%</option></select></label>
              <label>Background <select id="background" aria-label="Background">
                <option value="checker">Checkerboard</option><option value="light">Light</option><option value="dark">Dark</option></select></label>
              <span id="summary" class="muted"></span>
            </header>
            <div class="layout">
              <nav id="nav" aria-label="Components"></nav>
              <main id="main"><p class="muted">Loading…</p></main>
              <aside id="details" hidden></aside>
            </div>
            """, dataID: "catalog-data", json: json, script: script)
    }

    static let style = """
        :root { --fg: #16181d; --muted: #687080; --line: #dde1e7; --panel: #f6f7f9; --accent: #0b5fd9; --warn: #b45309; }
        * { box-sizing: border-box; }
        body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--fg); background: #fff; }
        .top { position: sticky; top: 0; z-index: 2; display: flex; gap: 16px; align-items: center; flex-wrap: wrap;
               padding: 10px 16px; background: #fff; border-bottom: 1px solid var(--line); }
        .top h1 { font-size: 16px; margin: 0 8px 0 0; }
        #search { flex: 1 1 220px; max-width: 360px; padding: 6px 10px; border: 1px solid var(--line); border-radius: 8px; font: inherit; }
        select { font: inherit; padding: 3px 6px; border-radius: 6px; border: 1px solid var(--line); background: #fff; }
        .muted { color: var(--muted); }
        .layout { display: grid; grid-template-columns: 230px 1fr auto; min-height: calc(100vh - 52px); }
        nav { border-right: 1px solid var(--line); padding: 12px 0; background: var(--panel); overflow-y: auto; max-height: calc(100vh - 52px); position: sticky; top: 52px; }
        nav h2 { font-size: 11px; text-transform: uppercase; letter-spacing: .06em; color: var(--muted); margin: 14px 16px 4px; }
        nav a { display: flex; justify-content: space-between; padding: 4px 16px; color: inherit; text-decoration: none; }
        nav a:hover { background: #e9ecf1; }
        nav a.current { background: #dfe8f8; color: var(--accent); font-weight: 600; }
        nav .count { color: var(--muted); font-weight: normal; }
        main { padding: 16px 24px 48px; min-width: 0; }
        main h2 { margin: 0 0 4px; font-size: 22px; }
        .filters { display: flex; flex-wrap: wrap; gap: 6px 14px; margin: 12px 0 8px; }
        .filters fieldset { border: 0; padding: 0; margin: 0; display: flex; gap: 4px; align-items: center; }
        .filters legend { float: left; margin-right: 4px; color: var(--muted); font-size: 12px; }
        .chip { border: 1px solid var(--line); background: #fff; border-radius: 999px; padding: 2px 10px; font: inherit; font-size: 12px; cursor: pointer; }
        .chip[aria-pressed="true"] { background: var(--accent); border-color: var(--accent); color: #fff; }
        section.variant { scroll-margin-top: 64px; margin-top: 22px; border-top: 1px solid var(--line); padding-top: 12px; }
        section.variant:target h3 { color: var(--accent); }
        section.variant h3 { margin: 0; font-size: 16px; display: flex; gap: 8px; align-items: baseline; }
        section.variant h3 a { color: var(--muted); text-decoration: none; font-weight: normal; font-size: 13px; }
        .props { display: flex; flex-wrap: wrap; gap: 4px 12px; margin: 4px 0 10px; font-size: 12px; }
        .props code { background: var(--panel); padding: 1px 6px; border-radius: 4px; }
        .renders { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
        figure.render { margin: 0; cursor: pointer; }
        figure.render .frame { display: inline-block; border: 1px solid var(--line); border-radius: 4px; line-height: 0; }
        figure.render img { display: block; image-rendering: auto; }
        figure.render.selected .frame { outline: 2px solid var(--accent); outline-offset: 2px; }
        figcaption { font-size: 11px; color: var(--muted); margin-top: 4px; max-width: 260px; }
        .warn { color: var(--warn); font-weight: 600; }
        .bg-checker .frame { background: repeating-conic-gradient(#e4e6ea 0% 25%, #fff 0% 50%) 0 0 / 16px 16px; }
        .bg-light .frame { background: #fff; }
        .bg-dark .frame { background: #15171b; }
        aside { width: 320px; border-left: 1px solid var(--line); padding: 16px; background: var(--panel); overflow-y: auto;
                max-height: calc(100vh - 52px); position: sticky; top: 52px; font-size: 13px; }
        aside h3 { margin: 0 0 8px; font-size: 15px; overflow-wrap: anywhere; }
        aside dl { margin: 0; } aside dt { color: var(--muted); margin-top: 10px; } aside dd { margin: 2px 0 0; word-break: break-word; }
        aside button { float: right; }
        .empty { margin-top: 24px; }
        """

    static let script = """
        (function () {
          const data = JSON.parse(document.getElementById("catalog-data").textContent);
          const nav = document.getElementById("nav"), main = document.getElementById("main"), details = document.getElementById("details");
          const search = document.getElementById("search"), zoom = document.getElementById("zoom"), background = document.getElementById("background");
          const environments = new Map(data.environments.map(e => [e.name, e]));
          const dimensions = [["style", "Appearance"], ["language", "Language"], ["contentSize", "Text size"], ["scale", "Scale"], ["device", "Device"]];
          const hidden = {};
          dimensions.forEach(([key]) => hidden[key] = new Set());
          let current = null, selected = null;

          function fragmentFor(entry, variant) {
            return "#/" + encodeURIComponent(entry.name) + (variant ? "/" + encodeURIComponent(variant.name) : "");
          }
          function matches(entry, variant, needle) {
            if (!needle) return true;
            const texts = [entry.name, entry.group, variant.name];
            variant.inspectables.forEach(p => texts.push(p.value));
            variant.renders.forEach(r => r.labels.forEach(l => texts.push(l.text)));
            return texts.some(t => t.toLowerCase().includes(needle));
          }
          function visibleVariants(entry) {
            const needle = search.value.trim().toLowerCase();
            return entry.variants.filter(v => matches(entry, v, needle));
          }
          function buildNav() {
            nav.textContent = "";
            data.groups.forEach(group => {
              const entries = data.entries.filter(e => e.group === group);
              const links = entries.map(entry => {
                const count = visibleVariants(entry).length;
                if (count === 0) return null;
                const link = el("a", { href: fragmentFor(entry), "data-entry": entry.name },
                  el("span", { text: entry.name }), el("span", { class: "count", text: String(count) }));
                if (current && current.name === entry.name) link.classList.add("current");
                return link;
              }).filter(Boolean);
              if (links.length === 0) return;
              nav.appendChild(el("h2", { text: group }));
              links.forEach(link => nav.appendChild(link));
            });
            if (!nav.querySelector("a")) nav.appendChild(el("p", { class: "muted empty", text: "  Nothing matches." }));
          }
          function environmentValue(render, key) {
            const environment = environments.get(render.environment) || {};
            const value = environment[key];
            return value === undefined || value === null ? "" : String(value);
          }
          function buildFilters(entry) {
            const box = el("div", { class: "filters" });
            dimensions.forEach(([key, label]) => {
              const values = [];
              entry.variants.forEach(v => v.renders.forEach(r => {
                const value = environmentValue(r, key);
                if (value !== "" && !values.includes(value)) values.push(value);
              }));
              if (values.length < 2) return;
              const set = el("fieldset", {}, el("legend", { text: label }));
              values.forEach(value => {
                const chip = el("button", { class: "chip", type: "button", "aria-pressed": String(!hidden[key].has(value)),
                  text: key === "scale" ? "@" + value + "x" : value });
                chip.addEventListener("click", () => {
                  if (hidden[key].has(value)) hidden[key].delete(value); else hidden[key].add(value);
                  showEntry(entry, null, false);
                });
                set.appendChild(chip);
              });
              box.appendChild(set);
            });
            return box;
          }
          function renderVisible(render) {
            return dimensions.every(([key]) => !hidden[key].has(environmentValue(render, key)));
          }
          function showDetails(entry, variant, render) {
            selected = render.image;
            document.querySelectorAll("figure.render.selected").forEach(f => f.classList.remove("selected"));
            const figure = document.querySelector('figure.render[data-image="' + CSS.escape(render.image) + '"]');
            if (figure) figure.classList.add("selected");
            details.hidden = false;
            details.textContent = "";
            const close = el("button", { type: "button", text: "Close" });
            close.addEventListener("click", () => { details.hidden = true; selected = null; showEntry(entry, null, false); });
            details.appendChild(close);
            details.appendChild(el("h3", { text: entry.name + " · " + variant.name }));
            const list = el("dl");
            const add = (term, value) => { list.appendChild(el("dt", { text: term })); list.appendChild(el("dd", { text: value })); };
            add("Environment", render.environment);
            add("Size", render.width + " × " + render.height + " pt (" + render.pixelWidth + " × " + render.pixelHeight + " px @" + render.scale + "x)");
            add("Intrinsic size", (render.intrinsicWidth ?? "none") + " × " + (render.intrinsicHeight ?? "none"));
            variant.inspectables.forEach(p => add(p.name, p.value === "" ? "(empty)" : p.value));
            render.labels.forEach(l => add("Fonts of “" + l.text + "”", l.faces.join(", ") + " — " + l.view));
            if (render.warnings.length === 0) add("Warnings", "none");
            render.warnings.forEach(w => add("Warning: " + w.kind, w.view + ": " + w.message));
            add("Image", render.image);
            details.appendChild(list);
          }
          function showEntry(entry, variantName, scroll) {
            current = entry;
            // Auto: components at their size, screens at half, so a row shows several devices.
            const scale = zoom.value === "auto" ? (entry.kind === "screen" ? 0.5 : 1) : Number(zoom.value);
            main.textContent = "";
            main.className = "bg-" + background.value;
            main.appendChild(el("h2", { text: entry.name }));
            const variants = visibleVariants(entry);
            main.appendChild(el("p", { class: "muted", text: entry.group + " · " + entry.kind + " · " + variants.length + " of " + entry.variants.length + " variants" }));
            main.appendChild(buildFilters(entry));
            variants.forEach(variant => {
              const section = el("section", { class: "variant", id: "/" + entry.name + "/" + variant.name });
              section.appendChild(el("h3", {}, el("span", { text: variant.name }), el("a", { href: fragmentFor(entry, variant), text: "link", title: "Link to this variant" })));
              if (variant.inspectables.length > 0) {
                const props = el("div", { class: "props" });
                variant.inspectables.forEach(p => props.appendChild(el("span", {}, el("span", { class: "muted", text: p.name + " " }), el("code", { text: p.value === "" ? "(empty)" : p.value }))));
                section.appendChild(props);
              }
              const row = el("div", { class: "renders" });
              variant.renders.filter(renderVisible).forEach(render => {
                const image = el("img", { src: render.image, alt: entry.name + " " + variant.name + " " + render.environment,
                  width: String(Math.round(render.width * scale)), height: String(Math.round(render.height * scale)), loading: "lazy" });
                const caption = el("figcaption", {}, el("span", { text: render.environment }));
                if (render.warnings.length > 0) caption.appendChild(el("span", { class: "warn", text: " ⚠ " + render.warnings.length }));
                const figure = el("figure", { class: "render", "data-image": render.image }, el("span", { class: "frame" }, image), caption);
                if (render.image === selected) figure.classList.add("selected");
                figure.addEventListener("click", () => showDetails(entry, variant, render));
                row.appendChild(figure);
              });
              section.appendChild(row);
              main.appendChild(section);
            });
            if (variants.length === 0) main.appendChild(el("p", { class: "muted empty", text: "No variant matches the search." }));
            buildNav();
            if (scroll) {
              const target = variantName ? document.getElementById("/" + entry.name + "/" + variantName) : null;
              if (target) target.scrollIntoView(); else window.scrollTo(0, 0);
            }
          }
          function route() {
            const parts = location.hash.replace(/^#\\/?/, "").split("/").map(decodeURIComponent);
            const entry = data.entries.find(e => e.name === parts[0]) || data.entries.find(e => visibleVariants(e).length > 0) || data.entries[0];
            if (!entry) { main.textContent = "This catalog is empty."; return; }
            const variant = parts.length > 1 ? entry.variants.find(v => v.name === parts[1]) : null;
            showEntry(entry, variant ? variant.name : null, true);
            if (variant) {
              const first = variant.renders.find(renderVisible);
              if (first) showDetails(entry, variant, first);
            }
          }
          document.getElementById("summary").textContent =
            data.summary.components + " components · " + data.summary.variants + " variants · " + data.summary.images + " images · " + data.summary.warnings + " warnings";
          search.addEventListener("input", () => {
            if (current && visibleVariants(current).length > 0) showEntry(current, null, false);
            else {
              const first = data.entries.find(e => visibleVariants(e).length > 0);
              if (first) showEntry(first, null, true); else { buildNav(); main.textContent = ""; main.appendChild(el("p", { class: "muted empty", text: "Nothing matches “" + search.value + "”." })); }
            }
          });
          zoom.addEventListener("change", () => current && showEntry(current, null, false));
          background.addEventListener("change", () => current && showEntry(current, null, false));
          window.addEventListener("hashchange", route);
          route();
        })();
        """
}
