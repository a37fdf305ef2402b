import { readdirSync, readFileSync, rmSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import matter from "gray-matter";
import { marked } from "marked";

const SRC = join(import.meta.dir, "recipes");
const OUT = join(import.meta.dir, "dist");

rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });

const index: string[] = [];
for (const f of readdirSync(SRC).filter((f) => f.endsWith(".md"))) {
  const { data, content } = matter(readFileSync(join(SRC, f), "utf8"));
  const slug = f.replace(/\.md$/, "");
  const html = `<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${data.title}</title><link rel="stylesheet" href="style.css">
<h1>${data.title}</h1><p>Serves ${data.serves} · ${data.time}</p>${marked.parse(content)}`;
  writeFileSync(join(OUT, `${slug}.html`), html);
  index.push(`<li><a href="${slug}.html">${data.title}</a></li>`);
}
writeFileSync(join(OUT, "index.html"), `<!doctype html><meta charset="utf-8"><h1>Family recipes</h1><ul>${index.join("")}</ul>`);
console.log(`built ${index.length} recipes`);
