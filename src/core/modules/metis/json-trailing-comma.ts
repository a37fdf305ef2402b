/**
 * `metis/json-trailing-comma` (iron rule #12, seed 003: "JSON 配置无多余逗号 — 检查 trailing
 * comma"): a comma before `}` or `]` in a `.json` file of the skill (skill.json, configs
 * under references/ or scripts/). Strict JSON parsers (Python's `json`, `JSON.parse`)
 * reject the file. The scan knows strings (a comma inside `"a,]"` is text) and skips
 * comments, so a JSON-with-comments file is read too. The safe fix deletes the comma:
 * the data stays the same.
 */
import type { Rule } from '../../rules/types.ts';
import { rangeOf } from '../../skill/text.ts';

export const rule: Rule = {
  meta: {
    id: 'metis/json-trailing-comma',
    module: 'Metis',
    dimension: 'dim7a',
    defaultSeverity: 'error',
    profiles: ['metis'],
    ironRule: 12,
    description: { en: 'Iron rule #12: JSON files have no trailing commas.', zh: '铁律 #12：JSON 配置无多余逗号。' },
    fixable: 'safe',
    messages: {
      trailing: {
        en: '⛔ Iron rule #12: trailing comma before `{close}`; strict JSON parsers reject {file}. Remove the comma.',
        zh: '⛔ 铁律 #12：`{close}` 前有多余的逗号；严格的 JSON 解析器会拒绝 {file}。请删除这个逗号。',
      },
    },
  },
  check(ctx) {
    for (const f of ctx.doc.files) {
      if (!f.text || !/\.json$/i.test(f.path)) continue;
      const info = f.text;
      for (const { comma, close } of trailingCommas(info.text)) {
        const range = rangeOf(info, comma, comma + 1);
        ctx.report({
          messageId: 'trailing',
          data: { close, file: f.path },
          file: f.path,
          range,
          fix: { safe: true, title: { en: 'Remove the trailing comma', zh: '删除多余的逗号' }, edits: [{ file: f.path, range, newText: '' }] },
        });
      }
    }
  },
};

/** Offsets of commas followed (past whitespace and comments) by `}` or `]`, outside strings. */
export function trailingCommas(text: string): Array<{ comma: number; close: string }> {
  const out: Array<{ comma: number; close: string }> = [];
  let pending = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') continue;
    if (c === '/' && text[i + 1] === '/') {
      const e = text.indexOf('\n', i);
      i = e < 0 ? text.length : e;
      continue;
    }
    if (c === '/' && text[i + 1] === '*') {
      const e = text.indexOf('*/', i + 2);
      i = e < 0 ? text.length : e + 1;
      continue;
    }
    if ((c === '}' || c === ']') && pending >= 0) out.push({ comma: pending, close: c });
    pending = c === ',' ? i : -1;
    if (c === '"') {
      for (i++; i < text.length && text[i] !== '"' && text[i] !== '\n'; i++) if (text[i] === '\\') i++;
    }
  }
  return out;
}
