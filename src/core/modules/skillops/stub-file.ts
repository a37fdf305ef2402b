/**
 * `skillops/stub-file` (dim6, issue 33 item 5): a file of the skill still holds the stub
 * Luban's "Create file …" fix wrote for a missing script or reference (stub.ts). Creating
 * the stub clears `skillops/broken-reference`, but the file is not written yet: a
 * script stub exits 1, a reference stub says TODO. Until its stub line is gone the file
 * counts as missing in the SkillOps sub-score, so a score never rises for an empty file.
 */
import type { Rule } from '../../rules/types.ts';
import { rangeAt } from '../../rules/util.ts';
import { STUB_MARKER } from './stub.ts';

export const rule: Rule = {
  meta: {
    id: 'skillops/stub-file',
    module: 'SkillOps',
    dimension: 'dim6',
    defaultSeverity: 'error',
    description: {
      en: 'A file Luban created as a stub is written before the skill ships.',
      zh: 'Luban 创建的占位文件在技能发布前已写好内容。',
    },
    fixable: false,
    messages: {
      stub: {
        en: '{file} is a stub Luban created: it is not written yet ({kind}). Write it, then delete this TODO line.',
        zh: '{file} 是 Luban 创建的占位文件，尚未编写（{kind}）。请写好内容，再删除这行 TODO。',
      },
    },
  },
  check(ctx) {
    const zh = ctx.locale === 'zh-CN';
    for (const f of ctx.doc.files) {
      const info = f.text;
      if (!info || !(f.path.startsWith('scripts/') || f.path.startsWith('references/'))) continue;
      const m = STUB_MARKER.exec(info.text);
      if (!m) continue;
      const script = f.path.startsWith('scripts/');
      const kind = script ? (zh ? '运行时以退出码 1 失败' : 'running it fails with exit 1') : zh ? '只有一行 TODO' : 'it holds only a TODO';
      ctx.report({
        messageId: 'stub',
        data: { file: f.path, kind },
        file: f.path,
        range: rangeAt(info, m.index, m.index + m[0].length),
        facts: { target: f.path },
      });
    }
  },
};
