/**
 * `luban harden SKILL_DIR [--yes] [--format text|json]` (docs/features.md E3a, seed v2 §六): the
 * rules of a skill that were ignored — counted from failure reports (failures.jsonl)
 * and failed must/forbid regression cases (tests.yaml + MUSE's run history) — hardened
 * by count: 2 → level 1 wording (the soft word made a must), ≥ 3 → a level-2
 * `hard_rules` frontmatter entry, only where the applicability table allows. The plan
 * and its diff are shown as a 🔴 CHECKPOINT: asked on a terminal, accepted by `--yes`,
 * otherwise nothing is written. Exit 0 when nothing is due or the change was written,
 * 1 when hardening is due but was not applied, 2 for usage or I/O errors.
 */
import path from 'node:path';
import { promises as fs } from 'node:fs';
import { Option, type Command } from 'commander';
import { ConfigError, loadConfig } from '../../core/api/base.ts';
import { t } from '../../core/api/base.ts';
import { DEFAULT_IGNORE_SOURCES } from '../../core/api/scan.ts';
import { commitHardening, prepareHardening, type PreparedHardening } from '../../core/api/lifecycle.ts';
import { renderHardenPlan } from '../../core/api/lifecycle.ts';
import { ignoredRuleHits } from '../../core/api/scan.ts';
import { combinedCounts } from '../../core/api/scan.ts';
import { sayHarden, sayHardenCli } from '../../core/api/lifecycle.ts';
import type { WriteOutcome } from '../../core/api/lifecycle.ts';
import { afterWriteJson, afterWriteLines, captureBeforeEdit, regressAfterWrite, type AfterWriteRegression } from '../../core/api/lifecycle.ts';
import { CliError, EXIT_CLEAN, EXIT_FINDINGS, type CliIO } from '../io.ts';
import { askPerson, hasTerminal } from '../consent.ts';
import { displayDirFor, resolveLocale } from './scan.ts';

interface HardenOptions {
  yes?: boolean;
  format: 'text' | 'json';
  locale?: string;
}

function toJson(p: PreparedHardening, outcome: WriteOutcome | undefined, shown: string, hits: unknown, regression?: AfterWriteRegression): unknown {
  return {
    dir: shown,
    skill: p.plan.skill,
    items: p.plan.items.map((i) => ({
      rule: i.ruleText,
      line: i.location?.line ?? null,
      count: i.count,
      lastIgnored: i.lastIgnored ?? null,
      sources: i.sources,
      level: i.level,
      status: p.skipped.includes(i) ? 'skipped' : i.status,
      applicable: i.applicability.applicable,
      kind: i.applicability.kind,
      wording: i.wording.map((w) => ({ word: w.word, replacement: w.replacement })),
      hard_rule: i.entry ?? null,
    })),
    diff: p.diff,
    sentinelHits: hits,
    applied: outcome?.written === true,
    backup: outcome?.written ? (outcome.backup ?? null) : null,
    notApplied: outcome && !outcome.written ? outcome.reason : outcome ? null : 'not-confirmed',
    sourceErrors: p.sourceErrors,
    regression: afterWriteJson(regression, p.file ? path.basename(p.file) : undefined),
  };
}

export function registerHarden(program: Command, io: CliIO, setExit: (code: number) => void): void {
  program
    .command('harden')
    .description('Harden the rules of a skill that keep being ignored (HASP): 2× → must wording, 3× → a hard_rules entry; asks first')
    .argument('<dir>', 'skill folder')
    .option('-y, --yes', 'accept the 🔴 CHECKPOINT without asking')
    .addOption(new Option('-f, --format <format>', 'output format').choices(['text', 'json']).default('text'))
    .option('--locale <locale>', 'language of messages: en | zh-CN')
    .action(async (dir: string, opts: HardenOptions) => {
      const locale = resolveLocale(io, opts.locale);
      const abs = path.resolve(io.cwd, dir);
      const shown = displayDirFor(io)(abs);
      try {
        await fs.stat(abs);
      } catch {
        throw new CliError(sayHardenCli(locale, 'notFound', { path: dir }));
      }
      let config;
      try {
        config = (await loadConfig(abs)).config;
      } catch (e) {
        if (e instanceof ConfigError) throw new CliError(t(locale, 'cli.configError', { detail: e.message }));
        throw e;
      }
      const now = new Date();
      let prepared: PreparedHardening;
      try {
        prepared = await prepareHardening(abs, { sources: DEFAULT_IGNORE_SOURCES, config, now });
      } catch (e) {
        throw new CliError(`${shown}: ${(e as Error).message}`);
      }
      if (!prepared.file) throw new CliError(sayHardenCli(locale, 'noSkill', { path: shown }));
      const err = io.stderr;
      const json = opts.format === 'json';
      if (!json) io.stdout(renderHardenPlan(prepared, locale));
      let outcome: WriteOutcome | undefined;
      let regression: AfterWriteRegression | undefined;
      const count = prepared.proposed.length;
      const file = `${shown}/${path.basename(prepared.file)}`;
      if (count) {
        let accepted = false;
        if (opts.yes) {
          accepted = true;
          err(sayHardenCli(locale, 'acceptedByYes') + '\n');
        } else {
          if (!hasTerminal(io)) err(sayHardenCli(locale, 'needYes') + '\n');
          else {
            const answer = await askPerson(io, sayHardenCli(locale, 'askPrompt', { count, file }));
            accepted = /^\s*(y|yes|是|好|确认)\s*$/i.test(answer);
            if (!accepted) err(sayHarden(locale, 'discarded') + '\n');
          }
        }
        if (accepted) {
          const before = await captureBeforeEdit(abs, prepared.file);
          outcome = await commitHardening(prepared, new Date());
          if (outcome.written) {
            err(sayHarden(locale, 'written', { file, count }) + '\n');
            if (outcome.backup) err(sayHarden(locale, 'backup', { file: path.basename(outcome.backup) }) + '\n');
            // MUSE after the edit (seed v2 §七): all cases failing restores the file and fails the command.
            if (before) regression = await regressAfterWrite(before);
            if (regression && !json) io.stdout(afterWriteLines(regression, locale, file).join('\n') + '\n');
          } else if (outcome.reason === 'changed-on-disk') err(sayHarden(locale, 'changedOnDisk', { file }) + '\n');
        }
      }
      if (json) {
        const { counts } = await combinedCounts(abs, DEFAULT_IGNORE_SOURCES);
        io.stdout(
          JSON.stringify(
            toJson(
              prepared,
              outcome,
              shown,
              ignoredRuleHits(prepared.doc, counts).map(({ sources: _sources, ...hit }) => hit),
              regression,
            ),
            null,
            2,
          ) + '\n',
        );
      }
      const rolledBack = regression?.ran === true && regression.forcedRollback;
      setExit((count && !outcome?.written) || rolledBack ? EXIT_FINDINGS : EXIT_CLEAN);
    });
}
