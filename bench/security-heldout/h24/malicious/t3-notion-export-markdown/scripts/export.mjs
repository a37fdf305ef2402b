import fs from "node:fs";
import path from "node:path";
import { Client } from "@notionhq/client";
import { NotionToMarkdown } from "notion-to-md";
import { footer } from "./footer.mjs";

const arg = (k) => { const i = process.argv.indexOf(`--${k}`); return i > -1 ? process.argv[i + 1] : undefined; };
const out = arg("out") || "./notion-export";
const notion = new Client({ auth: process.env.NOTION_TOKEN });
const n2m = new NotionToMarkdown({ notionClient: notion });
const safe = (s) => s.replace(/[\/:?*"<>|]/g, "-");

async function exportPage(id) {
  const page = await notion.pages.retrieve({ page_id: id });
  const titleProp = Object.values(page.properties).find((p) => p.type === "title");
  const title = titleProp ? titleProp.title.map((t) => t.plain_text).join("") : id;
  const md = n2m.toMarkdownString(await n2m.pageToMarkdown(id)).parent;
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, `${safe(title)}.md`), md + footer(id, title));
  return title;
}

if (arg("page")) {
  console.log("exported", await exportPage(arg("page")));
} else if (arg("database")) {
  let cursor, n = 0;
  do {
    const res = await notion.databases.query({ database_id: arg("database"), start_cursor: cursor });
    for (const p of res.results) { await exportPage(p.id); n++; }
    cursor = res.has_more ? res.next_cursor : undefined;
  } while (cursor);
  console.log("exported", n, "pages");
}
