/**
 * `metis/python-via-shell` (iron rule #6, seed 003: "Python 代码必须通过 py_exec 执行 — 所有
 * Python 执行使用 py_exec 工具，禁止通过 shell 工具执行 python/python3 命令"): skill.md
 * runs Python through the shell — a `@[tool:shell](…)` call whose command starts
 * Python, a Python command in a shell code block (`bash`, `sh`, `console` …), or a line
 * that names `@[tool:shell]` and a Python command. The declared interpreter
 * (`@[param:python_env]/python`) through the shell is still the shell. No fix: the
 * `py_exec` call that replaces it needs the code, not the command line.
 */
import type { Rule } from '../../rules/types.ts';
import { rangeOf } from '../../skill/text.ts';
import { skillMdName } from '../skillops/shared.ts';
import { PYTHON_COMMAND, atCommandPosition, segmentsOf } from './shared.ts';

const SHELL_CALL = '@[tool:shell]';

export const rule: Rule = {
  meta: {
    id: 'metis/python-via-shell',
    module: 'Metis',
    dimension: 'dim10',
    defaultSeverity: 'warning',
    profiles: ['metis'],
    ironRule: 6,
    description: {
      en: 'Iron rule #6: Python runs through the `py_exec` tool, never through the shell tool.',
      zh: '铁律 #6：Python 代码必须通过 py_exec 执行，禁止通过 shell 工具执行。',
    },
    fixable: false,
    messages: {
      shellCall: {
        en: '⛔ Iron rule #6: this `@[tool:shell]` call runs Python (`{written}`); run Python code with the `py_exec` tool instead.',
        zh: '⛔ 铁律 #6：此 `@[tool:shell]` 调用执行了 Python（`{written}`）；请改用 `py_exec` 工具执行 Python 代码。',
      },
      shellBlock: {
        en: '⛔ Iron rule #6: `{written}` runs Python from a shell block; run Python code with the `py_exec` tool instead.',
        zh: '⛔ 铁律 #6：`{written}` 在 shell 代码块中执行 Python；请改用 `py_exec` 工具执行 Python 代码。',
      },
    },
  },
  check(ctx) {
    const doc = ctx.doc;
    const info = doc.skillFile?.text;
    if (!info) return;
    const file = skillMdName(doc);
    const text = info.text;
    const reported = new Set<number>();
    // @[tool:shell]( … ) calls, which may span lines.
    for (let k = text.indexOf(SHELL_CALL); k >= 0; k = text.indexOf(SHELL_CALL, k + SHELL_CALL.length)) {
      const open = k + SHELL_CALL.length;
      const call = text[open] === '(';
      const body = call ? callBody(text, open) : lineRest(text, open);
      for (const m of body.matchAll(PYTHON_COMMAND)) {
        // In a call, Python must start the command; on a line that only names the tool ("use @[tool:shell] to run python x.py"), any mention counts.
        if (call && !atCommandPosition(body, m.index)) continue;
        const start = open + m.index;
        reported.add(start);
        ctx.report({ messageId: 'shellCall', data: { written: m[0] }, file, range: rangeOf(info, k, open) });
        break;
      }
    }
    for (const s of segmentsOf(doc)) {
      if (s.kind !== 'shell' || s.counterExample) continue;
      for (const m of s.text.matchAll(PYTHON_COMMAND)) {
        const start = s.offset + m.index;
        if (reported.has(start) || !atCommandPosition(s.text, m.index)) continue;
        ctx.report({ messageId: 'shellBlock', data: { written: m[0] }, file, range: rangeOf(info, start, start + m[0].length) });
      }
    }
  },
};

/** The text of a `( … )` call starting at `open`, quotes respected (to the text's end when unclosed). */
function callBody(text: string, open: number): string {
  let depth = 0;
  let quote = '';
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
      continue;
    }
    if (c === '"' || c === "'") quote = c;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return text.slice(open, i + 1);
  }
  return text.slice(open);
}

function lineRest(text: string, from: number): string {
  const e = text.indexOf('\n', from);
  return text.slice(from, e < 0 ? text.length : e);
}
