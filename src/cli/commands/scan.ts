/**
 * `luban scan PATH… [--format text|json|sarif] [--profile P]` (docs/features.md §9).
 * Exit 0 when no finding has error severity, 1 when one does, 2 for usage or I/O errors.
 */
import { writeFileAtomic } from '../../core/api/base.ts';
import path from 'node:path';
import { existsSync, promises as fs } from 'node:fs';
import { type Command, Option } from 'commander';
import { ConfigError } from '../../core/api/base.ts';
import { scanPaths, scanTargetOf, type ScanPathsOptions, type ScanPathsResult } from '../../core/api/scan.ts';
import type { SkillScanResult } from '../../core/api/scan.ts';
import { localTable, pick, t, type Locale } from '../../core/api/base.ts';
import type { LocalisedText } from '../../core/api/rules.ts';
import type { ProfileName } from '../../core/api/rules.ts';
import { PathNotFoundError } from '../../core/api/skill.ts';
import { writeDiagnosticsTsv } from '../../core/api/scan.ts';
import { CliError, EXIT_CLEAN, EXIT_FINDINGS, type CliIO } from '../io.ts';
import type { RuntimeCompatibility } from '../../core/api/modules.ts';
import {
  AUTO_MIN_SKILLS,
  AUTO_RESERVE_BYTES,
  isSkillRecord,
  ONE_THREAD_CAP_BYTES,
  ScanCache,
  WORKER_BUDGET_BYTES,
  type ScanThreadsDecision,
} from '../../core/api/scan.ts';
import type { JsonReportSpill } from '../format/json-spill.ts';
import { readScanCache, scanCachePath, writeScanCache } from '../../core/api/formats.ts';
import { addCollisionFindings, addListingBudgetFindings, userSkillFolders } from '../../core/api/modules.ts';
import { homedir } from 'node:os';
import { addModelOptions } from '../model-options.ts';
import type { ModelPass, ModelPassFlags } from './scan-model-passes.ts';

const M = {
  notInSkill: {
    en: '{path} is a file inside no skill: no folder at or above it holds a SKILL.md. Give a skill folder, a file inside a skill, or a folder to search for skills.',
    zh: '{path} 是不属于任何技能的文件：它所在及以上的目录都没有 SKILL.md。请给出技能目录、技能内的文件，或要搜索技能的目录。',
  },
  workers: {
    en: 'scan workers: {threads} ({why})',
    zh: '扫描工作线程：{threads}（{why}）',
  },
  'why.asked': { en: 'as --concurrency asks, at most one per two skills', zh: '按 --concurrency 的要求，每两个技能至多一个' },
  'why.off': { en: '--concurrency off: this thread only', zh: '--concurrency off：仅本线程' },
  'why.few-skills': { en: 'auto: fewer than {min} skills, starting a worker costs more than it saves', zh: 'auto：技能少于 {min} 个，启动工作线程得不偿失' },
  'why.two-cores': {
    en: 'auto: {cores} cores; one thread already keeps them busy, workers would add CPU for no speed',
    zh: 'auto：{cores} 个核心；单线程已让它们满载，工作线程只会多耗 CPU 而不提速',
  },
  'why.two-cores-large': {
    en: 'auto: {cores} cores, but {skills} skills would grow one thread past {cap} MB; two workers with bounded heaps keep memory flat',
    zh: 'auto：{cores} 个核心，但 {skills} 个技能会让单线程超过 {cap} MB；两个堆受限的工作线程让内存保持平稳',
  },
  'why.memory': {
    en: 'auto: {cores} cores, {free} MB free memory allows {allows} (each worker may hold {budget} MB, {reserve} MB kept back)',
    zh: 'auto：{cores} 个核心，空闲内存 {free} MB 只够 {allows} 个（每个工作线程至多 {budget} MB，另留 {reserve} MB）',
  },
  'why.cores': { en: 'auto: half of {cores} cores, at most 8, at most one per two skills', zh: 'auto：{cores} 个核心的一半，至多 8 个，每两个技能至多一个' },
} satisfies Record<string, LocalisedText>;
const sayScan = localTable(M);

/** The `--verbose` line that says how many scan workers ran and why (scan-pool.ts scanThreadsDecision). */
export function workersLine(locale: Locale, decision: ScanThreadsDecision): string {
  const machine = decision.machine ?? { cores: 0, freeBytes: 0 };
  const mb = (n: number) => String(Math.floor(n / (1024 * 1024)));
  const why = sayScan(locale, `why.${decision.reason}` as keyof typeof M, {
    min: AUTO_MIN_SKILLS,
    cores: machine.cores,
    free: mb(machine.freeBytes),
    allows: decision.memoryAllows ?? 0,
    budget: mb(WORKER_BUDGET_BYTES),
    reserve: mb(AUTO_RESERVE_BYTES),
    skills: decision.skills ?? 0,
    cap: mb(ONE_THREAD_CAP_BYTES),
  });
  return sayScan(locale, 'workers', { threads: decision.threads, why });
}

export const PROFILES: ProfileName[] = ['agentskills', 'claude-code', 'metis', 'skilltree'];
export const FORMATS = ['text', 'json', 'sarif'] as const;

export interface CommonScanOptions {
  profile?: string;
  config?: string;
  locale?: string;
}

export function addCommonOptions(cmd: Command): Command {
  return cmd
    .addOption(new Option('--profile <profile>', 'rule profile: agentskills | claude-code | metis | skilltree'))
    .addOption(new Option('--config <file>', 'use this config file instead of the nearest .luban.json / luban.config.json'))
    .addOption(new Option('--locale <locale>', 'language of messages: en | zh-CN (default from LUBAN_LOCALE / LANG)'));
}

export function resolveLocale(io: CliIO, value?: string): Locale {
  if (!value) return io.locale;
  return /^zh/i.test(value) ? 'zh-CN' : 'en';
}

/** Validate paths and options, then scan; usage and I/O problems become CliError (exit 2). */
export async function runScan(
  paths: string[],
  opts: CommonScanOptions,
  io: CliIO,
  keepDocuments = true,
  onSkill?: (result: SkillScanResult) => void,
  cache?: ScanCache,
): Promise<SkillScanResult[]> {
  return (await runScanPaths(paths, opts, io, { keepDocuments, onSkill, cache })).skills;
}

/** runScan with the whole answer (the Skill Tree workspaces too) and more of scanPaths' options. */
export async function runScanPaths(
  paths: string[],
  opts: CommonScanOptions,
  io: CliIO,
  more: Pick<ScanPathsOptions, 'keepDocuments' | 'onSkill' | 'skillIndex' | 'cache' | 'threads' | 'keep'> = {},
): Promise<ScanPathsResult> {
  const locale = resolveLocale(io, opts.locale);
  if (opts.profile && !PROFILES.includes(opts.profile as ProfileName)) throw new CliError(t(locale, 'cli.badProfile', { profile: opts.profile }));
  const given = paths.length ? paths : ['.'];
  const targets: string[] = [];
  for (const p of given) {
    const abs = path.isAbsolute(p) ? p : path.join(io.cwd, p);
    try {
      await fs.stat(abs);
    } catch {
      throw new CliError(t(locale, 'cli.pathMissing', { path: p }));
    }
    // A file: the skill that holds it (issue 33 item 9); a file inside no skill is a usage error.
    const target = scanTargetOf(abs);
    if (target === undefined) throw new CliError(sayScan(locale, 'notInSkill', { path: p }));
    targets.push(target);
  }
  try {
    const result = await scanPaths(targets, {
      profile: opts.profile as ProfileName | undefined,
      locale,
      configFile: opts.config ? path.resolve(io.cwd, opts.config) : undefined,
      ...more,
    });
    for (const t of result.skillTree) if (t.notice) io.stderr(`! ${pick(t.notice, locale)}\n`);
    return result;
  } catch (e) {
    if (e instanceof PathNotFoundError) throw new CliError(t(locale, 'cli.pathMissing', { path: e.target }));
    if (e instanceof ConfigError) throw new CliError(t(locale, 'cli.configError', { detail: e.message }));
    throw e;
  }
}

/**
 * `--concurrency` (ESLint's option): auto, off, or the number of threads scanning, this
 * one included (1: this thread only; N: N scan workers); undefined when it is none of these.
 */
export function concurrencyOf(value: string): 'auto' | 'off' | number | undefined {
  if (value === 'auto' || value === 'off') return value;
  if (!/^\d+$/.test(value) || Number(value) < 1) return undefined;
  return Number(value) === 1 ? 'off' : Number(value);
}

/** How a skill folder is shown: relative to the working directory when inside it, `/` separators. */
export function displayDirFor(io: CliIO): (dir: string) => string {
  return (dir) => {
    const rel = path.relative(io.cwd, dir);
    const shown = rel === '' ? '.' : rel.startsWith('..') || path.isAbsolute(rel) ? dir : rel;
    return shown.split(path.sep).join('/');
  };
}

export function registerScan(program: Command, io: CliIO, setExit: (code: number) => void): void {
  const cmd = program
    .command('scan')
    .description('Lint and statically score skills under each PATH (default: .)')
    .argument('[paths...]', 'skill folders, SKILL.md files, or folders to search for skills')
    .addOption(new Option('-f, --format <format>', 'output format').choices([...FORMATS]).default('text'))
    .option('-o, --output <file>', 'write the report to a file instead of standard output')
    .option('--write-diagnostics', 'also rebuild diagnostics.tsv in each skill folder')
    .option('--cache', 'reuse the results of skills unchanged since the last --cache scan (ESLint convention)')
    .option('--cache-location <path>', 'the cache file, or a folder for it (default: .lubancache in the working directory)')
    .option(
      '--concurrency <n>',
      'scan threads: a number, auto (from 24 skills: half the cores as the free memory allows; on 2 cores none, or two for a registry too large for one thread) or off (ESLint convention)',
      'auto',
    )
    .option('--verbose', 'say on standard error how many scan workers ran and why')
    .option('--semantic', 'also ask the model for contradictions, duplicated and ambiguous instructions (cost plan first; needs a model)')
    .option(
      '--model-read',
      'also ask the model to read every file as a security reviewer: its own section of the report, never a finding (cost plan first; needs a model)',
    )
    .option('-y, --yes', 'with --semantic or --model-read: accept the cost plan without asking')
    .option('--budget <calls>', 'with --semantic or --model-read: accept the plan unasked and make at most this many model calls')
    .option('--timeout <seconds>', 'with --semantic or --model-read: time limit per model request attempt')
    .option('--user-skills', 'also scan the per-user skill folders the runtimes load (~/.claude/skills, ~/.agents/skills, …; docs/runtime-folders.md)');
  addModelOptions(cmd);
  addCommonOptions(cmd).action(
    async (
      paths: string[],
      opts: CommonScanOptions & {
        format: (typeof FORMATS)[number];
        output?: string;
        writeDiagnostics?: boolean;
        cache?: boolean;
        cacheLocation?: string;
        concurrency: string;
        verbose?: boolean;
        userSkills?: boolean;
      } & ModelPassFlags,
    ) => {
      const locale = resolveLocale(io, opts.locale);
      // The home's skill folders only when asked (never read unasked): those that exist join the paths.
      if (opts.userSkills) paths = [...(paths.length ? paths : ['.']), ...userSkillFolders(homedir()).filter((d) => existsSync(d))];
      const threads = concurrencyOf(opts.concurrency);
      if (threads === undefined) throw new CliError(t(locale, 'cli.badConcurrency', { value: opts.concurrency }));
      // The model passes' model and consent come before any scanning (issue 31 item 9, issue 28).
      const wantsModel = opts.semantic || opts.modelRead;
      const modelPasses = wantsModel ? await (await import('./scan-model-passes.ts')).prepareModelPasses(paths, opts, io, locale, setExit) : undefined;
      if (wantsModel && !modelPasses) return;
      const cacheFile = opts.cache ? scanCachePath(io.cwd, opts.cacheLocation) : undefined;
      // A JSON report is written to a temporary file skill by skill as they are scanned (when no
      // diagnostics.tsv is to be written from the findings): the scan keeps stubs, never every result.
      const spilled = opts.format === 'json' && !opts.writeDiagnostics && !modelPasses;
      let cache: ScanCache | undefined;
      let rebuild = false;
      let closeCache: (() => void) | undefined;
      if (cacheFile) {
        // Lazily: each entry's record is read from the file when its skill is a hit, and each new
        // record goes to a temporary file as its skill finishes (issue 30 item 1: memory).
        const read = await readScanCache(cacheFile, isSkillRecord, new Date(), { lazy: true });
        if (read.notice) io.stderr(`luban: ${pick(read.notice, locale)}\n`);
        // A file of the older line order is written again in the new one.
        rebuild = read.notice !== undefined || read.legacy === true;
        // With the spill, a hit's piece of the report is copied as text from the cache (lite records).
        cache = new ScanCache(read.entries, read.collisions, { spool: true, lite: spilled });
        closeCache = read.close;
      }
      const displayDir = displayDirFor(io);
      const spill = spilled ? new (await import('../format/json-spill.ts')).JsonReportSpill(displayDir, undefined, cache) : undefined;
      try {
        const failed = await scanAndReport({ paths, opts, io, locale, cache, cacheFile, rebuild, threads, displayDir, spill, modelPasses });
        setExit(failed ? EXIT_FINDINGS : EXIT_CLEAN);
      } finally {
        spill?.dispose();
        cache?.dispose();
        closeCache?.();
      }
    },
  );
}

interface ReportJob {
  paths: string[];
  opts: CommonScanOptions & { format: (typeof FORMATS)[number]; output?: string; writeDiagnostics?: boolean; verbose?: boolean };
  io: CliIO;
  locale: Locale;
  cache?: ScanCache;
  cacheFile?: string;
  rebuild: boolean;
  threads: 'auto' | 'off' | number;
  displayDir: (dir: string) => string;
  spill?: JsonReportSpill;
  modelPasses?: ModelPass;
}

/** Scan, add collisions, keep the cache, write the report; true when a finding has error severity. */
async function scanAndReport({ paths, opts, io, locale, cache, cacheFile, rebuild, threads, displayDir, spill, modelPasses }: ReportJob): Promise<boolean> {
  // A report needs the findings, not the texts: each result keeps an outline and a
  // summary (name, description, runtime verdicts) taken before its texts go.
  const scanned = await runScanPaths(paths, opts, io, { keepDocuments: false, cache, threads, keep: spill?.keep });
  if (opts.verbose) io.stderr(`luban: ${workersLine(locale, scanned.workers.decision)}\n`);
  const results = scanned.skills;
  // Collisions between skills need them all (issue 12 item 8): added to both skills' findings.
  // The cache keeps the last search by its skills' descriptions: the same descriptions, the same pairs.
  addCollisionFindings(results, locale, undefined, cache?.collisionMemo);
  // The listing budget a runtime shares among the skills of one native folder (docs/runtime-folders.md).
  addListingBudgetFindings(results, locale);
  const cacheTargets = (paths.length ? paths : ['.']).map((p) => scanTargetOf(path.resolve(io.cwd, p)) ?? path.resolve(io.cwd, p));
  // Written only when it changed: a warm scan of unchanged skills leaves the file alone.
  if (cache && cacheFile && (rebuild || cache.needsWrite(cacheTargets) || !existsSync(cacheFile))) {
    try {
      await writeScanCache(cacheFile, cache.entriesToWrite(cacheTargets), cache.collisions);
    } catch (e) {
      io.stderr(`luban: ${t(locale, 'cli.cacheWriteFailed', { file: cacheFile, detail: (e as NodeJS.ErrnoException).code ?? (e as Error).message })}\n`);
    }
  }
  // Model findings after the cache is written: the cache keeps only what a static scan finds.
  await modelPasses?.(results);
  const verdicts = new Map<string, RuntimeCompatibility[]>(results.map((r) => [r.doc.dir, r.summary?.compatibility ?? []]));
  const compatOf = (dir: string): RuntimeCompatibility[] => verdicts.get(dir) ?? [];
  // JSON is written a piece at a time (byte-identical to one stringify): a registry's report is never whole in memory.
  // Only the formatter asked for is loaded (SARIF's needs every rule's metadata).
  const chunks: Iterable<string> = spill
    ? spill.chunks(results)
    : opts.format === 'json'
      ? (await import('../../frontend/report/json.ts')).jsonReportChunks(results, displayDir, compatOf)
      : opts.format === 'sarif'
        ? [
            JSON.stringify(
              (await import('../format/sarif.ts')).toSarif(results, (dir, file) => `${displayDir(dir)}/${file}`.replace(/^\.\//, ''), locale),
              null,
              2,
            ) + '\n',
          ]
        : [(await import('../format/text.ts')).toText(results, { color: io.isTTY && !opts.output, locale, displayDir, compatibility: compatOf })];
  if (opts.output) {
    try {
      // Atomic: a report a CI step reads is never seen half written.
      await writeFileAtomic(path.resolve(io.cwd, opts.output), chunks);
    } catch (e) {
      throw new CliError(`${opts.output}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
    }
  } else {
    for (const chunk of chunks) {
      io.stdout(chunk);
      await io.drain?.();
    }
  }
  if (opts.writeDiagnostics) {
    for (const r of results) if (r.doc.skillFile) await writeDiagnosticsTsv(r.doc.dir, r, { locale });
  }
  return spill ? spill.hasError : results.some((r) => r.findings.some((f) => f.severity === 'error'));
}
