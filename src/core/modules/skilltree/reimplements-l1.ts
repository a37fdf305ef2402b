/**
 * `skilltree/reimplements-l1` (docs/features.md F5, seed 002 「依赖声明规则」 3: 相同功能必须复用已有 L1，
 * 不能重新实现): a skill whose name and description say the same thing as an existing L1
 * skill (the workspace's or the prebuilt catalogue's) that it does not depend on. Static:
 * the TF-IDF cosine of core/collisions over name words and description, English words and
 * Chinese bigrams, across this skill and every L1 it could reuse.
 *
 * Threshold 0.45, set on the rule's tests against the catalogue: a new `l1-page-fetch` ("fetch a
 * web page with curl and convert its HTML to Markdown") scores 0.76 against
 * `l1-web-fetch` and an `l1-json-store` 0.64 against `l1-kv-store`; an unrelated `l1-csv-chart`
 * scores 0.13 at most, a translator 0.15 against `l1-text-transform`, and an L3 scenario
 * that names several L1 jobs (search, fetch, push) 0.16.
 */
import path from 'node:path';
import type { Rule } from '../../rules/types.ts';
import { cosine, sharedTerms, tfidfVectors } from '../collisions/similarity.ts';
import { treeSkillOf, type TreeSkill } from '../../skill/tree/workspace.ts';
import { viewOf } from './shared.ts';

export const REIMPLEMENTS_THRESHOLD = 0.45;

export const rule: Rule = {
  meta: {
    id: 'skilltree/reimplements-l1',
    module: 'Profile',
    dimension: 'dim1',
    defaultSeverity: 'warning',
    profiles: ['skilltree'],
    description: { en: 'A skill reuses an existing L1 skill instead of re-implementing it.', zh: '复用已有的 L1 技能，而不是重新实现。' },
    fixable: false,
    messages: {
      reimplements: {
        en: 'This skill reads like a re-implementation of the L1 skill `{other}` ({score}% alike; shared words: {shared}). The same capability must reuse the existing L1: depend on `{other}` instead of doing its work again.',
        zh: '此技能看起来是在重新实现 L1 技能 `{other}`（相似度 {score}%；共同词：{shared}）。相同功能必须复用已有 L1：请依赖 `{other}`，而不是再做一遍。',
      },
    },
  },
  check(ctx) {
    const self = treeSkillOf(ctx.doc);
    if (!self?.description) return;
    const view = viewOf(ctx);
    const selfDir = self.dir;
    const others = [...view.skills.values()].filter(
      (s) =>
        s.layer === 1 &&
        s.name !== self.name &&
        !self.dependencies.includes(s.name) &&
        (!s.dir || !selfDir || path.resolve(s.dir) !== selfDir) &&
        s.description,
    );
    if (!others.length) return;
    const vectors = tfidfVectors([textOf(self), ...others.map(textOf)]);
    let best: { other: TreeSkill; score: number; shared: string[] } | undefined;
    others.forEach((other, i) => {
      const score = cosine(vectors[0], vectors[i + 1]);
      if (score >= REIMPLEMENTS_THRESHOLD && (!best || score > best.score)) best = { other, score, shared: sharedTerms(vectors[0], vectors[i + 1]) };
    });
    if (!best) return;
    const r = ctx.doc.frontmatter?.keyRanges.get('description');
    const range = r?.value ?? r?.key ?? { start: { line: 1, column: 1 }, end: { line: 1, column: 4 } };
    ctx.report({
      messageId: 'reimplements',
      range,
      data: { other: best.other.name, score: Math.round(best.score * 100), shared: best.shared.join(', ') || '—' },
      facts: { other: best.other.name, score: Math.round(best.score * 1000) / 1000 },
    });
  },
};

/** What is compared: the name without its layer prefix, as words, and the description. */
function textOf(s: TreeSkill): string {
  return `${s.name.replace(/^l[123]-/, '').replace(/[-_]+/g, ' ')}\n${s.description}`;
}
