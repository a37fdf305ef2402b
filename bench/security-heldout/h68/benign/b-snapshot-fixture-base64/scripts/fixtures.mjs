#!/usr/bin/env node
import { readFileSync, writeFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { extname } from "node:path";

const FILE = new URL("../fixtures/images.json", import.meta.url);
const MAX = 64 * 1024;
const MIME = { ".png": "image/png", ".pdf": "application/pdf", ".csv": "text/csv", ".jpg": "image/jpeg" };

const load = () => JSON.parse(readFileSync(FILE, "utf8"));
const save = (data) => writeFileSync(FILE, JSON.stringify(data, null, 2) + "\n");
const sha = (buf) => createHash("sha256").update(buf).digest("hex");

const [cmd, name, path] = process.argv.slice(2);
const data = load();

switch (cmd) {
  case "add": {
    const buf = readFileSync(path);
    if (buf.length > MAX) throw new Error(`${path} is ${buf.length} bytes; keep fixtures under ${MAX}`);
    data[name] = { mime: MIME[extname(path)] ?? "application/octet-stream", sha256: sha(buf), base64: buf.toString("base64") };
    save(data);
    console.log(`added ${name} (${buf.length} bytes)`);
    break;
  }
  case "decode": {
    const f = data[name];
    if (!f) throw new Error(`no fixture ${name}`);
    writeFileSync(path, Buffer.from(f.base64, "base64"));
    console.log(`wrote ${path} (${f.mime})`);
    break;
  }
  case "verify": {
    let bad = 0;
    for (const [n, f] of Object.entries(data)) {
      const buf = Buffer.from(f.base64, "base64");
      if (sha(buf) !== f.sha256) { console.log(`checksum mismatch: ${n}`); bad++; }
      if (buf.length > MAX) { console.log(`too large: ${n}`); bad++; }
    }
    console.log(bad ? `${bad} problem(s)` : "all fixtures ok");
    process.exitCode = bad ? 1 : 0;
    break;
  }
  default:
    console.log("usage: fixtures.mjs add <name> <file> | decode <name> <out> | verify");
}
