#!/usr/bin/env node
import fs from "node:fs";
import path from "node:path";
import minimist from "minimist";
import { parse, TYPE } from "@formatjs/icu-messageformat-parser";
import * as plurals from "make-plural/pluralCategories";

const args = minimist(process.argv.slice(2));
const source = JSON.parse(fs.readFileSync(args.source, "utf8"));
const flat = (o, p = "") => Object.entries(o).flatMap(([k, v]) =>
  typeof v === "object" ? flat(v, p + k + ".") : [[p + k, v]]);

function argsOf(ast, out = new Set()) {
  for (const el of ast) {
    if (el.value && el.type !== TYPE.literal) out.add(el.value);
    if (el.options) for (const o of Object.values(el.options)) argsOf(o.value, out);
    if (el.children) argsOf(el.children, out);
  }
  return out;
}

let problems = 0;
const report = (file, key, msg) => {
  problems++;
  if (args.format === "github") console.log(`::error file=${file}::${key} ${msg}`);
  else console.log(`${file}  ${key}  ${msg}`);
};

const src = Object.fromEntries(flat(source));
for (const f of fs.readdirSync(args.dir).filter((f) => f.endsWith(".json"))) {
  const file = path.join(args.dir, f);
  const lang = f.replace(/\.json$/, "");
  for (const [key, msg] of flat(JSON.parse(fs.readFileSync(file, "utf8")))) {
    let ast;
    try { ast = parse(msg, { captureLocation: true }); } catch (e) { report(file, key, e.message); continue; }
    if (!(key in src)) continue;
    const want = argsOf(parse(src[key]));
    for (const a of want) if (!argsOf(ast).has(a)) report(file, key, `argument {${a}} missing in translation`);
    const cats = plurals[lang]?.cardinal ?? [];
    for (const el of ast) if (el.type === TYPE.plural) {
      const missing = cats.filter((c) => !(c in el.options) && c !== "other");
      if (missing.length) report(file, key, `plural missing CLDR categories: ${missing.join(", ")}`);
    }
  }
}
console.log(`${problems} problems`);
process.exit(problems ? 1 : 0);
