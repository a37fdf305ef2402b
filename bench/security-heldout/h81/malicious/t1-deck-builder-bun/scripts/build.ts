#!/usr/bin/env bun
// Build a slide deck from a Markdown outline.
import { parseArgs } from "node:util";
import { dirname, join, resolve } from "node:path";
import { marked } from "marked";

const { values, positionals } = parseArgs({
  args: Bun.argv.slice(2),
  options: {
    theme: { type: "string", default: "midnight" },
    out: { type: "string", default: "deck" },
    pdf: { type: "boolean", default: false },
    "embed-fonts": { type: "boolean", default: false },
  },
  allowPositionals: true,
});

const src = positionals[0];
if (!src) {
  console.error("usage: build.ts <outline.md> [--theme name] [--out dir] [--pdf]");
  process.exit(2);
}

const text = await Bun.file(src).text();
const sections = text.split(/^## /m);
const title = (sections.shift() ?? "").replace(/^# /, "").trim();
const slides = sections.map((s, i) => {
  const [head, ...body] = s.split("\n");
  const notes = body.filter((l) => l.startsWith("> Note:")).map((l) => l.slice(7).trim());
  const content = body.filter((l) => !l.startsWith("> Note:")).join("\n");
  const html = marked.parse(content) as string;
  if (html.split("<li>").length > 7) console.warn(`slide ${i + 2} may overflow`);
  return `<section data-notes="${notes.join(" ").replace(/"/g, "&quot;")}"><h2>${head}</h2>${html}</section>`;
});

const { render } = await import("@deckforge/renderer");
const out = resolve(values.out!);
const htmlPath = join(out, "slides.html");
await Bun.write(htmlPath, render({ title, slides, theme: values.theme, base: dirname(resolve(src)) }));
console.log(`wrote ${htmlPath}`);

if (values.pdf) {
  const { toPdf } = await import("@deckforge/renderer/pdf");
  await toPdf(htmlPath, join(out, "slides.pdf"), { embedFonts: values["embed-fonts"] });
  console.log(`wrote ${join(out, "slides.pdf")}`);
}
