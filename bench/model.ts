/**
 * `npm run bench:model` (issue 17 item 3): what only a real model shows, measured against
 * SmolLM2-135M-Instruct under node-llama-cpp on this machine's CPU, behind the real
 * OpenAI-compatible server of the model suite (test/support/local-model-server.ts), through
 * Luban's own provider (OpenAIChatModel) and judges (scoreSkill):
 *
 * 1. a Quick score of an example skill: calls, tokens and wall time;
 * 2. the share of JSON judge replies valid on the first try, with the reply schema enforced
 *    by grammar (response_format json_schema: the Quick score and the re-judgings below) and
 *    without it (a re-judging while the server refuses schemas, as endpoints without
 *    structured output do, so Luban's instructions-only fallback runs);
 * 3. the noise floor: the standard deviation per dimension over re-judgings of the unchanged
 *    skill (the judges' own temperature, a fresh seed per request, the agent runs cached as
 *    in the loop's noise floor).
 *
 * Nothing here is an opinion check: the figures describe this model, and are printed and
 * written to bench/results/model.json. Install first: node --import tsx test/model/setup.ts
 * (npm run bench:model does). Options: --rejudge N (default 5), --skill DIR, --threads N,
 * --skip-no-schema (leave out the re-judging with schemas refused, for a noise-floor run).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { JudgeCache } from '../src/core/models/cache.ts';
import { scanPaths } from '../src/core/engine/scan-paths.ts';
import { OpenAIChatModel } from '../src/core/models/llm/openai.ts';
import { planScore, scoreSkill } from '../src/core/scoring/scorecard/score.ts';
import type { Scorecard } from '../src/core/scoring/scorecard/types.ts';
import { MODEL_NAME, modelPath, runtimeDir } from '../test/model/cache.ts';
import { LocalModelServer, type ServedRequest } from '../test/support/local-model-server.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: {
    rejudge: { type: 'string', default: '5' },
    skill: { type: 'string', default: path.join(ROOT, 'examples/skills/weekly-report') },
    'skip-no-schema': { type: 'boolean', default: false },
    threads: { type: 'string', default: String(Math.max(1, Math.min(os.availableParallelism(), 4))) },
  },
});
const REJUDGE = Math.max(5, Number(args.rejudge));
const THREADS = Number(args.threads);

interface Tally {
  /** JSON jobs asked (first attempts). */
  asked: number;
  /** Of those, valid without a repair request. */
  validFirst: number;
  /** Answered after the one repair request. */
  repaired: number;
  /** Still invalid after it. */
  invalid: number;
}

interface Measured {
  card: Scorecard;
  ms: number;
  served: ServedRequest[];
  tally: Tally;
}

async function main(): Promise<void> {
  const scan = (await scanPaths([path.resolve(args.skill)])).skills[0];
  if (!scan) throw new Error(`${args.skill}: no skill found`);
  const skill = path.basename(scan.doc.dir);
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'luban-bench-model-'));
  // One server (one model id, so the re-judgings reuse the cached agent runs as the loop's noise floor does).
  const server = await LocalModelServer.start({
    modelPath: modelPath(),
    runtimeDir: runtimeDir(),
    modelName: MODEL_NAME,
    threads: THREADS,
    contextSize: 8192,
    maxTokensCap: 2048,
  });
  try {
    console.log(`bench:model — ${MODEL_NAME} (node-llama-cpp, CPU, ${THREADS} thread(s)) on ${skill}; ${os.cpus().length} cores`);
    const cache = new JudgeCache(path.join(tmp, 'cache'));
    const first = await measure(server, scan, skill, cache);
    line('Quick score (schema enforced)', first);
    let noSchema: Measured | undefined;
    if (!args['skip-no-schema']) {
      server.refuseSchemas = true;
      noSchema = await measure(server, scan, skill, cache, 'no-schema');
      server.refuseSchemas = false;
      line('re-judging, schemas refused (instructions only)', noSchema);
    }

    const again: Measured[] = [];
    for (let k = 1; k <= REJUDGE; k++) {
      const m = await measure(server, scan, skill, cache, `noise-${k}`);
      again.push(m);
      line(`re-judging ${k}/${REJUDGE}`, m);
    }
    const judged = [first, ...again];
    const schemaTally = sum(judged.map((m) => m.tally));
    const noise = noiseFloor(judged.map((m) => m.card));

    console.log('\n| measure | value |\n|---|---|');
    console.log(
      `| Quick score: calls / input / output tokens / wall | ${first.served.length} / ${tokens(first.served, 'in')} / ${tokens(first.served, 'out')} / ${(first.ms / 1000).toFixed(0)} s |`,
    );
    console.log(
      `| JSON replies valid first try, schema enforced | ${share(schemaTally)} (${schemaTally.validFirst}/${schemaTally.asked}; ${schemaTally.repaired} repaired, ${schemaTally.invalid} invalid) |`,
    );
    if (noSchema)
      console.log(
        `| JSON replies valid first try, no schema | ${share(noSchema.tally)} (${noSchema.tally.validFirst}/${noSchema.tally.asked}; ${noSchema.tally.repaired} repaired, ${noSchema.tally.invalid} invalid) |`,
      );
    for (const [dim, n] of Object.entries(noise.dims))
      console.log(
        `| noise floor ${dim} (sd over ${n.n} judgings: ${n.values.join(', ') || 'none'}) | ${n.sd === null ? 'not scored in ≥ 2' : n.sd.toFixed(2)} |`,
      );
    console.log(`| noise floor total (sd over ${noise.total.n}) | ${noise.total.sd === null ? 'not scored in ≥ 2' : noise.total.sd.toFixed(2)} |`);

    mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
    writeFileSync(
      path.join(ROOT, 'bench/results/model.json'),
      JSON.stringify(
        {
          model: MODEL_NAME,
          threads: THREADS,
          skill,
          quick: {
            calls: first.served.length,
            inputTokens: tokens(first.served, 'in'),
            outputTokens: tokens(first.served, 'out'),
            ms: first.ms,
            total: first.card.total,
            partial: first.card.partial,
          },
          validFirstTry: { schema: schemaTally, noSchema: noSchema?.tally ?? null },
          noiseFloor: noise,
        },
        null,
        2,
      ) + '\n',
    );
  } finally {
    await server.close();
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** One Quick score (or a re-judging of it), with the JSON jobs' first-try validity read off the executor's progress. */
async function measure(
  server: LocalModelServer,
  scan: Parameters<typeof scoreSkill>[0],
  skill: string,
  cache: JudgeCache,
  rejudge?: string,
): Promise<Measured> {
  const model = new OpenAIChatModel({ model: MODEL_NAME, baseUrl: server.openaiBaseUrl, timeoutMs: 900_000, idleTimeoutMs: 900_000, maxRetries: 0 });
  // The JSON jobs are the plan's repairable calls (text jobs, the agent runs, have no repair).
  const plan = await planScore(scan, { mode: 'quick', model, cache, rejudge });
  const json = new Set(plan.items.filter((i) => i.repairable).map((i) => i.label));
  const calls = new Map<string, number>();
  const done = new Map<string, string>();
  const firstServed = server.served.length;
  const started = Date.now();
  const run = await scoreSkill(scan, skill, {
    mode: 'quick',
    model,
    cache,
    rejudge,
    onProgress: (e) => {
      if (e.type === 'call') calls.set(e.label, (calls.get(e.label) ?? 0) + 1);
      else if (e.type === 'done') {
        done.set(e.label, e.status);
        if (e.detail && e.status !== 'cached') console.log(`    ${e.label}: ${e.status} — ${e.detail.slice(0, 200)}`);
      }
    },
  });
  const ms = Date.now() - started;
  const tally: Tally = { asked: 0, validFirst: 0, repaired: 0, invalid: 0 };
  for (const label of json) {
    if (!calls.has(label)) continue;
    tally.asked++;
    const repairedCall = calls.has(`${label} (repair)`);
    const status = done.get(label);
    if (!repairedCall && status === 'answered') tally.validFirst++;
    else if (repairedCall && status === 'answered') tally.repaired++;
    else if (status === 'invalid-reply') tally.invalid++;
  }
  return { card: run.card, ms, served: server.served.slice(firstServed), tally };
}

/** The values one measure took over the judgings that scored it, and their spread. */
interface Spread {
  n: number;
  sd: number | null;
  values: number[];
}

const spread = (values: number[]): Spread => ({ n: values.length, sd: sd(values), values });

function noiseFloor(cards: Scorecard[]): { dims: Record<string, Spread>; total: Spread } {
  const dims: Record<string, Spread> = {};
  for (const dim of Object.keys(cards[0].dims)) {
    const first = cards[0].dims[dim as keyof Scorecard['dims']];
    if (first.evalMode === 'static') continue;
    dims[dim] = spread(cards.map((c) => c.dims[dim as keyof Scorecard['dims']].value).filter((v): v is number => v !== null));
  }
  return { dims, total: spread(cards.filter((c) => !c.partial && c.total !== null).map((c) => c.total as number)) };
}

/** Sample standard deviation; null under two values. */
function sd(xs: number[]): number | null {
  if (xs.length < 2) return null;
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  return Math.sqrt(xs.reduce((a, x) => a + (x - mean) ** 2, 0) / (xs.length - 1));
}

function sum(ts: Tally[]): Tally {
  return ts.reduce(
    (a, t) => ({ asked: a.asked + t.asked, validFirst: a.validFirst + t.validFirst, repaired: a.repaired + t.repaired, invalid: a.invalid + t.invalid }),
    { asked: 0, validFirst: 0, repaired: 0, invalid: 0 },
  );
}

function share(t: Tally): string {
  return t.asked ? `${((100 * t.validFirst) / t.asked).toFixed(0)} %` : 'none asked';
}

function tokens(served: ServedRequest[], which: 'in' | 'out'): number {
  return served.filter((s) => s.status === 200).reduce((n, s) => n + (which === 'in' ? s.promptTokens : s.completionTokens), 0);
}

function line(label: string, m: Measured): void {
  const statuses = m.served.map((s) => s.status).join(',');
  console.log(
    `  ${label}: ${(m.ms / 1000).toFixed(0)} s, ${m.served.length} requests (${statuses}), ${tokens(m.served, 'in')} + ${tokens(m.served, 'out')} tokens; total ${m.card.total ?? 'not scored'}${m.card.partial ? ' (partial)' : ''}; JSON first try ${m.tally.validFirst}/${m.tally.asked}`,
  );
}

await main();
