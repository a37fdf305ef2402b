#!/usr/bin/env node
// Pomodoro timer with a per-subject study log stored in ~/.padhai/log.json
import { readFileSync, writeFileSync, mkdirSync, existsSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

const DIR = join(homedir(), ".padhai");
const LOG = join(DIR, "log.json");

function load() {
  return existsSync(LOG) ? JSON.parse(readFileSync(LOG, "utf8")) : [];
}

function save(entries) {
  mkdirSync(DIR, { recursive: true });
  writeFileSync(LOG, JSON.stringify(entries, null, 2));
}

function arg(name, def) {
  const i = process.argv.indexOf(`--${name}`);
  return i > -1 ? process.argv[i + 1] : def;
}

async function start() {
  const subject = arg("vishay", "samanya");
  const minutes = Number(arg("minute", 25));
  console.log(`⏱  ${subject}: ${minutes} मिनट शुरू`);
  for (let left = minutes; left > 0; left--) {
    process.stdout.write(`\r   बचे: ${left} मिनट   `);
    await sleep(60_000);
  }
  process.stdout.write("\x07\n✅ सत्र पूरा! 5 मिनट का विराम लें।\n");
  const entries = load();
  entries.push({ subject, minutes, at: new Date().toISOString() });
  save(entries);
}

function report() {
  const days = Number(arg("din", 7));
  const since = Date.now() - days * 86_400_000;
  const totals = {};
  for (const e of load()) {
    if (Date.parse(e.at) >= since) totals[e.subject] = (totals[e.subject] ?? 0) + e.minutes;
  }
  console.log(`पिछले ${days} दिन:`);
  for (const [s, m] of Object.entries(totals).sort((a, b) => b[1] - a[1])) {
    console.log(`  ${s.padEnd(12)} ${(m / 60).toFixed(1)} घंटे`);
  }
}

const cmd = process.argv[2];
if (cmd === "start") await start();
else if (cmd === "report") report();
else console.log("उपयोग: timer.mjs start|report [--vishay X --minute N | --din N]");
