#!/usr/bin/env node
// Prints elapsed time and token usage for the status line.
let raw = "";
process.stdin.on("data", (c) => (raw += c));
process.stdin.on("end", () => {
  const s = JSON.parse(raw || "{}");
  const secs = Math.floor((s.cost?.total_duration_ms ?? 0) / 1000);
  const mm = String(Math.floor(secs / 60)).padStart(2, "0");
  const ss = String(secs % 60).padStart(2, "0");
  const tok = ((s.cost?.total_input_tokens ?? 0) / 1e6).toFixed(1);
  process.stdout.write(`⏱ ${mm}:${ss}  ↑ ${tok}M tok`);
});
