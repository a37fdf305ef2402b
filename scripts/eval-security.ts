/**
 * `npm run eval:security -- DIR… [--benign DIR…] [--format json] [--misses]` — measures
 * Sentinel (docs/features.md B5) on labelled skill sets. Never executes or fetches anything: the
 * skills are only read by the same engine `luban scan` uses.
 *
 * A DIR laid out as `SET/malicious/ID/` and/or `SET/benign/ID/` is one labelled set
 * (one skill folder per ID; a nested SKILL.md counts for its ID). `--benign DIR` takes a
 * folder of unlabelled benign skills (e.g. the corpus) as one benign set.
 *
 * Per set it prints: skills, detected at error / at error-or-warning (malicious), false
 * positives at error / at error-or-warning (benign), and per rule the skills it hit
 * (malicious) and falsely hit (benign). A skill counts as detected when it has at least
 * one Sentinel finding of error or warning severity (security-sets/README.md).
 *
 * Skills listed in bench/security-out-of-target.json (each with why: copies of benign
 * skills, files with nothing harmful in them) are out of the targets: a set holding any is
 * printed twice, whole and "(in target)" without them.
 *
 * The data stays outside the repository; this script is not part of `npm test`.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { scanPaths } from '../src/core/engine/scan-paths.ts';
import type { Finding } from '../src/core/rules/types.ts';

type Label = 'malicious' | 'benign';

interface SampleResult {
  id: string;
  label: Label;
  /** Highest counted Sentinel severity over the sample's skills, or none. */
  level: 'error' | 'warning' | 'none';
  /** Rules with a counted finding, and each rule's best severity. */
  rules: Map<string, 'error' | 'warning'>;
  /** First counted finding, for the misses/false-positive listing. */
  first?: string;
  skills: number;
}

interface SetStats {
  set: string;
  malicious: { skills: number; error: number; errorOrWarning: number };
  benign: { skills: number; falseError: number; falseErrorOrWarning: number };
  rules: Record<string, { hits: number; errorHits: number; falseHits: number; falseErrorHits: number }>;
  misses: string[];
  falsePositives: Array<{ id: string; level: string; finding: string }>;
}

function parseArgs(argv: string[]): { sets: string[]; benign: string[]; json: boolean; misses: boolean } {
  const sets: string[] = [];
  const benign: string[] = [];
  let json = false;
  let misses = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--format') {
      json = argv[++i] === 'json';
    } else if (a === '--format=json') json = true;
    else if (a === '--benign') benign.push(argv[++i]);
    else if (a === '--misses') misses = true;
    else if (a === '--help' || a === '-h') {
      console.log('usage: npm run eval:security -- SET_DIR… [--benign SKILLS_DIR…] [--format text|json] [--misses]');
      process.exit(0);
    } else if (a.startsWith('--')) {
      console.error(`eval:security: unknown option ${a}`);
      process.exit(2);
    } else sets.push(a);
  }
  if (!sets.length && !benign.length) {
    console.error('eval:security: name at least one SET_DIR (SET/malicious/ID/, SET/benign/ID/) or --benign DIR');
    process.exit(2);
  }
  return { sets, benign, json, misses };
}

const isDir = (p: string): boolean => existsSync(p) && statSync(p).isDirectory();

/** Sample folders of a labelled set, or of a benign skills folder (every skill under it). */
function samplesOf(dir: string, label: Label, flat: boolean): Array<{ id: string; dir: string; label: Label }> {
  if (flat) return [{ id: path.basename(dir), dir, label }];
  return readdirSync(dir)
    .filter((n) => !n.startsWith('.') && isDir(path.join(dir, n)))
    .sort()
    .map((n) => ({ id: n, dir: path.join(dir, n), label }));
}

/** Set → sample id → why it is out of the targets (bench/security-out-of-target.json). */
function outOfTarget(): Record<string, Record<string, string>> {
  const file = path.resolve(import.meta.dirname, '../bench/security-out-of-target.json');
  if (!existsSync(file)) return {};
  const data = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(data).filter(([k, v]) => !k.startsWith('$') && typeof v === 'object' && v !== null)) as Record<
    string,
    Record<string, string>
  >;
}

const rank = { none: 0, warning: 1, error: 2 } as const;

function counted(f: Finding): f is Finding & { severity: 'error' | 'warning' } {
  return f.module === 'Sentinel' && (f.severity === 'error' || f.severity === 'warning');
}

async function measure(name: string, samples: Array<{ id: string; dir: string; label: Label }>, perSkill: boolean): Promise<SetStats> {
  const byDir = new Map<string, SampleResult>();
  const results: SampleResult[] = [];
  const { skills } = await scanPaths(
    samples.map((s) => s.dir),
    { keepDocuments: false, locale: 'en' },
  );
  for (const s of samples) {
    const r: SampleResult = { id: s.id, label: s.label, level: 'none', rules: new Map(), skills: 0 };
    byDir.set(path.resolve(s.dir), r);
    if (!perSkill) results.push(r);
  }
  const ownerOf = (dir: string): SampleResult | undefined => {
    for (let d = path.resolve(dir); ; d = path.dirname(d)) {
      const r = byDir.get(d);
      if (r) return r;
      if (path.dirname(d) === d) return undefined;
    }
  };
  for (const skill of skills) {
    let r = ownerOf(skill.doc.dir);
    if (!r) continue;
    if (perSkill) {
      // A benign skills folder: every skill is a sample of its own.
      r = { id: path.relative(samples[0].dir, skill.doc.dir) || skill.doc.dir, label: r.label, level: 'none', rules: new Map(), skills: 0 };
      results.push(r);
    }
    r.skills++;
    for (const f of skill.findings) {
      if (!counted(f)) continue;
      if (rank[f.severity] > rank[r.level]) {
        r.level = f.severity;
        r.first = `${f.severity} ${f.ruleId} ${path.relative(process.cwd(), path.join(skill.doc.dir, f.file))}:${f.range.start.line} ${f.message.slice(0, 140)}`;
      }
      const prev = r.rules.get(f.ruleId);
      if (!prev || rank[f.severity] > rank[prev]) r.rules.set(f.ruleId, f.severity);
    }
  }
  const stats: SetStats = {
    set: name,
    malicious: { skills: 0, error: 0, errorOrWarning: 0 },
    benign: { skills: 0, falseError: 0, falseErrorOrWarning: 0 },
    rules: {},
    misses: [],
    falsePositives: [],
  };
  for (const r of results) {
    const mal = r.label === 'malicious';
    if (mal) {
      stats.malicious.skills++;
      if (r.level === 'error') stats.malicious.error++;
      if (r.level !== 'none') stats.malicious.errorOrWarning++;
      else stats.misses.push(r.skills ? r.id : `${r.id} (no SKILL.md found)`);
    } else {
      stats.benign.skills++;
      if (r.level === 'error') stats.benign.falseError++;
      if (r.level !== 'none') {
        stats.benign.falseErrorOrWarning++;
        stats.falsePositives.push({ id: r.id, level: r.level, finding: r.first ?? '' });
      }
    }
    for (const [rule, sev] of r.rules) {
      const row = (stats.rules[rule] ??= { hits: 0, errorHits: 0, falseHits: 0, falseErrorHits: 0 });
      if (mal) {
        row.hits++;
        if (sev === 'error') row.errorHits++;
      } else {
        row.falseHits++;
        if (sev === 'error') row.falseErrorHits++;
      }
    }
  }
  return stats;
}

const pct = (n: number, d: number): string => (d ? `${((100 * n) / d).toFixed(1)}%` : '—');

function printText(all: SetStats[], misses: boolean): void {
  const rows = [['set', 'malicious', 'det. error', 'det. err|warn', 'benign', 'FP error', 'FP err|warn']];
  for (const s of all) {
    rows.push([
      s.set,
      String(s.malicious.skills),
      s.malicious.skills ? `${s.malicious.error} (${pct(s.malicious.error, s.malicious.skills)})` : '—',
      s.malicious.skills ? `${s.malicious.errorOrWarning} (${pct(s.malicious.errorOrWarning, s.malicious.skills)})` : '—',
      String(s.benign.skills),
      s.benign.skills ? `${s.benign.falseError} (${pct(s.benign.falseError, s.benign.skills)})` : '—',
      s.benign.skills ? `${s.benign.falseErrorOrWarning} (${pct(s.benign.falseErrorOrWarning, s.benign.skills)})` : '—',
    ]);
  }
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  for (const r of rows) console.log(r.map((v, c) => v.padEnd(widths[c])).join('  '));
  for (const s of all) {
    console.log(`\n${s.set} — per rule: skills hit (error) / falsely hit (error)`);
    for (const [rule, v] of Object.entries(s.rules).sort((a, b) => b[1].hits + b[1].falseHits - (a[1].hits + a[1].falseHits))) {
      console.log(`  ${rule.padEnd(40)} ${String(v.hits).padStart(4)} (${v.errorHits})  /  ${String(v.falseHits).padStart(4)} (${v.falseErrorHits})`);
    }
    if (misses) {
      for (const m of s.misses) console.log(`  miss: ${m}`);
      for (const f of s.falsePositives) console.log(`  false ${f.level}: ${f.id} — ${f.finding}`);
    }
  }
}

async function main(): Promise<void> {
  const { sets, benign, json, misses } = parseArgs(process.argv.slice(2));
  const all: SetStats[] = [];
  const excluded = outOfTarget();
  for (const dir of sets) {
    const mal = path.join(dir, 'malicious');
    const ben = path.join(dir, 'benign');
    if (!isDir(mal) && !isDir(ben)) {
      console.error(`eval:security: ${dir} has neither malicious/ nor benign/ (use --benign for a folder of benign skills)`);
      process.exit(2);
    }
    const samples = [...(isDir(mal) ? samplesOf(mal, 'malicious', false) : []), ...(isDir(ben) ? samplesOf(ben, 'benign', false) : [])];
    const name = path.basename(path.resolve(dir));
    all.push(await measure(name, samples, false));
    const out = excluded[name];
    if (out && samples.some((s) => out[s.id] !== undefined)) {
      all.push(
        await measure(
          `${name} (in target)`,
          samples.filter((s) => out[s.id] === undefined),
          false,
        ),
      );
    }
  }
  for (const dir of benign) {
    if (!isDir(dir)) {
      console.error(`eval:security: ${dir} is not a folder`);
      process.exit(2);
    }
    all.push(await measure(`${path.basename(path.resolve(dir))} (benign)`, samplesOf(dir, 'benign', true), true));
  }
  if (json) console.log(JSON.stringify({ sets: all }, null, 2));
  else printText(all, misses);
}

await main();
