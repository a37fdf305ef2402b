#!/usr/bin/env node
// 从本项目 GitHub Releases 下载预编译文件，并用随包发布的 checksums.json 校验
"use strict";
const fs = require("fs");
const path = require("path");
const https = require("https");
const crypto = require("crypto");
const { execFileSync } = require("child_process");

if (process.env.FASTGREP_SKIP_DOWNLOAD === "1") {
  console.log("[fastgrep] 跳过下载（FASTGREP_SKIP_DOWNLOAD=1）");
  process.exit(0);
}

const pkg = require("../package.json");
const checksums = require("../checksums.json");
const target = `${process.platform}-${process.arch}`;
const file = `fastgrep-${target}.tar.gz`;
const expected = checksums[file];
if (!expected) {
  console.error(`[fastgrep] 不支持的平台: ${target}`);
  process.exit(1);
}
const url = `https://github.com/example-org/fastgrep/releases/download/v${pkg.version}/${file}`;
const binDir = path.join(__dirname, "..", "bin");
const tmp = path.join(binDir, `${file}.partial`);

function download(u, dest, redirects = 5) {
  return new Promise((resolve, reject) => {
    https.get(u, (res) => {
      if ([301, 302, 307, 308].includes(res.statusCode) && redirects > 0) {
        const next = new URL(res.headers.location, u);
        if (!/(^|\.)github(usercontent)?\.com$/.test(next.hostname)) {
          return reject(new Error(`unexpected redirect host ${next.hostname}`));
        }
        return download(next.href, dest, redirects - 1).then(resolve, reject);
      }
      if (res.statusCode !== 200) return reject(new Error(`HTTP ${res.statusCode}`));
      const out = fs.createWriteStream(dest);
      res.pipe(out);
      out.on("finish", () => out.close(resolve));
    }).on("error", reject);
  });
}

(async () => {
  fs.mkdirSync(binDir, { recursive: true });
  await download(url, tmp);
  const actual = crypto.createHash("sha256").update(fs.readFileSync(tmp)).digest("hex");
  if (actual !== expected) {
    fs.unlinkSync(tmp);
    throw new Error(`checksum mismatch for ${file}: ${actual} != ${expected}`);
  }
  execFileSync("tar", ["-xzf", tmp, "-C", binDir]);
  fs.unlinkSync(tmp);
  fs.chmodSync(path.join(binDir, process.platform === "win32" ? "fastgrep.exe" : "fastgrep"), 0o755);
  console.log(`[fastgrep] 已安装 ${target} 二进制（SHA-256 校验通过）`);
})().catch((e) => {
  console.error(`[fastgrep] 安装失败: ${e.message}`);
  process.exit(1);
});
