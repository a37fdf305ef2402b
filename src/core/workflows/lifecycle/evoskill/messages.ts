/**
 * EvoSkill's words for people, English and 简体中文. The proposal block itself follows
 * the seed's 「🔧 EvoSkill 修复建议」 format (format.ts); these are its labels and the
 * lines around it, shared by the CLI and the editor.
 */
import { localTable } from '../../../base/l10n/index.ts';
import type { LocalisedText } from '../../../rules/types.ts';

export const EVOSKILL_MESSAGES = {
  title: { en: '## 🔧 EvoSkill fix proposal', zh: '## 🔧 EvoSkill 修复建议' },
  target: { en: '**Target skill**: {v}', zh: '**目标技能**：{v}' },
  gapType: { en: '**Gap type**: {v}', zh: '**缺口类型**：{v}' },
  location: { en: '**Location**: {v}', zh: '**定位**：{v}' },
  current: { en: '**Current**: {v}', zh: '**当前**：{v}' },
  proposed: { en: '**Proposed**: {v}', zh: '**建议**：{v}' },
  reason: { en: '**Reason**: {v}', zh: '**理由**：{v}' },
  currentBlock: { en: '**Current**:', zh: '**当前**：' },
  proposedBlock: { en: '**Proposed**:', zh: '**建议**：' },
  statusPending: { en: '[Pending confirmation]', zh: '[待确认]' },
  statusApplied: { en: '[Applied]', zh: '[已应用]' },
  statusDiscarded: { en: '[Discarded]', zh: '[已放弃]' },
  statusNotProposed: { en: '[No patch]', zh: '[未生成补丁]' },
  unclassified: { en: 'not classified', zh: '未能判定' },
  unlocated: { en: 'not located', zh: '未能定位' },
  noPatch: { en: '(none: {why})', zh: '（无：{why}）' },
  whyNoModel: {
    en: 'the static evidence does not say what to write and no model is configured — not run; pass --provider and --model to ask one',
    zh: '静态证据不足以写出补丁，且未配置模型——未运行；可加 --provider 和 --model 让模型给出',
  },
  whyDeclined: { en: 'the model step was declined — not run', zh: '已拒绝模型调用——未运行' },
  whyFailed: { en: 'the model gave no usable answer ({detail})', zh: '模型没有给出可用的回答（{detail}）' },
  noReason: { en: 'no static evidence matched this failure', zh: '没有静态证据与这次失败对应' },
  evidenceStatic: { en: 'Evidence (read, static): {v}', zh: '依据（静态读取）：{v}' },
  evidenceModel: { en: 'Evidence: the patch was written by the model ({model}); static hint: {v}', zh: '依据：补丁由模型（{model}）给出；静态线索：{v}' },
  evidenceModelOnly: {
    en: 'Evidence: the patch was written by the model ({model}); no static evidence matched',
    zh: '依据：补丁由模型（{model}）给出；没有匹配的静态证据',
  },
  recorded: { en: 'Recorded as {id} in {file} (line {line}).', zh: '已记录为 {id}，写入 {file}（第 {line} 行）。' },
  repeated: {
    en: 'This rule has now been reported {n} times: HASP hardening suggests level {level} (luban harden).',
    zh: '这条规则已被报告 {n} 次：HASP 建议硬化到层级 {level}（luban harden）。',
  },
  repeatedOnce: { en: 'This rule has now been reported {n} times.', zh: '这条规则已被报告 {n} 次。' },
  transcriptRead: {
    en: 'Transcript: {file} ({format}); the skill was {loaded}.',
    zh: '会话记录：{file}（{format}）；技能{loaded}。',
  },
  loadedYes: { en: 'loaded', zh: '已被加载' },
  loadedNo: { en: 'not loaded', zh: '未被加载' },
  transcriptLines: { en: 'Transcript lines not read (not JSON): {lines}', zh: '会话记录中未能读取的行（不是 JSON）：{lines}' },
  backup: { en: 'Applied to {file}; the previous version is in {backup}.', zh: '已应用到 {file}；原版本保存在 {backup}。' },
  diffTitle: { en: 'EvoSkill: {file} (current ↔ proposed)', zh: 'EvoSkill：{file}（当前 ↔ 建议）' },
} satisfies Record<string, LocalisedText>;

export type EvoSkillMessage = keyof typeof EVOSKILL_MESSAGES;

export const sayEvo = localTable(EVOSKILL_MESSAGES);
