/**
 * `luban triggers` (docs/features.md E4) against the scripted model server: a real HTTP server whose
 * replies pick a skill per query, so precision, recall and collisions are known exactly
 * for the three-skill fixture in test/fixtures/triggers.
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runCli } from '../../../src/cli/main.ts';
import type { CliIO } from '../../../src/cli/io.ts';
import type { Locale } from '../../../src/core/base/l10n/index.ts';
import { ModelServer, type RecordedRequest, type Reply } from '../../support/model-server.ts';
import { copyToTemp } from '../../support/tmp.ts';

const FIXTURE = path.resolve(import.meta.dirname, '../../fixtures/triggers');
const A = 'invoice-extract';
const B = 'receipt-reader';
const C = 'csv-summary';

/** What the scripted agent picks for each query of queries.json. */
const PICKS: Record<string, string> = {
  'What is the total on this PDF invoice?': A,
  'Get the vendor and due date out of invoice.pdf as JSON': A,
  'Pull the amounts from these invoices': B, // should trigger A: FN of A, FP of B, collision A → B
  'Write an invoice for my client': 'none',
  'Convert this invoice PDF to Word': A, // should not trigger A: FP of A
  'What does this scanned receipt say?': B,
  'Read the date and total of receipt.pdf': A, // should trigger B: FN of B, FP of A, collision B → A
  'Print a receipt for this order': 'none',
  'Summarise sales.csv': C,
  'What columns are in this spreadsheet export?': C,
  'Convert this CSV to JSON': C, // should not trigger C: FP of C
  'Plot the sales column as a chart': A, // a near miss of C given to A: counts against nobody
};

const servers: ModelServer[] = [];
after(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

function requestOf(req: RecordedRequest): string | undefined {
  for (const m of req.messages) {
    const hit = /<request>\n([\s\S]*?)\n<\/request>/.exec(m.content);
    if (hit) return hit[1];
  }
  return undefined;
}

const isSelect = (req: RecordedRequest) => req.system.includes('luban-task: triggers-select@1');
const isGenerate = (req: RecordedRequest) => req.system.includes('luban-task: triggers-generate@1');

/** Picks from PICKS (or `generatedPicks`), and per skill two queries of each kind when asked to write them. */
function handler(extraPicks: Record<string, string> = {}): (req: RecordedRequest) => Reply {
  return (req) => {
    if (isGenerate(req)) {
      const name = /<skill name="([^"]+)"/.exec(req.messages.map((m) => m.content).join('\n'))?.[1] ?? '?';
      return {
        kind: 'text',
        text: JSON.stringify({ should_trigger: [`use ${name} please`, `run ${name} now`], should_not_trigger: [`not ${name} one`, `not ${name} two`] }),
      };
    }
    if (isSelect(req)) {
      const q = requestOf(req) ?? '';
      const pick = extraPicks[q] ?? PICKS[q];
      return { kind: 'text', text: JSON.stringify({ skill: pick ?? 'none' }) };
    }
    return { kind: 'status', status: 500 };
  };
}

async function server(h = handler()): Promise<ModelServer> {
  const s = await ModelServer.start(h);
  servers.push(s);
  return s;
}

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

async function triggers(args: string[], cwd: string, opts: { interactive?: boolean; locale?: Locale } = {}): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const io: CliIO = {
    stdout: (s) => void (stdout += s),
    stderr: (s) => void (stderr += s),
    env: {},
    cwd,
    isTTY: false,
    locale: opts.locale ?? 'en',
    interactive: opts.interactive ?? false,
    ask: async () => 'n',
  };
  const code = await runCli(['triggers', ...args], io);
  return { code, stdout, stderr };
}

/** A copy of the fixture; the three skills and the queries file inside it. */
function fixture(): { root: string; skills: string[]; queries: string } {
  const root = copyToTemp(FIXTURE);
  return { root, skills: [A, B, C].map((n) => path.join('skills', n)), queries: 'queries.json' };
}

function modelArgs(s: ModelServer): string[] {
  return ['--provider', 'openai', '--model', 'picker', '--base-url', s.openaiBaseUrl, '--no-cache'];
}

interface SkillJson {
  name: string;
  counts: { tp: number; fp: number; fn: number; tn: number; notScored: number };
  precision: number | null;
  recall: number | null;
  collisions: Array<{ name: string; count: number }>;
  staticCollisions: Array<{ name: string; score: number; shared: string[] }>;
  queries: { source: string; total: number; shouldTrigger: number; shouldNotTrigger: number; file: string | null };
  notScored: { reason: string } | null;
  results: Array<{ query: string; shouldTrigger: boolean; picked: string | null; status: string; reason: string | null }>;
}

function bySkill(stdout: string): Record<string, SkillJson> {
  const j = JSON.parse(stdout) as { skills: SkillJson[] };
  return Object.fromEntries(j.skills.map((s) => [s.name, s]));
}

describe('luban triggers with a model (scripted server)', () => {
  it('exact precision, recall and collisions for the three-skill fixture; an invalid reply gets one repair', async () => {
    const { root, skills, queries } = fixture();
    let first = true;
    const pick = handler();
    const s = await server((req) => {
      if (first && isSelect(req)) {
        first = false;
        return { kind: 'text', text: 'I would load invoice-extract.' };
      }
      return pick(req);
    });
    const r = await triggers([...skills, '--queries', queries, '--format', 'json', '--yes', ...modelArgs(s)], root);
    assert.equal(r.code, 1, r.stderr); // precision 0.5 < 0.8
    assert.match(r.stderr, /Trigger evaluation plan \(model openai:.*picker.*\):\n  12 model calls \(0 more answered by the cache\)/);
    // 12 selections, plus the repair of the first one; no generation (the file has the queries).
    assert.equal(s.count, 13);
    assert.equal(s.requests.filter(isGenerate).length, 0);
    const j = JSON.parse(r.stdout);
    assert.equal(j.partial, false);
    assert.deepEqual(j.usage.calls, 13);
    assert.deepEqual(j.thresholds, { minPrecision: 0.8, minRecall: 0.8 });
    assert.deepEqual(
      j.candidates.map((c: { name: string }) => c.name),
      [C, A, B],
    );
    const by = bySkill(r.stdout);
    assert.deepEqual(by[A].counts, { tp: 2, fp: 2, fn: 1, tn: 1, notScored: 0 });
    assert.equal(by[A].precision, 0.5);
    assert.equal(by[A].recall, 0.6667);
    assert.deepEqual(
      by[A].collisions.map((c) => [c.name, c.count]),
      [[B, 1]],
    );
    assert.deepEqual(by[B].counts, { tp: 1, fp: 1, fn: 1, tn: 1, notScored: 0 });
    assert.equal(by[B].precision, 0.5);
    assert.equal(by[B].recall, 0.5);
    assert.deepEqual(
      by[B].collisions.map((c) => [c.name, c.count]),
      [[A, 1]],
    );
    assert.deepEqual(by[C].counts, { tp: 2, fp: 1, fn: 0, tn: 1, notScored: 0 });
    assert.equal(by[C].precision, 0.6667);
    assert.equal(by[C].recall, 1);
    assert.deepEqual(by[C].collisions, []);
    // The static overlap stands beside: invoice-extract and receipt-reader, not csv-summary.
    assert.deepEqual(
      by[A].staticCollisions.map((c) => c.name),
      [B],
    );
    assert.deepEqual(
      by[B].staticCollisions.map((c) => c.name),
      [A],
    );
    assert.deepEqual(by[C].staticCollisions, []);
    assert.ok(by[A].staticCollisions[0].score >= 0.7 && by[A].staticCollisions[0].score <= 1);
    assert.deepEqual(by[A].queries, { source: 'file', file: 'queries.json', total: 5, shouldTrigger: 3, shouldNotTrigger: 2 });
    assert.equal(by[A].results[0].picked, A);
    assert.equal(by[A].results[2].picked, B);
    // Every selection saw all three candidates and the query.
    const sel = s.requests.filter(isSelect);
    for (const req of sel) for (const n of [A, B, C]) assert.ok(req.lastUser.includes(`- ${n}: `) || req.messages[1].content.includes(`- ${n}: `), n);
    assert.ok(sel[0].body.response_format, 'the reply schema is asked for natively');
  });

  it('--budget: the queries past the budget are not scored, the result is partial, the server saw only the budget', async () => {
    const { root, skills, queries } = fixture();
    const s = await server();
    const r = await triggers([...skills, '--queries', queries, '--format', 'json', '--budget', '5', ...modelArgs(s)], root);
    assert.equal(r.code, 1, r.stderr);
    assert.match(r.stderr, /Budget: at most 5 model calls/);
    assert.equal(s.count, 5);
    const j = JSON.parse(r.stdout);
    assert.equal(j.partial, true);
    assert.equal(j.usage.calls, 5);
    const by = bySkill(r.stdout);
    // invoice-extract's five queries were answered; receipt-reader's q7 (an FP of A) never was.
    assert.deepEqual(by[A].counts, { tp: 2, fp: 1, fn: 1, tn: 1, notScored: 0 });
    assert.equal(by[A].precision, 0.6667);
    assert.equal(by[A].recall, 0.6667);
    assert.deepEqual(by[B].counts, { tp: 0, fp: 1, fn: 0, tn: 0, notScored: 3 });
    assert.equal(by[B].precision, 0);
    assert.equal(by[B].recall, null);
    assert.deepEqual(by[C].counts, { tp: 0, fp: 0, fn: 0, tn: 0, notScored: 4 });
    assert.equal(by[C].precision, null);
    assert.equal(by[C].recall, null);
    assert.ok(by[C].results.every((x) => x.status === 'not-scored' && x.reason === 'budget' && x.picked === null));
  });

  it('writes the queries it generated into .luban/trigger-queries.json; a re-run reads them and asks for none', async () => {
    const { root, skills } = fixture();
    const s = await server();
    const r = await triggers([...skills, '--count', '2', '--format', 'json', '--yes', ...modelArgs(s)], root);
    assert.equal(r.code, 1, r.stderr);
    assert.equal(s.requests.filter(isGenerate).length, 3);
    assert.equal(s.requests.filter(isSelect).length, 12);
    const kept = path.join(root, 'skills', A, '.luban', 'trigger-queries.json');
    assert.ok(existsSync(kept));
    const file = JSON.parse(readFileSync(kept, 'utf8'));
    assert.deepEqual(
      file.queries.map((q: { query: string; should_trigger: boolean }) => [q.query, q.should_trigger]),
      [
        [`use ${A} please`, true],
        [`run ${A} now`, true],
        [`not ${A} one`, false],
        [`not ${A} two`, false],
      ],
    );
    assert.equal(readFileSync(path.join(root, 'skills', A, '.luban', '.gitignore'), 'utf8'), '*\n');
    const by = bySkill(r.stdout);
    assert.equal(by[A].queries.source, 'generated');
    // The scripted picker knows none of these queries: it answers none, so recall is 0 and precision not computable.
    assert.deepEqual(by[A].counts, { tp: 0, fp: 0, fn: 2, tn: 2, notScored: 0 });
    assert.equal(by[A].precision, null);
    assert.equal(by[A].recall, 0);

    s.reset();
    const again = await triggers([...skills, '--format', 'json', '--yes', ...modelArgs(s)], root);
    assert.equal(s.requests.filter(isGenerate).length, 0);
    assert.equal(s.requests.filter(isSelect).length, 12);
    assert.equal(bySkill(again.stdout)[A].queries.source, 'saved');
    assert.deepEqual(JSON.parse(again.stdout).wrote, []);
  });

  it('refuses without a terminal unless --yes or --budget: exit 2, no request', async () => {
    const { root, skills, queries } = fixture();
    const s = await server();
    const r = await triggers([...skills, '--queries', queries, ...modelArgs(s)], root);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /triggers would make 12 model calls/);
    assert.equal(r.stdout, '');
    assert.equal(s.count, 0);
  });

  it('the judge cache answers an unchanged run: zero requests, every result cached, the same numbers', async () => {
    const { root, skills, queries } = fixture();
    const s = await server();
    const args = [
      ...skills,
      '--queries',
      queries,
      '--format',
      'json',
      '--yes',
      '--provider',
      'openai',
      '--model',
      'picker',
      '--base-url',
      s.openaiBaseUrl,
      '--cache-dir',
      path.join(root, '.cache'),
    ];
    const first = await triggers(args, root);
    assert.equal(s.count, 12);
    s.reset();
    const second = await triggers(args, root);
    assert.equal(s.count, 0);
    assert.match(second.stderr, /The judge cache answers everything/);
    const a = bySkill(first.stdout);
    const b = bySkill(second.stdout);
    for (const n of [A, B, C]) {
      assert.deepEqual(b[n].counts, a[n].counts, n);
      assert.ok(
        b[n].results.every((r) => r.status === 'cached'),
        n,
      );
    }
    assert.equal(JSON.parse(second.stdout).usage.calls, 0);
  });

  it('asks on a terminal; declined: nothing sent, the description overlap only', async () => {
    const { root, skills, queries } = fixture();
    const s = await server();
    const r = await triggers([...skills, '--queries', queries, ...modelArgs(s)], root, { interactive: true });
    assert.match(r.stderr, /Not run: declined/);
    assert.equal(s.count, 0);
    assert.match(r.stdout, /no model: description overlap only/);
    assert.equal(r.code, 1);
  });

  it('text report in Chinese', async () => {
    const { root, skills, queries } = fixture();
    const s = await server();
    const r = await triggers([...skills, '--queries', queries, '--yes', ...modelArgs(s)], root, { locale: 'zh-CN' });
    assert.equal(r.code, 1, r.stderr);
    assert.match(r.stdout, /触发评测——模型 /);
    assert.match(r.stdout, /精确率 50% · 召回率 67%   TP 2 · FP 2 · FN 1 · TN 1/);
    assert.match(r.stdout, /应触发的查询被选成了其他技能：receipt-reader ×1/);
    assert.match(r.stdout, /描述重合：与 `receipt-reader` 相似度 \d+%/);
  });
});

describe('luban triggers without a model', () => {
  it('prints the static overlap and says precision/recall are not scored; nothing invented', async () => {
    const { root, skills, queries } = fixture();
    const r = await triggers([...skills, '--queries', queries], root);
    assert.equal(r.code, 1, r.stderr); // the description overlap of invoice-extract and receipt-reader
    assert.match(r.stdout, /no model: description overlap only/);
    assert.equal((r.stdout.match(/precision \/ recall: not scored/g) ?? []).length, 3);
    assert.match(r.stdout, /description overlap: `receipt-reader` \d+% alike/);
    assert.doesNotMatch(r.stdout, /TP \d/);
    const j = await triggers([...skills, '--queries', queries, '--format', 'json'], root);
    const doc = JSON.parse(j.stdout);
    assert.equal(doc.model, 'none');
    assert.deepEqual(doc.usage, { calls: 0, inputTokens: 0, outputTokens: 0 });
    for (const sk of doc.skills as SkillJson[]) {
      assert.equal(sk.precision, null);
      assert.equal(sk.recall, null);
      assert.equal(sk.counts.notScored, sk.queries.total);
      assert.ok(sk.results.every((x) => x.status === 'not-scored' && x.reason === 'no-model'));
    }
  });

  it('only the skills without an overlap: exit 0; no queries and no model: not scored, not generated', async () => {
    const { root } = fixture();
    const r = await triggers([path.join('skills', C), '--format', 'json'], root);
    assert.equal(r.code, 0, r.stderr);
    const doc = JSON.parse(r.stdout);
    // csv-summary's siblings are in the pool (same parent folder) though only it is evaluated.
    assert.deepEqual(
      doc.candidates.map((c: { name: string }) => c.name),
      [C, A, B],
    );
    assert.equal(doc.skills.length, 1);
    assert.equal(doc.skills[0].queries.source, 'none');
    assert.equal(doc.skills[0].notScored.reason, 'no-model');
    assert.equal(doc.partial, true);
  });
});

describe('luban triggers: bad input', () => {
  it('a queries file that is not JSON: the file and the line', async () => {
    const { root, skills } = fixture();
    writeFileSync(path.join(root, 'bad.json'), '{\n  "queries": [\n    { "skill": "csv-summary", "query": "x", "should_trigger": true },\n  ]\n}\n');
    const r = await triggers([...skills, '--queries', 'bad.json'], root);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /the queries file bad\.json cannot be used:\n  bad\.json:4: not valid JSON/);
  });

  it('an entry without should_trigger, or naming no skill: the file and each line', async () => {
    const { root, skills } = fixture();
    writeFileSync(
      path.join(root, 'bad.json'),
      '{ "queries": [\n  { "skill": "csv-summary", "query": "fine", "should_trigger": true },\n  { "skill": "csv-summary",\n    "query": "no label" },\n  { "skill": "csv-summary", "query": "x", "should_trigger": "yes" }\n] }\n',
    );
    const r = await triggers([...skills, '--queries', 'bad.json'], root);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /bad\.json:3: query 2: `should_trigger` is missing/);
    assert.match(r.stderr, /bad\.json:5: query 3: `should_trigger` is missing or not true\/false/);
    writeFileSync(path.join(root, 'typo.json'), '{ "queries": [\n  { "skill": "csv-sumary", "query": "x", "should_trigger": true }\n] }\n');
    const t = await triggers([...skills, '--queries', 'typo.json'], root);
    assert.equal(t.code, 2);
    assert.match(t.stderr, /typo\.json:2: query 1: "csv-sumary" is none of the skills evaluated \(invoice-extract, receipt-reader, csv-summary\)/);
  });

  it('a missing queries file, a bad --count: exit 2 before anything is asked', async () => {
    const { root, skills } = fixture();
    const r = await triggers([...skills, '--queries', 'nope.json'], root);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /the queries file nope\.json does not exist/);
    const c = await triggers([...skills, '--count', '0'], root);
    assert.equal(c.code, 2);
    assert.match(c.stderr, /--count must be a whole number from 1 to 20/);
  });
});
