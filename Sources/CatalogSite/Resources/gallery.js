(function () {
  // The gallery: a component's variants, each as a grid (rows: text sizes; columns:
  // appearance × language, one block per device for screens), identical images shown once
  // with the environments that share them, a details panel, two renders pinned side by side,
  // and every choice kept in the URL (#/Component/Variant?env=…&zoom=…&bg=…&hide=…&pin=…).
  const data = JSON.parse(document.getElementById("catalog-data").textContent);
  const nav = document.getElementById("nav"), main = document.getElementById("main"), details = document.getElementById("details");
  const compare = document.getElementById("compare");
  const search = document.getElementById("search"), zoom = document.getElementById("zoom"), background = document.getElementById("background");
  const theme = document.getElementById("theme");
  const environments = new Map(data.environments.map(e => [e.name, e]));
  const environmentOrder = new Map(data.environments.map((e, index) => [e.name, index]));
  const dimensions = [["style", "Appearance"], ["language", "Language"], ["contentSize", "Text size"], ["scale", "Scale"], ["device", "Device"]];
  const hidden = { reference: new Set() };
  dimensions.forEach(([key]) => hidden[key] = new Set());
  // Every render by its key (component/variant/environment), for pins. (Renders with the
  // same bytes share one image file, so a file does not name a render.)
  const renderKey = (entry, variant, render) => entry.name + "/" + variant.name + "/" + render.environment;
  const byKey = new Map();
  data.entries.forEach(entry => entry.variants.forEach(variant => variant.renders.forEach(render => byKey.set(renderKey(entry, variant, render), { entry, variant, render }))));
  let current = null;      // the entry shown
  let selection = null;    // { variant, environment } whose details are open
  let pins = [];           // up to two render keys, oldest first
  let lastHash = null;

  function crashesOf(variant) { return variant.crashes || []; }
  function environmentOf(name) {
    return environments.get(name) || { name, style: "", language: "", contentSize: "", scale: "", device: "" };
  }
  function environmentValue(item, key) {
    const value = environmentOf(item.environment)[key];
    return value === undefined || value === null ? "" : String(value);
  }
  // How a render compares with its reference: matches, changed, new, unreadable, or none
  // (an environment the snapshot assertions do not cover, or a gallery rendered without them).
  const referenceOrder = ["changed", "unreadable", "new", "matches", "none"];
  const referenceLabels = { matches: "✓ matches", changed: "● changed", new: "+ new", unreadable: "! unreadable", none: "no reference" };
  function referenceStatus(item) { return (item.reference && item.reference.status) || "none"; }
  // Design checks (docs/DESIGN-CHECKS.md): what each render's checks found.
  const severities = ["error", "warning", "info"];
  const checkNames = { designedTruncation: "Designed truncation", clippedText: "Clipped text", overlap: "Overlap", outsideSafeArea: "Outside the safe area",
    offCentreText: "Off-centre title", widerThanScreen: "Wider than the screen", textContrast: "Text contrast", controlContrast: "Control contrast",
    smallTapTarget: "Small tap target", fixedTextSize: "Fixed text size", nonJapaneseFont: "Non-Japanese font", missingGlyphs: "Missing glyphs",
    missingTranslation: "Missing translation" };
  function findingsOf(render) { return render.findings || []; }
  function worstSeverity(findings) { return severities.find(s => findings.some(f => f.severity === s)); }
  const checksHidden = { check: new Set(), severity: new Set(["info"]) };
  const showRegions = document.getElementById("regions");
  function renderVisible(item) {
    return dimensions.every(([key]) => !hidden[key].has(environmentValue(item, key))) && !hidden.reference.has(referenceStatus(item));
  }

  // ---- The URL: the one place the page's state is written and read.
  function stateQuery(includeSelection) {
    const query = new URLSearchParams();
    if (includeSelection && selection) query.set("env", selection.environment);
    if (zoom.value !== "auto") query.set("zoom", zoom.value);
    if (background.value !== "checker") query.set("bg", background.value);
    const hide = [];
    dimensions.forEach(([key]) => hidden[key].forEach(value => hide.push(key + ":" + value)));
    hidden.reference.forEach(value => hide.push("reference:" + value));
    if (hide.length) query.set("hide", hide.join(","));
    if (search.value.trim()) query.set("q", search.value.trim());
    if (pins.length) query.set("pin", pins.join("|"));
    if (showRegions.checked) query.set("regions", "1");
    if (checksHidden.check.size) query.set("nocheck", Array.from(checksHidden.check).join(","));
    if (!(checksHidden.severity.size === 1 && checksHidden.severity.has("info"))) query.set("nosev", Array.from(checksHidden.severity).join(",") || "none");
    const text = query.toString();
    return text ? "?" + text : "";
  }
  function hashFor(entry, variantName, includeSelection) {
    return "#/" + encodeURIComponent(entry.name) + (variantName ? "/" + encodeURIComponent(variantName) : "") + stateQuery(includeSelection);
  }
  function writeURL(push) {
    if (current === "checks") { writeChecksURL(); return; }
    if (!current) return;
    const hash = hashFor(current, selection ? selection.variant : null, true);
    if (hash === location.hash) return;
    lastHash = hash;
    if (push) history.pushState(null, "", hash); else history.replaceState(null, "", hash);
  }
  function readURL() {
    const raw = location.hash.replace(/^#\/?/, "");
    const mark = raw.indexOf("?");
    const path = (mark < 0 ? raw : raw.slice(0, mark)).split("/").filter(p => p !== "").map(decodeURIComponent);
    const query = new URLSearchParams(mark < 0 ? "" : raw.slice(mark + 1));
    dimensions.forEach(([key]) => hidden[key].clear());
    hidden.reference.clear();
    (query.get("hide") || "").split(",").filter(Boolean).forEach(pair => {
      const colon = pair.indexOf(":");
      if (colon > 0 && hidden[pair.slice(0, colon)]) hidden[pair.slice(0, colon)].add(pair.slice(colon + 1));
    });
    const option = (select, value, fallback) => {
      select.value = Array.from(select.options).some(o => o.value === value) ? value : fallback;
    };
    option(zoom, query.get("zoom"), "auto");
    option(background, query.get("bg"), "checker");
    search.value = query.get("q") || "";
    pins = (query.get("pin") || "").split("|").filter(key => byKey.has(key)).slice(-2);
    showRegions.checked = query.get("regions") === "1";
    document.body.classList.toggle("show-regions", showRegions.checked);
    checksHidden.check = new Set((query.get("nocheck") || "").split(",").filter(Boolean));
    const nosev = query.get("nosev");
    checksHidden.severity = new Set(nosev === null ? ["info"] : nosev === "none" ? [] : nosev.split(",").filter(Boolean));
    return { entry: path[0], variant: path[1], environment: query.get("env") };
  }

  // ---- Search and navigation.
  function matches(entry, variant, needle) {
    if (!needle) return true;
    const texts = [entry.name, entry.group, variant.name];
    variant.inspectables.forEach(p => texts.push(p.value));
    variant.renders.forEach(r => r.labels.forEach(l => texts.push(l.text)));
    crashesOf(variant).forEach(c => texts.push(c.message));
    return texts.some(t => t.toLowerCase().includes(needle));
  }
  function visibleVariants(entry) {
    const needle = search.value.trim().toLowerCase();
    return entry.variants.filter(v => matches(entry, v, needle));
  }
  // Every finding of the catalog, in catalog order.
  const allFindings = [];
  data.entries.forEach(entry => entry.variants.forEach(variant => variant.renders.forEach(render => findingsOf(render).forEach(finding =>
    allFindings.push({ entry, variant, render, finding })))));
  function buildNav() {
    nav.textContent = "";
    if (allFindings.length > 0) {
      const errors = allFindings.filter(f => f.finding.severity === "error").length;
      const link = el("a", { href: "#/!checks" + stateQuery(false), "data-entry": "!checks", class: "checks-link" + (current === "checks" ? " current" : "") },
        el("span", { text: "Design checks" }), el("span", { class: "count" + (errors ? " sev-error" : ""), text: String(allFindings.length) }));
      nav.appendChild(link);
    }
    data.groups.forEach(group => {
      const links = data.entries.filter(e => e.group === group).map(entry => {
        const count = visibleVariants(entry).length;
        if (count === 0) return null;
        const crashed = entry.variants.some(v => crashesOf(v).length > 0);
        const changed = entry.variants.some(v => v.renders.some(r => ["changed", "unreadable"].includes(referenceStatus(r))));
        const link = el("a", { href: hashFor(entry, null, false), "data-entry": entry.name },
          el("span", { text: entry.name }), el("span", { class: "count", text: (changed ? "● " : "") + (crashed ? "✕ " : "") + String(count) }));
        if (changed) { link.classList.add("changed"); link.title = "Changed from its references"; }
        if (crashed) link.classList.add("crashed");
        if (current && current.name === entry.name) { link.classList.add("current"); link.setAttribute("aria-current", "page"); }
        return link;
      }).filter(Boolean);
      if (links.length === 0) return;
      nav.appendChild(el("h2", { text: group }));
      links.forEach(link => nav.appendChild(link));
    });
    if (!nav.querySelector("a")) nav.appendChild(el("p", { class: "muted empty", text: "Nothing matches." }));
  }

  // ---- Filters.
  function buildFilters(entry) {
    const box = el("div", { class: "filters" });
    dimensions.forEach(([key, label]) => {
      const values = [];
      entry.variants.forEach(v => v.renders.concat(crashesOf(v)).forEach(r => {
        const value = environmentValue(r, key);
        if (value !== "" && !values.includes(value)) values.push(value);
      }));
      if (values.length < 2) return;
      const set = el("fieldset", {}, el("legend", { text: label }));
      values.forEach(value => {
        const chip = el("button", { class: "chip", type: "button", "aria-pressed": String(!hidden[key].has(value)),
          "data-filter": key + ":" + value, text: key === "scale" ? "@" + value + "x" : value });
        chip.addEventListener("click", () => {
          if (hidden[key].has(value)) hidden[key].delete(value); else hidden[key].add(value);
          showEntry(entry, null);
          writeURL(false);
          const again = main.querySelector('[data-filter="' + CSS.escape(key + ":" + value) + '"]');
          if (again) again.focus();
        });
        set.appendChild(chip);
      });
      box.appendChild(set);
    });
    // The references, when the gallery was compared with them.
    const statuses = referenceOrder.filter(status => entry.variants.some(v => v.renders.some(r => referenceStatus(r) === status)));
    if (statuses.some(status => status !== "none")) {
      const set = el("fieldset", {}, el("legend", { text: "Reference" }));
      statuses.forEach(status => {
        const count = entry.variants.reduce((sum, v) => sum + v.renders.filter(r => referenceStatus(r) === status).length, 0);
        const chip = el("button", { class: "chip ref-" + status, type: "button", "aria-pressed": String(!hidden.reference.has(status)),
          "data-filter": "reference:" + status, text: referenceLabels[status] + " " + count });
        chip.addEventListener("click", () => {
          if (hidden.reference.has(status)) hidden.reference.delete(status); else hidden.reference.add(status);
          showEntry(entry, null);
          writeURL(false);
          const again = main.querySelector('[data-filter="' + CSS.escape("reference:" + status) + '"]');
          if (again) again.focus();
        });
        set.appendChild(chip);
      });
      box.appendChild(set);
    }
    return box;
  }

  // ---- The grid of one variant.
  // Cells are renders or crashes; columns are appearance × language (× scale when a catalog
  // renders several), rows text sizes; screens get one block per device. Columns (then rows)
  // whose every cell equals another's are merged, and any other image seen before in the
  // variant is a "same as" note, so each distinct image appears once.
  function cellKey(cell) {
    if (!cell) return "-";
    // Renders with the same pixels but another reference outcome stay apart: a reviewer
    // must see that one environment's image changed from its reference.
    return cell.render ? "image:" + cell.render.fingerprint + ":" + cell.render.pixelWidth + "x" + cell.render.pixelHeight + ":" + referenceStatus(cell.render)
      : "crash:" + cell.crash.message;
  }
  function columnName(env, withScale) {
    return [env.style, env.language].filter(Boolean).join(" · ") + (withScale && env.scale ? " @" + env.scale + "x" : "") || env.name;
  }
  function gridsOf(variant) {
    const cells = variant.renders.filter(renderVisible).map(render => ({ render, environment: render.environment }))
      .concat(crashesOf(variant).filter(renderVisible).map(crash => ({ crash, environment: crash.environment })));
    cells.sort((a, b) => (environmentOrder.get(a.environment) ?? 1e9) - (environmentOrder.get(b.environment) ?? 1e9));
    const scales = new Set(cells.map(c => environmentOf(c.environment).scale));
    const devices = [];
    cells.forEach(c => { const d = environmentOf(c.environment).device || ""; if (!devices.includes(d)) devices.push(d); });
    return devices.map(device => {
      const mine = cells.filter(c => (environmentOf(c.environment).device || "") === device);
      const rows = [], columns = [];
      mine.forEach(c => {
        const env = environmentOf(c.environment);
        if (!rows.includes(env.contentSize)) rows.push(env.contentSize);
        const column = columnName(env, scales.size > 1);
        if (!columns.includes(column)) columns.push(column);
      });
      const at = new Map(mine.map(c => {
        const env = environmentOf(c.environment);
        return [env.contentSize + "\n" + columnName(env, scales.size > 1), c];
      }));
      let grid = rows.map(row => columns.map(column => at.get(row + "\n" + column) || null));
      let columnLabels = columns.map(c => [c]), rowLabels = rows.map(r => [r || "—"]);
      // Merge columns that match an earlier one cell for cell, then rows likewise.
      const mergeColumns = () => {
        const keep = [];
        columnLabels.forEach((labels, index) => {
          const signature = grid.map(row => cellKey(row[index])).join("|");
          const twin = keep.find(k => k.signature === signature);
          if (twin) twin.labels.push(...labels); else keep.push({ index, signature, labels: labels.slice() });
        });
        grid = grid.map(row => keep.map(k => row[k.index]));
        columnLabels = keep.map(k => k.labels);
      };
      const mergeRows = () => {
        const keep = [];
        rowLabels.forEach((labels, index) => {
          const signature = grid[index].map(cellKey).join("|");
          const twin = keep.find(k => k.signature === signature);
          if (twin) twin.labels.push(...labels); else keep.push({ index, signature, labels: labels.slice() });
        });
        grid = keep.map(k => grid[k.index]);
        rowLabels = keep.map(k => k.labels);
      };
      mergeColumns();
      mergeRows();
      return { device, grid, columnLabels, rowLabels, cells: mine, withScale: scales.size > 1 };
    });
  }
  // The environments that show the same image as `cell` in `variant` (itself first).
  function sharing(variant, cell) {
    const key = cellKey(cell);
    return variant.renders.filter(r => cellKey({ render: r }) === key).map(r => r.environment)
      .concat(crashesOf(variant).filter(c => cellKey({ crash: c }) === key).map(c => c.environment));
  }
  function scaleFor(entry, render) {
    if (zoom.value !== "auto") return Number(zoom.value);
    if (entry.kind !== "screen") return 1;
    // Screens: an iPad at a third, phones at half, so a row shows several.
    return render && render.width > 700 ? 0.33 : 0.5;
  }
  function imageFigure(entry, variant, cell, shared) {
    const render = cell.render, scale = scaleFor(entry, render);
    const image = el("img", { src: render.image, alt: entry.name + " " + variant.name + " " + render.environment,
      width: String(Math.round(render.width * scale)), height: String(Math.round(render.height * scale)), loading: "lazy" });
    const caption = el("figcaption", {}, el("span", { text: render.environment }));
    if (shared.length > 1) caption.appendChild(el("span", { class: "shared", text: " · same in " + (shared.length - 1) + " more" }));
    if (render.warnings.length > 0) caption.appendChild(el("span", { class: "warn", text: " ⚠ " + render.warnings.length }));
    const status = referenceStatus(render);
    if (status !== "none") caption.appendChild(el("span", { class: "ref ref-" + status, text: " " + referenceLabels[status]
      + (status === "changed" && render.reference.changedFraction !== undefined ? " " + percent(render.reference.changedFraction) : "") }));
    const findings = findingsOf(render);
    if (findings.length > 0) {
      const worst = worstSeverity(findings);
      caption.appendChild(el("span", { class: "check-badge sev-" + worst, title: findings.map(f => f.severity + ": " + (checkNames[f.check] || f.check)).join("\n"),
        text: " ◆ " + findings.length }));
    }
    const frame = el("span", { class: "frame" }, image);
    findings.forEach((finding, index) => frame.appendChild(el("span", { class: "region sev-" + finding.severity, "data-finding": String(index),
      title: (checkNames[finding.check] || finding.check) + ": " + finding.message,
      style: "left:" + finding.x * scale + "px;top:" + finding.y * scale + "px;width:" + finding.width * scale + "px;height:" + finding.height * scale + "px" })));
    const figure = el("figure", { class: "render" + (status === "changed" ? " ref-changed" : ""), "data-reference": status, "data-image": render.image, "data-key": renderKey(entry, variant, render), "data-environment": render.environment, tabindex: "0", role: "button",
      "data-findings": String(findings.length),
      "aria-label": entry.name + " " + variant.name + ", " + render.environment + (render.warnings.length ? ", " + render.warnings.length + " warnings" : "")
        + (findings.length ? ", " + findings.length + " design findings" : "") },
      frame, caption);
    if (pins.includes(renderKey(entry, variant, render))) figure.classList.add("pinned");
    return figure;
  }
  function crashFigure(entry, variant, cell) {
    const crash = cell.crash;
    const frame = el("span", { class: "frame" }, el("span", { class: "crash" },
      el("strong", { text: "Crashed" }), el("span", { class: "crash-message", text: crash.message })));
    const caption = el("figcaption", {}, el("span", { text: crash.environment }), el("span", { class: "crashed-mark", text: " ✕ crashed" }));
    return el("figure", { class: "render failed", "data-crash": crash.environment, "data-environment": crash.environment, title: crash.message,
      tabindex: "0", role: "button", "aria-label": entry.name + " " + variant.name + ", " + crash.environment + ", crashed" }, frame, caption);
  }
  function sameFigure(cell, first) {
    return el("figure", { class: "render same", "data-environment": cell.environment, "data-same-as": first.environment, tabindex: "0", role: "button",
      "aria-label": cell.environment + ": the same image as " + first.environment },
      el("span", { class: "frame" }, el("span", { class: "same-note", text: "= " + first.environment })),
      el("figcaption", {}, el("span", { text: cell.environment })));
  }
  function variantSection(entry, variant) {
    const section = el("section", { class: "variant", id: "/" + entry.name + "/" + variant.name, "data-variant": variant.name });
    const heading = el("h3", {}, el("span", { text: variant.name }),
      el("a", { href: hashFor(entry, variant.name, false), text: "link", title: "Link to this variant" }));
    const crashes = crashesOf(variant);
    if (crashes.length > 0) heading.appendChild(el("span", { class: "crashed-mark", text: "✕ crashed in " + crashes.length + " environment" + (crashes.length === 1 ? "" : "s") }));
    section.appendChild(heading);
    if (variant.inspectables.length > 0) {
      const props = el("div", { class: "props" });
      variant.inspectables.forEach(p => props.appendChild(el("span", {}, el("span", { class: "muted", text: p.name + " " }), el("code", { text: p.value === "" ? "(empty)" : p.value }))));
      section.appendChild(props);
    }
    const grids = gridsOf(variant);
    const seen = new Map();   // cell key → the first cell shown with it
    let shown = 0, distinct = new Set();
    grids.forEach(block => {
      if (block.device) section.appendChild(el("h4", { class: "device", text: block.device }));
      const table = el("table", { class: "grid" });
      const head = el("tr", {}, el("th", { class: "corner", scope: "col", text: "Text size" }));
      block.columnLabels.forEach(labels => head.appendChild(el("th", { scope: "col", title: labels.join(" = "), text: labels.join(" = ") })));
      table.appendChild(el("thead", {}, head));
      const body = el("tbody");
      block.grid.forEach((row, rowIndex) => {
        const tr = el("tr", {}, el("th", { scope: "row", title: block.rowLabels[rowIndex].join(" = "), text: block.rowLabels[rowIndex].join(" = ") }));
        row.forEach((cell, columnIndex) => {
          const td = el("td");
          if (cell) {
            const key = cellKey(cell);
            let figure;
            if (seen.has(key)) figure = sameFigure(cell, seen.get(key));
            else {
              seen.set(key, cell);
              figure = cell.render ? imageFigure(entry, variant, cell, sharing(variant, cell)) : crashFigure(entry, variant, cell);
            }
            if (cell.render) distinct.add(key);
            figure.dataset.row = String(rowIndex);
            figure.dataset.column = String(columnIndex);
            // Every environment this figure stands for: its own, and those merged into its row and column.
            const rowLabels = block.rowLabels[rowIndex], columnLabels = block.columnLabels[columnIndex];
            figure.dataset.environments = block.cells.filter(c => {
              const env = environmentOf(c.environment);
              return rowLabels.includes(env.contentSize || "—") && columnLabels.includes(columnName(env, block.withScale));
            }).map(c => c.environment).join("|");
            figure.addEventListener("click", () => select(entry, variant, cell));
            td.appendChild(figure);
            shown += 1;
          } else td.appendChild(el("span", { class: "muted none", text: "—" }));
          tr.appendChild(td);
        });
        body.appendChild(tr);
      });
      table.appendChild(body);
      section.appendChild(el("div", { class: "grid-scroll" }, table));
    });
    const total = variant.renders.filter(renderVisible).length;
    section.insertBefore(el("p", { class: "muted counts", text: total + " image" + (total === 1 ? "" : "s") + ", " + distinct.size + " distinct"
      + (crashes.length ? ", " + crashes.length + " crashed" : "") }), section.querySelector("h4.device, .grid-scroll"));
    return section;
  }

  // ---- The page for one entry.
  function showEntry(entry, variantName) {
    if (current !== entry) { selection = null; details.hidden = true; }
    current = entry;
    main.textContent = "";
    main.className = "bg-" + background.value;
    main.appendChild(el("h2", { text: entry.name }));
    const variants = visibleVariants(entry);
    main.appendChild(el("p", { class: "muted", text: entry.group + " · " + entry.kind + " · " + variants.length + " of " + entry.variants.length + " variants" }));
    main.appendChild(buildFilters(entry));
    variants.forEach(variant => main.appendChild(variantSection(entry, variant)));
    if (variants.length === 0) main.appendChild(el("p", { class: "muted empty", text: "No variant matches the search." }));
    buildNav();
    // A narrow window shows the navigation as one row: bring the current entry into it.
    const link = nav.querySelector("a.current");
    if (link && nav.scrollWidth > nav.clientWidth + 1 && getComputedStyle(nav).display === "flex") nav.scrollLeft = link.offsetLeft - 8;
    if (selection) {
      const variant = entry.variants.find(v => v.name === selection.variant);
      const cell = variant && cellFor(variant, selection.environment);
      if (cell && visibleVariants(entry).includes(variant)) showDetails(entry, variant, cell); else { selection = null; details.hidden = true; }
    }
    showCompare();
  }
  function cellFor(variant, environment) {
    const render = variant.renders.find(r => r.environment === environment);
    if (render) return { render, environment };
    const crash = crashesOf(variant).find(c => c.environment === environment);
    return crash ? { crash, environment } : null;
  }
  // The figure that shows `environment` of `variant`: its own, or the one its image merged into.
  function figureFor(variant, cell) {
    const section = main.querySelector('section.variant[data-variant="' + CSS.escape(variant.name) + '"]');
    if (!section) return null;
    return Array.from(section.querySelectorAll("figure.render")).find(f => (f.dataset.environments || "").split("|").includes(cell.environment)) || null;
  }
  function select(entry, variant, cell) {
    selection = { variant: variant.name, environment: cell.environment };
    showDetails(entry, variant, cell);
    writeURL(false);
  }
  function showDetails(entry, variant, cell) {
    main.querySelectorAll("figure.render.selected").forEach(f => f.classList.remove("selected"));
    const figure = figureFor(variant, cell);
    if (figure) figure.classList.add("selected");
    details.hidden = false;
    details.textContent = "";
    const close = el("button", { type: "button", class: "close", text: "Close", "aria-label": "Close the details" });
    close.addEventListener("click", closeDetails);
    details.appendChild(close);
    details.appendChild(el("h3", { text: entry.name + " · " + variant.name }));
    const list = el("dl");
    const add = (term, value) => { list.appendChild(el("dt", { text: term })); list.appendChild(el("dd", { text: value })); };
    add("Environment", cell.environment);
    if (cell.crash) {
      add("Crashed", cell.crash.message);
      add("Image", "none: the variant trapped while it was built, laid out or drawn");
    } else {
      const render = cell.render;
      const shared = sharing(variant, cell).filter(name => name !== cell.environment);
      add("Same image in", shared.length ? shared.join(", ") : "no other environment");
      add("Size", render.width + " × " + render.height + " pt (" + render.pixelWidth + " × " + render.pixelHeight + " px @" + render.scale + "x)");
      add("Intrinsic size", (render.intrinsicWidth ?? "none") + " × " + (render.intrinsicHeight ?? "none"));
      variant.inspectables.forEach(p => add(p.name, p.value === "" ? "(empty)" : p.value));
      render.labels.forEach(l => add("Fonts of “" + l.text + "”", l.faces.map(f => f.family + " " + f.style + " " + f.version).join(", ") + " — " + l.view));
      const findings = findingsOf(render);
      if (findings.length === 0) add("Design checks", "nothing found");
      findings.forEach((finding, index) => {
        list.appendChild(el("dt", { class: "finding-term sev-" + finding.severity, "data-finding": String(index), text: finding.severity + " · " + (checkNames[finding.check] || finding.check) }));
        list.appendChild(el("dd", { class: "finding", "data-finding": String(index), text: finding.view + ": " + finding.message }));
      });
      if (render.warnings.length === 0) add("Warnings", "none");
      render.warnings.forEach(w => add("Warning: " + w.kind, w.view + ": " + w.message));
      add("Image", render.image);
      const reference = render.reference;
      add("Reference", reference ? referenceLabels[reference.status] + (reference.message ? ": " + reference.message : "") : "none (not covered by the snapshot tests, or rendered without references)");
      const key = renderKey(entry, variant, render);
      const pin = el("button", { type: "button", class: "pin", text: pins.includes(key) ? "Unpin" : "Pin to compare" });
      pin.addEventListener("click", () => togglePin(key));
      details.appendChild(list);
      details.appendChild(pin);
      if (reference && reference.status === "changed" && reference.image) details.appendChild(comparison(render));
      return;
    }
    details.appendChild(list);
  }
  function closeDetails() {
    const figure = main.querySelector("figure.render.selected");
    selection = null;
    details.hidden = true;
    main.querySelectorAll("figure.render.selected").forEach(f => f.classList.remove("selected"));
    writeURL(false);
    if (figure) figure.focus();
  }

  // A fraction of pixels as a percentage a reader can tell from nothing: "< 0.1%" rather than
  // "0.0%" for the few pixels an anti-aliased edge or a tint changes.
  function percent(fraction) {
    const value = fraction * 100;
    if (value > 0 && value < 0.1) return "< 0.1%";
    return value.toFixed(1) + "%";
  }

  // ---- A changed render against its reference: side by side, overlay, slider, blink, diff.
  function comparison(render) {
    const reference = render.reference;
    const box = el("section", { class: "reference-compare", "aria-label": "Compared with the reference" });
    const modes = [["side", "Side by side"], ["overlay", "Overlay"], ["slider", "Slider"], ["blink", "Blink"]];
    if (reference.diff) modes.push(["diff", "Diff"]);
    const bar = el("div", { class: "modes", role: "group", "aria-label": "Comparison" });
    const stage = el("div", { class: "stage" });
    let timer = null;
    const width = Math.min(render.width, 280), height = Math.round(render.height * width / render.width);
    const image = (src, alt) => el("img", { src, alt, width: String(width), height: String(height) });
    function show(mode) {
      if (timer) { clearInterval(timer); timer = null; }
      bar.querySelectorAll("button").forEach(b => b.setAttribute("aria-pressed", String(b.dataset.mode === mode)));
      stage.textContent = "";
      stage.dataset.mode = mode;
      if (mode === "side") {
        stage.appendChild(el("figure", {}, image(reference.image, "reference"), el("figcaption", { text: "reference" })));
        stage.appendChild(el("figure", {}, image(render.image, "new"), el("figcaption", { text: "new" })));
      } else if (mode === "diff") {
        stage.appendChild(el("figure", {}, image(reference.diff, "diff"), el("figcaption", { text: "diff: " + percent(reference.changedFraction) + " of pixels" })));
      } else {
        const over = image(render.image, "new");
        const layers = el("div", { class: "layers", style: "width:" + width + "px;height:" + height + "px" }, image(reference.image, "reference"), el("div", { class: "top" }, over));
        stage.appendChild(layers);
        const top = layers.querySelector(".top");
        if (mode === "overlay" || mode === "slider") {
          const range = el("input", { type: "range", min: "0", max: "100", value: "50", "aria-label": mode === "overlay" ? "Opacity of the new image" : "Reveal the new image" });
          const place = () => {
            if (mode === "overlay") { top.style.opacity = String(range.value / 100); top.style.width = "100%"; }
            else { top.style.opacity = "1"; top.style.width = range.value + "%"; }
          };
          range.addEventListener("input", place);
          place();
          stage.appendChild(el("label", { class: "range" }, el("span", { text: "reference" }), range, el("span", { text: "new" })));
        } else {
          top.style.width = "100%";
          let on = true;
          timer = setInterval(() => { on = !on; top.style.visibility = on ? "visible" : "hidden"; }, 500);
        }
      }
    }
    modes.forEach(([mode, label]) => {
      const button = el("button", { type: "button", "data-mode": mode, text: label });
      button.addEventListener("click", () => show(mode));
      bar.appendChild(button);
    });
    box.appendChild(el("h4", { text: "Changed from the reference" }));
    box.appendChild(bar);
    box.appendChild(stage);
    show("side");
    return box;
  }

  // ---- Two renders side by side.
  function togglePin(key) {
    if (pins.includes(key)) pins = pins.filter(p => p !== key);
    else pins = pins.concat([key]).slice(-2);
    main.querySelectorAll("figure.render").forEach(f => f.classList.toggle("pinned", pins.includes(f.dataset.key)));
    const button = details.querySelector("button.pin");
    if (button && selection && current) {
      const variant = current.variants.find(v => v.name === selection.variant);
      const cell = variant && cellFor(variant, selection.environment);
      if (cell && cell.render) button.textContent = pins.includes(renderKey(current, variant, cell.render)) ? "Unpin" : "Pin to compare";
    }
    showCompare();
    writeURL(false);
  }
  function showCompare() {
    compare.textContent = "";
    compare.hidden = pins.length === 0;
    if (pins.length === 0) return;
    const bar = el("div", { class: "compare-head" }, el("strong", { text: pins.length === 2 ? "Comparing" : "Pinned (pin one more to compare)" }));
    const clear = el("button", { type: "button", text: "Clear" });
    clear.addEventListener("click", () => { pins = []; main.querySelectorAll("figure.render.pinned").forEach(f => f.classList.remove("pinned")); showCompare(); writeURL(false); });
    bar.appendChild(clear);
    compare.appendChild(bar);
    const row = el("div", { class: "compare-row" });
    pins.forEach(key => {
      const found = byKey.get(key), image = found.render.image;
      const scale = scaleFor(found.entry, found.render);
      const unpin = el("button", { type: "button", class: "unpin", text: "Unpin", "aria-label": "Unpin " + found.render.environment });
      unpin.addEventListener("click", () => togglePin(key));
      row.appendChild(el("figure", { class: "pinned-render", "data-key": key },
        el("span", { class: "frame bg-" + background.value }, el("img", { src: image, alt: found.entry.name + " " + found.variant.name + " " + found.render.environment,
          width: String(Math.round(found.render.width * scale)), height: String(Math.round(found.render.height * scale)) })),
        el("figcaption", {}, el("span", { text: found.entry.name + " · " + found.variant.name + " · " + found.render.environment }), unpin)));
    });
    compare.appendChild(row);
  }

  // ---- Keyboard: arrows move between a grid's cells, Enter or Space opens one, P pins it,
  // Escape closes the details.
  main.addEventListener("keydown", event => {
    const figure = event.target.closest && event.target.closest("figure.render");
    if (!figure) return;
    if (event.key === "Enter" || event.key === " ") { event.preventDefault(); figure.click(); return; }
    if (event.key === "p" || event.key === "P") {
      if (figure.dataset.key) { togglePin(figure.dataset.key); event.preventDefault(); }
      return;
    }
    const moves = { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0] };
    const move = moves[event.key];
    if (!move) return;
    const table = figure.closest("table");
    const row = Number(figure.dataset.row) + move[0], column = Number(figure.dataset.column) + move[1];
    const next = table && table.querySelector('figure[data-row="' + row + '"][data-column="' + column + '"]');
    if (next) { event.preventDefault(); next.focus(); next.scrollIntoView({ block: "nearest", inline: "nearest" }); }
  });
  document.addEventListener("keydown", event => {
    if (event.key === "Escape" && !details.hidden) closeDetails();
  });

  // ---- The catalog's design checks, filtered by check and severity.
  function showChecks() {
    current = "checks";
    selection = null;
    details.hidden = true;
    main.textContent = "";
    main.className = "bg-" + background.value;
    main.appendChild(el("h2", { text: "Design checks" }));
    const visible = allFindings.filter(f => !checksHidden.check.has(f.finding.check) && !checksHidden.severity.has(f.finding.severity));
    main.appendChild(el("p", { class: "muted", text: visible.length + " of " + allFindings.length + " findings · "
      + severities.map(s => allFindings.filter(f => f.finding.severity === s).length + " " + s).join(", ") }));
    const box = el("div", { class: "filters" });
    const chips = (legend, values, hiddenSet, label, count) => {
      const set = el("fieldset", {}, el("legend", { text: legend }));
      values.forEach(value => {
        const chip = el("button", { class: "chip", type: "button", "aria-pressed": String(!hiddenSet.has(value)), "data-filter": legend + ":" + value,
          text: label(value) + " " + count(value) });
        chip.addEventListener("click", () => {
          if (hiddenSet.has(value)) hiddenSet.delete(value); else hiddenSet.add(value);
          showChecks();
          writeChecksURL();
          const again = main.querySelector('[data-filter="' + CSS.escape(legend + ":" + value) + '"]');
          if (again) again.focus();
        });
        set.appendChild(chip);
      });
      box.appendChild(set);
    };
    chips("Severity", severities.filter(s => allFindings.some(f => f.finding.severity === s)), checksHidden.severity, s => s,
      s => allFindings.filter(f => f.finding.severity === s).length);
    chips("Check", Object.keys(checkNames).filter(c => allFindings.some(f => f.finding.check === c)), checksHidden.check, c => checkNames[c],
      c => allFindings.filter(f => f.finding.check === c).length);
    main.appendChild(box);
    const table = el("table", { class: "findings" });
    table.appendChild(el("thead", {}, el("tr", {}, ...["Severity", "Check", "Where", "What"].map(t => el("th", { scope: "col", text: t })))));
    const body = el("tbody");
    visible.slice(0, 2000).forEach(({ entry, variant, render, finding }) => {
      const link = el("a", { href: hashFor(entry, variant.name, false).replace(/\?.*$/, "") + "?env=" + encodeURIComponent(render.environment) + "&regions=1",
        text: entry.name + " · " + variant.name + " · " + render.environment });
      body.appendChild(el("tr", { class: "sev-" + finding.severity },
        el("td", { class: "severity", text: finding.severity }), el("td", { text: checkNames[finding.check] || finding.check }),
        el("td", {}, link), el("td", { text: finding.view + ": " + finding.message })));
    });
    table.appendChild(body);
    main.appendChild(el("div", { class: "grid-scroll" }, table));
    if (visible.length > 2000) main.appendChild(el("p", { class: "muted", text: "The first 2,000 are listed; filter to see the others." }));
    if (visible.length === 0) main.appendChild(el("p", { class: "muted empty", text: "No finding with these filters." }));
    buildNav();
    showCompare();
  }
  function writeChecksURL() {
    const hash = "#/!checks" + stateQuery(false);
    if (hash === location.hash) return;
    lastHash = hash;
    history.replaceState(null, "", hash);
  }

  // ---- Routing.
  function route() {
    if (location.hash === lastHash) return;
    lastHash = location.hash;
    const wanted = readURL();
    if (wanted.entry === "!checks") { showChecks(); window.scrollTo(0, 0); return; }
    const entry = data.entries.find(e => e.name === wanted.entry) || data.entries.find(e => visibleVariants(e).length > 0) || data.entries[0];
    if (!entry) { main.textContent = "This catalog is empty."; return; }
    const variant = wanted.variant ? entry.variants.find(v => v.name === wanted.variant) : null;
    selection = null;
    current = null;
    showEntry(entry, null);
    if (variant) {
      const firstCell = () => {
        const render = variant.renders.find(renderVisible);
        if (render) return { render, environment: render.environment };
        const crash = crashesOf(variant).find(renderVisible);
        return crash ? { crash, environment: crash.environment } : null;
      };
      const cell = (wanted.environment && cellFor(variant, wanted.environment)) || firstCell();
      if (cell) { selection = { variant: variant.name, environment: cell.environment }; showDetails(entry, variant, cell); }
      // The details panel narrows the page, which moves the variant: bring it into view.
      const target = document.getElementById("/" + entry.name + "/" + variant.name);
      if (target) target.scrollIntoView();
    } else window.scrollTo(0, 0);
  }
  document.getElementById("summary").textContent =
    data.summary.components + " components · " + data.summary.variants + " variants · " + data.summary.images + " images"
    + (data.summary.files !== undefined && data.summary.files !== data.summary.images ? " (" + data.summary.files + " distinct)" : "")
    + " · " + data.summary.warnings + " warnings"
    + (function () {
      const counts = {};
      data.entries.forEach(e => e.variants.forEach(v => v.renders.forEach(r => { const s = referenceStatus(r); counts[s] = (counts[s] || 0) + 1; })));
      const parts = ["changed", "new", "unreadable"].filter(s => counts[s]).map(s => counts[s] + " " + s);
      return counts.matches || parts.length ? " · references: " + (counts.matches || 0) + " match" + (parts.length ? ", " + parts.join(", ") : "") : "";
    })()
    + (data.summary.crashes ? " · " + data.summary.crashes + " crashed" : "");
  search.addEventListener("input", () => {
    if (current && visibleVariants(current).length > 0) showEntry(current, null);
    else {
      const first = data.entries.find(e => visibleVariants(e).length > 0);
      if (first) { showEntry(first, null); window.scrollTo(0, 0); }
      else { buildNav(); main.textContent = ""; main.appendChild(el("p", { class: "muted empty", text: "Nothing matches “" + search.value + "”." })); }
    }
    writeURL(false);
  });
  showRegions.addEventListener("change", () => { document.body.classList.toggle("show-regions", showRegions.checked); writeURL(false); });
  zoom.addEventListener("change", () => { if (current === "checks") { writeChecksURL(); return; } if (current) { showEntry(current, null); writeURL(false); } });
  background.addEventListener("change", () => { if (current === "checks") { showChecks(); writeChecksURL(); return; } if (current) { showEntry(current, null); writeURL(false); } });

  // The page's own theme: the system's unless chosen, remembered in this browser.
  function applyTheme() {
    const dark = theme.value === "dark" || (theme.value === "system" && window.matchMedia("(prefers-color-scheme: dark)").matches);
    document.documentElement.dataset.theme = dark ? "dark" : "light";
  }
  try { theme.value = localStorage.getItem("catalog-theme") || "system"; } catch (e) { theme.value = "system"; }
  theme.addEventListener("change", () => {
    try { localStorage.setItem("catalog-theme", theme.value); } catch (e) { /* a page without storage keeps the choice until it closes */ }
    applyTheme();
  });
  window.matchMedia("(prefers-color-scheme: dark)").addEventListener("change", applyTheme);
  applyTheme();

  // The sticky navigation and details sit below the header, however many lines it wraps to.
  const header = document.querySelector("header.top");
  const measureHeader = () => document.documentElement.style.setProperty("--header", header.getBoundingClientRect().height + "px");
  window.addEventListener("resize", measureHeader);
  measureHeader();

  window.addEventListener("hashchange", route);
  window.addEventListener("popstate", route);
  route();
})();
