/**
 * `skillops/unreadable-file`: a file of the skill could not be read as text (too
 * large, not UTF-8, a symlink loop, or an I/O error). Its references and contents
 * were not checked, and an agent will likely fail to read it too. Binary files are
 * expected (images, fonts) and not reported — except SKILL.md itself. An unreadable
 * SKILL.md is an error: no runtime loads the skill (compat/checks.ts says so per runtime).
 */
import type { Rule } from '../../rules/types.ts';
import { problemsOf } from './shared.ts';

const REASONS: Record<string, { en: string; zh: string }> = {
  'too-large': { en: 'it is too large', zh: '文件过大' },
  'not-utf8': { en: 'it is not valid UTF-8', zh: '不是有效的 UTF-8 编码' },
  'symlink-loop': { en: 'it is a symbolic link that loops back into the skill', zh: '它是指回技能目录自身的循环符号链接' },
  unreadable: { en: 'it could not be read', zh: '无法读取' },
  'outside-skill': { en: 'it points outside the skill folder', zh: '它指向技能目录之外' },
  binary: { en: 'it is a binary file, not text', zh: '它是二进制文件，不是文本' },
};

const ADVICE: Record<string, { en: string; zh: string }> = {
  'too-large': { en: 'Split it into smaller files or move it out of the skill.', zh: '请拆分为更小的文件，或移出技能目录。' },
  'not-utf8': { en: 'Re-save it as UTF-8.', zh: '请以 UTF-8 重新保存。' },
  'symlink-loop': { en: 'Replace the link with the files it should point to.', zh: '请用实际文件替换该链接。' },
  unreadable: { en: 'Check that the file exists and is readable.', zh: '请确认文件存在且可读。' },
  'outside-skill': { en: 'Copy the file into the skill folder.', zh: '请把文件复制到技能目录内。' },
  binary: { en: 'SKILL.md must be UTF-8 Markdown: restore it from git or a backup.', zh: 'SKILL.md 必须是 UTF-8 Markdown：请从 git 或备份中恢复。' },
};

export const rule: Rule = {
  meta: {
    id: 'skillops/unreadable-file',
    module: 'SkillOps',
    dimension: 'dim1',
    defaultSeverity: 'warning',
    description: { en: 'Every text file of the skill can be read.', zh: '技能中的每个文本文件都必须可读。' },
    fixable: false,
    messages: {
      unreadable: {
        en: '{file} was not checked: {reason} ({detail}). {advice}',
        zh: '{file} 未被检查：{reason}（{detail}）。{advice}',
      },
    },
  },
  check(ctx) {
    const zh = ctx.locale === 'zh-CN';
    const skillFile = ctx.doc.skillFileName;
    const problems = [...problemsOf(ctx.doc, 'unreadable-file')];
    // A binary SKILL.md is no expected binary: it is the skill, and no runtime loads it.
    const sf = ctx.doc.skillFile;
    if (sf?.unreadable === 'binary' && skillFile)
      problems.push({
        kind: 'unreadable-file',
        file: skillFile,
        range: { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } },
        detail: `binary: ${sf.unreadableDetail ?? 'not text'}`,
      });
    for (const p of problems) {
      const colon = p.detail.indexOf(':');
      const kind = colon > 0 ? p.detail.slice(0, colon) : p.detail;
      const detail = colon > 0 ? p.detail.slice(colon + 1).trim() : p.detail;
      const reason = REASONS[kind] ?? REASONS.unreadable;
      const advice = ADVICE[kind] ?? ADVICE.unreadable;
      ctx.report({
        messageId: 'unreadable',
        data: { file: p.file, reason: zh ? reason.zh : reason.en, detail, advice: zh ? advice.zh : advice.en },
        file: p.file,
        range: p.range,
        facts: { reason: kind },
        // The skill's own SKILL.md unreadable: the skill is loaded nowhere — an error (exit 1).
        ...(p.file === skillFile ? { severity: 'error' as const } : {}),
      });
    }
  },
};
