/**
 * The seed's gap classification (seed v2 §二 缺口分类): six types, each with the
 * seed's own name (stored and printed in Chinese, as the seed writes it) and an English
 * name for English output. The ids are the stable contract (failures.jsonl, JSON).
 */
import type { LocalisedText } from '../../../rules/types.ts';
import { GAP_TYPES, type GapType } from '../../../formats/failures.ts';

export { GAP_TYPES, type GapType };

export const GAP_LABELS: Record<GapType, LocalisedText> = {
  'trigger-missed': { zh: '触发词遗漏', en: 'Trigger word missed' },
  'rule-missing': { zh: '规则缺失/模糊', en: 'Rule missing or vague' },
  'instruction-conflict': { zh: '指令冲突', en: 'Conflicting instructions' },
  'flow-broken': { zh: '流程漏洞', en: 'Broken flow' },
  'output-format': { zh: '输出格式不当', en: 'Wrong output format' },
  'version-drift': { zh: '版本兼容', en: 'Version drift' },
};

/** The seed's 判定特征 (what marks each type), for the model prompt and the docs. */
export const GAP_SIGNS: Record<GapType, LocalisedText> = {
  'trigger-missed': { zh: '用户输入含关键意图但技能未触发', en: 'the input carried the key intent but the skill did not trigger' },
  'rule-missing': { zh: '技能没有覆盖用户场景的指引', en: 'the skill has no (or only vague) guidance for the situation' },
  'instruction-conflict': { zh: '多条规则给出矛盾建议', en: 'two or more rules give contradicting advice' },
  'flow-broken': { zh: '技能规定的流程某环节不可行', en: 'a step of the skill’s flow cannot be carried out (or is missing)' },
  'output-format': { zh: '技能输出格式不符合预期', en: 'the output format the skill prescribes is not what was expected' },
  'version-drift': { zh: '依赖的外部工具版本已变更', en: 'an external tool the skill relies on has changed' },
};

/** The seed's name, which failures.jsonl keeps whatever the locale. */
export function gapLabel(type: GapType): string {
  return GAP_LABELS[type].zh;
}
