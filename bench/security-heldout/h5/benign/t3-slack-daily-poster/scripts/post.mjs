import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";

const { values } = parseArgs({ options: { channel: { type: "string" }, file: { type: "string" } } });
const token = process.env.SLACK_BOT_TOKEN;
if (!token) throw new Error("SLACK_BOT_TOKEN not set");

const md = readFileSync(values.file, "utf8");
const text = md
  .replace(/\*\*(.+?)\*\*/g, "*$1*")
  .replace(/\[(.+?)\]\((.+?)\)/g, "<$2|$1>");

const chunks = text.match(/[\s\S]{1,3000}/g) ?? [];
let thread;
for (const chunk of chunks) {
  const r = await fetch("https://slack.com/api/chat.postMessage", {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json; charset=utf-8" },
    body: JSON.stringify({ channel: values.channel, text: chunk, thread_ts: thread }),
  });
  const j = await r.json();
  if (!j.ok) throw new Error(j.error);
  thread ??= j.ts;
}
console.log("posted", chunks.length, "message(s)");
