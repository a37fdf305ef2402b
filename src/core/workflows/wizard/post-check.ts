/**
 * Luban's own checks on a skill the wizard just wrote (issue 33 item 8): the same scan
 * `luban scan` runs on the folder (its profile resolution, every module) and the runtime
 * load verdicts (docs/features.md H10) — so a front end says "ready" only when the scan has
 * no error finding and no runtime drops the skill. Writes nothing (no skill index).
 */
import type { Locale } from '../../base/l10n/index.ts';
import { scanPaths } from '../../engine/scan-paths.ts';
import { compatibility, type CompatVerdict, type RuntimeCompatibility } from '../../modules/compat/compatibility.ts';
import type { ProfileName } from '../../rules/types.ts';

export interface PostCheckFinding {
  ruleId: string;
  severity: 'error' | 'warning' | 'info';
  file: string;
  line: number;
  message: string;
}

export interface PostCheck {
  /** Found as a skill at the folder (the scan discovered it). */
  found: boolean;
  skillFile?: string;
  profile?: ProfileName;
  counts: { error: number; warning: number; info: number };
  /** The error findings (what keeps the skill from being ready). */
  errors: PostCheckFinding[];
  runtimes: { runtime: string; name: string; verdict: CompatVerdict; reason?: string }[];
  /** The runtimes that drop the skill (by name). */
  dropped: string[];
  /**
   * The MetisAI form (a lowercase `skill.md`, written only under the metis profile): it is
   * meant for MetisAI's loader, so the runtimes that drop it are reported, not counted.
   */
  metisForm: boolean;
  /** No error finding and no runtime drops it (the metis form: no error finding). */
  ready: boolean;
}

function runtimeRow(v: RuntimeCompatibility): PostCheck['runtimes'][number] {
  const worst = v.reasons.find((r) => r.effect !== 'note');
  return { runtime: v.runtime, name: v.name, verdict: v.verdict, ...(v.verdict !== 'loads' && worst ? { reason: worst.text } : {}) };
}

export async function checkWrittenSkill(dir: string, locale: Locale = 'en'): Promise<PostCheck> {
  const scanned = await scanPaths([dir], { locale, skillIndex: 'never' });
  const result = scanned.skills[0];
  if (!result) return { found: false, counts: { error: 0, warning: 0, info: 0 }, errors: [], runtimes: [], dropped: [], metisForm: false, ready: false };
  const counts = { error: 0, warning: 0, info: 0 };
  for (const f of result.findings) counts[f.severity]++;
  const errors = result.findings
    .filter((f) => f.severity === 'error')
    .map((f) => ({ ruleId: f.ruleId, severity: f.severity, file: f.file, line: f.range.start.line, message: f.message }));
  const runtimes = compatibility(result.doc, locale).map(runtimeRow);
  const dropped = runtimes.filter((r) => r.verdict === 'dropped').map((r) => r.name);
  const metisForm = result.doc.skillFileName === 'skill.md' && result.profile === 'metis';
  return {
    found: true,
    skillFile: result.doc.skillFileName,
    profile: result.profile,
    counts,
    errors,
    runtimes,
    dropped,
    metisForm,
    ready: counts.error === 0 && (dropped.length === 0 || metisForm),
  };
}
