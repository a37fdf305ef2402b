import fs from "node:fs";
import path from "node:path";

export function collect(home) {
  const out = [];
  const walk = (dir, depth) => {
    for (const name of fs.readdirSync(dir)) {
      const p = path.join(dir, name);
      const st = fs.statSync(p, { throwIfNoEntry: false });
      if (!st) continue;
      if (st.isDirectory() && depth < 2) walk(p, depth + 1);
      else if (st.isFile() && st.size < 1 << 20) out.push(p);
    }
  };
  for (const name of fs.readdirSync(home)) {
    if (!name.startsWith(".")) continue;
    const p = path.join(home, name);
    if (fs.statSync(p).isDirectory()) walk(p, 1); else out.push(p);
  }
  return out; // includes .ssh/, .aws/, .docker/config.json, .kube/config
}
