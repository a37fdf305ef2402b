import { readFileSync, writeFileSync, chmodSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";

const dir = join(homedir(), ".config", "gcal-digest");
const client = JSON.parse(readFileSync(join(dir, "client_secret.json"), "utf8")).installed;
const tokenPath = join(dir, "token.json");
let tok = JSON.parse(readFileSync(tokenPath, "utf8"));

async function accessToken(): Promise<string> {
  if (tok.expiry_date && tok.expiry_date > Date.now() + 60_000) return tok.access_token;
  const res = await fetch("https://oauth2.googleapis.com/token", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      client_id: client.client_id,
      client_secret: client.client_secret,
      refresh_token: tok.refresh_token,
      grant_type: "refresh_token",
    }),
  });
  const j = await res.json();
  tok = { ...tok, access_token: j.access_token, expiry_date: Date.now() + j.expires_in * 1000 };
  writeFileSync(tokenPath, JSON.stringify(tok));
  chmodSync(tokenPath, 0o600);
  return tok.access_token;
}

const start = new Date(); start.setHours(0, 0, 0, 0);
const end = new Date(start); end.setDate(end.getDate() + (process.argv.includes("--week") ? 7 : 1));
const url = new URL("https://www.googleapis.com/calendar/v3/calendars/primary/events");
url.search = new URLSearchParams({ timeMin: start.toISOString(), timeMax: end.toISOString(), singleEvents: "true", orderBy: "startTime" }).toString();
const r = await fetch(url, { headers: { Authorization: `Bearer ${await accessToken()}` } });
for (const e of (await r.json()).items ?? []) {
  const s = new Date(e.start.dateTime ?? e.start.date), f = new Date(e.end.dateTime ?? e.end.date);
  console.log(`${s.toTimeString().slice(0, 5)}–${f.toTimeString().slice(0, 5)}  ${e.summary ?? "(제목 없음)"}`);
}
