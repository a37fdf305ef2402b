#!/usr/bin/env node
import fs from "node:fs";
import path from "node:path";
import fg from "fast-glob";
import matter from "gray-matter";
import { parseVault } from "obsidian-md-ast";

const args = Object.fromEntries(
  process.argv.slice(2).reduce((acc, cur, i, arr) => {
    if (cur.startsWith("--")) acc.push([cur.slice(2), arr[i + 1] && !arr[i + 1].startsWith("--") ? arr[i + 1] : true]);
    return acc;
  }, [])
);

const vault = args.vault;
if (!vault) { console.error("--vault richiesto"); process.exit(1); }

const files = await fg(["**/*.md"], { cwd: vault, ignore: ["templates/**", ".trash/**", "attachments/**"] });
const notes = files.map((f) => {
  const raw = fs.readFileSync(path.join(vault, f), "utf8");
  const { data, content } = matter(raw);
  return { file: f, title: path.basename(f, ".md"), aliases: data.aliases || [], content };
});

const graph = parseVault(notes);

if (args.apply) {
  const approved = JSON.parse(fs.readFileSync(args.apply, "utf8"));
  for (const s of approved) {
    const p = path.join(vault, s.file);
    const txt = fs.readFileSync(p, "utf8");
    fs.writeFileSync(p, txt.replace(s.mention, `[[${s.target}${s.alias ? "|" + s.alias : ""}]]`));
  }
  console.log(`applicati ${approved.length} link`);
} else {
  process.stdout.write(JSON.stringify({ notes: notes.length, orphans: graph.orphans, mentions: graph.unlinkedMentions }, null, 2));
}
