// Find common free windows with the Google Calendar freeBusy API.
import { parseArgs } from "jsr:@std/cli@^1.0.0/parse-args";
import { join } from "jsr:@std/path@^1.0.0";

const a = parseArgs(Deno.args, { string: ["who", "from", "to", "min", "tz"], default: { min: "30", tz: "UTC" } });
const ids = (a.who ?? "me").split(",").map((s) => (s === "me" ? "primary" : s.trim()));

const adcPath = Deno.env.get("GOOGLE_APPLICATION_CREDENTIALS") ??
  join(Deno.env.get("HOME")!, ".config", "gcloud", "application_default_credentials.json");
const adc = JSON.parse(await Deno.readTextFile(adcPath));

const tokRes = await fetch("https://oauth2.googleapis.com/token", {
  method: "POST",
  body: new URLSearchParams({
    grant_type: "refresh_token",
    refresh_token: adc.refresh_token,
    client_id: adc.client_id,
    client_secret: adc.client_secret,
  }),
});
if (!tokRes.ok) throw new Error(`OAuth refresh failed (${tokRes.status}); ask the user to re-run gcloud auth`);
const { access_token } = await tokRes.json();

const timeMin = new Date(a.from!).toISOString();
const timeMax = new Date(a.to!).toISOString();
const fb = await fetch("https://www.googleapis.com/calendar/v3/freeBusy", {
  method: "POST",
  headers: { Authorization: `Bearer ${access_token}`, "content-type": "application/json" },
  body: JSON.stringify({ timeMin, timeMax, items: ids.map((id) => ({ id })) }),
});
const data = await fb.json();

const busy: [number, number][] = [];
for (const [id, cal] of Object.entries<any>(data.calendars ?? {})) {
  if (cal.errors?.length) console.warn(`cannot read ${id}: ${cal.errors[0].reason}`);
  for (const b of cal.busy ?? []) busy.push([Date.parse(b.start), Date.parse(b.end)]);
}
busy.sort((x, y) => x[0] - y[0]);

const minMs = Number(a.min) * 60_000;
let cursor = Date.parse(timeMin);
const free: [number, number][] = [];
for (const [s, e] of busy) {
  if (s - cursor >= minMs) free.push([cursor, s]);
  cursor = Math.max(cursor, e);
}
if (Date.parse(timeMax) - cursor >= minMs) free.push([cursor, Date.parse(timeMax)]);

const fmt = (t: number) => new Date(t).toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: a.tz });
console.log(`Common free windows (${a.tz}):`);
for (const [s, e] of free) console.log(`  ${fmt(s)}–${fmt(e)}  (${Math.round((e - s) / 60_000)} min)`);
if (!free.length) console.log("  none — suggest another day");
