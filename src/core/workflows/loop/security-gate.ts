/**
 * The optimiser's side of the security gate (docs/features.md B5a): a skill with an open Sentinel
 * error is "do not install", whatever its score, and is not edited until a person has
 * looked. This module words the one CHECKPOINT per such skill (every error: rule,
 * file:line, message) and the notices around it; the optimiser only asks and records.
 * The CHECKPOINT's default — what `--yes` and an empty answer pick — leaves the skill
 * unedited, so an unattended run never edits a flagged skill.
 */
import { findingWhere, ruleList } from '../../engine/security.ts';
import type { Finding, LocalisedText } from '../../rules/types.ts';
import { securityVerdict } from '../../modules/sentinel/verdict.ts';
import type { Checkpoint } from './types.ts';
import { say } from './messages.ts';

const L = (en: string, zh: string): LocalisedText => ({ en, zh });
/** Errors listed in the CHECKPOINT itself; the rest are counted. */
const SHOWN = 20;

export interface SecurityGate {
  checkpoint: Omit<Checkpoint, 'phase'>;
  /** Told before the question. */
  opened: LocalisedText;
  /** Told when a person answered "reviewed". */
  reviewed: LocalisedText;
  /** Told when the skill is left unedited. */
  blocked: LocalisedText;
  /** The outcome's note when it is left unedited (both languages, one line). */
  note: string;
}

/** The gate for one skill, or undefined when it has no open Sentinel error. */
export function securityGate(name: string, dir: string, findings: readonly Finding[]): SecurityGate | undefined {
  const v = securityVerdict(findings);
  if (v.level !== 'block') return undefined;
  const n = v.errors.length;
  const shown = v.errors.slice(0, SHOWN).map((f) => `  ${f.ruleId}${f.category ? ` [${f.category}]` : ''} ${findingWhere(f)} — ${f.message}`);
  const more = n - shown.length;
  const listEn = shown.join('\n') + (more > 0 ? `\n  … and ${more} more (luban scan ${dir})` : '');
  const listZh = shown.join('\n') + (more > 0 ? `\n  …… 另有 ${more} 条（luban scan ${dir}）` : '');
  const rules = ruleList(v.errors).shown.join(', ');
  return {
    opened: L(
      `${name}: ⛔ security: do not install — ${n} open Sentinel error(s): ${rules}. Luban will not edit it until a person has reviewed them.`,
      `${name}：⛔ 安全：请勿安装 —— ${n} 个未处理的 Sentinel 错误：${rules}。在有人审查之前，Luban 不会编辑它。`,
    ),
    checkpoint: {
      id: `security:${name}`,
      kind: 'security',
      level: 'checkpoint',
      skill: name,
      title: L(`⛔ ${name}: Sentinel errors — do not install`, `⛔ ${name}：Sentinel 错误——请勿安装`),
      body: L(
        `${name} has ${n} open Sentinel error(s): whatever its score, this skill should not be installed as it is.\n${listEn}\nLuban has not run any of it. Nothing in this skill will be edited until a person has reviewed these findings: continue only if you have read them and trust the skill.`,
        `${name} 有 ${n} 个未处理的 Sentinel 错误：无论得分多少，此技能按现状都不应安装。\n${listZh}\nLuban 没有执行其中任何内容。在有人审查这些发现之前，不会编辑此技能：只有在你已阅读并信任它时才继续。`,
      ),
      choices: [
        { id: 'skip', label: L('do not edit this skill', '不编辑此技能') },
        { id: 'reviewed', label: L('I have reviewed the findings — continue', '我已审查这些发现——继续') },
        { id: 'stop', label: L('stop the run', '停止运行'), hint: say('choice.stopHere.hint') },
      ],
      defaultChoice: 'skip',
    },
    reviewed: L(`${name}: the Sentinel errors were reviewed by a person; optimising it.`, `${name}：Sentinel 错误已由人工审查；继续优化。`),
    blocked: L(
      `${name}: not edited (security CHECKPOINT). Review the findings, then run again and answer "I have reviewed the findings".`,
      `${name}：未编辑（安全 CHECKPOINT）。请先审查这些发现，再重新运行并选择“我已审查这些发现”。`,
    ),
    note: `security: ${n} open Sentinel error(s) (${rules}) — not edited until a person has reviewed them / 安全：${n} 个未处理的 Sentinel 错误（${rules}）——人工审查前不编辑`,
  };
}
