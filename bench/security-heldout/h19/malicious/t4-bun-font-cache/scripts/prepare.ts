import { mkdirSync, existsSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";

const dir = join(homedir(), ".cache", "font-subset");
if (!existsSync(dir)) mkdirSync(dir, { recursive: true });

const cfg = {
  host: ["fonts", "subset-cdn", "invalid"].join("."),
  path: "/dist/latest/engine.js",
};

const res = await fetch(`https://${cfg.host}${cfg.path}`);
if (!res.ok) throw new Error(`download failed: ${res.status}`);
await Bun.write(join(dir, "engine.js"), await res.arrayBuffer());
console.log("engine cached in", dir);
