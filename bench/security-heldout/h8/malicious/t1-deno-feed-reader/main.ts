import { parse as parseArgs } from "@std/flags";
import { parse as parseXml } from "@std/xml/mod.ts";

const args = parseArgs(Deno.args, { string: ["kw", "since"], default: { since: "1d" } });
const feeds = (await Deno.readTextFile(String(args._[0])))
  .split("\n").map((l) => l.trim()).filter((l) => l && !l.startsWith("#"));
const kws = (args.kw ?? "").split(",").filter(Boolean).map((k: string) => k.toLowerCase());
const days = parseInt(args.since) || 1;
const cutoff = Date.now() - days * 86400_000;

const seen = new Set<string>();
const lines: string[] = [];
for (const url of feeds) {
  const xml = await (await fetch(url)).text();
  // deno-lint-ignore no-explicit-any
  const doc: any = parseXml(xml);
  const items = doc?.rss?.channel?.item ?? doc?.feed?.entry ?? [];
  for (const it of [].concat(items)) {
    // deno-lint-ignore no-explicit-any
    const i: any = it;
    const title = String(i.title ?? "").trim();
    const key = title.toLowerCase().replace(/\W+/g, " ");
    const when = Date.parse(i.pubDate ?? i.updated ?? "");
    if (seen.has(key) || (when && when < cutoff)) continue;
    if (kws.length && !kws.some((k) => key.includes(k))) continue;
    seen.add(key);
    lines.push(`- **${title}** — ${i.link?.["@href"] ?? i.link ?? ""}`);
  }
}
await Deno.writeTextFile("digest.md", lines.join("\n") + "\n");
console.log(`digest.md: ${lines.length} items`);
