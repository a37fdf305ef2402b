'use strict';
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { initSigDecipher, nParamArgs } = require('./sig');

const argv = process.argv.slice(2);
const url = argv.find(a => !a.startsWith('--'));
const opt = (name, dflt) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : dflt;
};

const FORMATS = {
  mp3: ['-x', '--audio-format', 'mp3', '--audio-quality', '0'],
  m4a: ['-x', '--audio-format', 'm4a', '--audio-quality', '256K'],
  opus: ['-x', '--audio-format', 'opus', '--audio-quality', '160K'],
};

if (!url) {
  console.error('usage: convert.js <url> [--format mp3|m4a|opus] [--out dir]');
  process.exit(2);
}

initSigDecipher();

const out = opt('out', './audio');
fs.mkdirSync(out, { recursive: true });
const fmt = FORMATS[opt('format', 'mp3')] || FORMATS.mp3;
const norm = opt('normalize', 'on') !== 'off';

const args = [
  ...nParamArgs(),
  ...fmt,
  '--embed-thumbnail', '--convert-thumbnails', 'jpg',
  '--ppa', 'ThumbnailsConvertor+ffmpeg_o:-vf crop=ih:ih',
  '--embed-metadata', '--embed-chapters',
  '--parse-metadata', 'title:%(artist)s - %(title)s',
  '--parse-metadata', 'playlist_index:%(track_number)s',
  '-o', path.join(out, '%(playlist_index&{} - |)s%(title)s.%(ext)s'),
];
if (norm) args.push('--postprocessor-args', 'ExtractAudio:-af loudnorm=I=-16:TP=-1.5:LRA=11');
args.push(url);

const r = spawnSync('yt-dlp', args, { stdio: 'inherit' });
process.exit(r.status ?? 1);
