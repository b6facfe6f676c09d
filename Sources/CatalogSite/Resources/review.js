(function () {
  const data = JSON.parse(document.getElementById("review-data").textContent);
  const order = ["crashed", "changed", "new", "removed", "unchanged"];
  const shown = new Set(["crashed", "changed", "new", "removed"]);
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
      if (timer) { clearInterval(timer); timer = null; over.style.visibility = ""; blink.textContent = "Blink"; place(); return; }
      let on = true;
      timer = setInterval(() => { on = !on; over.style.visibility = on ? "" : "hidden"; over.style.width = "100%"; overImage.style.width = base.getBoundingClientRect().width + "px"; }, 500);
      blink.textContent = "Stop";
    });
    requestAnimationFrame(place);
    return el("div", {}, box, el("div", { class: "tools" }, el("span", { text: "reference ◀" }), slider, el("span", { text: "▶ new" }), blink));
  }
  // Decisions: each changed, new or removed image accepted or denied, kept in this browser
  // until saved as decisions.json for `catalog record --decisions`.
  const decidable = new Set(["changed", "new", "removed"]);
  const nameOf = item => item.entry + " " + item.variant + " " + item.environment;
  const storageKey = "catalog-decisions:" + location.pathname;
  const decisions = new Map();
  try { (JSON.parse(localStorage.getItem(storageKey) || "[]") || []).forEach(([name, accept]) => decisions.set(name, accept)); } catch (e) { /* none kept */ }
  const decisionBar = document.getElementById("decisions");
  function remember() {
    try { localStorage.setItem(storageKey, JSON.stringify(Array.from(decisions.entries()))); } catch (e) { /* kept until the page closes */ }
  }
  function decisionsFile() {
    const list = data.items.filter(item => decidable.has(item.status) && decisions.has(nameOf(item))).map(item => {
      const decision = { entry: item.entry, variant: item.variant, environment: item.environment, status: item.status, accept: decisions.get(nameOf(item)) };
      if (item.fingerprint) decision.fingerprint = item.fingerprint;
      return decision;
    });
    return JSON.stringify({ format: 1, catalog: data.title, decisions: list }, null, 2) + "\n";
  }
  function save() {
    const link = el("a", { href: URL.createObjectURL(new Blob([decisionsFile()], { type: "application/json" })), download: "decisions.json" });
    document.body.appendChild(link);
    link.click();
    link.remove();
  }
  function updateDecisionBar() {
    decisionBar.textContent = "";
    const open = data.items.filter(item => decidable.has(item.status));
    if (open.length === 0) { decisionBar.hidden = true; return; }
    decisionBar.hidden = false;
    const accepted = open.filter(item => decisions.get(nameOf(item)) === true).length;
    const denied = open.filter(item => decisions.get(nameOf(item)) === false).length;
    decisionBar.appendChild(el("span", { id: "decision-counts", text: accepted + " accepted · " + denied + " denied · " + (open.length - accepted - denied) + " to decide" }));
    const all = (accept) => () => {
      data.items.filter(item => decidable.has(item.status) && shown.has(item.status)).forEach(item => decisions.set(nameOf(item), accept));
      remember(); render();
    };
    const acceptAll = el("button", { type: "button", text: "Accept all shown" }), denyAll = el("button", { type: "button", text: "Deny all shown" });
    acceptAll.addEventListener("click", all(true));
    denyAll.addEventListener("click", all(false));
    const saveButton = el("button", { type: "button", id: "save-decisions", class: "primary", text: "Save decisions.json" });
    saveButton.addEventListener("click", save);
    decisionBar.appendChild(acceptAll);
    decisionBar.appendChild(denyAll);
    decisionBar.appendChild(saveButton);
    decisionBar.appendChild(el("span", { class: "muted", text: "then: catalog record --decisions decisions.json" }));
  }
  function decisionControls(item) {
    const name = nameOf(item);
    const box = el("div", { class: "decide", role: "group", "aria-label": "Decision for " + name });
    [[true, item.status === "removed" ? "Accept removal" : "Accept"], [false, "Deny"]].forEach(([accept, label]) => {
      const button = el("button", { type: "button", class: "decision " + (accept ? "accept" : "deny"), "aria-pressed": String(decisions.get(name) === accept), text: label });
      button.addEventListener("click", () => {
        if (decisions.get(name) === accept) decisions.delete(name); else decisions.set(name, accept);
        remember();
        box.querySelectorAll("button.decision").forEach(b => b.setAttribute("aria-pressed", String(decisions.get(name) === b.classList.contains("accept"))));
        box.closest("article").dataset.decision = decisions.has(name) ? (decisions.get(name) ? "accepted" : "denied") : "";
        updateDecisionBar();
      });
      box.appendChild(button);
    });
    return box;
  }
  function render() {
    updateDecisionBar();
    counts.textContent = "";
    order.forEach(status => {
      // Crashes are listed only when there are some.
      if (status === "crashed" && !data.counts.crashed) return;
      const button = el("button", { class: "chip", type: "button", "aria-pressed": String(shown.has(status)),
        "data-status": status, text: status + " " + (data.counts[status] || 0) });
      button.addEventListener("click", () => { if (shown.has(status)) shown.delete(status); else shown.add(status); render(); });
      counts.appendChild(button);
    });
    items.textContent = "";
    const list = data.items.filter(item => shown.has(item.status))
      .sort((a, b) => order.indexOf(a.status) - order.indexOf(b.status));
    list.forEach(item => {
      const article = el("article", { "data-status": item.status, "data-name": nameOf(item) },
        el("h2", {}, el("span", { text: item.entry + " · " + item.variant + " · " + item.environment }), el("span", { class: "status " + item.status, text: item.status })));
      if (decidable.has(item.status)) {
        article.appendChild(decisionControls(item));
        article.dataset.decision = decisions.has(nameOf(item)) ? (decisions.get(nameOf(item)) ? "accepted" : "denied") : "";
      }
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
