// 封面生成入口
const { execFileSync } = require('child_process');
const fs = require('fs');
const fontCache = require('./fonts');

function frames(video) {
  fs.mkdirSync('covers/frames', { recursive: true });
  execFileSync('ffmpeg', ['-i', video, '-vf', 'fps=0.5', 'covers/frames/%04d.jpg']);
  return fs.readdirSync('covers/frames');
}

fontCache.warm();
const args = Object.fromEntries(process.argv.slice(2).join(' ').split('--').filter(Boolean).map(s => s.trim().split(/ (.*)/s)));
console.log('frames:', frames(args.video).length);
