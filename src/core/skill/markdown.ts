/**
 * Markdown structure (SPEC A2) from micromark/mdast — a real CommonMark + GFM parser
 * with positions — and the regions rules need: everything that is not prose (code,
 * inline code, HTML and comments, link targets, the frontmatter) is listed so that
 * prose rules such as HASP never look inside it.
 */
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { toString } from 'mdast-util-to-string';
import { gfm } from 'micromark-extension-gfm';
import type { Nodes, Parents, Root } from 'mdast';
import type { Heading, LinkRef, MarkdownInfo, Region, RegionKind, TextInfo } from './types.ts';
import { rangeOf } from './text.ts';

export function parseMarkdown(info: TextInfo, bodyOffset: number): MarkdownInfo {
  const body = info.text.slice(bodyOffset);
  const tree: Root = fromMarkdown(body, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  const headings: Heading[] = [];
  const links: LinkRef[] = [];
  const nonProse: Region[] = [];
  if (bodyOffset > 0) nonProse.push({ kind: 'frontmatter', startOffset: 0, endOffset: bodyOffset });

  const abs = (n: Nodes): [number, number] => [
    (n.position?.start.offset ?? 0) + bodyOffset,
    (n.position?.end.offset ?? 0) + bodyOffset,
  ];
  const region = (kind: RegionKind, n: Nodes) => {
    const [s, e] = abs(n);
    nonProse.push({ kind, startOffset: s, endOffset: e });
  };

  const visit = (node: Nodes): void => {
    switch (node.type) {
      case 'code':
        region('code', node);
        return;
      case 'inlineCode':
        region('inlineCode', node);
        return;
      case 'html':
        region(node.value.trimStart().startsWith('<!--') ? 'htmlComment' : 'html', node);
        return;
      case 'heading': {
        const [s, e] = abs(node);
        headings.push({ depth: node.depth, text: toString(node), line: rangeOf(info, s, e).start.line, range: rangeOf(info, s, e) });
        break;
      }
      case 'link':
      case 'image':
      case 'definition': {
        const [s, e] = abs(node);
        links.push({ target: node.url, range: rangeOf(info, s, e), kind: node.type });
        if (node.type !== 'link') {
          region('linkTarget', node);
          return;
        }
        // Link text is prose; the `(target "title")` part after it is not. An autolink's
        // text is its URL, so the whole link is non-prose.
        const last = node.children[node.children.length - 1];
        const autolink = node.children.length === 1 && last.type === 'text' && (last.value === node.url || node.url.endsWith(last.value));
        if (autolink || !last?.position) {
          region('linkTarget', node);
          return;
        }
        const textEnd = abs(last)[1];
        if (e > textEnd) nonProse.push({ kind: 'linkTarget', startOffset: textEnd, endOffset: e });
        break;
      }
      default:
        break;
    }
    if ('children' in node) {
      for (const child of (node as Parents).children) visit(child as Nodes);
    }
  };
  visit(tree);
  nonProse.sort((a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset);
  return { tree, bodyOffset, headings, links, nonProse: mergeContained(nonProse) };
}

/** Drop regions wholly inside an earlier one, so the list is sorted and non-overlapping. */
function mergeContained(regions: Region[]): Region[] {
  const out: Region[] = [];
  for (const r of regions) {
    const prev = out[out.length - 1];
    if (prev && r.startOffset < prev.endOffset) {
      if (r.endOffset > prev.endOffset) prev.endOffset = r.endOffset;
      continue;
    }
    out.push({ ...r });
  }
  return out;
}

/** The kind of region at an offset: a non-prose kind, or 'prose'. */
export function regionAt(md: Pick<MarkdownInfo, 'nonProse'>, offset: number): RegionKind {
  const regions = md.nonProse;
  let lo = 0;
  let hi = regions.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const r = regions[mid];
    if (offset < r.startOffset) hi = mid - 1;
    else if (offset >= r.endOffset) lo = mid + 1;
    else return r.kind;
  }
  return 'prose';
}

/** Prose stretches of the document as [start, end) offsets, in order. */
export function proseSpans(md: Pick<MarkdownInfo, 'nonProse'>, textLength: number): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  let at = 0;
  for (const r of md.nonProse) {
    if (r.startOffset > at) spans.push([at, r.startOffset]);
    at = Math.max(at, r.endOffset);
  }
  if (at < textLength) spans.push([at, textLength]);
  return spans;
}
