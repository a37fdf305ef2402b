/**
 * Validity benchmark (issue 32 items 2 and 3): do Luban's numbers predict whether a skill helps?
 *
 *   npm run bench:validity -- [--base <git-rev>] [--seed N] [--judged [--yes]] [--data DIR]
 *
 * Reads SkillsBench's measured outcomes from ../shared/groundtruth/ (never copied into the
 * repository): a task's uplift = mean over agent–model setups of (With Skills − No Skills) pass
 * rate. A task's skills are the folders under tasks/<task>/environment/skills/*; a task with
 * several skills gets the mean of each predictor over its skills. For each predictor: Spearman ρ
 * (average ranks) with a 95 % percentile bootstrap CI (tasks resampled, seeded). `--base` scores
 * the same skills with another revision's src (a temporary git worktree) beside this one.
 * Item 3: candidate signals chosen on a random half of the tasks and tested on the other half,
 * over repeated splits. Nothing here ships: it reports.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, statSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BASELINES, CANDIDATES, baselines, candidates, type SkillFacts } from './validity-signals.ts';
import { bootstrapSpearman, halfSplit, isConstant, median, mulberry32, spearman } from './validity-stats.ts';

const REPO = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const value = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const DATA = path.resolve(value('--data') ?? path.join(REPO, '../shared/groundtruth'));
const SEED = Number(value('--seed') ?? 20261203);
const RESAMPLES = Number(value('--resamples') ?? 2000);
const SPLITS = Number(value('--splits') ?? 200);
const BASE = value('--base');

// ---------------------------------------------------------------------------------------
// Outcomes

function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') (cell += '"'), i++;
      else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') row.push(cell), (cell = '');
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      if (row.some((x) => x !== '')) rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length) rows.push([...row, cell]);
  return rows;
}

function upliftByTask(csvFile: string): Map<string, number> {
  const [head, ...rows] = parseCsv(readFileSync(csvFile, 'utf8'));
  const col = (n: string) => head.indexOf(n);
  const [cTask, cModel, cCond, cScore] = [col('task_id'), col('model'), col('condition'), col('score')];
  const cells = new Map<string, Map<string, { with?: number; without?: number }>>();
  for (const r of rows) {
    const bySetup = cells.get(r[cTask]) ?? new Map();
    cells.set(r[cTask], bySetup);
    const c = bySetup.get(r[cModel]) ?? {};
    bySetup.set(r[cModel], c);
    if (r[cCond] === 'With Skills') c.with = Number(r[cScore]);
    if (r[cCond] === 'No Skills') c.without = Number(r[cScore]);
  }
  const out = new Map<string, number>();
  for (const [task, bySetup] of cells) {
    const d = [...bySetup.values()].filter((c) => c.with !== undefined && c.without !== undefined).map((c) => (c.with as number) - (c.without as number));
    if (d.length) out.set(task, d.reduce((a, b) => a + b, 0) / d.length);
  }
  return out;
}

// ---------------------------------------------------------------------------------------
// Skills

function walk(dir: string, rel = ''): string[] {
  const out: string[] = [];
  for (const e of readdirSync(path.join(dir, rel), { withFileTypes: true })) {
    const r = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...walk(dir, r));
    else if (e.isFile()) out.push(r);
  }
  return out;
}

interface Task {
  id: string;
  uplift: number;
  skillDirs: string[];
}

function tasksWithSkills(uplift: Map<string, number>): Task[] {
  const root = path.join(DATA, 'skillsbench/tasks');
  const tasks: Task[] = [];
  for (const id of readdirSync(root).sort()) {
    const skills = path.join(root, id, 'environment/skills');
    if (!existsSync(skills)) continue;
    const skillDirs = readdirSync(skills)
      .sort()
      .map((s) => path.join(skills, s))
      // A skill is a folder holding SKILL.md (one task ships a `licenses` folder beside its skills).
      .filter((d) => statSync(d).isDirectory() && readdirSync(d).some((f) => /^skill\.md$/i.test(f)));
    const u = uplift.get(id);
    if (skillDirs.length && u !== undefined) tasks.push({ id, uplift: u, skillDirs });
  }
  return tasks;
}

function factsOf(dir: string): SkillFacts {
  const files = walk(dir);
  const md = files.find((f) => /^skill\.md$/i.test(f));
  return { skillMd: md ? readFileSync(path.join(dir, md), 'utf8') : '', files };
}

// ---------------------------------------------------------------------------------------
// Luban's static view, from a given source tree (this one, or a --base worktree)

const STATIC_ROWS = [
  'Luban static fraction (total / outOf, as the CLI shows)',
  'Luban static total (points)',
  'dim1',
  'dim4',
  'dim7a',
  'dim9 step 1 passed (0/1)',
  'sub-score HASP (dim5 share)',
  'sub-score SkillOps (dim6 share)',
  'sub-score Distill (dim7b share)',
  'sub-score Sentinel (dim10 share)',
] as const;

type Values = Map<string, Record<string, number>>;

async function staticView(srcRoot: string, dirs: string[]): Promise<Values> {
  const api = (p: string) => import(pathToFileURL(path.join(srcRoot, 'src/core/api', p)).href);
  const scan = await api('scan.ts');
  const score = await api('score.ts');
  const { skills } = await scan.scanPaths(dirs, { skillIndex: 'never', keepDocuments: false, threads: 'off', locale: 'en' });
  const out: Values = new Map();
  for (const r of skills) {
    const s = score.staticScoreOf(r) as { total: number; outOf: number };
    out.set(path.resolve(r.doc.dir), {
      [STATIC_ROWS[0]]: s.total / s.outOf,
      [STATIC_ROWS[1]]: s.total,
      dim1: r.dims.dim1,
      dim4: r.dims.dim4,
      dim7a: r.dims.dim7a,
      [STATIC_ROWS[5]]: r.dims.dim9a ? 1 : 0,
      [STATIC_ROWS[6]]: r.subscores.HASP,
      [STATIC_ROWS[7]]: r.subscores.SkillOps,
      [STATIC_ROWS[8]]: r.subscores.Distill,
      [STATIC_ROWS[9]]: r.subscores.Sentinel,
    });
  }
  return out;
}

function withWorktree<T>(rev: string, fn: (root: string) => Promise<T>): Promise<T> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'luban-validity-'));
  execFileSync('git', ['-C', REPO, 'worktree', 'add', '--detach', root, rev], { stdio: 'ignore' });
  symlinkSync(path.join(REPO, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  return fn(root).finally(() => execFileSync('git', ['-C', REPO, 'worktree', 'remove', '--force', root], { stdio: 'ignore' }));
}

// ---------------------------------------------------------------------------------------
// Statistics and the table

function perTask(tasks: Task[], of: (dir: string) => number | undefined, how: 'mean' | 'sum' = 'mean'): number[] | null {
  const xs: number[] = [];
  for (const t of tasks) {
    const vs = t.skillDirs.map((d) => of(path.resolve(d))).filter((v): v is number => v !== undefined && Number.isFinite(v));
    if (vs.length !== t.skillDirs.length) return null;
    const sum = vs.reduce((a, b) => a + b, 0);
    xs.push(how === 'sum' ? sum : sum / vs.length);
  }
  return xs;
}

const f2 = (x: number) => (x >= 0 ? '+' : '−') + Math.abs(x).toFixed(2);

interface Cell {
  rho: string;
  ci: string;
  note: string;
}

function cell(x: number[] | null, y: number[]): Cell {
  if (!x) return { rho: '—', ci: '—', note: 'not measured' };
  const rho = spearman(x, y);
  if (rho === null || isConstant(x)) return { rho: '—', ci: '—', note: 'constant — no information' };
  // Same seed for every row: every predictor sees the same resampled task sets.
  const ci = bootstrapSpearman(x, y, RESAMPLES, mulberry32(SEED));
  const distinct = new Set(x).size;
  const notes = [ci.lo > 0 || ci.hi < 0 ? 'CI excludes 0' : 'CI includes 0'];
  if (distinct <= 3) notes.push(`${distinct} distinct values`);
  if (ci.undefinedResamples) notes.push(`${ci.undefinedResamples} resamples constant`);
  return { rho: f2(rho), ci: `${f2(ci.lo)} … ${f2(ci.hi)}`, note: notes.join('; ') };
}

function printTable(rows: { name: string; cells: Cell[] }[], columns: string[]): void {
  const head = ['predictor', ...columns.flatMap((c) => [`ρ ${c}`.trim(), `95 % CI ${c}`.trim()]), 'note'];
  console.log(`| ${head.join(' | ')} |`);
  console.log(`|${head.map(() => '---').join('|')}|`);
  for (const r of rows) console.log(`| ${[r.name, ...r.cells.flatMap((c) => [c.rho, c.ci]), r.cells[r.cells.length - 1].note].join(' | ')} |`);
}

// ---------------------------------------------------------------------------------------

const uplift = upliftByTask(path.join(DATA, 'skillsbench/pass-rates.csv'));
const tasks = tasksWithSkills(uplift);
const y = tasks.map((t) => t.uplift);
const allDirs = tasks.flatMap((t) => t.skillDirs);
const facts = new Map(allDirs.map((d) => [path.resolve(d), factsOf(d)]));
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

console.log(`Validity benchmark — data ${path.relative(REPO, DATA)}`);
console.log(
  `n = ${tasks.length} tasks with skills (${allDirs.length} skill folders); uplift = mean over setups of (With Skills − No Skills), mean ${mean(y).toFixed(1)} pp`,
);
console.log(`(over all ${uplift.size} tasks in pass-rates.csv the mean uplift is ${mean([...uplift.values()]).toFixed(1)} pp)`);
console.log('A task with several skills: each predictor is the mean over its skills (the last rows also give the baselines summed).');
console.log(`Spearman ρ (average ranks for ties); 95 % percentile bootstrap CI, ${RESAMPLES} resamples of tasks, seed ${SEED}.`);
console.log('');

const current = await staticView(REPO, allDirs);
const base = BASE ? await withWorktree(BASE, (root) => staticView(root, allDirs)) : undefined;
let head = 'unknown';
try {
  head = execFileSync('git', ['-C', REPO, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
} catch {
  /* not a git checkout */
}
const columns = base ? [`(${BASE})`, '(working tree)'] : [''];
if (base) console.log(`Columns: ${BASE} (a temporary git worktree) and this working tree (HEAD ${head} plus uncommitted changes).`);
const views = base ? [base, current] : [current];
const rows: { name: string; cells: Cell[] }[] = [];
for (const name of STATIC_ROWS)
  rows.push({
    name,
    cells: views.map((v) =>
      cell(
        perTask(tasks, (d) => v.get(d)?.[name]),
        y,
      ),
    ),
  });
for (const name of BASELINES) {
  const c = cell(
    perTask(tasks, (d) => baselines(facts.get(d) as SkillFacts)[name]),
    y,
  );
  rows.push({ name: `baseline: ${name}`, cells: views.map(() => c) });
}
for (const name of BASELINES) {
  const c = cell(
    perTask(tasks, (d) => baselines(facts.get(d) as SkillFacts)[name], 'sum'),
    y,
  );
  rows.push({ name: `baseline: ${name}, summed over the task's skills`, cells: views.map(() => c) });
}
printTable(rows, columns);
console.log('');

// Judged dimensions: only on request, with the cost plan first.
await judged();

// ---------------------------------------------------------------------------------------
// Item 3: candidate signals, chosen on one half, tested on the other

console.log('');
console.log(`Candidate signals (item 3), held out: ${SPLITS} random half splits (seed ${SEED}); on each, the candidate with the`);
console.log(`highest |ρ| on the selection half (${Math.floor(tasks.length / 2)} tasks) is tested on the other ${tasks.length - Math.floor(tasks.length / 2)}`);
console.log(
  `(ρ, ${RESAMPLES}-resample bootstrap CI). Held out = its held-out CI excludes 0 on the side the selection chose, in at least half of the splits that chose it.`,
);
const cand = CANDIDATES.map((name) => ({ name, x: perTask(tasks, (d) => candidates(facts.get(d) as SkillFacts)[name]) as number[] }));
const splitRand = mulberry32(SEED ^ 0x5eed);
const tally = new Map<string, { chosen: number; held: number[]; excl: number }>(CANDIDATES.map((c) => [c, { chosen: 0, held: [], excl: 0 }]));
const winners: number[] = [];
const winnersExcl: boolean[] = [];
for (let s = 0; s < SPLITS; s++) {
  const { select, held } = halfSplit(tasks.length, splitRand);
  const pick = (xs: number[], idx: number[]) => idx.map((i) => xs[i]);
  let best: { name: string; rho: number; x: number[] } | undefined;
  for (const c of cand) {
    const r = spearman(pick(c.x, select), pick(y, select));
    if (r !== null && (!best || Math.abs(r) > Math.abs(best.rho))) best = { name: c.name, rho: r, x: c.x };
  }
  if (!best) continue;
  const hx = pick(best.x, held);
  const hy = pick(y, held);
  const rho = spearman(hx, hy) ?? 0;
  const ci = bootstrapSpearman(hx, hy, RESAMPLES, mulberry32(SEED + s));
  const excludes = best.rho > 0 ? ci.lo > 0 : ci.hi < 0;
  const t = tally.get(best.name) as { chosen: number; held: number[]; excl: number };
  t.chosen++;
  t.held.push(rho);
  if (excludes) t.excl++;
  winners.push(rho);
  winnersExcl.push(excludes);
}
console.log('');
console.log(
  '| candidate | full-sample ρ (not held out, for orientation) | chosen in splits | median held-out ρ when chosen | held-out CI excludes 0 | held out |',
);
console.log('|---|---|---|---|---|---|');
for (const c of cand) {
  const t = tally.get(c.name) as { chosen: number; held: number[]; excl: number };
  const full = isConstant(c.x) ? 'constant — no information' : f2(spearman(c.x, y) as number);
  const yes = t.chosen > 0 && t.excl * 2 >= t.chosen;
  console.log(
    `| ${c.name} | ${full} | ${t.chosen}/${SPLITS} | ${t.chosen ? f2(median(t.held)) : '—'} | ${t.chosen ? `${t.excl}/${t.chosen}` : '—'} | ${t.chosen ? (yes ? 'yes' : 'no') : 'no (never chosen)'} |`,
  );
}
console.log('');
console.log(
  `Over all ${winners.length} splits, the chosen candidate's held-out ρ: median ${f2(median(winners))}; its held-out CI excluded 0 (chosen side) in ${winnersExcl.filter(Boolean).length}/${winners.length} splits.`,
);
console.log('Nothing here ships as a product finding; a signal ships only if its held-out CI excludes 0 (the lead decides).');

async function judged(): Promise<void> {
  const { resolveModel } = await import('../src/cli/model-options.ts');
  let model: Awaited<ReturnType<typeof resolveModel>>['model'];
  try {
    model = (await resolveModel({}, { start: REPO, env: process.env, locale: 'en' })).model;
  } catch (e) {
    console.log(`judged: not measured (model settings: ${(e as Error).message})`);
    return;
  }
  if (!model) {
    console.log('judged: not measured (no model)');
    return;
  }
  if (!flag('--judged')) {
    console.log(`judged: not measured (a model is configured, ${model.id}; pass --judged to plan and run it)`);
    return;
  }
  const scoreApi = await import('../src/core/api/score.ts');
  const { openModelSession } = await import('../src/core/api/model-session.ts');
  const { formatPlan, maxCalls } = await import('../src/core/api/models.ts');
  const scanApi = await import('../src/core/api/scan.ts');
  const { skills } = await scanApi.scanPaths(allDirs, { skillIndex: 'never', threads: 'off', locale: 'en' });
  const session = openModelSession({ model, settings: { provider: 'none' } as never, cwd: REPO, env: process.env });
  const opts = { mode: 'quick' as const, model, cache: session.cache, concurrency: session.concurrency };
  let calls = 0;
  let upTo = 0;
  let tokens = 0;
  for (const s of skills) {
    const plan = await scoreApi.planScore(s, opts);
    calls += plan.calls;
    upTo += maxCalls(plan);
    tokens += plan.inputTokens + plan.outputTokens;
    if (s === skills[0]) console.log(formatPlan(plan, 'en', model.id).trimEnd() + '   (first skill)');
  }
  console.log(`judged: cost plan for ${skills.length} skills, Quick mode: ${calls} calls (up to ${upTo}), ~${tokens} tokens.`);
  if (!flag('--yes')) {
    console.log('judged: not run — pass --yes to accept the plan.');
    return;
  }
  const judgedValues: Values = new Map();
  for (const s of skills) {
    const { card } = await scoreApi.scoreSkill(s, path.basename(s.doc.dir), { ...opts, budget: session.budget });
    const v: Record<string, number> = {};
    for (const [k, d] of Object.entries(card.dims) as [string, { value: number | null }][]) if (d.value !== null) v[k] = d.value;
    if (card.total !== null) v['full score (total / outOf)'] = card.total / card.outOf;
    judgedValues.set(path.resolve(s.doc.dir), v);
  }
  const names = [...new Set([...judgedValues.values()].flatMap((v) => Object.keys(v)))].sort();
  printTable(
    names.map((name) => ({
      name: `judged: ${name}`,
      cells: [
        cell(
          perTask(tasks, (d) => judgedValues.get(d)?.[name]),
          y,
        ),
      ],
    })),
    [''],
  );
}
