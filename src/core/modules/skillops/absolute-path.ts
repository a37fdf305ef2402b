/**
 * `skillops/absolute-path` (dim6): a link to an absolute path (`/docs/x.md`,
 * `file:///…`, `C:\…`) or a bare path into someone's home folder
 * (`/Users/alice/…`, `/home/bob/…`). It works on one machine only (corpus:
 * huashu-design's `/Users/alchain/Documents/…`). Information. In the metis profile,
 * whose iron rule #4 forbids absolute paths, `metis/absolute-path` reports the same
 * mentions (and more) as a warning instead.
 */
import type { Rule } from '../../rules/types.ts';
import { collectReferences } from './references.ts';

export const rule: Rule = {
  meta: {
    id: 'skillops/absolute-path',
    module: 'SkillOps',
    dimension: 'dim6',
    defaultSeverity: 'info',
    description: { en: 'Links and paths are relative to the skill folder, not absolute.', zh: '链接和路径相对于技能目录，而不是绝对路径。' },
    fixable: false,
    // metis/absolute-path (iron rule #4) stands in for this rule in the metis profile.
    profiles: ['agentskills', 'claude-code', 'skilltree'],
    messages: {
      absolute: {
        en: '`{written}` is an absolute path that exists on one machine at most. Put the file in the skill and use a path relative to the skill folder.',
        zh: '`{written}` 是绝对路径，最多只在一台机器上存在。请把文件放进技能，并使用相对技能目录的路径。',
      },
    },
  },
  check(ctx) {
    for (const m of collectReferences(ctx.doc)) {
      if (m.resolution !== 'absolute') continue;
      ctx.report({ messageId: 'absolute', data: { written: m.written }, file: m.file, range: m.range, facts: { target: m.target } });
    }
  },
};
