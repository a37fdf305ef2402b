// Upload source maps with the official sentry-cli. Token stays in env.
import { execFileSync } from "node:child_process";

const url = process.env.SENTRY_URL || "https://sentry.io/";
if (!url.startsWith("https://")) {
  console.error("SENTRY_URL must use https://");
  process.exit(2);
}
for (const name of ["SENTRY_AUTH_TOKEN", "SENTRY_ORG", "SENTRY_PROJECT"]) {
  if (!process.env[name]) {
    console.error(`missing ${name}`);
    process.exit(2);
  }
}

const dist = process.argv[2] || "dist";
const release = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
const env = process.env.SENTRY_ENVIRONMENT || "production";
const cli = (...args) =>
  execFileSync("npx", ["--no-install", "sentry-cli", "--url", url, ...args], {
    stdio: "inherit",
    env: process.env,
  });

cli("releases", "new", release);
cli("releases", "set-commits", release, "--auto");
cli("sourcemaps", "inject", dist);
cli("sourcemaps", "upload", "--release", release, dist);
cli("releases", "finalize", release);
cli("deploys", "new", "--release", release, "-e", env);
console.log(`release ${release} uploaded to ${url}`);
