/**
 * Conflict detection (docs/features.md G6; seed metis 🚒 冲突检测规则): a request of the person's
 * that breaks an iron rule. The wizard pauses, marks the conflict's type, explains it
 * with the seed's template and asks: accept the rule, accept the risk (a recorded
 * waiver), or change the request.
 */
import type { WizardMessageKey } from './messages.ts';

export type ConflictType = 'path' | 'naming' | 'structure' | 'config';

export interface Conflict {
  rule: number;
  type: ConflictType;
  template: WizardMessageKey;
  impact: WizardMessageKey;
  /** What the text asked for (the offending part). */
  found: string;
  /** Data for the template ({converted}, {path}). */
  data: Record<string, string>;
}

const SKILL_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Iron rule #1's conversion: lowercase letters, digits and hyphens. */
export function toSkillName(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function isSkillName(name: string): boolean {
  return SKILL_NAME.test(name);
}

export function nameConflict(name: string): Conflict | undefined {
  if (isSkillName(name)) return undefined;
  return { rule: 1, type: 'naming', template: 'conflict.1', impact: 'impact.1', found: name, data: { converted: toSkillName(name) || 'new-skill' } };
}

/** An absolute path a person wrote (Unix system roots, home folders, Windows drives). */
export const ABSOLUTE_PATH =
  /(?<![\w@\]:/.-])(?:\/(?:home|Users|usr|opt|var|etc|tmp|mnt|data|root|srv|private|Volumes)(?:\/[^\s"'`)）\]，。、]*)?|~\/[^\s"'`)）\]，。、]+|[A-Za-z]:\\[^\s"'`)）\]，。、]*)/g;

const TEXT_RULES: Array<{ rule: number; type: ConflictType; template: WizardMessageKey; impact: WizardMessageKey; pattern: RegExp }> = [
  {
    rule: 7,
    type: 'config',
    template: 'conflict.7',
    impact: 'impact.7',
    pattern:
      /(?:不要|不用|关闭|禁用|去掉|取消|没有)\s*(?:lazy[_ ]?load|懒加载)|lazy_load\s*[:=]\s*false|(?:without|no|disable|turn off)\s+lazy[_ -]?load(?:ing)?|非懒加载/i,
  },
  {
    rule: 2,
    type: 'structure',
    template: 'conflict.2',
    impact: 'impact.2',
    pattern: /(?:加|写|添加|保留|记录|add|keep|include|write)\s*(?:an?\s+|the\s+)?(?:上\s*)?(?:版本记录|更新日志|变更记录|changelog|version (?:log|history))/i,
  },
  {
    rule: 3,
    type: 'structure',
    template: 'conflict.3',
    impact: 'impact.3',
    pattern:
      /(?:描述|description)\s*(?:里|中|in|with)?\s*(?:加|写|添加|带|包含|put|add|include|mention)?\s*(?:上\s*)?(?:版本号|版本|(?:the\s+)?version(?: number)?)|(?:版本号|(?:the\s+)?version(?: number)?)\s*(?:写|放|加)?(?:进|到|in|into)\s*(?:the\s+)?(?:描述|description)/i,
  },
];

/** The iron-rule conflicts in a request of the person's. */
export function detectConflicts(text: string): Conflict[] {
  const out: Conflict[] = [];
  const paths = [...text.matchAll(ABSOLUTE_PATH)].map((m) => m[0]);
  if (paths.length) out.push({ rule: 4, type: 'path', template: 'conflict.4', impact: 'impact.4', found: paths[0], data: { path: paths[0] } });
  for (const r of TEXT_RULES) {
    const m = r.pattern.exec(text);
    if (m) out.push({ rule: r.rule, type: r.type, template: r.template, impact: r.impact, found: m[0], data: {} });
  }
  return out;
}

/** Accepting rule #4: each absolute path becomes a system parameter reference. */
export function withoutAbsolutePaths(text: string): string {
  return text.replace(ABSOLUTE_PATH, (p) => {
    const base =
      p
        .replace(/[\\/]+$/, '')
        .split(/[\\/]/)
        .pop() ?? '';
    return base && base !== '~' ? `@[param:user_work_dir]/${base}` : '@[param:user_work_dir]';
  });
}
