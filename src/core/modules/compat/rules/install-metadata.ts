/**
 * `compat/install-metadata` (docs/features.md H10): `metadata.github-*` keys, which `gh skill
 * install` writes into an installed copy. Committed back into the source, they make
 * `gh skill publish` fail ("contains install metadata that must be stripped … (use
 * --fix)", cli/cli pkg/cmd/skills/publish/publish.go) and tie the skill to one install.
 */
import type { Rule } from '../../../rules/types.ts';
import { skillFacts } from '../facts.ts';

export const rule: Rule = {
  meta: {
    id: 'compat/install-metadata',
    module: 'Profile',
    dimension: 'dim1',
    defaultSeverity: 'warning',
    description: { en: 'No `metadata.github-*` install keys in a skill meant to be published.', zh: '要发布的技能不含 `metadata.github-*` 安装元数据。' },
    fixable: false,
    messages: {
      install: {
        en: '`metadata` holds install metadata ({keys}) written by `gh skill install`; `gh skill publish` refuses the skill until it is stripped. Remove these keys (or run `gh skill publish --fix`).',
        zh: '`metadata` 中有 `gh skill install` 写入的安装元数据（{keys}）；去掉之前 `gh skill publish` 拒绝发布。请删除这些键（或运行 `gh skill publish --fix`）。',
      },
    },
  },
  check(ctx) {
    const f = skillFacts(ctx.doc);
    if (!f.installMetadataKeys.length) return;
    const where = ctx.doc.frontmatter?.keyRanges.get('metadata');
    ctx.report({
      messageId: 'install',
      file: f.file,
      range: where?.key ?? f.rangeOf('metadata'),
      data: { keys: f.installMetadataKeys.map((k) => `\`${k}\``).join(', ') },
      facts: { runtime: 'gh-skill', keys: f.installMetadataKeys.join(',') },
    });
  },
};
