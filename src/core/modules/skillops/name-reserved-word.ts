/**
 * `skillops/name-reserved-word` (claude-code profile): Anthropic's skill upload
 * rejects names containing "claude" or "anthropic" (corpus: anthropics claude-api,
 * getsentry claude-settings-audit, op7418 claude-to-im). Information only: Claude
 * Code itself loads such skills from disk.
 */
import type { Rule } from '../../rules/types.ts';
import { keyRange, skillMdName } from './shared.ts';
import { frontmatterData } from '../../skill/yaml-scalars.ts';

const RESERVED = /claude|anthropic/i;

export const rule: Rule = {
  meta: {
    id: 'skillops/name-reserved-word',
    module: 'SkillOps',
    dimension: 'dim1',
    defaultSeverity: 'info',
    profiles: ['claude-code'],
    description: { en: '`name` avoids the reserved words "claude" and "anthropic".', zh: '`name` 不含保留词 “claude” 和 “anthropic”。' },
    fixable: false,
    messages: {
      reserved: {
        en: '`name` "{name}" contains the reserved word "{word}"; Anthropic\'s API and claude.ai reject such skills on upload (Claude Code loads them from disk).',
        zh: '`name` “{name}” 含保留词“{word}”；Anthropic API 和 claude.ai 上传时会拒绝（Claude Code 从磁盘加载不受影响）。',
      },
    },
  },
  check(ctx) {
    const { data } = frontmatterData(ctx.doc);
    if (!data || typeof data.name !== 'string') return;
    const m = RESERVED.exec(data.name);
    if (!m) return;
    ctx.report({ messageId: 'reserved', data: { name: data.name, word: m[0].toLowerCase() }, file: skillMdName(ctx.doc), range: keyRange(ctx.doc, 'name') });
  },
};
