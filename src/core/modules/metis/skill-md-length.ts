/**
 * `metis/skill-md-length` (iron rule #14, seed 003: "模板/清单外移到 references/ — skill.md
 * 主体保持在 400 行以内"): skill.md is at most `maxLines` (400) lines (the whole file, as
 * `wc -l` counts), and long templates and checklists live in references/ — a code block of
 * more than `maxBlockLines` (30) lines or `maxChecklistItems` (10) or more checklist items
 * (`- [ ]`) in skill.md are pointed at (information: it is where the lines usually go).
 * The limits are options: `"rules": { "metis/skill-md-length": ["warning", { "maxLines": 500 }] }`. No fix: moving text into a new file is the author's
 * edit.
 */
import type { Rule } from '../../rules/types.ts';
import { optionsOf } from '../../rules/types.ts';
import { regionAt } from '../../skill/markdown.ts';
import { lineText } from '../../skill/text.ts';
import { skillMdName } from '../skillops/shared.ts';

/** The seed's limit (`maxLines`), and where a block or a checklist is long enough to be a template or checklist of its own. */
interface LengthOptions extends Record<string, unknown> {
  maxLines: number;
  maxBlockLines: number;
  maxChecklistItems: number;
}

const TASK_ITEM = /^\s*(?:[-*+]|\d+[.)])\s+\[[ xX]\]\s/;

interface BlockNode {
  type: string;
  children?: BlockNode[];
  position?: { start: { line: number }; end: { line: number } };
}

export const rule: Rule = {
  meta: {
    id: 'metis/skill-md-length',
    module: 'Metis',
    dimension: 'dim7a',
    defaultSeverity: 'warning',
    profiles: ['metis'],
    ironRule: 14,
    description: {
      en: 'Iron rule #14: skill.md stays within 400 lines; templates and checklists live in references/.',
      zh: '铁律 #14：skill.md 主体保持在 400 行以内，模板/清单外移到 references/。',
    },
    fixable: false,
    options: {
      schema: {
        type: 'object',
        additionalProperties: false,
        properties: {
          maxLines: { type: 'integer', minimum: 1 },
          maxBlockLines: { type: 'integer', minimum: 1 },
          maxChecklistItems: { type: 'integer', minimum: 1 },
        },
      },
      defaults: { maxLines: 400, maxBlockLines: 30, maxChecklistItems: 10 },
    },
    messages: {
      tooLong: {
        en: '⛔ Iron rule #14: skill.md has {lines} lines; keep it within {max}. Move templates and checklists into references/ and reference them with `@[skfile:references/…]`.',
        zh: '⛔ 铁律 #14：skill.md 共 {lines} 行，应保持在 {max} 行以内。请把模板和清单移到 references/，用 `@[skfile:references/…]` 引用。',
      },
      template: {
        en: 'Iron rule #14: this {lines}-line block is a template to keep in references/ (e.g. `@[skfile:references/templates.md]`), not in skill.md.',
        zh: '铁律 #14：这个 {lines} 行的代码块是模板，应放进 references/（如 `@[skfile:references/templates.md]`），而不是 skill.md。',
      },
      checklist: {
        en: 'Iron rule #14: this checklist has {items} items; keep checklists in references/ (e.g. `@[skfile:references/checklist.md]`).',
        zh: '铁律 #14：这份清单有 {items} 项；清单应放进 references/（如 `@[skfile:references/checklist.md]`）。',
      },
    },
  },
  check(ctx) {
    const doc = ctx.doc;
    const info = doc.skillFile?.text;
    const md = doc.markdown;
    if (!info || !md) return;
    const o = optionsOf<LengthOptions>(ctx);
    const file = skillMdName(doc);
    const lines = info.text.endsWith('\n') ? info.lineStarts.length - 1 : info.lineStarts.length;
    if (lines > o.maxLines) {
      const l = o.maxLines + 1;
      ctx.report({
        messageId: 'tooLong',
        data: { lines, max: o.maxLines },
        file,
        range: { start: { line: l, column: 1 }, end: { line: l, column: lineText(info, l).length + 1 } },
      });
    }
    for (const block of blocks(md.tree as unknown as BlockNode)) {
      const p = block.position!;
      const fenced = /^\s*(```|~~~)/.test(lineText(info, p.start.line));
      const inner = p.end.line - p.start.line + 1 - (fenced ? 2 : 0);
      if (inner > o.maxBlockLines) {
        ctx.report({
          messageId: 'template',
          severity: 'info',
          data: { lines: inner },
          file,
          range: { start: { line: p.start.line, column: 1 }, end: { line: p.start.line, column: lineText(info, p.start.line).length + 1 } },
        });
      }
    }
    const tasks: number[] = [];
    for (let l = 1; l <= info.lineStarts.length; l++) {
      const text = lineText(info, l);
      if (TASK_ITEM.test(text) && regionAt(md, info.lineStarts[l - 1] + text.search(/\S/)) === 'prose') tasks.push(l);
    }
    if (tasks.length >= o.maxChecklistItems) {
      const l = tasks[0];
      ctx.report({
        messageId: 'checklist',
        severity: 'info',
        data: { items: tasks.length },
        file,
        range: { start: { line: l, column: 1 }, end: { line: l, column: lineText(info, l).length + 1 } },
      });
    }
  },
};

function blocks(node: BlockNode, out: BlockNode[] = []): BlockNode[] {
  if (node.type === 'code' && node.position) out.push(node);
  for (const c of node.children ?? []) blocks(c, out);
  return out;
}
