/**
 * The level-2 `hard_rules` entry for a rule (seed v2 §六 层级 2): `should_activate` is
 * the condition a runtime can check, `intervene` what it does when the condition holds.
 * Written in the rule's own language (Chinese when the rule is). Only the kinds the
 * applicability table allows get here (file size, required sections, output format).
 *
 * A size rule with a number gets the seed's exact shape ("SKILL.md 文件大小 > 30KB",
 * block_and_restructure); the others name the rule itself as the condition, because
 * turning arbitrary prose into a predicate needs a person (or a model) — the entry is
 * shown at the CHECKPOINT before anything is written.
 */
import type { RuleKind } from '../../../modules/hasp/hardening.ts';

const CJK = /[\u3400-\u9fff]/;
const LIMIT = /(\d+(?:\.\d+)?)\s*(kb|mb|k\b|字符|个字符|字|行|lines?\b|characters?\b|chars?\b|words?\b|tokens?\b|bytes?\b)/iu;
const FILE = /\b[\w./-]+\.(?:md|markdown|json|ya?ml|txt|csv|tsv)\b/i;

export interface DerivedHardRule {
  shouldActivate: string;
  intervene: { type: string; action: string };
}

function quoteRule(rule: string, zh: boolean): string {
  const r = rule.trim().replace(/^\s*(?:[-*+]|\d+[.)、])\s+/u, '');
  return zh ? `「${r}」` : `"${r}"`;
}

export function deriveHardRule(kind: RuleKind, ruleText: string): DerivedHardRule {
  const zh = CJK.test(ruleText);
  const q = quoteRule(ruleText, zh);
  if (kind === 'file-size') {
    const limit = LIMIT.exec(ruleText);
    const target = FILE.exec(ruleText)?.[0] ?? (zh ? '输出' : 'the output');
    const unit = limit ? limit[2].toUpperCase().replace(/^K$/, 'KB') : '';
    const activate = limit
      ? zh
        ? `${target} ${/行|lines?/i.test(unit) ? '行数' : /字|char/i.test(unit) ? '字数' : '文件大小'} > ${limit[1]}${unit}`
        : `${target} ${/lines?/i.test(unit) ? 'line count' : /char|word|token/i.test(unit) ? 'length' : 'file size'} > ${limit[1]} ${unit}`
      : zh
        ? `超出规则 ${q} 的大小限制`
        : `the size limit of ${q} is exceeded`;
    return {
      shouldActivate: activate,
      intervene: {
        type: 'block_and_restructure',
        action: zh
          ? `禁止继续追加内容；按规则 ${q} 将超出部分拆分到 references/ 并只保留导航链接`
          : `stop adding content; split what exceeds the limit of ${q} into references/ and keep only a link`,
      },
    };
  }
  if (kind === 'required-sections') {
    return {
      shouldActivate: zh ? `输出缺少规则 ${q} 要求的章节或字段` : `the output lacks a section or field required by ${q}`,
      intervene: {
        type: 'block_and_complete',
        action: zh ? `补齐缺少的章节/字段后再交付；未补齐前不得结束任务` : 'add the missing sections or fields before delivering; never finish without them',
      },
    };
  }
  return {
    shouldActivate: zh ? `输出不符合规则 ${q} 的格式约束` : `the output does not follow the format required by ${q}`,
    intervene: {
      type: 'validate_and_correct',
      action: zh
        ? `交付前按规则 ${q} 校验输出格式；不符合时改正后重新校验`
        : `check the output against ${q} before delivering; correct it and check again when it fails`,
    },
  };
}
