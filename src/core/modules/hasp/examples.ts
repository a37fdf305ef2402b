/**
 * Example blockquotes: a `>` block introduced by an example label ("改写前：",
 * "### 改写后（鲜活）：", "Before:", "Bad example:", "例如：" …). Writing-style skills
 * quote bad and good text this way (corpus: Humanizer-zh lines 73–76 and 387–390,
 * x-mastery-mentor's sample tweets, zhangxuefeng-perspective's "**❌ baseline**："
 * answers); the words inside are specimens, not
 * instructions, so HASP does not count them. A blockquote without such a label
 * (a `> **注意**` note) is an instruction and still counts.
 */
import type { Nodes, Parents, RootContent } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import type { MarkdownInfo } from '../../skill/types.ts';

const EXAMPLE_LABEL =
  /(?:[❌✅✔✗✘👎👍]|改写前|改写后|修改前|修改后|之前|之后|示例|样例|范例|例如|比如|例子|例\s*\d|反例|正例|错误|正确|不好|更好|原文|原句|before|after|example|e\.g\.|for instance|bad|good|wrong|right|don't|do not|instead)/iu;
const ENDS_AS_LABEL = /[:：]\s*(?:\*\*|__)?\s*$|^(?:#|\*\*)/u;

/** [start, end) offsets (into the SKILL.md text) of example blockquotes. */
export function exampleBlockquotes(md: MarkdownInfo): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  const visit = (parent: Parents): void => {
    const children = parent.children as RootContent[];
    for (let i = 0; i < children.length; i++) {
      const node = children[i];
      if (node.type === 'blockquote' && i > 0 && isExampleLabel(children[i - 1])) {
        const s = node.position?.start.offset;
        const e = node.position?.end.offset;
        if (s !== undefined && e !== undefined) out.push([s + md.bodyOffset, e + md.bodyOffset]);
        continue;
      }
      // Blockquotes only sit in block containers; skip inline content entirely.
      if (node.type === 'list' || node.type === 'listItem' || node.type === 'blockquote' || node.type === 'footnoteDefinition') {
        visit(node as Parents);
      }
    }
  };
  visit(md.tree);
  return out;
}

function isExampleLabel(node: RootContent): boolean {
  if (node.type !== 'paragraph' && node.type !== 'heading') return false;
  const text = mdastToString(node as Nodes).trim();
  if (text.length === 0 || text.length > 80) return false;
  if (!EXAMPLE_LABEL.test(text)) return false;
  return node.type === 'heading' || ENDS_AS_LABEL.test(text) || /[:：]\s*$/.test(text);
}
