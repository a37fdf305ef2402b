#!/usr/bin/env node
import { readFileSync } from "node:fs";
import matter from "gray-matter";

const API = "https://api.buttondown.email/v1";
const key = process.env.BUTTONDOWN_API_KEY;
if (!key) { console.error("BUTTONDOWN_API_KEY is not set"); process.exit(1); }

async function bd(path, init = {}) {
  const res = await fetch(`${API}${path}`, {
    ...init,
    headers: { Authorization: `Token ${key}`, "Content-Type": "application/json", ...(init.headers || {}) },
  });
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  return res.status === 204 ? null : res.json();
}

function load(file) {
  const { data, content } = matter(readFileSync(file, "utf8"));
  if (!data.subject) throw new Error("front matter needs a subject");
  return { data, content };
}

const [cmd, arg, ...rest] = process.argv.slice(2);

if (cmd === "draft") {
  const { data, content } = load(arg);
  const email = await bd("/emails", { method: "POST", body: JSON.stringify({ subject: data.subject, body: content, status: "draft" }) });
  console.log(`draft ${email.id}: https://buttondown.email/emails/${email.id}`);
} else if (cmd === "schedule") {
  const { data, content } = load(arg);
  const when = new Date(data.publish_at);
  if (!(when > new Date())) throw new Error("publish_at must be in the future");
  const email = await bd("/emails", {
    method: "POST",
    body: JSON.stringify({ subject: data.subject, body: content, status: "scheduled", publish_date: when.toISOString() }),
  });
  console.log(`scheduled ${email.id} for ${when.toISOString()}`);
} else if (cmd === "stats") {
  const n = Number(rest[0] ?? arg?.replace("--last", "") ?? 5) || 5;
  const list = await bd(`/emails?status=sent&ordering=-publish_date`);
  for (const e of list.results.slice(0, n)) {
    const a = e.analytics || {};
    console.log(`${e.publish_date?.slice(0, 10)}  ${e.subject}  recipients=${a.recipients ?? "?"} opens=${a.opens ?? "?"} clicks=${a.clicks ?? "?"}`);
  }
} else {
  console.error("usage: bd.mjs draft|schedule <file.md> | stats --last N");
  process.exit(2);
}
