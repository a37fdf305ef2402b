/**
 * The collisions section of the skill report: each other skill this one collides
 * with, its score, and both descriptions side by side, so a person sees at once why an
 * agent cannot tell them apart.
 */
import { localTable, type Locale } from '../../base/l10n/index.ts';
import type { Collision, DescribedSkill } from './collisions.ts';

const say = localTable({
  title: { en: 'Collisions with other skills', zh: '与其他技能的冲突' },
  intro: {
    en: 'Descriptions so close that an agent choosing by description cannot tell which skill to load (TF-IDF similarity over description words; no model).',
    zh: '描述过于相近，按描述选择的 agent 分不清该加载哪个技能（基于描述词的 TF-IDF 相似度，不调用模型）。',
  },
  row: { en: '`{other}` — {score}% alike · shared words: {shared}', zh: '`{other}`——相似度 {score}% · 共同词：{shared}' },
  thisSkill: { en: 'This skill', zh: '本技能' },
});

function cell(s: string): string {
  return s.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/</g, '&lt;').replace(/\r?\n/g, ' ');
}

/** Markdown lines for the collisions of `self` (none when it has none). */
export function collisionsMarkdown(self: DescribedSkill, collisions: readonly Collision[], locale: Locale): string[] {
  const mine = collisions.filter((c) => c.a.dir === self.dir || c.b.dir === self.dir);
  if (!mine.length) return [];
  const lines = [`## ${say(locale, 'title')}`, '', say(locale, 'intro'), ''];
  for (const c of mine) {
    const other = c.a.dir === self.dir ? c.b : c.a;
    lines.push(`### ${say(locale, 'row', { other: cell(other.name), score: Math.round(c.score * 100), shared: c.shared.join(', ') || '—' })}`, '');
    lines.push(`| ${say(locale, 'thisSkill')} (\`${cell(self.name)}\`) | \`${cell(other.name)}\` (\`${cell(other.dir)}\`) |`, '|---|---|');
    lines.push(`| ${cell(self.text)} | ${cell(other.text)} |`, '');
  }
  return lines;
}
