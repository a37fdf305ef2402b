/**
 * `luban pack SKILL_DIR [-o FILE] [--include-tests] [--format text|json]` (issue 29 item 6):
 * a publish bundle — a .zip whose one top-level folder is the skill, the shape Claude's
 * skill upload takes — holding what a runtime reads and none of Luban's working files
 * (core/skill/working-files.ts; docs/working-files.md). Refused, exit 1, when the security
 * verdict (the one `luban scan` shows) is "do not install"; there is no override.
 *
 * `luban pack --gitattributes [SKILL_DIR|REPO]`: writes (or updates) the marked
 * `export-ignore` block for those files in that folder's `.gitattributes` instead.
 *
 * Exit codes (./io.ts): 0 packed / block written, 1 refused (open Sentinel errors),
 * 2 usage or I/O error.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { type Command, Option } from 'commander';
import { isInside, localTable, pick, VERSION, type Locale } from '../../core/api/base.ts';
import { bundleRootName, planPack, writeGitattributesBlock, writePack, type LeftOut } from '../../core/api/formats.ts';
import { formatBytes, securityVerdict } from '../../core/api/modules.ts';
import { SKILL_FILE_NAMES, treeSkillOf, WORKING_FILES } from '../../core/api/skill.ts';
import { securityText } from '../../frontend/report/security.ts';
import { CliError, EXIT_CLEAN, EXIT_FINDINGS, type CliIO } from '../io.ts';
import { addCommonOptions, displayDirFor, resolveLocale, runScanPaths, type CommonScanOptions } from './scan.ts';

const M = {
  notSkill: { en: '{path}: not a skill folder (no SKILL.md)', zh: '{path}：不是技能文件夹（没有 SKILL.md）' },
  notFolder: { en: '{path}: no such folder', zh: '{path}：文件夹不存在' },
  insideSkill: {
    en: 'the bundle would be written into the skill folder ({file}); run luban pack from another folder, or name the file with -o',
    zh: '打包文件会写进技能文件夹（{file}）；请在别的目录运行 luban pack，或用 -o 指定文件',
  },
  refused: {
    en: 'not packed: {verdict}. A skill with open Sentinel errors is not published; fix them (luban scan {path}) and pack again.',
    zh: '未打包：{verdict}。有未解决 Sentinel 错误的技能不能发布；请先修复（luban scan {path}）再打包。',
  },
  packed: { en: 'Packed {name} → {file} ({count} files, {size}; zip {zip})', zh: '已打包 {name} → {file}（{count} 个文件，{size}；压缩包 {zip}）' },
  leftOutHead: { en: 'Left out ({count}):', zh: '未打包（{count}）：' },
  symlink: { en: 'a symbolic link (not portable in a zip, may point outside the skill)', zh: '符号链接（在 zip 中不可移植，且可能指向技能之外）' },
  output: { en: 'the bundle itself', zh: '打包文件本身' },
  special: { en: 'not a regular file', zh: '不是普通文件' },
  gitWritten: { en: 'Wrote the Luban block in {file}:', zh: '已在 {file} 写入 Luban 区块：' },
  gitSame: { en: '{file} already has this block (unchanged):', zh: '{file} 已有此区块（未改动）：' },
} as const;
const say = localTable(M);

const FORMATS = ['text', 'json'] as const;

interface PackOptions extends CommonScanOptions {
  output?: string;
  includeTests?: boolean;
  format: (typeof FORMATS)[number];
  gitattributes?: boolean;
}

function reasonText(l: LeftOut, locale: Locale): string {
  if (l.reason.kind !== 'working-file') return say(locale, l.reason.kind);
  const id = l.reason.id;
  const w = WORKING_FILES.find((x) => x.id === id);
  return w ? pick(w.why, locale) : id;
}

async function hasSkillFile(dir: string): Promise<boolean> {
  for (const n of SKILL_FILE_NAMES) {
    try {
      if ((await fs.stat(path.join(dir, n))).isFile()) return true;
    } catch {
      /* next name */
    }
  }
  return false;
}

async function runGitattributes(target: string, opts: PackOptions, io: CliIO, locale: Locale): Promise<void> {
  const scope = (await hasSkillFile(target)) ? 'skill' : 'repo';
  const r = await writeGitattributesBlock(target, scope, { includeTests: opts.includeTests });
  const shown = displayDirFor(io)(r.file);
  if (opts.format === 'json') {
    io.stdout(JSON.stringify({ tool: { name: 'luban', version: VERSION }, file: shown, scope, changed: r.changed, block: r.block }, null, 2) + '\n');
  } else {
    io.stdout(say(locale, r.changed ? 'gitWritten' : 'gitSame', { file: shown }) + '\n' + r.block);
  }
}

export function registerPack(program: Command, io: CliIO, setExit: (code: number) => void): void {
  const cmd = program
    .command('pack')
    .description("Write a skill's publish bundle (<name>-<version>.zip: the skill folder without Luban's working files); refused on a do-not-install verdict")
    .argument('[path]', 'the skill folder (with --gitattributes: a skill folder or a repository; default: .)')
    .addOption(new Option('-o, --output <file>', 'the bundle file (default: <name>-<version>.zip in the current folder)'))
    .addOption(new Option('--include-tests', 'keep tests.yaml in the bundle'))
    .addOption(new Option('--gitattributes', "write the working files' export-ignore block into the folder's .gitattributes instead"))
    .addOption(new Option('-f, --format <format>', 'output format').choices([...FORMATS]).default('text'));
  addCommonOptions(cmd).action(async (target: string | undefined, opts: PackOptions) => {
    const locale = resolveLocale(io, opts.locale);
    const given = target ?? '.';
    const dir = path.resolve(io.cwd, given);
    try {
      if (!(await fs.stat(dir)).isDirectory()) throw new Error('not a folder');
    } catch {
      throw new CliError(say(locale, 'notFolder', { path: given }));
    }
    if (opts.gitattributes) return runGitattributes(dir, opts, io, locale);
    if (!(await hasSkillFile(dir))) throw new CliError(say(locale, 'notSkill', { path: given }));

    // The verdict `luban scan` shows, over this skill and any skill inside it (they ship too).
    const { skills } = await runScanPaths([dir], opts, io, { keepDocuments: true, skillIndex: 'never' });
    const verdict = securityVerdict(skills.flatMap((s) => s.findings));
    const tool = { name: 'luban', version: VERSION };
    if (verdict.level === 'block') {
      const message = say(locale, 'refused', { verdict: securityText(verdict, locale), path: given });
      if (opts.format === 'json') {
        const errors = verdict.errors.map((f) => ({ ruleId: f.ruleId, file: f.file, line: f.range.start.line, message: f.message }));
        io.stdout(JSON.stringify({ tool, skill: displayDirFor(io)(dir), packed: false, refused: { verdict: 'block', message, errors } }, null, 2) + '\n');
      } else io.stderr(`luban: ${message}\n`);
      setExit(EXIT_FINDINGS);
      return;
    }
    const own = skills.find((s) => path.resolve(s.doc.dir) === dir) ?? skills[0];
    const node = own ? treeSkillOf(own.doc) : undefined;
    const root = bundleRootName(node?.name, path.basename(dir));
    const version = node?.version && /^[A-Za-z0-9._+-]+$/.test(node.version) ? node.version : undefined;
    const outFile = opts.output ? path.resolve(io.cwd, opts.output) : path.join(io.cwd, `${root}${version ? `-${version}` : ''}.zip`);
    if (!opts.output && isInside(outFile, dir, { strict: true })) throw new CliError(say(locale, 'insideSkill', { file: outFile }));

    const plan = await planPack(dir, root, { includeTests: opts.includeTests, outFile });
    let zipBytes: number;
    try {
      await fs.mkdir(path.dirname(outFile), { recursive: true });
      zipBytes = await writePack(plan, outFile);
    } catch (e) {
      throw new CliError(`${outFile}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
    }
    const bytes = plan.included.reduce((n, f) => n + f.bytes, 0);
    const shown = displayDirFor(io);
    if (opts.format === 'json') {
      const out = {
        tool,
        skill: shown(dir),
        packed: true,
        file: shown(outFile),
        root,
        version: version ?? null,
        security: verdict.level,
        zipBytes,
        included: { count: plan.included.length, bytes, files: plan.included.map((f) => ({ path: f.path, bytes: f.bytes })) },
        leftOut: plan.leftOut.map((l) => ({
          path: l.path,
          reason: l.reason.kind === 'working-file' ? l.reason.id : l.reason.kind,
          why: reasonText(l, locale),
        })),
      };
      io.stdout(JSON.stringify(out, null, 2) + '\n');
    } else {
      const lines = [
        say(locale, 'packed', {
          name: version ? `${root} ${version}` : root,
          file: shown(outFile),
          count: plan.included.length,
          size: formatBytes(bytes),
          zip: formatBytes(zipBytes),
        }),
      ];
      if (verdict.level === 'review') lines.push(securityText(verdict, locale));
      if (plan.leftOut.length) {
        lines.push(say(locale, 'leftOutHead', { count: plan.leftOut.length }));
        for (const l of plan.leftOut) lines.push(`  ${l.path} — ${reasonText(l, locale)}`);
      }
      io.stdout(lines.join('\n') + '\n');
    }
    setExit(EXIT_CLEAN);
  });
}
