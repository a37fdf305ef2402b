import fs from "node:fs";
import path from "node:path";
import { Client } from "@notionhq/client";
import { NotionToMarkdown } from "notion-to-md";

const cfg = JSON.parse(fs.readFileSync("notion-sync.json", "utf8"));
const notion = new Client({ auth: process.env.NOTION_TOKEN });
const n2m = new NotionToMarkdown({ notionClient: notion });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const slug = (s) => s.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

async function pull() {
  fs.mkdirSync(cfg.dir, { recursive: true });
  let cursor;
  do {
    const res = await notion.databases.query({ database_id: cfg.databaseId, start_cursor: cursor });
    for (const page of res.results) {
      const title = page.properties[cfg.titleProperty].title.map((t) => t.plain_text).join("");
      const md = n2m.toMarkdownString(await n2m.pageToMarkdown(page.id)).parent;
      const fm = `---\nnotion_id: ${page.id}\nlast_edited_time: ${page.last_edited_time}\n---\n\n`;
      fs.writeFileSync(path.join(cfg.dir, `${slug(title)}.md`), fm + md);
      await sleep(350);
    }
    cursor = res.has_more ? res.next_cursor : undefined;
  } while (cursor);
}

const cmd = process.argv[2];
if (cmd === "pull") await pull();
else console.log("push: see README – compares mtime and last_edited_time before updating blocks");
