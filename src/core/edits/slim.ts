/**
 * Applying the slimming plan one item at a time (issue 12 item 4), after a person saw
 * the item's preview and chose Apply. Nothing is ever lost:
 * - a file to delete (a dead reference file, an unreferenced script or asset, the
 *   unmentioned copies of an identical file) is *moved* into the skill's
 *   `.luban/slim-backups/YYYYMMDD-HHMM/<same path>` — outside what the loader reads
 *   (core/skill/artefacts.ts) and ignored by git through `.luban/.gitignore`; moving it
 *   back restores it;
 * - an outdated section (P3 `archive` of a dated or deprecated heading) is cut from its
 *   file and appended to `archive/<same path>` (not loaded by the agent); the file as it
 *   was is copied into the same backup folder first; every write is the shared safe
 *   write (./skill-write.ts: atomic) and keeps the file's line endings and BOM.
 * Items that need a person or a model — inline, slim, merge a code block, review a large
 * file, archive a file SKILL.md still mentions, dedupe when every copy is mentioned —
 * have no change here: the preview says why.
 * Before a change is applied its files are checked against the plan: a file that
 * changed or vanished since the plan was made is left alone ("stale").
 * (Moved from core/modules/distill/apply.ts: a module does not write a skill's files.)
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { backupStamp } from '../base/io/atomic.ts';
import type { LocalisedText } from '../base/l10n/text.ts';
import { headingsOf } from '../modules/distill/matrix.ts';
import { formatBytes } from '../modules/distill/plan-render.ts';
import type { DistillPlanItem } from '../modules/distill/plan.ts';
import { toDiskText } from '../skill/text.ts';
import type { SkillDocument } from '../skill/types.ts';
import { unifiedDiff } from './edit-budget.ts';
import { freePath, writeSkillFile } from './skill-write.ts';

export const SLIM_BACKUP_DIR = path.join('.luban', 'slim-backups');

export type SlimStep =
  /** Move a skill file into the backup folder (a recoverable delete). */
  | { op: 'backup'; file: string; to: string; bytes: number }
  /** Replace a text file's content (LF text; written with the file's own line endings). */
  | { op: 'edit'; file: string; before: string; after: string; backupTo: string }
  /** Append text to a file (created with its folders when missing). */
  | { op: 'append'; file: string; text: string };

export interface SlimChange {
  steps: SlimStep[];
  /** What will happen, for the preview. */
  description: LocalisedText;
  /** For edits: the unified diff of each edited file. */
  diff?: string;
}

/** Why an item has no automatic change. */
export type ManualReason = 'needs-person' | 'still-mentioned' | 'every-copy-mentioned';

export type Applicable = { ok: true; change: SlimChange } | { ok: false; reason: ManualReason; description: LocalisedText };

/** The backup folder of one apply session (`.luban/slim-backups/YYYYMMDD-HHMM`), relative to the skill. */
export function backupFolder(now: Date): string {
  return path.posix.join('.luban', 'slim-backups', backupStamp(now));
}

const MANUAL: Record<ManualReason, LocalisedText> = {
  'needs-person': {
    en: 'No automatic change: deciding what stays needs a person (or a model). Edit the file by hand.',
    zh: '无法自动处理：保留哪些内容需要人（或模型）来决定。请手动编辑。',
  },
  'still-mentioned': {
    en: 'No automatic change: the skill still mentions this file, so moving it would break the reference. Remove or update the mention first.',
    zh: '无法自动处理：技能仍引用此文件，移走会造成断链。请先删除或更新引用。',
  },
  'every-copy-mentioned': {
    en: 'No automatic change: every copy is mentioned. Point the mentions at one copy first; the others then become unreferenced.',
    zh: '无法自动处理：每一份都被引用。请先把引用统一指向其中一份，其余的就成为未引用文件。',
  },
};

function moveStep(file: string, folder: string, bytes: number): SlimStep {
  return { op: 'backup', file, to: path.posix.join(folder, file), bytes };
}

function describeMoves(steps: SlimStep[]): LocalisedText {
  const moves = steps.filter((s): s is Extract<SlimStep, { op: 'backup' }> => s.op === 'backup');
  const en = moves.map((m) => `Move \`${m.file}\` (${formatBytes(m.bytes)}) to \`${m.to}\`.`).join(' ');
  const zh = moves.map((m) => `把 \`${m.file}\`（${formatBytes(m.bytes)}）移到 \`${m.to}\`。`).join('');
  return {
    en: `${en} The skill no longer bundles it; to restore, move it back.`,
    zh: `${zh}技能不再打包它；如需恢复，把它移回原处即可。`,
  };
}

/** The change an item makes, or why it needs a person. `folder` is the session's backupFolder. */
export function changeFor(doc: SkillDocument, item: DistillPlanItem, folder: string): Applicable {
  const manual = (reason: ManualReason): Applicable => ({ ok: false, reason, description: MANUAL[reason] });
  switch (item.action) {
    case 'delete': {
      const steps = [moveStep(item.files[0], folder, item.bytes)];
      return { ok: true, change: { steps, description: describeMoves(steps) } };
    }
    case 'dedupe': {
      if (!item.remove?.length) return manual('every-copy-mentioned');
      const steps = item.remove.map((f) => moveStep(f, folder, item.bytes));
      const d = describeMoves(steps);
      return { ok: true, change: { steps, description: { en: `Keep \`${item.keep}\`. ${d.en}`, zh: `保留 \`${item.keep}\`。${d.zh}` } } };
    }
    case 'archive': {
      if (item.line === undefined) return manual('still-mentioned');
      const file = doc.files.find((f) => f.path === item.files[0]);
      if (!file?.text) return manual('needs-person');
      const headings = headingsOf(file, doc);
      const i = headings.findIndex((h) => h.line === item.line);
      if (i < 0) return manual('needs-person');
      const end = headings.slice(i + 1).find((h) => h.depth <= headings[i].depth)?.line;
      const lines = file.text.text.split('\n');
      const from = item.line - 1;
      const to = end === undefined ? lines.length : end - 1;
      const section = lines.slice(from, to).join('\n').replace(/\n*$/, '\n');
      const after = [...lines.slice(0, from), ...lines.slice(to)].join('\n');
      const target = path.posix.join('archive', file.path);
      const steps: SlimStep[] = [
        { op: 'edit', file: file.path, before: file.text.text, after, backupTo: path.posix.join(folder, file.path) },
        { op: 'append', file: target, text: `\n<!-- archived from ${file.path} by Luban -->\n\n${section}` },
      ];
      return {
        ok: true,
        change: {
          steps,
          diff: unifiedDiff(file.text.text, after, file.path),
          description: {
            en: `Cut the section "${item.detail ?? ''}" (${formatBytes(item.bytes)}) from \`${file.path}\` and append it to \`${target}\` (not loaded). The file as it was is copied to \`${path.posix.join(folder, file.path)}\`.`,
            zh: `把「${item.detail ?? ''}」一节（${formatBytes(item.bytes)}）从 \`${file.path}\` 剪下，追加到 \`${target}\`（不会被加载）。原文件先复制到 \`${path.posix.join(folder, file.path)}\`。`,
          },
        },
      };
    }
    default:
      return manual('needs-person');
  }
}

export type ApplyOutcome = { applied: true; written: string[] } | { applied: false; reason: 'stale'; file: string };

async function ensureLubanIgnore(skillDir: string): Promise<void> {
  await fs.mkdir(path.join(skillDir, '.luban'), { recursive: true });
  await fs
    .writeFile(path.join(skillDir, '.luban', '.gitignore'), "# Luban's local reports and state: not part of the skill.\n*\n", { flag: 'wx' })
    .catch((e: NodeJS.ErrnoException) => {
      if (e.code !== 'EEXIST') throw e;
    });
}

/**
 * Apply one change in `skillDir` (the folder `doc` was loaded from). Checks first that
 * every file still is as planned (present; an edited file's text unchanged), then
 * moves, copies and writes. Returns the paths written or moved to (relative to the skill).
 */
export async function applyChange(skillDir: string, doc: SkillDocument, change: SlimChange): Promise<ApplyOutcome> {
  for (const s of change.steps) {
    if (s.op === 'append') continue;
    const abs = path.join(skillDir, s.file);
    try {
      const st = await fs.stat(abs);
      if (s.op === 'edit') {
        const info = doc.files.find((f) => f.path === s.file)?.text;
        const now = await fs.readFile(abs, 'utf8');
        if (!info || now !== toDiskText(s.before, info)) return { applied: false, reason: 'stale', file: s.file };
      } else if (!st.isFile()) return { applied: false, reason: 'stale', file: s.file };
    } catch {
      return { applied: false, reason: 'stale', file: s.file };
    }
  }
  await ensureLubanIgnore(skillDir);
  const written: string[] = [];
  for (const s of change.steps) {
    const abs = path.join(skillDir, s.file);
    if (s.op === 'backup') {
      const to = await freePath(path.join(skillDir, s.to));
      await fs.mkdir(path.dirname(to), { recursive: true });
      await fs.rename(abs, to);
      written.push(path.relative(skillDir, to).split(path.sep).join('/'));
      await removeEmptyParents(skillDir, path.dirname(abs));
    } else if (s.op === 'edit') {
      const info = doc.files.find((f) => f.path === s.file)!.text!;
      const copy = await writeSkillFile(abs, toDiskText(s.after, info), { snapshot: { kind: 'copy', to: path.join(skillDir, s.backupTo) } });
      written.push(path.relative(skillDir, copy.path).split(path.sep).join('/'), s.file);
    } else {
      await fs.mkdir(path.dirname(abs), { recursive: true });
      let old = '';
      try {
        old = await fs.readFile(abs, 'utf8');
      } catch {
        old = '';
      }
      await writeSkillFile(abs, old + s.text);
      written.push(s.file);
    }
  }
  return { applied: true, written };
}

/** After a move, drop folders it left empty (up to, not including, the skill folder). */
async function removeEmptyParents(skillDir: string, dir: string): Promise<void> {
  const root = path.resolve(skillDir);
  let d = path.resolve(dir);
  while (d.startsWith(root + path.sep)) {
    try {
      await fs.rmdir(d);
    } catch {
      return;
    }
    d = path.dirname(d);
  }
}

export interface PlannedChange {
  /** 1-based number of the item in the rendered plan. */
  n: number;
  item: DistillPlanItem;
  change: SlimChange;
}

/** The plan items that have an automatic change, in plan order, numbered as the report numbers them. */
export function applicableItems(doc: SkillDocument, items: readonly DistillPlanItem[], folder: string): PlannedChange[] {
  const out: PlannedChange[] = [];
  items.forEach((item, i) => {
    const a = changeFor(doc, item, folder);
    if (a.ok) out.push({ n: i + 1, item, change: a.change });
  });
  return out;
}
