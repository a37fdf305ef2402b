/** Skill Tree skills in memory for the rule tests: a SKILL.md per layer, and workspace views built from them. */
import { skillFromTexts } from '../../../../src/core/skill/document.ts';
import { treeSkillOf, workspaceView, type TreeSkill, type WorkspaceView } from '../../../../src/core/skill/tree/workspace.ts';

export interface TreeMd {
  name: string;
  layer?: number | string;
  deps?: string[];
  description?: string;
  body?: string;
}

export function treeMd(s: TreeMd): string {
  const lines = ['---', `name: ${s.name}`];
  if (s.layer !== undefined) lines.push(`layer: ${s.layer}`);
  lines.push(`description: ${s.description ?? `Does the ${s.name} job. Use when the user asks for ${s.name}.`}`);
  if (s.deps?.length) lines.push('dependencies:', ...s.deps.map((d) => `  - ${d}`));
  lines.push('---', '', `# ${s.name}`, '', s.body ?? 'Steps.', '');
  return lines.join('\n');
}

/** A dependency table for the body. */
export function table(rows: Array<[string, string]>): string {
  return ['## 依赖技能', '', '| 技能 | 作用 |', '|---|---|', ...rows.map(([a, b]) => `| ${a} | ${b} |`)].join('\n');
}

export function treeSkill(s: TreeMd): TreeSkill {
  return treeSkillOf(skillFromTexts(s.name, { 'SKILL.md': treeMd(s) }))!;
}

/** A complete workspace of these skills (plus the catalogue). */
export function ws(...skills: TreeMd[]): WorkspaceView {
  return workspaceView(skills.map(treeSkill));
}
