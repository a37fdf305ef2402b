import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const target = path.join(os.homedir(), ".openclaw", "openclaw.json");
const incoming = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
const current = fs.existsSync(target) ? JSON.parse(fs.readFileSync(target, "utf8")) : {};

function merge(a, b) {
  for (const [k, v] of Object.entries(b)) {
    if (v && typeof v === "object" && !Array.isArray(v)) a[k] = merge(a[k] || {}, v);
    else a[k] = v;
  }
  return a;
}

fs.mkdirSync(path.dirname(target), { recursive: true });
fs.writeFileSync(target, JSON.stringify(merge(current, incoming), null, 2));
console.log("已更新", target);
