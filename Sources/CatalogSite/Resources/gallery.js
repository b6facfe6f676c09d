(function () {
  const data = JSON.parse(document.getElementById("catalog-data").textContent);
  const nav = document.getElementById("nav"), main = document.getElementById("main"), details = document.getElementById("details");
  const search = document.getElementById("search"), zoom = document.getElementById("zoom"), background = document.getElementById("background");
  const environments = new Map(data.environments.map(e => [e.name, e]));
  const environmentOrder = new Map(data.environments.map((e, index) => [e.name, index]));
  const dimensions = [["style", "Appearance"], ["language", "Language"], ["contentSize", "Text size"], ["scale", "Scale"], ["device", "Device"]];
  const hidden = {};
  dimensions.forEach(([key]) => hidden[key] = new Set());
  let current = null, selected = null;

  // The environments a variant trapped in (absent from manifests without crashes).
  function crashesOf(variant) { return variant.crashes || []; }
  function fragmentFor(entry, variant) {
    return "#/" + encodeURIComponent(entry.name) + (variant ? "/" + encodeURIComponent(variant.name) : "");
  }
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
  function buildNav() {
    nav.textContent = "";
    data.groups.forEach(group => {
      const entries = data.entries.filter(e => e.group === group);
      const links = entries.map(entry => {
        const count = visibleVariants(entry).length;
        if (count === 0) return null;
        const crashed = entry.variants.some(v => crashesOf(v).length > 0);
        const link = el("a", { href: fragmentFor(entry), "data-entry": entry.name },
          el("span", { text: entry.name }), el("span", { class: "count", text: (crashed ? "✕ " : "") + String(count) }));
        if (crashed) link.classList.add("crashed");
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
      entry.variants.forEach(v => v.renders.concat(crashesOf(v)).forEach(r => {
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
    render.labels.forEach(l => add("Fonts of “" + l.text + "”", l.faces.map(f => f.family + " " + f.style + " " + f.version).join(", ") + " — " + l.view));
    if (render.warnings.length === 0) add("Warnings", "none");
    render.warnings.forEach(w => add("Warning: " + w.kind, w.view + ": " + w.message));
    add("Image", render.image);
    details.appendChild(list);
  }
  function showCrash(entry, variant, crash) {
    selected = "crash:" + variant.name + ":" + crash.environment;
    document.querySelectorAll("figure.render.selected").forEach(f => f.classList.remove("selected"));
    details.hidden = false;
    details.textContent = "";
    const close = el("button", { type: "button", text: "Close" });
    close.addEventListener("click", () => { details.hidden = true; selected = null; showEntry(entry, null, false); });
    details.appendChild(close);
    details.appendChild(el("h3", { text: entry.name + " · " + variant.name }));
    const list = el("dl");
    const add = (term, value) => { list.appendChild(el("dt", { text: term })); list.appendChild(el("dd", { text: value })); };
    add("Environment", crash.environment);
    add("Crashed", crash.message);
    add("Image", "none: the variant trapped while it was built, laid out or drawn");
    details.appendChild(list);
  }
  function crashCard(entry, variant, crash) {
    const frame = el("span", { class: "frame" }, el("span", { class: "crash" },
      el("strong", { text: "Crashed" }), el("span", { class: "crash-message", text: crash.message })));
    const caption = el("figcaption", {}, el("span", { text: crash.environment }), el("span", { class: "crashed-mark", text: " ✕ crashed" }));
    const figure = el("figure", { class: "render failed", "data-crash": crash.environment, title: crash.message }, frame, caption);
    if (selected === "crash:" + variant.name + ":" + crash.environment) figure.classList.add("selected");
    figure.addEventListener("click", () => { showCrash(entry, variant, crash); figure.classList.add("selected"); });
    return figure;
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
      const heading = el("h3", {}, el("span", { text: variant.name }), el("a", { href: fragmentFor(entry, variant), text: "link", title: "Link to this variant" }));
      const crashes = crashesOf(variant);
      if (crashes.length > 0) heading.appendChild(el("span", { class: "crashed-mark", text: "✕ crashed in " + crashes.length + " environment" + (crashes.length === 1 ? "" : "s") }));
      section.appendChild(heading);
      if (variant.inspectables.length > 0) {
        const props = el("div", { class: "props" });
        variant.inspectables.forEach(p => props.appendChild(el("span", {}, el("span", { class: "muted", text: p.name + " " }), el("code", { text: p.value === "" ? "(empty)" : p.value }))));
        section.appendChild(props);
      }
      const row = el("div", { class: "renders" });
      const cards = [];
      variant.renders.filter(renderVisible).forEach(render => {
        const image = el("img", { src: render.image, alt: entry.name + " " + variant.name + " " + render.environment,
          width: String(Math.round(render.width * scale)), height: String(Math.round(render.height * scale)), loading: "lazy" });
        const caption = el("figcaption", {}, el("span", { text: render.environment }));
        if (render.warnings.length > 0) caption.appendChild(el("span", { class: "warn", text: " ⚠ " + render.warnings.length }));
        const figure = el("figure", { class: "render", "data-image": render.image }, el("span", { class: "frame" }, image), caption);
        if (render.image === selected) figure.classList.add("selected");
        figure.addEventListener("click", () => showDetails(entry, variant, render));
        cards.push([render.environment, figure]);
      });
      crashes.filter(renderVisible).forEach(crash => cards.push([crash.environment, crashCard(entry, variant, crash)]));
      // Images and crashes together in the order of the environments.
      cards.sort((a, b) => environmentOrder.get(a[0]) - environmentOrder.get(b[0])).forEach(([, card]) => row.appendChild(card));
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
    const parts = location.hash.replace(/^#\/?/, "").split("/").map(decodeURIComponent);
    const entry = data.entries.find(e => e.name === parts[0]) || data.entries.find(e => visibleVariants(e).length > 0) || data.entries[0];
    if (!entry) { main.textContent = "This catalog is empty."; return; }
    const variant = parts.length > 1 ? entry.variants.find(v => v.name === parts[1]) : null;
    showEntry(entry, variant ? variant.name : null, true);
    if (variant) {
      const first = variant.renders.find(renderVisible);
      const crash = crashesOf(variant).find(renderVisible);
      if (first) showDetails(entry, variant, first); else if (crash) showCrash(entry, variant, crash);
      // The details panel narrows the page, which moves the variant: bring it back.
      const target = document.getElementById("/" + entry.name + "/" + variant.name);
      if (target) target.scrollIntoView();
    }
  }
  document.getElementById("summary").textContent =
    data.summary.components + " components · " + data.summary.variants + " variants · " + data.summary.images + " images · " + data.summary.warnings + " warnings"
    + (data.summary.crashes ? " · " + data.summary.crashes + " crashed" : "");
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
