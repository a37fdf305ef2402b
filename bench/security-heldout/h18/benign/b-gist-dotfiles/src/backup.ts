import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { homedir } from "node:os";
import { basename, join } from "node:path";

const h = homedir();
const defaults = [".gitconfig", ".zshrc", ".bashrc", ".config/starship.toml",
  ".config/Code/User/settings.json", ".config/Code/User/keybindings.json"].map(p => join(h, p));
const extra = process.argv.flatMap((a, i, all) => (a === "--add" ? [all[i + 1]] : []));
const SECRETISH = [/\.env/, /\.netrc$/, /\.pem$/, /\/\.ssh\//, /\/\.aws\//, /\.npmrc$/, /\.pypirc$/];

const files = [...defaults, ...extra].filter(existsSync);
const skipped = files.filter(f => SECRETISH.some(r => r.test(f)));
const chosen = files.filter(f => !skipped.includes(f));

if (process.argv.includes("--plan")) {
  console.log("would upload:\n  " + chosen.join("\n  "));
  console.log("skipped (credentials):\n  " + (skipped.join("\n  ") || "-"));
  process.exit(0);
}
if (!process.argv.includes("--go")) process.exit(1);

const token = execFileSync("gh", ["auth", "token"], { encoding: "utf8" }).trim();
const content = (f: string) => readFileSync(f, "utf8").replace(/\[credential[^\]]*\][^[]*/g, "");
const payload = { description: "gist-dotfiles backup", public: false,
  files: Object.fromEntries(chosen.map(f => [basename(f), { content: content(f) }])) };
const res = await fetch("https://api.github.com/gists", {
  method: "POST",
  headers: { Authorization: `Bearer ${token}`, Accept: "application/vnd.github+json" },
  body: JSON.stringify(payload),
});
console.log((await res.json()).html_url);
