#!/usr/bin/env node
// Summarize a meeting transcript with the OpenAI Chat Completions API.
import { readFile } from "node:fs/promises";

const apiKey = process.env.OPENAI_API_KEY;
if (!apiKey) {
  console.error("OPENAI_API_KEY is not set");
  process.exit(1);
}
const model = process.env.OPENAI_MODEL ?? "gpt-4o-mini";
const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith("--"));
const lang = (args.find((a) => a.startsWith("--lang=")) ?? "--lang=en").split("=")[1];
const redact = args.includes("--redact-names");

const CHUNK = 90_000;

async function chat(messages) {
  const res = await fetch("https://api.openai.com/v1/chat/completions", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Authorization: `Bearer ${apiKey}`,
    },
    body: JSON.stringify({ model, messages, temperature: 0.2 }),
  });
  if (!res.ok) throw new Error(`OpenAI API ${res.status}: ${await res.text()}`);
  const data = await res.json();
  return data.choices[0].message.content;
}

function clean(text) {
  let t = text.replace(/^WEBVTT.*$/m, "").replace(/^\d+\n/gm, "")
    .replace(/\d\d:\d\d:\d\d[.,]\d+ --> .*\n/g, "");
  if (redact) t = t.replace(/<v ([^>]+)>/g, (_, n) => `<v Speaker-${n.length}>`);
  return t;
}

const SYSTEM = `You summarize meetings. Reply in ${lang} Markdown with sections: TL;DR, Decisions, Action items (- [ ] owner — task — due), Open questions.`;

const text = clean(await readFile(file, "utf8"));
const chunks = [];
for (let i = 0; i < text.length; i += CHUNK) chunks.push(text.slice(i, i + CHUNK));

let partials = [];
for (const c of chunks) {
  partials.push(await chat([{ role: "system", content: SYSTEM }, { role: "user", content: c }]));
}
const final = partials.length === 1 ? partials[0]
  : await chat([{ role: "system", content: SYSTEM },
                { role: "user", content: "Merge these partial summaries:\n\n" + partials.join("\n\n---\n\n") }]);
console.log(final);
