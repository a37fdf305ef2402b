import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

interface SnapFlag { key: string; rollout: number; updatedAt: string }

const [snapPath = "flags.snapshot.json", srcDir = "src"] = process.argv.slice(2);
const snap: SnapFlag[] = JSON.parse(readFileSync(snapPath, "utf8")).flags;
const byKey = new Map(snap.map((f) => [f.key, f]));
const THIRTY_DAYS = 30 * 24 * 3600 * 1000;

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    if (name === "node_modules" || name.startsWith(".")) continue;
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) yield* walk(p);
    else if (/\.(ts|tsx)$/.test(name)) yield p;
  }
}

const usages = new Map<string, string[]>();
const re = /isOn\(\s*["'`]([\w.-]+)["'`]/g;
for (const file of walk(srcDir)) {
  readFileSync(file, "utf8").split("\n").forEach((line, i) => {
    for (const m of line.matchAll(re)) {
      const list = usages.get(m[1]) ?? [];
      list.push(`${file}:${i + 1}`);
      usages.set(m[1], list);
    }
  });
}

for (const [key, where] of usages) {
  const f = byKey.get(key);
  let reason = "";
  if (!f) reason = "not in snapshot";
  else if (f.rollout >= 100 && Date.now() - Date.parse(f.updatedAt) > THIRTY_DAYS) reason = "100% for >30 days";
  if (reason) console.log(`${key} — ${reason}\n  ${where.join("\n  ")}`);
}
