/**
 * The operation anti-pattern blacklist (seed v3 luban 操作反例黑名单, 8 items), checked
 * before every proposal. Items that can be seen in a proposal are checked here (#3
 * padding for points, #5 several dimensions in one round); the others are properties
 * of the loop itself and are enforced where they happen:
 *
 * | # | anti-pattern                      | where it is enforced                                   |
 * |---|-----------------------------------|--------------------------------------------------------|
 * | 1 | same context edits and judges     | judges always get fresh contexts; `judgeContext: same-as-editor` is redline 1 |
 * | 2 | `git reset --hard` as rollback    | core/git never runs it; reverts are `git checkout <pre-edit> -- SKILL.md` |
 * | 3 | padding to gain points            | here (duplicated lines) + plateau stop (2 rounds Δ < 2) |
 * | 4 | scoring without test prompts      | Phase 0.5 runs before any judged score                 |
 * | 5 | several dimensions in one round   | here (declared dimension) + the static single-dimension check after the edit |
 * | 6 | dry_run ratio > 30%               | the judge forces a full_test; all-dry_run rows are invalid (redline 3) |
 * | 7 | skipping an exception silently    | every exception is a notice event                      |
 * | 8 | ignoring correlated dimensions    | the strategy ranks dim2/3/4 together by weakness depth  |
 */
import type { LocalisedText } from '../../rules/types.ts';
import { say } from './messages.ts';

export const BLACKLIST: Array<{ n: number; pattern: LocalisedText; instead: LocalisedText }> = [
  {
    n: 1,
    pattern: { en: 'editing and judging in the same context', zh: '同 context 自评自改' },
    instead: { en: 'judge in an independent context', zh: '必须 spawn 独立子 agent 评分' },
  },
  {
    n: 2,
    pattern: { en: 'git reset --hard as rollback', zh: 'git reset --hard 当回滚' },
    instead: { en: 'git checkout keeps the audit trail', zh: '用 git checkout 保留追溯链' },
  },
  {
    n: 3,
    pattern: { en: 'adding redundancy to gain points', zh: '为凑分增冗余' },
    instead: { en: 'stop at the plateau (2 rounds Δ < 2)', zh: '触顶信号（连续 2 轮 Δ<2）→ break' },
  },
  {
    n: 4,
    pattern: { en: 'scoring without test prompts', zh: '跳过 test-prompts 直接评分' },
    instead: { en: 'Phase 0.5 designs 2–3 prompts first', zh: 'Phase 0.5 强制设计 2-3 prompts' },
  },
  { n: 5, pattern: { en: 'changing several dimensions in one round', zh: '轮内改多个维度' }, instead: { en: 'one dimension per round', zh: '每轮 1 个维度' } },
  {
    n: 6,
    pattern: { en: 'dry_run ratio above 30%', zh: 'dry_run 比例 > 30%' },
    instead: { en: 'force at least one full_test', zh: '强制至少 1 个 full_test' },
  },
  { n: 7, pattern: { en: 'skipping an exception silently', zh: '静默跳过异常' }, instead: { en: 'tell the person first', zh: '异常表 fallback 必须先告知' } },
  {
    n: 8,
    pattern: { en: 'optimising one dimension ignoring its cluster', zh: '忽视维度相关性单独优化' },
    instead: { en: 'look at the dim2/3/4 cluster first', zh: '看相关簇短板再决定' },
  },
];

export interface BlacklistHit {
  n: number;
  detail: LocalisedText;
}

/** Lines of `after` (≥ 12 characters, trimmed) that now appear more often than in `before`, duplicating text already there. */
function duplicatedLines(before: string, after: string): string[] {
  const count = (t: string) => {
    const m = new Map<string, number>();
    for (const l of t.split('\n')) {
      const k = l.trim().replace(/^([-*+]|\d+[.)])\s+/, '');
      if (k.length >= 12) m.set(k, (m.get(k) ?? 0) + 1);
    }
    return m;
  };
  const a = count(before);
  const out: string[] = [];
  for (const [k, n] of count(after)) if (n > 1 && n > (a.get(k) ?? 0) && (a.get(k) ?? 0) >= 1) out.push(k);
  return out;
}

export function checkProposal(input: { target: string; declared: string; before: string; after: string }): BlacklistHit[] {
  const hits: BlacklistHit[] = [];
  const dup = duplicatedLines(input.before, input.after);
  if (dup.length) {
    hits.push({ n: 3, detail: say('blacklist.duplicate', { text: dup[0].slice(0, 60) }) });
  }
  if (input.declared && input.declared !== input.target) {
    hits.push({ n: 5, detail: say('blacklist.otherDim', { declared: input.declared, target: input.target }) });
  }
  return hits;
}
