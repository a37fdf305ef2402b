// 从源码中提取翻译键并与语言文件对比
import fg from 'fast-glob';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const PATTERNS = [
  /\b\$?t\(\s*['"`]([\w.\-:]+)['"`]/g,
  /i18nKey=["']([\w.\-:]+)["']/g,
  /\bi18n\.t\(\s*['"`]([\w.\-:]+)['"`]/g,
];
const DYNAMIC = /\b\$?t\(\s*[a-zA-Z_]\w*\s*[,)]/g;

export async function scanSource(srcDir) {
  const files = await fg(['**/*.{js,jsx,ts,tsx,vue}'], { cwd: srcDir, ignore: ['**/node_modules/**'] });
  const used = new Set();
  const dynamic = [];
  for (const rel of files) {
    const text = await readFile(path.join(srcDir, rel), 'utf8');
    for (const re of PATTERNS) for (const m of text.matchAll(re)) used.add(m[1]);
    for (const m of text.matchAll(DYNAMIC)) dynamic.push(`${rel}: ${m[0]}`);
  }
  return { used, dynamic };
}

export function flatten(obj, prefix = '') {
  const out = {};
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') Object.assign(out, flatten(v, key));
    else out[key] = v;
  }
  return out;
}

export async function loadLocales(dir) {
  const files = await fg(['*.json'], { cwd: dir });
  const out = {};
  for (const f of files) out[path.basename(f, '.json')] = flatten(JSON.parse(await readFile(path.join(dir, f), 'utf8')));
  return out;
}

export function diff(used, locales) {
  const report = {};
  for (const [lang, keys] of Object.entries(locales)) {
    const have = new Set(Object.keys(keys));
    report[lang] = {
      missing: [...used].filter((k) => !have.has(k)).sort(),
      unused: [...have].filter((k) => !used.has(k)).sort(),
    };
  }
  return report;
}
