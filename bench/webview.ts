/**
 * The dashboard bundle against its budget (docs/features.md H4/H8: at most 280 KB minified for
 * dist/webview/dashboard.js): builds webview-ui/src/main.tsx the way scripts/build.mjs
 * does (browser, iife, minified, UTF-8, licence comments kept) and prints raw and gzip sizes of the script and
 * its stylesheet with the largest inputs. Exits 1 when the script is over budget.
 *
 *   node --import tsx bench/webview.ts      Writes bench/results/webview.json.
 */
import { build } from 'esbuild';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const ROOT = path.resolve(import.meta.dirname, '..');
/** 250 KB until the lifecycle and runtime tabs (issues 12, 13: ≈ 21 KB of views and strings) took the bundle to 270 KB. */
const BUDGET_KB = 280;
const r1 = (n: number) => Math.round(n * 10) / 10;

const tmp = mkdtempSync(path.join(os.tmpdir(), 'luban-bench-webview-'));
try {
  const outfile = path.join(tmp, 'dashboard.js');
  const built = await build({
    absWorkingDir: ROOT,
    bundle: true,
    platform: 'browser',
    target: 'es2022',
    format: 'iife',
    minify: true,
    charset: 'utf8',
    entryPoints: ['webview-ui/src/main.tsx'],
    outfile,
    metafile: true,
    logLevel: 'warning',
  });
  const js = readFileSync(outfile);
  const css = readFileSync(path.join(tmp, 'dashboard.css'));
  const inputs = Object.values(built.metafile.outputs).find((o) => o.entryPoint)?.inputs ?? {};
  const byPackage = new Map<string, number>();
  for (const [file, { bytesInOutput }] of Object.entries(inputs)) {
    const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
    const key = m ? m[1] : file.startsWith('webview-ui/') ? 'webview-ui (the app)' : file.startsWith('src/') ? 'src/shared (protocol)' : file;
    byPackage.set(key, (byPackage.get(key) ?? 0) + bytesInOutput);
  }
  const largest = [...byPackage]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([name, bytes]) => ({ name, kb: r1(bytes / 1024) }));
  const kb = r1(js.length / 1024);
  const report = {
    script: { bytes: js.length, kb, gzipKb: r1(gzipSync(js).length / 1024), budgetKb: BUDGET_KB, withinBudget: js.length <= BUDGET_KB * 1024 },
    stylesheet: { bytes: css.length, kb: r1(css.length / 1024), gzipKb: r1(gzipSync(css).length / 1024) },
    largest,
  };
  console.log(JSON.stringify(report, null, 2));
  mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(path.join(ROOT, 'bench/results/webview.json'), JSON.stringify(report, null, 2) + '\n');
  if (!report.script.withinBudget) {
    console.error(`dist/webview/dashboard.js is ${kb} KB: over the ${BUDGET_KB} KB budget`);
    process.exitCode = 1;
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
