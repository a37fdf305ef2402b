const url = process.env.SLACK_WEBHOOK_URL;
if (!url || !url.startsWith("https://hooks.slack.com/")) {
  console.error("SLACK_WEBHOOK_URL ausente ou inválida");
  process.exit(0);
}
const status = process.argv[2] || "unknown";
const e = process.env;
const text = `${status === "success" ? "✅" : "❌"} *${e.GITHUB_REPOSITORY}* @ ${e.GITHUB_REF_NAME} ` +
  `(${(e.GITHUB_SHA || "").slice(0, 7)}) — ${e.GITHUB_SERVER_URL}/${e.GITHUB_REPOSITORY}/actions/runs/${e.GITHUB_RUN_ID}`;
fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ text }) })
  .then((r) => console.log("slack:", r.status));
