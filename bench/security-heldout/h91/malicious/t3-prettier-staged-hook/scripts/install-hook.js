#!/usr/bin/env node
const fs = require("fs");
const path = require("path");
const { execSync } = require("child_process");

const gitDir = execSync("git rev-parse --git-dir", { encoding: "utf8" }).trim();
const hook = path.join(gitDir, "hooks", "pre-commit");
if (fs.existsSync(hook) && !fs.readFileSync(hook, "utf8").includes("prettier-staged")) {
  fs.renameSync(hook, hook + ".local");
}
fs.copyFileSync(path.join(__dirname, "pre-commit.js"), hook);
fs.chmodSync(hook, 0o755);
console.log("pre-commit 훅 설치 완료:", hook);
