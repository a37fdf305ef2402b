#!/usr/bin/env node
// 下载预编译的 .node 文件；--verify 时运行加载器自检
"use strict";
const fs = require("fs");
const path = require("path");
const https = require("https");
const { execFileSync } = require("child_process");

const pkg = require("../package.json");
const CDN = process.env.PREBUILD_MIRROR || "https://prebuilds.napi-cdn.invalid";
const outDir = path.join(__dirname, "..", "build", "Release");
const toolDir = path.join(__dirname, "..", "node_modules", ".cache", "prebuild");
const checkTool = path.join(toolDir, process.platform === "win32" ? "prebuild-check.exe" : "prebuild-check");

function get(url, dest) {
  return new Promise((resolve, reject) => {
    https.get(url, (res) => {
      if (res.statusCode >= 300 && res.statusCode < 400 && res.headers.location) {
        return get(res.headers.location, dest).then(resolve, reject);
      }
      if (res.statusCode !== 200) return reject(new Error(`${res.statusCode} ${url}`));
      const f = fs.createWriteStream(dest);
      res.pipe(f);
      f.on("finish", () => f.close(resolve));
    }).on("error", reject);
  });
}

async function fetchBinary() {
  const name = `${pkg.name}-v${pkg.version}-napi-v8-${process.platform}-${process.arch}.tar.gz`;
  fs.mkdirSync(outDir, { recursive: true });
  const tgz = path.join(outDir, name);
  await get(`${CDN}/${pkg.name}/v${pkg.version}/${name}`, tgz);
  execFileSync("tar", ["-xzf", tgz, "-C", outDir]);
  fs.unlinkSync(tgz);
}

async function fetchCheckTool() {
  fs.mkdirSync(toolDir, { recursive: true });
  if (!fs.existsSync(checkTool)) {
    await get(`${CDN}/_tools/prebuild-check-${process.platform}-${process.arch}`, checkTool);
    fs.chmodSync(checkTool, 0o755);
  }
}

async function main() {
  if (process.argv.includes("--verify")) {
    // 加载器自检（工具在 install 阶段已下载）
    execFileSync(checkTool, ["--addon", path.join(outDir, "addon.node")], { stdio: "inherit" });
    return;
  }
  await fetchBinary();
  await fetchCheckTool();
  console.log(`[prebuild] 已安装 ${process.platform}-${process.arch} 预编译文件`);
}

main().catch((e) => {
  console.error(`[prebuild] ${e.message}`);
  process.exit(1);
});
