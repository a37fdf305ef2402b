/**
 * `metis/hardcoded-component` (iron rule #5, seed 003: "禁止硬编码非系统命令的其他组件 —
 * 使用 @[param:python_env]/python、@[skill:xxx] 等引用语法"): a command in skill.md that
 * runs an interpreter, package manager or runtime by name or by path (`python3 x.py`,
 * `/usr/bin/python3`, `.venv/bin/python`, `pip install`, `node`, `npx`, `uv` …) instead of
 * the system parameter. Looked for where commands are: at a command's start in shell or
 * untyped code blocks, inline code and `@[tool:shell](command="…")`, and in prose only
 * when a script or flag follows (`python scripts/x.py`, `python -m x`). The safe fix
 * writes Python the seed's way: `@[param:python_env]/python` (pip as
 * `@[param:python_env]/python -m pip`); other components have no system parameter
 * Luban knows, so they get no fix. Examples of what not to write ("❌") are left alone.
 */
import type { Rule } from '../../rules/types.ts';
import { rangeOf } from '../../skill/text.ts';
import { skillMdName } from '../skillops/shared.ts';
import { COMPONENT, atCommandPosition, isCommandSegment, segmentsOf } from './shared.ts';

const PYTHON_PARAM = '@[param:python_env]/python';
/** In prose a component name counts only when what follows is clearly its argument. */
const PROSE_ARGUMENT = /^\s+(?:-[mc]\b|@\[skfile:|\S+\.(?:py|js|mjs|ts|rb)\b|(?:\.\/)?scripts\/|install\b|run\b)/;

export const rule: Rule = {
  meta: {
    id: 'metis/hardcoded-component',
    module: 'Metis',
    dimension: 'dim6',
    defaultSeverity: 'warning',
    profiles: ['metis'],
    ironRule: 5,
    description: {
      en: 'Iron rule #5: commands name components through references (`@[param:python_env]/python`, `@[skill:…]`), not hard-coded.',
      zh: '铁律 #5：命令通过引用语法（`@[param:python_env]/python`、`@[skill:…]`）使用组件，禁止硬编码。',
    },
    fixable: 'safe',
    messages: {
      python: {
        en: '⛔ Iron rule #5: `{written}` hard-codes the Python interpreter; write `@[param:python_env]/python` so the platform supplies its environment.',
        zh: '⛔ 铁律 #5：`{written}` 硬编码了 Python 解释器；请写成 `@[param:python_env]/python`，由平台提供运行环境。',
      },
      pip: {
        en: "⛔ Iron rule #5: `{written}` hard-codes pip; write `@[param:python_env]/python -m pip` so packages go into the platform's environment.",
        zh: '⛔ 铁律 #5：`{written}` 硬编码了 pip；请写成 `@[param:python_env]/python -m pip`，让包装进平台的环境。',
      },
      other: {
        en: '⛔ Iron rule #5: `{written}` hard-codes a component that is not a system command; reach it through a system parameter (`@[param:…]`) or a skill (`@[skill:…]`).',
        zh: '⛔ 铁律 #5：`{written}` 硬编码了非系统命令的组件；请通过系统参数（`@[param:…]`）或技能引用（`@[skill:…]`）使用它。',
      },
    },
  },
  check(ctx) {
    const doc = ctx.doc;
    const info = doc.skillFile?.text;
    if (!info) return;
    const file = skillMdName(doc);
    for (const s of segmentsOf(doc)) {
      if (s.counterExample) continue;
      const command = isCommandSegment(s);
      if (!command && s.kind !== 'prose') continue;
      for (const m of s.text.matchAll(COMPONENT)) {
        const written = m[0];
        const name = m[1];
        if (command ? !atCommandPosition(s.text, m.index) : !PROSE_ARGUMENT.test(s.text.slice(m.index + written.length))) continue;
        const start = s.offset + m.index;
        const range = rangeOf(info, start, start + written.length);
        const isPython = /^python/.test(name);
        const isPip = /^pip[23]?$/.test(name);
        const newText = isPython ? PYTHON_PARAM : isPip ? `${PYTHON_PARAM} -m pip` : undefined;
        ctx.report({
          messageId: isPython ? 'python' : isPip ? 'pip' : 'other',
          data: { written },
          file,
          range,
          facts: { component: name },
          fix: newText ? { safe: true, title: { en: `Write \`${newText}\``, zh: `改写为 \`${newText}\`` }, edits: [{ file, range, newText }] } : undefined,
        });
      }
    }
  },
};
