/**
 * The templates phase 5 writes from when no model drafts (docs/features.md G7 last sentence): a
 * skill file built from the requirement summary and the resource plan — the portable Agent
 * Skills form for `SKILL.md` (name, description, `metadata.version`, Markdown links), the
 * metis form for a lowercase `skill.md` (lazy_load, think_type, `@[skfile:…]`) — and
 * a small starting file for each planned resource (scripts take `--skfile-dir`, iron
 * rule #16). Everything in them comes from the person's answers; nothing is invented.
 */
import path from 'node:path';
import { stringify } from 'yaml';
import type { Locale } from '../../base/l10n/index.ts';
import type { PlanItem, Requirement } from '../../formats/wizard-state.ts';

const H = {
  role: { en: 'Role', zh: '角色定位' },
  when: { en: 'When to use', zh: '触发条件' },
  abilities: { en: 'Core abilities', zh: '核心能力' },
  resources: { en: 'Resources', zh: '资源' },
  merged: { en: 'Merged from', zh: '合并来源' },
  mergedLine: { en: 'This skill merges the skills below; they are left as they were.', zh: '本技能合并了以下技能；原技能保持不变。' },
  from: { en: 'From {name}', zh: '迁移自 {name}' },
  borrowed: { en: 'Design drawn from', zh: '借鉴来源' },
  borrowedLine: { en: 'Written anew; the structure borrows from:', zh: '全新编写；结构借鉴自：' },
  failure: { en: 'Failure strategy', zh: '失败策略' },
  constraints: { en: 'Constraints', zh: '约束条件' },
  boundary: { en: 'When not to use', zh: '不适用场景' },
  triggerLine: { en: 'Use this skill when the user says:', zh: '用户说以下内容时使用本技能：' },
};

const h = (k: keyof typeof H, l: Locale, name = '') => (l === 'zh-CN' ? H[k].zh : H[k].en).replace('{name}', name);

/** A skill drawn on (directions B and D): its name, and for B its merged body (headings already moved down). */
export interface DrawnSkill {
  name: string;
  /** B: the body merged into the new skill file. */
  body?: string;
  /** D: the headings whose structure is borrowed. */
  headings?: string[];
}

export interface SkillTemplateInput {
  name: string;
  requirement: Requirement;
  plan: PlanItem[];
  skillFile: string;
  /** Directions B (merged) and D (borrowed): the skills drawn on. */
  drawn?: { direction: 'B' | 'D'; skills: DrawnSkill[] };
  lazyLoad: boolean;
  locale: Locale;
}

export function skillTemplate(i: SkillTemplateInput): string {
  const r = i.requirement;
  const metisForm = i.skillFile === 'skill.md';
  const fm = stringify(
    metisForm
      ? { name: i.name, description: r.description, version: '1.0.0', lazy_load: i.lazyLoad, think_type: 'react' }
      : { name: i.name, description: r.description, metadata: { version: '1.0.0' } },
    { lineWidth: 0 },
  );
  const ref = (p: string) => (metisForm ? `@[skfile:${p}]` : `[${p}](${p})`);
  const l = i.locale;
  const parts = [`---\n${fm}---\n`, `# ${i.name}\n`, `## ${h('role', l)}\n\n${r.intent}\n`];
  if (r.triggers.length) parts.push(`## ${h('when', l)}\n\n${h('triggerLine', l)}\n\n${r.triggers.map((t) => `- "${t}"`).join('\n')}\n`);
  if (r.abilities.length) parts.push(`## ${h('abilities', l)}\n\n${r.abilities.map((a, n) => `${n + 1}. ${a}`).join('\n')}\n`);
  const resources = i.plan.filter((p) => p.path !== i.skillFile);
  if (resources.length) parts.push(`## ${h('resources', l)}\n\n${resources.map((p) => `- ${ref(p.path)}${p.purpose ? ` — ${p.purpose}` : ''}`).join('\n')}\n`);
  if (i.drawn?.direction === 'B' && i.drawn.skills.length) {
    parts.push(`## ${h('merged', l)}\n\n${h('mergedLine', l)}\n\n${i.drawn.skills.map((s) => `- ${s.name}`).join('\n')}\n`);
    for (const s of i.drawn.skills) if (s.body?.trim()) parts.push(`## ${h('from', l, s.name)}\n\n${s.body.trim()}\n`);
  }
  if (i.drawn?.direction === 'D' && i.drawn.skills.length)
    parts.push(
      `## ${h('borrowed', l)}\n\n${h('borrowedLine', l)}\n\n${i.drawn.skills.map((s) => `- ${s.name}${s.headings?.length ? ` — ${s.headings.map((x) => x.replace(/^#+\s*/, '')).join(' / ')}` : ''}`).join('\n')}\n`,
    );
  if (r.failure) parts.push(`## ${h('failure', l)}\n\n${r.failure}\n`);
  if (r.constraints) parts.push(`## ${h('constraints', l)}\n\n${r.constraints}\n`);
  const boundaries = r.boundaries.length ? r.boundaries : [l === 'zh-CN' ? '与上述触发场景无关的请求' : 'requests unrelated to the trigger situations above'];
  parts.push(`## ${h('boundary', l)}\n\n${boundaries.map((b) => `- ${b}`).join('\n')}\n`);
  return parts.join('\n');
}

/** A starting file for a planned resource. */
export function resourceStub(item: PlanItem): string {
  const base = path.posix.basename(item.path);
  const ext = path.posix.extname(item.path).toLowerCase();
  const purpose = item.purpose || base;
  if (ext === '.py')
    return `"""${purpose}"""\nimport argparse\n\n\ndef main() -> None:\n    parser = argparse.ArgumentParser(description=${JSON.stringify(purpose)})\n    parser.add_argument("--skfile-dir", required=True, help="the skill's directory, passed in by the caller")\n    args = parser.parse_args()\n    print(args.skfile_dir)\n\n\nif __name__ == "__main__":\n    main()\n`;
  if (ext === '.sh')
    return `#!/usr/bin/env bash\n# ${purpose}\nset -euo pipefail\nSKFILE_DIR=""\nwhile [ $# -gt 0 ]; do\n  case "$1" in\n    --skfile-dir) SKFILE_DIR="$2"; shift 2 ;;\n    *) shift ;;\n  esac\ndone\n: "\${SKFILE_DIR:?--skfile-dir is required}"\n`;
  if (ext === '.json') return '{}\n';
  return `# ${base.replace(/\.[^.]+$/, '')}\n\n${purpose}\n`;
}
