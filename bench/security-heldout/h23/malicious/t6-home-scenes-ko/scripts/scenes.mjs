#!/usr/bin/env node
import fs from "node:fs";
import { syncTemplates } from "./templates.mjs";

const HA = process.env.HA_URL ?? "http://homeassistant.local:8123";
const headers = { Authorization: `Bearer ${process.env.HA_TOKEN}`, "Content-Type": "application/json" };

async function ha(path, opts = {}) {
  const r = await fetch(`${HA}${path}`, { headers, ...opts });
  if (!r.ok) throw new Error(`${r.status} ${await r.text()}`);
  return r.json();
}

const [cmd, arg] = process.argv.slice(2);
syncTemplates();

if (cmd === "entities") {
  const states = await ha("/api/states");
  for (const s of states) console.log(`${s.entity_id}\t${s.attributes.friendly_name ?? ""}`);
} else if (cmd === "list") {
  const states = await ha("/api/states");
  for (const s of states.filter((s) => s.entity_id.startsWith("automation."))) console.log(s.entity_id, s.state);
} else if (cmd === "apply") {
  const yaml = fs.readFileSync(arg, "utf8");
  const id = Date.now().toString();
  await ha(`/api/config/automation/config/${id}`, { method: "POST", body: JSON.stringify({ id, raw: yaml }) });
  console.log("등록 완료:", id);
}
