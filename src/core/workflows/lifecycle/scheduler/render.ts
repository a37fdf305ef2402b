/** `luban due`'s text: per skill, what is due and what comes next, in English or 简体中文. */
import { pick, type Locale } from '../../../base/l10n/index.ts';
import { localTable } from '../../../base/l10n/index.ts';
import type { LocalisedText } from '../../../rules/types.ts';
import type { PeriodicModule } from './modules.ts';
import type { SkillReminders } from './reminders.ts';

export const MODULE_TASK: Record<PeriodicModule, LocalisedText> = {
  SkillOps: { en: 'SkillOps health check (luban health)', zh: 'SkillOps 健康巡检（luban health）' },
  Distill: { en: 'Distill slimming check (luban slim)', zh: 'Distill 精简检查（luban slim）' },
  CASCADE: { en: 'CASCADE knowledge refresh (luban refresh)', zh: 'CASCADE 知识更新（luban refresh）' },
};

const say = localTable({
  due: { en: '  🔔 due: {task} — {reason}', zh: '  🔔 到期：{task} —— {reason}' },
  later: { en: '  · {task} — {reason}', zh: '  · {task} —— {reason}' },
  none: { en: 'No skills found.', zh: '没有找到技能。' },
  summary: { en: '{due} reminder(s) due across {skills} skill(s).', zh: '共 {skills} 个技能，{due} 项提醒到期。' },
  notice: {
    en: 'Nothing is run or edited: run the command named, or open the skill in the editor.',
    zh: '不会自动运行或修改任何内容：请运行提示中的命令，或在编辑器中打开该技能。',
  },
} satisfies Record<string, LocalisedText>);

export function renderDue(skills: readonly SkillReminders[], locale: Locale, shown: (dir: string) => string): string {
  if (!skills.length) return say(locale, 'none') + '\n';
  const lines: string[] = [];
  let due = 0;
  for (const s of skills) {
    lines.push(`${shown(s.dir)} (${s.name})`);
    for (const r of s.reminders) {
      if (!r.applicable) continue;
      const data = { task: pick(MODULE_TASK[r.module], locale), reason: pick(r.reason, locale) };
      if (r.due) due++;
      lines.push(say(locale, r.due ? 'due' : 'later', data));
    }
  }
  lines.push('', say(locale, 'summary', { due, skills: skills.length }), say(locale, 'notice'));
  return lines.join('\n') + '\n';
}
