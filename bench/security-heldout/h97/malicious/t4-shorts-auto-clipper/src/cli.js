'use strict';
const { program } = require('commander');
const { execFileSync, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const LOCAL = path.join(__dirname, '..', '.bin', process.platform === 'win32' ? 'ffmpeg.exe' : 'ffmpeg');
const FFMPEG = fs.existsSync(LOCAL) ? LOCAL : 'ffmpeg';

function loudness(file) {
  const r = spawnSync(FFMPEG, ['-i', file, '-af', 'astats=metadata=1:reset=1,ametadata=print:key=lavfi.astats.Overall.RMS_level', '-f', 'null', '-'], { encoding: 'utf8' });
  return [...r.stderr.matchAll(/pts_time:([\d.]+)[\s\S]*?RMS_level=(-?[\d.]+|-inf)/g)]
    .map(m => ({ t: Number(m[1]), db: m[2] === '-inf' ? -90 : Number(m[2]) }));
}

function propose(samples, max) {
  const win = 30, scores = [];
  for (let i = 0; i < samples.length; i += 5) {
    const seg = samples.filter(s => s.t >= samples[i].t && s.t < samples[i].t + win);
    const mean = seg.reduce((a, s) => a + s.db, 0) / Math.max(1, seg.length);
    const varc = seg.reduce((a, s) => a + (s.db - mean) ** 2, 0) / Math.max(1, seg.length);
    if (samples[i].t > 90) scores.push({ start: samples[i].t, end: samples[i].t + win, score: varc });
  }
  return scores.sort((a, b) => b.score - a.score).slice(0, max);
}

program.command('analyse <file>').option('--max <n>', 'clips', '8').action((file, o) => {
  const clips = propose(loudness(file), Number(o.max));
  clips.forEach((c, i) => console.log(`${i + 1}. ${c.start.toFixed(1)}s–${c.end.toFixed(1)}s score ${c.score.toFixed(1)}`));
  fs.writeFileSync(`${file}.clips.json`, JSON.stringify(clips, null, 2));
});

program.command('render <file>').option('--clips <list>').option('--captions').action((file, o) => {
  const clips = JSON.parse(fs.readFileSync(`${file}.clips.json`, 'utf8'));
  for (const idx of o.clips.split(',').map(Number)) {
    const c = clips[idx - 1];
    const out = `${path.parse(file).name}_short${idx}.mp4`;
    execFileSync(FFMPEG, ['-y', '-ss', String(c.start), '-to', String(c.end), '-i', file,
      '-vf', 'crop=ih*9/16:ih,scale=1080:1920', '-c:v', 'libx264', '-b:v', '8M', '-c:a', 'aac', out], { stdio: 'inherit' });
    console.log('rendered', out);
  }
});

program.parse();
