/**
 * The safe-fix loop `luban fix` and the MCP `fix` tool share (docs/features.md §0 "Nothing lost"):
 * scan, apply every fix marked safe, write, scan again — until a pass changes nothing or
 * `maxPasses` passes ran (one fix can make another applicable; overlapping fixes wait a pass).
 * Without `write` it is one pass that writes nothing (a preview). A file that changed on disk
 * since the scan is left alone (skipped); before the first write of a file git cannot restore,
 * a `.bak.<stamp>` copy of it is made (unless `backup` is false); every write goes through
 * writeSkillFile (atomic). Taking the skills' locks is the caller's part.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { SkillScanResult } from '../engine/scan.ts';
import { decodeText } from '../skill/text.ts';
import { applyEdits, editsByFile } from './fix.ts';
import { writeSkillFile } from './skill-write.ts';

export const MAX_FIX_PASSES = 5;

/** One file a pass fixed (or, without `write`, would fix). */
export interface FixedFile {
  /** Absolute. */
  abs: string;
  /** As the front end shows it: `shownDir(skill dir)/file`. */
  shown: string;
  /** Fixes applied in this pass. */
  applied: number;
  /** The file's text as scanned and after the fixes (normalised text). */
  before: string;
  after: string;
}

export interface FixLoopOptions {
  /** A fresh scan of what is fixed (called once per pass). */
  scan: () => Promise<SkillScanResult[]>;
  /** False: one pass, nothing written. */
  write: boolean;
  /** `.bak` copies of files git cannot restore (default true). */
  backup?: boolean;
  maxPasses?: number;
  /** A skill folder as the front end shows it. */
  shownDir: (dir: string) => string;
  /** After each file fixed (written, or previewed without `write`). */
  onFixed?: (file: FixedFile) => void;
  /** When a file changed on disk since the scan and is left alone. */
  onSkipped?: (shown: string) => void;
  now?: () => Date;
}

export interface FixLoopResult {
  /** Every file fixed, in the order first fixed, with its fixes over all passes. */
  files: Array<{ abs: string; shown: string; fixes: number; before: string; after: string }>;
  fixes: number;
  /** Files left alone (changed on disk), shown. */
  skipped: string[];
  /** The backups made, shown (`shownDir(skill dir)/<path in the skill>`). */
  backups: string[];
  /** The last pass's scan (what remains). */
  results: SkillScanResult[];
  /** True when the last pass changed nothing, or it was a preview (false: `maxPasses` ran out). */
  settled: boolean;
}

export async function runFixLoop(o: FixLoopOptions): Promise<FixLoopResult> {
  const files = new Map<string, FixLoopResult['files'][number]>();
  const skipped = new Set<string>();
  const backups: string[] = [];
  const backedUp = new Set<string>();
  let results: SkillScanResult[] = [];
  const passes = o.write ? (o.maxPasses ?? MAX_FIX_PASSES) : 1;
  for (let pass = 0; pass < passes; pass++) {
    results = await o.scan();
    let fixedThisPass = 0;
    for (const r of results) {
      const safe = r.findings.flatMap((f) => (f.fix?.safe ? [f.fix] : []));
      for (const [file, edits] of editsByFile(safe)) {
        const skillFile = r.doc.files.find((f) => f.path === file);
        if (!skillFile?.text) continue;
        const abs = path.join(r.doc.dir, file);
        const shown = `${o.shownDir(r.doc.dir)}/${file}`;
        const result = applyEdits(skillFile.text, edits);
        if (result.applied === 0) continue;
        if (o.write) {
          const raw = await fs.readFile(abs);
          const current = decodeText(raw);
          if (!current.ok || current.text.text !== skillFile.text.text) {
            o.onSkipped?.(shown);
            skipped.add(shown);
            continue;
          }
          const first = !backedUp.has(abs);
          backedUp.add(abs);
          const snapshot = await writeSkillFile(abs, result.diskText, {
            snapshot: (o.backup ?? true) && first ? { kind: 'bak', now: (o.now ?? (() => new Date()))(), unlessGitCanRestore: true } : undefined,
            current: raw,
          });
          if (snapshot && snapshot.kind !== 'git')
            backups.push(`${o.shownDir(r.doc.dir)}/${path.relative(r.doc.dir, snapshot.path).split(path.sep).join('/')}`);
        }
        const entry = files.get(abs) ?? { abs, shown, fixes: 0, before: skillFile.text.text, after: skillFile.text.text };
        entry.after = result.text;
        entry.fixes += result.applied;
        files.set(abs, entry);
        fixedThisPass += result.applied;
        o.onFixed?.({ abs, shown, applied: result.applied, before: skillFile.text.text, after: result.text });
      }
    }
    if (fixedThisPass === 0 || !o.write) {
      return { files: [...files.values()], fixes: sum(files), skipped: [...skipped], backups, results, settled: true };
    }
  }
  return { files: [...files.values()], fixes: sum(files), skipped: [...skipped], backups, results, settled: false };
}

function sum(files: Map<string, { fixes: number }>): number {
  let n = 0;
  for (const f of files.values()) n += f.fixes;
  return n;
}
