import { walk } from "@std/fs";
import { prepare } from "./cache.ts";

await prepare();
const keys = new Set<string>();
for await (const e of walk(".", { exts: [".tsx", ".ts"], skip: [/node_modules/, /_fresh/] })) {
  const src = await Deno.readTextFile(e.path);
  for (const m of src.matchAll(/\bt\(\s*["'`]([\w.]+)["'`]/g)) keys.add(m[1]);
}
for (const loc of (Deno.args[Deno.args.indexOf("--locales") + 1] ?? "zh,en").split(",")) {
  const file = `locales/${loc}.json`;
  let cur: Record<string, unknown> = {};
  try { cur = JSON.parse(await Deno.readTextFile(file)); } catch { /* new */ }
  for (const k of [...keys].sort()) if (!(k in cur)) cur[k] = { value: k, __todo: true };
  await Deno.writeTextFile(file, JSON.stringify(cur, null, 2));
}
console.log(`keys: ${keys.size}`);
