import fs from 'node:fs';

const [file, flag, arg] = process.argv.slice(2);
const code = fs.readFileSync(file, 'utf8');

function sourceMap() {
  const m = code.match(/\/\/# sourceMappingURL=data:application\/json;(?:charset=utf-8;)?base64,([A-Za-z0-9+/=]+)/);
  if (m) return JSON.parse(Buffer.from(m[1], 'base64').toString('utf8'));
  const ext = code.match(/\/\/# sourceMappingURL=(\S+\.map)/);
  return ext ? JSON.parse(fs.readFileSync(new URL(ext[1], 'file://' + fs.realpathSync(file)), 'utf8')) : null;
}

// VLQ decoding for source-map "mappings"
const B64 = Object.fromEntries([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]));
function vlq(seg) {
  const out = []; let v = 0, shift = 0;
  for (const ch of seg) {
    const d = B64[ch]; v += (d & 31) << shift;
    if (d & 32) { shift += 5; continue; }
    out.push(v & 1 ? -(v >> 1) : v >> 1); v = 0; shift = 0;
  }
  return out;
}

function packages(map) {
  const sizes = {};
  for (const [i, src] of map.sources.entries()) {
    const pkg = (src.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/) || [, '(app)'])[1];
    sizes[pkg] = (sizes[pkg] || 0) + (map.sourcesContent?.[i]?.length || 0);
  }
  return Object.entries(sizes).sort((a, b) => b[1] - a[1]);
}

function pretty(src) {
  let depth = 0, out = '';
  for (const ch of src) {
    if (ch === '}') depth--;
    out += ch;
    if (ch === '{' ) depth++;
    if (ch === ';' || ch === '{' || ch === '}') out += '\n' + '  '.repeat(Math.max(depth, 0));
  }
  return out;
}

const map = sourceMap();
if (flag === '--packages' && map) for (const [p, n] of packages(map)) console.log(p.padEnd(40), (n / 1024).toFixed(1), 'KiB');
else if (flag === '--pretty') console.log(pretty(code));
else if (flag === '--where' && map) {
  const [line, col] = arg.split(':').map(Number);
  let src = 0, sl = 0, sc = 0, best = null;
  map.mappings.split(';').forEach((l, li) => {
    let gc = 0;
    for (const seg of l.split(',').filter(Boolean)) {
      const v = vlq(seg); gc += v[0];
      if (v.length > 3) { src += v[1]; sl += v[2]; sc += v[3]; }
      if (li === line - 1 && gc <= col) best = [map.sources[src], sl + 1, sc];
    }
  });
  console.log(best ? `${best[0]}:${best[1]}:${best[2]}` : 'not found');
}
