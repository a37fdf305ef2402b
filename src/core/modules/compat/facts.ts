/**
 * What the runtime checks need to know about a skill, read once per document:
 * how its frontmatter parses (strictly, leniently), the listing entry Claude Code
 * builds (description + when_to_use), the body's size in tokens and lines, the
 * `allowed-tools` form and gh's install metadata. Pure over the SkillDocument; works
 * on an outline without texts too (the body facts are then absent).
 */
import { estimateTokens } from '../../models/llm/tokens.ts';
import { charLength } from '../skillops/frontmatter-checks.ts';
import { frontmatterData, scalarIssues } from '../../skill/yaml-scalars.ts';
import { memo, memoKey } from '../../skill/memo.ts';
import type { Range, SkillDocument } from '../../skill/types.ts';

export interface BodyFacts {
  /** Estimated tokens of the body (after the frontmatter), src/core/llm/tokens.ts. */
  tokens: number;
  lines: number;
  /** First body line (1-based, in SKILL.md). */
  firstLine: number;
  /** The SKILL.md line on which the body passes `tokens` tokens, by limit. */
  lineAtTokens(limit: number): number | undefined;
}

export interface SkillFacts {
  file: string;
  hasSkillMd: boolean;
  upperCase: boolean;
  hadBom: boolean;
  /** A frontmatter block (`---` … `---`) was found. */
  hasFrontmatter: boolean;
  /** Line of the first YAML error a strict parser reports (an unquoted `: ` included), or undefined. */
  strictYamlErrorLine?: number;
  /** The YAML error is only unquoted `: ` values, which a lenient loader repairs. */
  colonOnly: boolean;
  /** What a strict loader reads (undefined on any YAML error). */
  strictData?: Record<string, unknown>;
  /** What a lenient loader reads (unquoted `: ` repaired). */
  lenientData?: Record<string, unknown>;
  /** Prose keys whose value a ` #` cuts short, with the line. */
  commentCuts: Array<{ key: string; line: number; kept: string }>;
  /** Claude Code's listing entry: description + when_to_use, in characters. */
  entryLength: number;
  entryText: string;
  body?: BodyFacts;
  sizeBytes: number;
  /** Line of a frontmatter key, else 1. */
  lineOf(key: string): number;
  rangeOf(key: string): Range;
  /** `allowed-tools` written as a YAML list. */
  allowedToolsList?: unknown[];
  /** `metadata.github-*` keys (written by `gh skill install`). */
  installMetadataKeys: string[];
}

const FACTS = memoKey<SkillFacts>('compat/facts');

export function skillFacts(doc: SkillDocument): SkillFacts {
  return memo(doc, FACTS, () => computeFacts(doc));
}

function computeFacts(doc: SkillDocument): SkillFacts {
  const fm = doc.frontmatter;
  const file = doc.skillFileName ?? 'SKILL.md';
  const yamlErrors = doc.problems.filter((p) => p.kind === 'yaml-error');
  const hasText = doc.skillFile?.text !== undefined;
  // Scalar issues need the raw frontmatter, which an outline keeps.
  const issues = fm ? scalarIssues(doc) : [];
  const colons = issues.filter((i) => i.kind === 'colon');
  const lenientData = fm ? frontmatterData(doc).data : undefined;
  const strictData = fm && colons.length === 0 ? fm.data : undefined;
  const firstError = [...yamlErrors.map((p) => p.range.start.line), ...colons.map((c) => c.startLine)].sort((a, b) => a - b)[0];
  const colonOnly = firstError !== undefined && lenientData !== undefined;
  const prose = lenientData ?? {};
  const description = typeof prose.description === 'string' ? prose.description : '';
  const whenToUse = typeof prose.when_to_use === 'string' ? prose.when_to_use : '';
  const entryText = whenToUse ? `${description}\n${whenToUse}` : description;
  const lineOf = (key: string) => fm?.keyRanges.get(key)?.key.start.line ?? Math.max(1, (fm?.firstLine ?? 2) - 1);
  const rangeOf = (key: string): Range => {
    const r = fm?.keyRanges.get(key);
    const line = lineOf(key);
    return r?.value ?? r?.key ?? { start: { line, column: 1 }, end: { line, column: 4 } };
  };
  const tools = lenientData?.['allowed-tools'];
  const metadata = lenientData?.metadata;
  const installMetadataKeys =
    metadata && typeof metadata === 'object' && !Array.isArray(metadata) ? Object.keys(metadata).filter((k) => k.startsWith('github-')) : [];
  return {
    file,
    hasSkillMd: doc.skillFile !== undefined,
    upperCase: doc.skillFileName === 'SKILL.md',
    hadBom: doc.skillFile?.text?.hadBom ?? false,
    hasFrontmatter: fm !== undefined,
    strictYamlErrorLine: firstError,
    colonOnly,
    strictData,
    lenientData,
    commentCuts: issues
      .filter((i) => i.kind === 'comment' && (i.key === 'description' || i.key === 'when_to_use'))
      .map((i) => ({ key: i.key, line: i.startLine, kept: i.intended.replace(/\s+#.*$/s, '') })),
    entryLength: charLength(description) + (whenToUse ? 1 + charLength(whenToUse) : 0),
    entryText,
    body: hasText ? bodyFacts(doc) : undefined,
    sizeBytes: doc.skillFile?.size ?? 0,
    lineOf,
    rangeOf,
    allowedToolsList: Array.isArray(tools) ? tools : undefined,
    installMetadataKeys,
  };
}

function bodyFacts(doc: SkillDocument): BodyFacts {
  const info = doc.skillFile!.text!;
  const offset = doc.markdown?.bodyOffset ?? 0;
  const body = info.text.slice(offset);
  let firstLine = 1;
  while (firstLine < info.lineStarts.length && info.lineStarts[firstLine] <= offset) firstLine++;
  return {
    tokens: estimateTokens(body),
    // body.split('\n').length, read off the line starts: every start past `offset` follows a newline of the body.
    lines: body.length === 0 ? 0 : info.lineStarts.length - firstLine + 1,
    firstLine,
    lineAtTokens(limit) {
      // Line by line, so the place named is where the kept part ends.
      let total = 0;
      for (let l = firstLine; l <= info.lineStarts.length; l++) {
        const start = info.lineStarts[l - 1];
        const end = l < info.lineStarts.length ? info.lineStarts[l] : info.text.length;
        total += estimateTokens(info.text.slice(Math.max(start, offset), end));
        if (total > limit) return l;
      }
      return undefined;
    },
  };
}
