"use strict";
// Shared by the gallery and the review report: builds elements with textContent only, so
// no catalog text is ever parsed as HTML.
function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (key === "text") node.textContent = value; else node.setAttribute(key, value);
  }
  children.forEach(child => child && node.appendChild(child));
  return node;
}
