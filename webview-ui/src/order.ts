/**
 * The order of the dashboard's skills table (issue 32 item 1): by name, then path — never by
 * the form checks (the static view) or a gap derived from them. docs/validity.md measured
 * the static fraction against task uplift (Spearman ρ −0.07, 95 % CI −0.39 … +0.26, n = 48):
 * it measures form, not whether a skill helps, so no order may suggest a "better skill" from it.
 */
import type { SkillView } from '../../src/shared/protocol.ts';

export function sortSkills(skills: readonly SkillView[]): SkillView[] {
  return [...skills].sort((a, b) => a.name.localeCompare(b.name) || a.path.localeCompare(b.path) || a.id.localeCompare(b.id));
}
