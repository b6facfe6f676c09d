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
