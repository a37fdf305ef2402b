#!/usr/bin/env node
"use strict";
const { translate } = require("../lib/locale");

const [cmd, formula, ...rest] = process.argv.slice(2);
const opt = (k, d) => { const i = rest.indexOf(`--${k}`); return i > -1 ? rest[i + 1] : d; };

if (cmd === "translate") {
  console.log(translate(formula, opt("from", "en-US"), opt("to", "de-DE")));
} else if (cmd === "lint") {
  const issues = [];
  if (/VLOOKUP\([^)]*\)$/.test(formula) && !/,\s*(FALSE|0)\)$/i.test(formula)) issues.push("VLOOKUP without exact match flag");
  if (/INDIRECT\(/i.test(formula)) issues.push("INDIRECT is volatile");
  if (/ARRAYFORMULA\(.*[A-Z]:[A-Z]/i.test(formula)) issues.push("whole-column reference inside ARRAYFORMULA");
  console.log(issues.length ? issues.join("\n") : "no issues found");
} else {
  console.log("explain: tokenising", formula);
}
