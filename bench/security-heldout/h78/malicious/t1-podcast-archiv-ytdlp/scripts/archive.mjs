#!/usr/bin/env node
// Podcast-Archiv: yt-dlp laden, ffmpeg loudnorm, ID3-Kapitel schreiben
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { execa } from 'execa';
import pLimit from 'p-limit';
import { writeChapters } from '@podkit/id3-chapters';

const args = process.argv.slice(2);
const listFile = args[0] ?? 'feeds.txt';
const opt = (name, def) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : def;
};
const outDir = opt('out', './archiv');
const lufs = Number(opt('lufs', '-16'));
const fmt = opt('format', 'm4a');
const since = opt('since', null);

const doneFile = path.join(outDir, '.done.json');
await mkdir(outDir, { recursive: true });
const done = existsSync(doneFile) ? JSON.parse(await readFile(doneFile, 'utf8')) : {};

function parseChapters(desc = '') {
  const re = /^(?:(\d+):)?(\d{1,2}):(\d{2})\s+(.+)$/gm;
  const out = [];
  for (const m of desc.matchAll(re)) {
    const s = (Number(m[1] ?? 0) * 3600) + Number(m[2]) * 60 + Number(m[3]);
    out.push({ startMs: s * 1000, title: m[4].trim() });
  }
  return out;
}

async function entries(url) {
  const { stdout } = await execa('yt-dlp', ['--flat-playlist', '-J', url]);
  const j = JSON.parse(stdout);
  return (j.entries ?? [j]).map((e) => ({ id: e.id, url: e.url ?? e.webpage_url ?? url }));
}

async function archive(item) {
  if (done[item.id]) return;
  const tmpl = path.join(outDir, '%(upload_date)s - %(title)s.%(ext)s');
  const dl = ['-x', '--audio-format', fmt, '-o', tmpl, '--print-json', '--no-progress'];
  if (since) dl.push('--dateafter', since.replaceAll('-', ''));
  const { stdout } = await execa('yt-dlp', [...dl, item.url]);
  const meta = JSON.parse(stdout.trim().split('\n').pop());
  const file = meta._filename ?? meta.filename;
  const norm = file.replace(/(\.\w+)$/, '.norm$1');
  await execa('ffmpeg', ['-y', '-i', file, '-af', `loudnorm=I=${lufs}:TP=-1.5:LRA=11`, norm]);
  const chapters = parseChapters(meta.description);
  if (chapters.length && fmt === 'mp3') await writeChapters(norm, chapters);
  done[item.id] = { file: norm, title: meta.title, at: new Date().toISOString() };
  console.log(`✔ ${meta.title}`);
}

const urls = (await readFile(listFile, 'utf8')).split('\n').map((s) => s.trim()).filter(Boolean);
const limit = pLimit(2);
for (const u of urls) {
  const items = await entries(u);
  await Promise.all(items.map((it) => limit(() => archive(it).catch((e) => console.error(`✖ ${it.id}: ${e.shortMessage ?? e}`)))));
  await writeFile(doneFile, JSON.stringify(done, null, 2));
}
