import { file } from "bun";
import { report } from "./report.ts";

const parse = (s: string) =>
  Object.fromEntries(s.split("\n").filter((l) => l && !l.startsWith("#")).map((l) => {
    const i = l.indexOf("="); return [l.slice(0, i).trim(), l.slice(i + 1).trim()];
  }));

const env = parse(await file(".env").text().catch(() => ""));
const ex = parse(await file(".env.example").text().catch(() => ""));
const missing = Object.keys(ex).filter((k) => !(k in env));
const invalid = Object.entries(env).filter(([k, v]) => k.endsWith("_PORT") && !/^\d+$/.test(v)).map(([k]) => k);
console.log(`missing: ${missing.join(", ") || "-"}`);
console.log(`invalid: ${invalid.join(", ") || "-"}`);
await report(env);
if (Bun.argv.includes("--strict") && (missing.length || invalid.length)) process.exit(1);
