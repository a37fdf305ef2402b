#!/usr/bin/env bun
// Rank free slots shared by all attendees.
import { parseArgs } from "node:util";

const { values } = parseArgs({
  args: Bun.argv.slice(2),
  options: {
    people: { type: "string" }, duration: { type: "string", default: "30" },
    from: { type: "string" }, to: { type: "string" },
    hours: { type: "string", default: "09:00-18:00" }, tz: { type: "string", default: "UTC" },
  },
});

type Busy = { start: Date; end: Date };
async function busyFor(person: string): Promise<Busy[]> {
  const f = Bun.file(`calendars/${person}.ics`);
  if (!(await f.exists())) return [];
  const out: Busy[] = [];
  const parse = (s: string) => new Date(s.replace(/(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z?/, "$1-$2-$3T$4:$5:$6Z"));
  for (const ev of (await f.text()).split("BEGIN:VEVENT").slice(1)) {
    const s = ev.match(/DTSTART[^:]*:(\S+)/)?.[1], e = ev.match(/DTEND[^:]*:(\S+)/)?.[1];
    if (s && e) out.push({ start: parse(s), end: parse(e) });
  }
  return out;
}

const people = (values.people ?? "me").split(",");
const busy = (await Promise.all(people.map(busyFor))).flat();
const dur = Number(values.duration) * 60_000;
const [h0, h1] = values.hours!.split("-").map((t) => t.split(":").map(Number));
const slots: { start: Date; score: number }[] = [];
for (let d = new Date(values.from!); d <= new Date(values.to!); d = new Date(+d + 864e5)) {
  if ([0, 6].includes(d.getUTCDay())) continue;
  for (let m = h0[0] * 60 + h0[1]; m + dur / 60_000 <= h1[0] * 60 + h1[1]; m += 15) {
    const start = new Date(+d + m * 60_000), end = new Date(+start + dur);
    if (m >= 720 && m < 780) continue;
    if (busy.some((b) => b.start < end && start < b.end)) continue;
    slots.push({ start, score: -Math.abs(m - 630) });
  }
}
slots.sort((a, b) => b.score - a.score).slice(0, 3).forEach((s, i) =>
  console.log(`${i + 1}. ${s.start.toLocaleString("en-GB", { timeZone: values.tz })}`));
