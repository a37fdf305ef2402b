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
 * The evolving loop's artefacts (`evolve/evolve_log.md`, `evolve/v{N}/skill.md` …, docs/features.md F2)
 * directly inside a skill folder: evidence of runs, not part of the skill. Neither loaded
 * with the skill nor discovered as skills of their own (each `v{N}/skill.md` would be one).
 */
export const EVOLVE_ARTEFACT_DIR = 'evolve';

/** A version snapshot folder of an evolve run (`…/evolve/v3`, `…/evolve/archive/20261201-1030/v3`); the match's index is where `/evolve` starts. */
export const EVOLVE_SNAPSHOT_DIR = /[\\/]evolve[\\/](?:archive[\\/][^\\/]+[\\/])?v\d+$/;

/** Everything Luban writes in a skill folder (data files included). */
export const LUBAN_ARTEFACTS =
  /^(test-prompts\.json|results\.tsv|diagnostics\.tsv|rejected_edits\.md|tests\.yaml|failures\.jsonl|references\/baseline-skill\.md|evolve\/.*|\.luban-cache\/.*|\.luban\/.*|luban-backups-archive\/.*)$|(^|\/)([^/]+\.bak(\.\d{8}-\d{4}(-\d+)?)?|\.luban-round\.json)$/;

/**
 * Luban's record files at a skill's root, by the first line Luban writes them with. They
 * quote findings and proposed edits (diagnostics.tsv quotes a Sentinel hit), so Sentinel does
 * not read them — but only these, and only with Luban's own first line: any other file Luban
 * might also write (`evolve/`, `*.bak`, tests.yaml …) is read like the skill's own, since a
 * skill could hide a payload under such a name. The store owns each format; a test keeps
 * these first lines equal to the store's headers.
 */
export const LUBAN_RECORD_FIRST_LINES: Readonly<Record<string, string>> = {
  'diagnostics.tsv': '模块\t维度\t子分\t文件\t行号\t详情',
  'results.tsv': 'timestamp\tcommit\tskill\tround\told_score\tnew_score\tstatus\tdim_changed\tdelta\tnote\teval_mode\tjudge_count',
  'rejected_edits.md': '# rejected_edits',
};

export function isLubanRecord(relPath: string, text: string): boolean {
  const first = LUBAN_RECORD_FIRST_LINES[relPath];
  return (
    first !== undefined &&
    text
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/, 1)[0]
      .trimEnd() === first
  );
}

export function isLubanScratch(relPath: string): boolean {
  return LUBAN_SCRATCH.test(relPath);
}
