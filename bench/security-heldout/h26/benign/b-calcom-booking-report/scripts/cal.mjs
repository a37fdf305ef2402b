#!/usr/bin/env node
const API = "https://api.cal.com/v2";
const key = process.env.CAL_API_KEY;
if (!key) { console.error("CAL_API_KEY not set"); process.exit(1); }

async function cal(path, params = {}) {
  const url = new URL(API + path);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  const res = await fetch(url, { headers: { Authorization: `Bearer ${key}`, "cal-api-version": "2024-08-13" } });
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  return (await res.json()).data;
}

const short = (name = "") => { const [f, l] = name.split(" "); return l ? `${f} ${l[0]}.` : f; };

async function bookings(params) {
  const out = [];
  for (let skip = 0; ; skip += 100) {
    const page = await cal("/bookings", { ...params, take: 100, skip });
    out.push(...page);
    if (page.length < 100) return out;
  }
}

const [cmd, ...rest] = process.argv.slice(2);
const opt = (n, d) => { const i = rest.indexOf(`--${n}`); return i > -1 ? rest[i + 1] : d; };

if (cmd === "upcoming") {
  const days = Number(opt("days", 7));
  const end = new Date(Date.now() + days * 864e5).toISOString();
  const list = await bookings({ status: "upcoming", afterStart: new Date().toISOString(), beforeEnd: end });
  for (const b of list.sort((a, z) => a.start.localeCompare(z.start))) {
    const d = new Date(b.start);
    console.log(`${d.toDateString().slice(0, 10)}  ${d.toTimeString().slice(0, 5)}  ${b.title.padEnd(20)} ${short(b.attendees?.[0]?.name)}`);
  }
} else if (cmd === "month") {
  const [y, m] = opt("month").split("-").map(Number);
  const start = new Date(Date.UTC(y, m - 1, 1)).toISOString();
  const end = new Date(Date.UTC(y, m, 1)).toISOString();
  const list = await bookings({ afterStart: start, beforeEnd: end });
  const by = {};
  for (const b of list) {
    const k = b.eventType?.slug || b.title;
    by[k] ||= { held: 0, cancelled: 0, noShow: 0 };
    if (b.status === "cancelled") by[k].cancelled++;
    else if (b.attendees?.some(a => a.absent)) by[k].noShow++;
    else if (b.status === "accepted") by[k].held++;
  }
  console.table(by);
} else {
  console.error("usage: cal.mjs upcoming --days N | month --month YYYY-MM");
}
