/**
 * `npm run bench` — cost section (SPEC C9, issue 10): a recording provider server counts
 * the HTTP requests and tokens of a Quick score, a Full score and a Full optimisation
 * (3 rounds) of three vendored corpus skills of different sizes, and prints them against
 * the targets: a Quick score ≤ 8 calls; a Full optimisation of the typical (5–10 KB)
 * skill ≤ 130k tokens. The server scripts its replies (test/e2e/support/scripted-model.ts:
 * the judge tests' scripted judge, a scripted editor, scripted paired judges); the figures
 * are what the server received, counted, never assumed. Tokens are the server's own
 * count (≈ 4 characters a token, CJK one a character) of every message it was sent.
 *
 * Run alone: node --import tsx bench/cost.ts   (results in bench/results/cost.json)
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { scanPaths } from '../src/core/engine/scan-paths.ts';
import { OpenAIChatModel } from '../src/core/llm/openai.ts';
import { optimize } from '../src/core/loop/optimizer.ts';
import { scoreSkill } from '../src/core/scorecard/score.ts';
import { startScriptedModel } from '../test/e2e/support/scripted-model.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const FIXTURES = path.join(ROOT, 'test/fixtures/corpus');
/** Small, typical and large, by SKILL.md size; one of them in Chinese. */
const SKILLS = [
  { role: 'small', dir: 'obra__superpowers/verification-before-completion' },
  { role: 'typical', dir: 'getsentry__skills/iterate-pr' },
  { role: 'large', dir: 'alchaincyf__darwin-skill/darwin-skill' },
];
const QUICK_CALLS_TARGET = 8;
const FULL_OPT_TOKENS_TARGET = 130_000;

interface Counted {
  calls: number;
  inputTokens: number;
  outputTokens: number;
}

async function main(): Promise<void> {
  const { server, usage } = await startScriptedModel();
  const model = () => new OpenAIChatModel({ model: 'bench-model', baseUrl: server.openaiBaseUrl, maxRetries: 1, sleep: async () => {} });
  const measure = async (run: () => Promise<unknown>): Promise<Counted> => {
    const before = { ...usage };
    await run();
    return { calls: usage.calls - before.calls, inputTokens: usage.inputTokens - before.inputTokens, outputTokens: usage.outputTokens - before.outputTokens };
  };
  const rows: Array<{ role: string; skill: string; kb: number; quick: Counted; full: Counted; optimise: Counted }> = [];
  try {
    for (const s of SKILLS) {
      const src = path.join(FIXTURES, s.dir);
      const kb = Math.round(readFileSync(path.join(src, 'SKILL.md')).length / 102.4) / 10;
      const { skills } = await scanPaths([src], { keepDocuments: true, locale: 'en' });
      const scan = skills[0];
      const quick = await measure(() => scoreSkill(scan, s.dir, { mode: 'quick', model: model() }));
      const full = await measure(() => scoreSkill(scan, s.dir, { mode: 'full', model: model() }));
      // The optimisation edits a copy in a fresh git repository (Full mode keeps a branch).
      const repo = mkdtempSync(path.join(os.tmpdir(), 'luban-bench-cost-'));
      try {
        const dir = path.join(repo, 'skills', path.basename(s.dir));
        mkdirSync(path.dirname(dir), { recursive: true });
        cpSync(src, dir, { recursive: true });
        const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, stdio: 'ignore', env: { ...process.env, GIT_AUTHOR_NAME: 'bench', GIT_AUTHOR_EMAIL: 'b@x.invalid', GIT_COMMITTER_NAME: 'bench', GIT_COMMITTER_EMAIL: 'b@x.invalid' } });
        git('init', '-q');
        git('add', '-A');
        git('commit', '-qm', 'init');
        const optimise = await measure(() =>
          optimize({
            skills: [dir],
            workspace: repo,
            mode: 'full',
            maxRounds: 3,
            model: model(),
            approver: { ask: async (cp) => (cp.kind === 'security' ? 'reviewed' : cp.kind === 'max-rounds' ? 'done' : cp.defaultChoice) },
          }),
        );
        rows.push({ role: s.role, skill: s.dir, kb, quick, full, optimise });
      } finally {
        rmSync(repo, { recursive: true, force: true });
      }
    }
  } finally {
    await server.close();
  }
  const k = (n: number) => `${Math.round(n / 100) / 10}k`;
  console.log('\nCost (requests and tokens the provider server received; scripted replies)');
  console.log(`${'skill'.padEnd(58)}${'size'.padEnd(9)}Quick score         Full score          Full optimisation, 3 rounds`);
  for (const r of rows)
    console.log(
      `${`${r.role} ${r.skill}`.padEnd(58)}${`${r.kb} KB`.padEnd(9)}${`${r.quick.calls} calls, ${k(r.quick.inputTokens + r.quick.outputTokens)}`.padEnd(20)}${`${r.full.calls} calls, ${k(r.full.inputTokens + r.full.outputTokens)}`.padEnd(20)}${r.optimise.calls} calls, ${k(r.optimise.inputTokens + r.optimise.outputTokens)} tokens`,
    );
  const quickMax = Math.max(...rows.map((r) => r.quick.calls));
  const typical = rows.find((r) => r.role === 'typical')!;
  const typicalTokens = typical.optimise.inputTokens + typical.optimise.outputTokens;
  console.log(`target: Quick score ≤ ${QUICK_CALLS_TARGET} calls — worst ${quickMax} (${(quickMax / QUICK_CALLS_TARGET).toFixed(2)}× the target) ${quickMax <= QUICK_CALLS_TARGET ? 'met' : 'NOT met'}`);
  console.log(`target: Full optimisation of the typical skill ≤ ${k(FULL_OPT_TOKENS_TARGET)} tokens — ${k(typicalTokens)} (${(typicalTokens / FULL_OPT_TOKENS_TARGET).toFixed(2)}× the target) ${typicalTokens <= FULL_OPT_TOKENS_TARGET ? 'met' : 'NOT met'}`);
  mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(path.join(ROOT, 'bench/results/cost.json'), JSON.stringify({ rows, targets: { quickCalls: QUICK_CALLS_TARGET, fullOptimisationTokens: FULL_OPT_TOKENS_TARGET } }, null, 2) + '\n');
}

await main();
