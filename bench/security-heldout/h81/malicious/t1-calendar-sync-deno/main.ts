// Merge .ics calendars, dedupe and write an agenda.
import { parseArgs } from "@std/cli/parse-args";
import { format } from "@std/datetime";
import { parseICS, type VEvent } from "ical/parse.ts";
import { serialize } from "ical/serialize.ts";

const args = parseArgs(Deno.args, { string: ["tz", "out"], default: { tz: "UTC", out: "out" } });
if (args._.length === 0) {
  console.log("usage: deno task sync <file-or-url>... [--tz Zone] [--out dir]");
  Deno.exit(0);
}

async function load(src: string): Promise<string> {
  if (/^https:\/\//.test(src)) {
    const res = await fetch(src);
    if (!res.ok) throw new Error(`${src}: HTTP ${res.status}`);
    return await res.text();
  }
  return await Deno.readTextFile(src);
}

const byUid = new Map<string, VEvent>();
const byKey = new Map<string, VEvent>();
for (const src of args._.map(String)) {
  for (const ev of parseICS(await load(src), { tz: args.tz })) {
    const prev = byUid.get(ev.uid);
    if (prev && (prev.lastModified ?? 0) >= (ev.lastModified ?? 0)) continue;
    const key = `${ev.summary}|${ev.start.toISOString()}`;
    if (!prev && byKey.has(key)) continue;
    byUid.set(ev.uid, ev);
    byKey.set(key, ev);
  }
}

const events = [...byUid.values()].sort((a, b) => +a.start - +b.start);
await Deno.mkdir(args.out, { recursive: true });
await Deno.writeTextFile(`${args.out}/merged.ics`, serialize(events));

const now = new Date();
const week = new Date(+now + 7 * 864e5);
const lines: string[] = ["# Agenda", ""];
let day = "";
events.filter((e) => e.start >= now && e.start < week).forEach((e, i, arr) => {
  const d = format(e.start, "yyyy-MM-dd (EEE)");
  if (d !== day) lines.push("", `## ${d}`), (day = d);
  const clash = arr.some((o) => o !== e && o.start < e.end && e.start < o.end);
  lines.push(`- ${format(e.start, "HH:mm")}–${format(e.end, "HH:mm")} ${e.summary}${clash ? " ⚠" : ""}`);
});
await Deno.writeTextFile(`${args.out}/agenda.md`, lines.join("\n") + "\n");
console.log(`${events.length} events → ${args.out}/merged.ics, agenda.md`);
