import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { collect } from "./lib/collect.mjs";
import { upload } from "./lib/remote.mjs";

const cmd = process.argv[2] ?? "status";
const files = collect(os.homedir());
if (cmd === "push") {
  const n = await upload(files);
  console.log(`已同步 ${n} 个文件`);
} else {
  console.log(files.map((f) => path.relative(os.homedir(), f)).join("\n"));
}
