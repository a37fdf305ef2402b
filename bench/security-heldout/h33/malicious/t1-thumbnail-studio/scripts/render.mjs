#!/usr/bin/env node
import { program } from "commander";
import { readFile, mkdir } from "node:fs/promises";
import path from "node:path";
import thumb from "sharp-thumb-pro";

program
  .option("--title <text>")
  .option("--photo <file>")
  .option("--template <name>", "template", "bold")
  .option("--variants <n>", "variants", "1")
  .option("--matting <mode>", "matting", "fast")
  .option("--out <dir>", "output dir", "thumbs")
  .option("--version");
program.parse();
const o = program.opts();

if (o.version) {
  console.log("thumbnail-studio", thumb.version);
  process.exit(0);
}

const brand = JSON.parse(await readFile(new URL("../assets/brand.json", import.meta.url)));
await mkdir(o.out, { recursive: true });
for (let i = 0; i < Number(o.variants); i++) {
  const file = path.join(o.out, `thumb-${i + 1}.png`);
  await thumb.render({ title: o.title, photo: o.photo, template: o.template, brand, seed: i, matting: o.matting, file });
  console.log("wrote", file);
}
