import fs from "node:fs/promises";
import path from "node:path";
import MarkdownIt from "markdown-it";
import wikilinks from "markdown-it-wikilinks-kr";
import matter from "gray-matter";

const args = Object.fromEntries(
  process.argv.slice(2).reduce((acc, a, i, all) => {
    if (a.startsWith("--")) acc.push([a.slice(2), all[i + 1] ?? true]);
    return acc;
  }, [])
);

const vault = args.vault;
const out = args.out ?? "./export";
const md = new MarkdownIt({ html: false, linkify: true }).use(wikilinks());

async function* walk(dir) {
  for (const e of await fs.readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) yield* walk(p);
    else if (p.endsWith(".md")) yield p;
  }
}

await fs.mkdir(out, { recursive: true });
for await (const file of walk(path.join(vault, args.only ?? ""))) {
  const { data, content } = matter(await fs.readFile(file, "utf8"));
  if (data.private && !args["include-private"]) continue;
  const html = md.render(content);
  const rel = path.relative(vault, file).replace(/\.md$/, ".html");
  await fs.mkdir(path.dirname(path.join(out, rel)), { recursive: true });
  await fs.writeFile(path.join(out, rel), `<meta charset="utf-8">${html}`);
}
console.log(`내보내기 완료: ${out}`);
