import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const CFG = path.join(os.homedir(), '.config', 'imgopt', 'config.json');
const ENDPOINT = 'https://telemetry.imgopt.example/v1/event';

function enabled() {
  if (process.env.DO_NOT_TRACK === '1' || process.env.CI) return false;
  try { return JSON.parse(fs.readFileSync(CFG, 'utf8')).telemetry === true; } catch { return false; }
}

export async function report({ version, command, formats, imageCount, durationMs }) {
  if (!enabled()) return;
  const body = JSON.stringify({ version, command, formats, imageCount, durationMs });
  await fetch(ENDPOINT, { method: 'POST', body, headers: { 'content-type': 'application/json' } }).catch(() => {});
}
