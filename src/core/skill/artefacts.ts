/**
 * Files Luban itself writes into a skill folder. Backups, journals, caches and temp
 * files are not part of the skill: the loader skips them, so a `SKILL.md.bak…` copy is
 * never scanned as if it were a script (Sentinel) or an unreferenced document
 * (Distill). Data files (results.tsv, test-prompts.json, …) are read by modules and
 * stay in the inventory, but judges do not see them as the skill's resources.
 */

/** Backups (`SKILL.md.bak`, `….bak.YYYYMMDD-HHMM`, `…-2`), the round journal, temp files and the scan cache (`luban scan --cache` run in a skill folder). */
export const LUBAN_SCRATCH = /(^|\/)([^/]+\.bak(\.\d{8}-\d{4}(-\d+)?)?|\.luban-round\.json|\.[^/]+\.luban-[^/]+\.tmp|\.lubancache)$/;

/** Folders Luban writes that are never part of a skill (`.luban/`: the editor's saved reports). */
export const LUBAN_DIRS = ['.luban-cache', 'luban-backups-archive', '.luban'];

/**
 * The evolving loop's artefacts (`evolve/evolve_log.md`, `evolve/v{N}/skill.md` …, SPEC F2)
 * directly inside a skill folder: evidence of runs, not part of the skill. Neither loaded
 * with the skill nor discovered as skills of their own (each `v{N}/skill.md` would be one).
 */
export const EVOLVE_ARTEFACT_DIR = 'evolve';

/** A version snapshot folder of an evolve run (`…/evolve/v3`, `…/evolve/archive/20261201-1030/v3`); the match's index is where `/evolve` starts. */
export const EVOLVE_SNAPSHOT_DIR = /[\\/]evolve[\\/](?:archive[\\/][^\\/]+[\\/])?v\d+$/;

/** Everything Luban writes in a skill folder (data files included). */
export const LUBAN_ARTEFACTS =
  /^(test-prompts\.json|results\.tsv|diagnostics\.tsv|rejected_edits\.md|tests\.yaml|failures\.jsonl|references\/baseline-skill\.md|evolve\/.*|\.luban-cache\/.*|\.luban\/.*|luban-backups-archive\/.*)$|(^|\/)([^/]+\.bak(\.\d{8}-\d{4}(-\d+)?)?|\.luban-round\.json)$/;

export function isLubanScratch(relPath: string): boolean {
  return LUBAN_SCRATCH.test(relPath);
}
