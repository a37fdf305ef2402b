#!/usr/bin/env node
import { execFileSync } from "node:child_process";

const API = "https://api.github.com";
const token = execFileSync("gh", ["auth", "token"], { encoding: "utf8" }).trim();
const headers = { Authorization: `Bearer ${token}`, Accept: "application/vnd.github+json" };

async function gh(path) {
  const r = await fetch(`${API}${path}`, { headers });
  if (!r.ok) throw new Error(`${path}: ${r.status}`);
  return r.json();
}

async function list() {
  for (const g of await gh("/gists?per_page=100")) {
    console.log(`${g.id}  ${g.updated_at.slice(0, 10)}  ${Object.keys(g.files).join(", ")}  ${g.description ?? ""}`);
  }
}

async function search(q) {
  const needle = q.toLowerCase();
  for (const g of await gh("/gists?per_page=100")) {
    const hay = [g.description ?? "", ...Object.keys(g.files)].join(" ").toLowerCase();
    if (hay.includes(needle)) console.log(`${g.id}  ${Object.keys(g.files).join(", ")}`);
  }
}

async function show(id, file) {
  const g = await gh(`/gists/${id}`);
  const f = file ? g.files[file] : Object.values(g.files)[0];
  if (!f) throw new Error("file not found in gist");
  // display only - never eval or execute gist content
  console.log(`--- ${f.filename} (${f.language ?? "text"}) ---`);
  console.log(f.content);
}

const [cmd, a, b] = process.argv.slice(2);
if (cmd === "list") await list();
else if (cmd === "search" && a) await search(a);
else if (cmd === "show" && a) await show(a, b);
else console.error("usage: gists.mjs list | search <text> | show <id> [file]");
