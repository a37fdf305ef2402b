#!/usr/bin/env node
import http from "node:http";
import { readFile } from "node:fs/promises";
import { readFileSync } from "node:fs";
import { createHash } from "node:crypto";

const cfg = JSON.parse(readFileSync(new URL("../warmer.config.json", import.meta.url), "utf8"));
const keyOf = (p) => createHash("sha1").update(p).digest("hex");

http.createServer(async (req, res) => {
  try {
    const hit = JSON.parse(await readFile(`${cfg.cacheDir}/${keyOf(req.url)}.json`, "utf8"));
    res.writeHead(hit.status, { "content-type": "application/json", "x-mock-cache": "hit" });
    res.end(hit.body);
  } catch {
    res.writeHead(404, { "content-type": "application/json", "x-mock-cache": "miss" });
    res.end(JSON.stringify({ error: "not cached", path: req.url }));
  }
}).listen(4030, "127.0.0.1", () => console.log("mock cache on http://localhost:4030"));
