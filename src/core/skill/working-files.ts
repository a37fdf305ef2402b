/**
 * Luban's working files: everything Luban (or the tools around a skill) writes into a skill
 * folder that a runtime never reads. One list, used by `luban pack` (what a publish bundle
 * leaves out), the `.gitattributes` export-ignore block it writes, and docs/working-files.md.
 *
 * Each entry names the store that writes it (src/core/formats/…, edits/…, loop/…); a test
 * (test/unit/skill/working-files.test.ts) checks every store's file name against this list,
 * and that every path ./artefacts.ts calls Luban's (LUBAN_ARTEFACTS, LUBAN_SCRATCH) is here.
 */
import type { LocalisedText } from '../base/l10n/text.ts';

export type WorkingFileKind = 'record' | 'tests' | 'state' | 'backup' | 'cache' | 'vcs' | 'os';

export interface WorkingFile {
  /** A short id (`results`, `backups` …), stable for JSON output. */
  id: string;
  kind: WorkingFileKind;
  /** Matches a path relative to the skill folder, `/`-separated. */
  test: RegExp;
  /** The same paths as `.gitattributes` patterns, relative to the skill folder. */
  skillGlobs: readonly string[];
  /** The same paths as `.gitattributes` patterns at a repository's root (any skill under it). */
  repoGlobs: readonly string[];
  /** What writes it. */
  writer: string;
  /** Why it exists, and why a runtime does not need it. */
  why: LocalisedText;
}

/** A file at the skill's root. */
function rootFile(id: string, kind: WorkingFileKind, name: string, writer: string, why: LocalisedText): WorkingFile {
  const re = new RegExp(`^${name.replace(/[.]/g, '\\.')}$`);
  return { id, kind, test: re, skillGlobs: [`/${name}`], repoGlobs: [`**/${name}`], writer, why };
}

/** A folder at the skill's root, with everything in it. */
function rootDir(id: string, kind: WorkingFileKind, name: string, writer: string, why: LocalisedText): WorkingFile {
  const re = new RegExp(`^${name.replace(/[.]/g, '\\.')}/`);
  return { id, kind, test: re, skillGlobs: [`/${name}/**`], repoGlobs: [`**/${name}/**`], writer, why };
}

export const WORKING_FILES: readonly WorkingFile[] = [
  rootFile('results', 'record', 'results.tsv', 'luban optimize (formats/results.ts)', {
    en: "the optimiser's score log, one row per round",
    zh: '优化器的评分日志，每轮一行',
  }),
  rootFile('diagnostics', 'record', 'diagnostics.tsv', 'luban optimize, luban scan --diagnostics (formats/diagnostics.ts)', {
    en: 'the findings table the optimiser works from',
    zh: '优化器据以修改的问题清单',
  }),
  rootFile('rejected-edits', 'record', 'rejected_edits.md', 'luban optimize (formats/rejected-edits.ts)', {
    en: 'edits the optimiser tried and reverted',
    zh: '优化器尝试过又撤回的修改',
  }),
  rootFile('failures', 'record', 'failures.jsonl', 'luban report-failure (formats/failures.ts)', {
    en: 'failures reported against the skill, for harden and the optimiser',
    zh: '针对该技能报告的失败案例，供 harden 与优化器使用',
  }),
  rootFile('test-prompts', 'record', 'test-prompts.json', 'luban optimize Phase 0.5 (formats/test-prompts/file.ts)', {
    en: "the prompts Luban's judges run the skill on",
    zh: 'Luban 评审运行该技能时使用的测试提示',
  }),
  rootFile('tests', 'tests', 'tests.yaml', 'luban regress, luban harden (formats/tests-yaml.ts)', {
    en: 'regression tests (kept with --include-tests)',
    zh: '回归测试（加 --include-tests 时保留）',
  }),
  rootFile('baseline-skill', 'record', 'references/baseline-skill.md', 'luban optimize Full mode (loop/phases/phase1-baseline.ts)', {
    en: 'the generated consumer baseline the judges compare against, not one of the skill’s references',
    zh: '生成的对照基线，供评审比较，不是技能本身的参考资料',
  }),
  rootDir('evolve', 'record', 'evolve', 'luban evolve (formats/evolve.ts)', {
    en: 'version snapshots and the log of evolve runs',
    zh: 'evolve 运行的版本快照与日志',
  }),
  rootDir('luban-state', 'state', '.luban', 'the editor, slim, triggers, regress, muse (formats/*.ts)', {
    en: "Luban's state folder: slim backups, trigger queries, regression history, snapshots",
    zh: 'Luban 的状态目录：slim 备份、触发查询、回归历史、快照',
  }),
  rootDir('luban-cache', 'cache', '.luban-cache', 'Luban (skill/artefacts.ts LUBAN_DIRS)', {
    en: "Luban's cache folder",
    zh: 'Luban 的缓存目录',
  }),
  rootDir('backups-archive', 'backup', 'luban-backups-archive', 'luban optimize Phase 3 (formats/backups.ts)', {
    en: 'rotated backups of earlier versions',
    zh: '轮换归档的旧版本备份',
  }),
  rootFile('scan-cache', 'cache', '.lubancache', 'luban scan --cache (formats/scan-cache.ts)', {
    en: 'the scan cache',
    zh: '扫描缓存',
  }),
  rootFile('round-journal', 'state', '.luban-round.json', 'luban optimize (edits/ratchet.ts)', {
    en: "the optimiser's round journal (left only by an interrupted run)",
    zh: '优化器的轮次日志（仅在运行中断时残留）',
  }),
  {
    id: 'backups',
    kind: 'backup',
    test: /(^|\/)[^/]+\.bak(\.\d{8}-\d{4}(-\d+)?)?$/,
    skillGlobs: ['*.bak', '*.bak.[0-9]*'],
    repoGlobs: ['*.bak', '*.bak.[0-9]*'],
    writer: 'luban optimize, fix, slim, upgrade (edits/skill-write.ts, formats/backups.ts)',
    why: { en: 'a copy of a file from before Luban edited it', zh: 'Luban 修改前的文件副本' },
  },
  {
    id: 'temp',
    kind: 'state',
    test: /(^|\/)\.[^/]+\.luban-[^/]+(\.tmp)?$/,
    skillGlobs: ['.*.luban-*'],
    repoGlobs: ['.*.luban-*'],
    writer: 'atomic writes (base/io/atomic.ts), left only by a crash',
    why: { en: 'a temporary file of an atomic write', zh: '原子写入的临时文件' },
  },
  rootFile('config-json', 'state', '.luban.json', 'you (base/config/load.ts reads it)', {
    en: "Luban's own configuration, read by the linter, not by a runtime",
    zh: 'Luban 自身的配置，只有检查器读取，运行时不读',
  }),
  rootFile('config-named', 'state', 'luban.config.json', 'you (base/config/load.ts reads it)', {
    en: "Luban's own configuration, read by the linter, not by a runtime",
    zh: 'Luban 自身的配置，只有检查器读取，运行时不读',
  }),
  {
    id: 'git',
    kind: 'vcs',
    test: /(^|\/)(\.git(\/|$)|\.git(attributes|ignore|modules)$)/,
    skillGlobs: [],
    repoGlobs: [],
    writer: 'git',
    why: { en: "version control data (git's own files)", zh: '版本控制数据（git 自身的文件）' },
  },
  {
    id: 'os-junk',
    kind: 'os',
    test: /(^|\/)(\.DS_Store|Thumbs\.db|desktop\.ini|__pycache__\/.*|[^/]+\.pyc)$/,
    skillGlobs: ['.DS_Store', 'Thumbs.db', 'desktop.ini', '__pycache__/**', '*.pyc'],
    repoGlobs: ['.DS_Store', 'Thumbs.db', 'desktop.ini', '__pycache__/**', '*.pyc'],
    writer: 'the operating system, Python',
    why: { en: 'operating-system or bytecode junk', zh: '操作系统或字节码的残留文件' },
  },
];

/** The working file a path (relative to the skill folder, `/`-separated) is, if any. */
export function workingFileOf(relPath: string, o: { includeTests?: boolean } = {}): WorkingFile | undefined {
  const p = relPath.replace(/\\/g, '/');
  return WORKING_FILES.find((w) => w.test.test(p) && !(o.includeTests && w.kind === 'tests'));
}
