/**
 * The prose paragraphs of SKILL.md, as the seed's readability rows read them (seed v3 优化策略库
 * P3: 段落过长 "单段 > 200 字符", 重复描述, 缺速查入口): each Markdown paragraph — in a list
 * item or a quote too — with its plain text; code blocks, tables, HTML and the frontmatter
 * are not paragraphs. Characters are counted as the seed counts them: one per character,
 * a CJK character is one, runs of white space are one, emphasis marks are not text.
 * Shared by distill/long-paragraph, distill/repeated-description and distill/no-quick-start.
 */
import type { SkillDocument } from '../../skill/types.ts';
import { memo, memoKey } from '../../skill/memo.ts';

export interface Paragraph {
  /** First and last line in the file (1-based). */
  line: number;
  endLine: number;
  /** The plain text, white space collapsed. */
  text: string;
  /** Characters of `text` (code points). */
  chars: number;
}

interface Node {
  type: string;
  value?: string;
  children?: Node[];
  position?: { start: { line: number }; end: { line: number } };
}

const SKIP = new Set(['code', 'table', 'html', 'yaml', 'toml', 'math']);

function plain(node: Node): string {
  if (node.type === 'inlineCode' || node.type === 'text') return node.value ?? '';
  if (node.type === 'break') return ' ';
  let out = '';
  for (const c of node.children ?? []) out += plain(c);
  return out;
}

/** Character count as the seed counts it (code points, white space runs as one). */
export function seedChars(text: string): number {
  return codePoints(text.replace(/\s+/g, ' ').trim());
}

/** Code points of a string (a surrogate pair is one), without spreading it into an array. */
function codePoints(text: string): number {
  let n = text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xdc00 && c <= 0xdfff) n--;
  }
  return n;
}

/** Emphasis marks are not text ("**bold**" counts as "bold"). */
const EMPHASIS = /(\*\*|__|~~)(?=\S)|(?<=\S)(\*\*|__|~~)/g;
const HAS_EMPHASIS = /\*\*|__|~~/;
/** White space other than lone spaces: only then does collapsing change the text (most paragraphs are one line). */
const MORE_THAN_SPACES = /[^\S ]|\s\s/;

/** The prose paragraphs of SKILL.md, walked once per document (three Distill rules read them). */
export function paragraphs(doc: SkillDocument): Paragraph[] {
  return memo(doc, PARAGRAPHS, () => walkParagraphs(doc));
}

const PARAGRAPHS = memoKey<Paragraph[]>('distill/paragraphs');

function walkParagraphs(doc: SkillDocument): Paragraph[] {
  const tree = doc.markdown?.tree as unknown as Node | undefined;
  if (!tree) return [];
  const out: Paragraph[] = [];
  const walk = (n: Node) => {
    if (SKIP.has(n.type)) return;
    if (n.type === 'paragraph' && n.position) {
      const raw = plain(n);
      const bare = HAS_EMPHASIS.test(raw) ? raw.replace(EMPHASIS, '') : raw;
      const text = (MORE_THAN_SPACES.test(bare) ? bare.replace(/\s+/g, ' ') : bare).trim();
      out.push({ line: n.position.start.line, endLine: n.position.end.line, text, chars: codePoints(text) });
      return;
    }
    for (const c of n.children ?? []) walk(c);
  };
  walk(tree);
  return out;
}
