/** What the language server says to people (action titles, hover labels, log lines), in English and 简体中文. */
import { localTable } from '../core/api/base.ts';
import type { LocalisedText } from '../core/api/rules.ts';

const M = {
  createFile: { en: 'Create file {file}', zh: '创建文件 {file}' },
  suppressFile: { en: 'Suppress {rule} in this file', zh: '在本文件中屏蔽 {rule}' },
  suppressBlock: { en: 'Suppress {rule} in this block', zh: '在本块中屏蔽 {rule}' },
  suppressLine: { en: 'Suppress {rule} on this line', zh: '在本行屏蔽 {rule}' },
  hardenAll: {
    en: 'Harden all {n} soft words in this file (changes what the skill demands)',
    zh: '强化本文件中全部 {n} 个软性措辞（会改变技能的要求）',
  },
  fixAllMixed: {
    en: 'Fix all {n} Luban problems in this file ({safe} safe, {hard} soft words hardened)',
    zh: '修复本文件中全部 {n} 个 Luban 问题（安全修复 {safe} 个，强化软性措辞 {hard} 个）',
  },
  fixAllSafe: { en: 'Fix all safe Luban problems in this file ({n})', zh: '修复本文件中所有可安全修复的 Luban 问题（{n} 个）' },
  configError: {
    en: 'Luban cannot use this config file, so rules run with their defaults: {message}',
    zh: 'Luban 无法使用此配置文件，规则按默认设置运行：{message}',
  },
  openPage: { en: 'Rule page on the web', zh: '规则的网页' },
  noPage: { en: 'No packaged page for {rule}; written from the rule’s metadata.', zh: '{rule} 没有随包的页面；以下内容取自规则的元数据。' },
  scanFailed: { en: 'Luban: scanning {dir} failed: {error}', zh: 'Luban：扫描 {dir} 失败：{error}' },
  started: { en: 'Luban language server {version} ready (debounce {ms} ms)', zh: 'Luban 语言服务器 {version} 已就绪（防抖 {ms} 毫秒）' },
} satisfies Record<string, LocalisedText>;

export type LspMessage = keyof typeof M;
export const say = localTable(M);
