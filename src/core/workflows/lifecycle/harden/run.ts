/**
 * One hardening run for a skill folder, in two halves around the CHECKPOINT (seed v2
 * §六 Step 3 "🔴 CHECKPOINT：待用户确认后执行"): `prepareHardening` counts, plans and
 * computes the new text and its diff without writing; the front end asks the person
 * (CLI prompt or `--yes`, editor modal); `commitHardening` writes it. Core never waits
 * on a UI.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { LubanConfig } from '../../../base/config/schema.ts';
import { unifiedDiff } from '../../../edits/edit-budget.ts';
import { loadSkill } from '../../../skill/load.ts';
import { textInfo } from '../../../skill/text.ts';
import type { SkillDocument } from '../../../skill/types.ts';
import { hardenedText } from './apply-text.ts';
import { writeIfUnchanged, type WriteOutcome } from './apply.ts';
import { combinedCounts, type IgnoreSource } from '../../../engine/ignored/ignores.ts';
import { appendRewordings } from '../../../formats/failures.ts';
import { planHardening, proposals, type HardenItem, type HardenPlan } from './plan.ts';

export interface PreparedHardening {
  dir: string;
  /** Absolute path of SKILL.md (undefined when the folder has none). */
  file?: string;
  doc: SkillDocument;
  plan: HardenPlan;
  /** The items the CHECKPOINT asks about. */
  proposed: HardenItem[];
  /** Disk text before and after. */
  before: string;
  after: string;
  diff: string;
  /** Items whose change could not be made (YAML errors in the frontmatter …). */
  skipped: HardenItem[];
  /** Ignore sources that could not be read (named; the others still counted). */
  sourceErrors: Array<{ source: string; message: string }>;
  /** The rules the write rewords (level 1), old line → new line: recorded in failures.jsonl after the write. */
  reworded: Array<{ from: string; to: string }>;
}

export interface PrepareOptions {
  sources: readonly IgnoreSource[];
  config?: LubanConfig;
  now: Date;
}

export async function prepareHardening(dir: string, options: PrepareOptions): Promise<PreparedHardening> {
  const { counts, errors } = await combinedCounts(dir, options.sources);
  let doc = await loadSkill(dir);
  let before = '';
  const name = doc.skillFileName;
  const file = name ? path.join(dir, name) : undefined;
  if (file) {
    // The bytes the plan is made from: the write later checks them again.
    for (let attempt = 0; attempt < 3; attempt++) {
      before = await fs.readFile(file, 'utf8');
      if (textInfo(before).text === doc.skillFile?.text?.text) break;
      doc = await loadSkill(dir);
    }
  }
  const plan = planHardening(doc, counts, { config: options.config, now: options.now });
  const proposed = proposals(plan);
  const result = hardenedText(doc, proposed);
  const after = file && proposed.length ? result.diskText : before;
  return {
    dir,
    file,
    doc,
    plan,
    proposed: proposed.filter((p) => !result.skipped.includes(p)),
    before,
    after,
    diff: file ? unifiedDiff(textInfo(before).text, textInfo(after).text, name) : '',
    skipped: result.skipped,
    sourceErrors: errors,
    reworded: proposed.length ? result.reworded : [],
  };
}

/**
 * Write the accepted plan (only when SKILL.md is still what the plan saw), then keep each
 * reworded rule's old → new line in failures.jsonl: the reports before the rewrite and the
 * ones after it count as one rule, so the next report can escalate it to level 2.
 */
export async function commitHardening(prepared: PreparedHardening, now: Date): Promise<WriteOutcome> {
  if (!prepared.file || !prepared.proposed.length) return { written: false, reason: 'unchanged' };
  const outcome = await writeIfUnchanged(prepared.file, prepared.before, prepared.after, now);
  if (outcome.written && prepared.reworded.length) {
    const file = path.basename(prepared.file);
    const timestamp = now.toISOString();
    await appendRewordings(
      prepared.dir,
      prepared.reworded.map((r) => ({ timestamp, file, from: r.from, to: r.to, by: 'harden' })),
      now,
    );
  }
  return outcome;
}
