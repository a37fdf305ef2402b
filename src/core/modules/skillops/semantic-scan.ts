/**
 * SkillOps' semantic scan (seed v2 §三 "一致性 / 冗余 / 歧义", issue 31 item 9): one call to the
 * person's model with SKILL.md and references/, asking for contradictions between sections or
 * files, duplicated instructions and ambiguous instructions — each with a line quoted verbatim.
 * The reply is read strictly: one JSON object passing the schema, and every quote found in the
 * file it names; anything else makes the skill "not scored" (never a finding the skill does not
 * hold). Quotes are mapped back to file:line and reported as SkillOps findings, `data.source`
 * "model". The cost plan (one call, estimated tokens) is built from the very prompt that is sent.
 */
import type { SkillDocument } from '../../skill/types.ts';
import type { Finding } from '../../rules/types.ts';
import type { LocalisedText } from '../../base/l10n/text.ts';
import { localTable, type Locale } from '../../base/l10n/index.ts';
import type { ChatMessage, ChatModel } from '../../models/llm/types.ts';
import { estimateMessagesTokens } from '../../models/llm/tokens.ts';
import { parseJsonReply } from '../../models/json-reply.ts';
import { summarisePlan, type CostPlan } from '../../models/plan.ts';
import { skillTexts } from './external-links.ts';
import { quotedAt } from '../../skill/quote.ts';

export const SEMANTIC_RULES = {
  contradiction: 'skillops/semantic-contradiction',
  duplication: 'skillops/semantic-duplication',
  ambiguity: 'skillops/semantic-ambiguity',
} as const;
export type SemanticKind = keyof typeof SEMANTIC_RULES;

/** Most output tokens asked for (and planned). */
const MAX_OUTPUT = 1500;

const M = {
  contradiction: { en: 'Contradiction (model): "{quote}" disagrees with {other}. {why}', zh: '矛盾（模型）："{quote}" 与 {other} 相矛盾。{why}' },
  duplication: { en: 'Duplicated instruction (model): "{quote}" repeats {other}. {why}', zh: '重复指令（模型）："{quote}" 与 {other} 重复。{why}' },
  ambiguity: { en: 'Ambiguous instruction (model): "{quote}". {why}', zh: '歧义指令（模型）："{quote}"。{why}' },
  elsewhere: { en: 'another line', zh: '另一处' },
} satisfies Record<string, LocalisedText>;
const say = localTable(M);

const SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['findings'],
  properties: {
    findings: {
      type: 'array',
      maxItems: 50,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['kind', 'file', 'quote', 'explanation'],
        properties: {
          kind: { enum: ['contradiction', 'duplication', 'ambiguity'] },
          file: { type: 'string', minLength: 1 },
          quote: { type: 'string', minLength: 3 },
          other_file: { type: 'string' },
          other_quote: { type: 'string' },
          explanation: { type: 'string' },
        },
      },
    },
  },
} as const;

interface ReplyFinding {
  kind: SemanticKind;
  file: string;
  quote: string;
  other_file?: string;
  other_quote?: string;
  explanation: string;
}

const SYSTEM = [
  'You review an agent skill (SKILL.md and its references) for three problems:',
  '- contradiction: two instructions (in different sections or files) that cannot both be followed;',
  '- duplication: the same instruction given twice (in the same or another file);',
  '- ambiguity: an instruction an agent could reasonably read two different ways.',
  'Report only problems you can quote. Every "quote" (and "other_quote") must be copied verbatim from ONE line of the file named in "file" ("other_file"), at least a few words, without the line number.',
  'For contradiction and duplication give the other place in other_file and other_quote. Keep "explanation" to one sentence.',
  'Answer with one JSON object and nothing else: {"findings":[{"kind":"contradiction|duplication|ambiguity","file":"…","quote":"…","other_file":"…","other_quote":"…","explanation":"…"}]}. No problems: {"findings":[]}.',
].join('\n');

/** The request sent for one skill (also what the plan counts). */
export function semanticMessages(doc: SkillDocument): ChatMessage[] {
  const parts = skillTexts(doc).map((f) => `=== FILE: ${f.path} ===\n${f.text}`);
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: parts.join('\n\n') },
  ];
}

/** The cost plan of a semantic scan of these skills: one call each, tokens estimated from the prompts. */
export function planSemanticScan(docs: readonly SkillDocument[]): CostPlan {
  return summarisePlan(
    docs.map((d) => ({
      label: `semantic ${d.folderName}`,
      step: 'skillops.semantic',
      inputTokens: estimateMessagesTokens(semanticMessages(d)),
      outputTokens: MAX_OUTPUT,
      conditional: false,
      repairable: false,
    })),
    0,
  );
}

export type SemanticResult = { status: 'scored'; findings: Finding[] } | { status: 'not-scored'; reason: string };

/** Where `quote` stands in `text`, with its length: skill/quote.ts `quotedAt`. */
function locate(text: string, quote: string): { line: number; column: number; length: number } | undefined {
  const at = quotedAt(text, quote);
  return at && { ...at, length: quote.trim().length };
}

/** Reads a reply strictly into findings, or says why it is not scored. */
export function readSemanticReply(doc: SkillDocument, reply: string, locale: Locale): SemanticResult {
  const parsed = parseJsonReply<{ findings: ReplyFinding[] }>(reply, SCHEMA);
  if (!parsed.ok) return { status: 'not-scored', reason: parsed.error };
  const texts = new Map(skillTexts(doc).map((f) => [f.path, f.text]));
  const findings: Finding[] = [];
  for (const f of parsed.value.findings) {
    const text = texts.get(f.file);
    const at = text === undefined ? undefined : locate(text, f.quote);
    if (!at) return { status: 'not-scored', reason: `quote not found in ${f.file}: "${f.quote.slice(0, 80)}"` };
    let other = say(locale, 'elsewhere');
    let related: Finding['related'];
    if (f.kind !== 'ambiguity' && f.other_file && f.other_quote) {
      const otherText = texts.get(f.other_file);
      const o = otherText === undefined ? undefined : locate(otherText, f.other_quote);
      if (!o) return { status: 'not-scored', reason: `quote not found in ${f.other_file}: "${f.other_quote.slice(0, 80)}"` };
      other = `${f.other_file}:${o.line}`;
      related = [
        {
          file: f.other_file,
          range: { start: { line: o.line, column: o.column }, end: { line: o.line, column: o.column + o.length } },
          message: f.other_quote.trim(),
        },
      ];
    }
    findings.push({
      ruleId: SEMANTIC_RULES[f.kind],
      module: 'SkillOps',
      dimension: 'dim7b',
      severity: 'warning',
      file: f.file,
      range: { start: { line: at.line, column: at.column }, end: { line: at.line, column: at.column + at.length } },
      message: say(locale, f.kind, { quote: f.quote.trim(), other, why: f.explanation.trim() }),
      ...(related ? { related } : {}),
      data: { source: 'model', kind: f.kind, quote: f.quote.trim() },
    });
  }
  return { status: 'scored', findings };
}

/** One model call for one skill; a failed call or a bad reply is "not scored", never a finding. */
export async function semanticScan(doc: SkillDocument, model: ChatModel, o: { locale: Locale; signal?: AbortSignal }): Promise<SemanticResult> {
  let reply: string;
  try {
    reply = (
      await model.complete({
        messages: semanticMessages(doc),
        maxTokens: MAX_OUTPUT,
        temperature: 0,
        signal: o.signal,
        replySchema: { name: 'skillops_semantic', schema: SCHEMA },
      })
    ).text;
  } catch (e) {
    return { status: 'not-scored', reason: (e as Error).message };
  }
  return readSemanticReply(doc, reply, o.locale);
}
