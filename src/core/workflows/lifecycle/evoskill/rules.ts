/**
 * Static evidence about the skill's rules (seed v2 §二 Step 2):
 *
 * - a rule the output broke is worded softly — HASP's soft-word scan (hasp/soft-word)
 *   found "should / 建议 / 尽量" on the line the feedback is about → 规则缺失/模糊 (or
 *   输出格式不当 when it is about the format), patched with HASP's level-1 hardening
 *   edit (should → must) when there is a mechanical one;
 * - the error names a tool, flag or module the skill uses (unknown option, command not
 *   found, no module named …) → 版本兼容, located at the line that uses it;
 * - the error names a file the skill points to that does not exist
 *   (skillops/broken-reference) → 流程漏洞, patched with the "did you mean" path
 *   when the finding has one.
 */
import type { Finding } from '../../../rules/types.ts';
import { SOFT_WORD_RULE_ID } from '../../../modules/hasp/soft-word.ts';
import { applicability } from '../../../modules/hasp/hardening.ts';
import { quote, skillLine, type AnalyzerContext, type Candidate } from './candidate.ts';
import { overlap, termsOf } from './terms.ts';

/** Feedback about the shape of the output rather than its content. */
export const FORMAT_FEEDBACK = /格式|排版|结构|表格|模板|字段|json|yaml|csv|markdown|table|format|template|layout|schema|columns?\b|fields?\b|heading/i;

function applyLineEdits(line: string, lineNo: number, findings: readonly Finding[]): string | undefined {
  const edits = findings
    .flatMap((f) => f.fix?.edits ?? [])
    .filter((e) => e.range.start.line === lineNo && e.range.end.line === lineNo)
    .sort((a, b) => b.range.start.column - a.range.start.column);
  if (!edits.length) return undefined;
  let out = line;
  let lastStart = Number.POSITIVE_INFINITY;
  for (const e of edits) {
    const a = e.range.start.column - 1;
    const b = e.range.end.column - 1;
    if (b > lastStart) continue; // overlapping fixes: keep the later one only
    out = out.slice(0, a) + e.newText + out.slice(b);
    lastStart = a;
  }
  return out === line ? undefined : out;
}

export function softRuleCandidate(ctx: AnalyzerContext): Candidate | undefined {
  const { doc, findings, input } = ctx;
  const file = doc.skillFileName ?? 'SKILL.md';
  const soft = findings.filter((f) => f.ruleId === SOFT_WORD_RULE_ID && f.file === file);
  if (!soft.length) return undefined;
  const fb = termsOf(input.feedback);
  const rest = termsOf(`${input.output}\n${input.instruction}`);
  let best: { line: number; score: number } | undefined;
  for (const lineNo of [...new Set(soft.map((f) => f.range.start.line))]) {
    const t = termsOf(skillLine(doc, lineNo));
    const fromFeedback = overlap(t, fb);
    // One shared word ("讲义", the skill's own subject) is not the feedback being about this line.
    if (fromFeedback < 2) continue;
    const score = 2 * fromFeedback + overlap(t, rest);
    if (score >= 3 && (!best || score > best.score)) best = { line: lineNo, score };
  }
  if (!best) return undefined;
  const line = skillLine(doc, best.line);
  const onLine = soft.filter((f) => f.range.start.line === best.line);
  const words = [...new Set(onLine.map((f) => String(f.data?.word ?? '')).filter(Boolean))];
  const hardened = applyLineEdits(line, best.line, onLine);
  const format = FORMAT_FEEDBACK.test(input.feedback) || applicability(line).kind === 'output-format';
  const w = { en: words.map((x) => `“${x}”`).join(', '), zh: words.map((x) => `「${x}」`).join('、') };
  return {
    type: format ? 'output-format' : 'rule-missing',
    file,
    line: best.line,
    endLine: best.line,
    rule: line.trim(),
    oldStr: hardened ? line : undefined,
    newStr: hardened,
    reason: {
      en: `The rule on line ${best.line} is worded softly (${w.en}), which leaves it to the model; the feedback shows it was not followed. Stating it as a requirement (HASP level 1) makes it binding.`,
      zh: `第 ${best.line} 行的规则用了软化词（${w.zh}），把决定留给了模型；反馈表明这条规则没有被遵守。改成明确要求（HASP 层级 1）使其具有约束力。`,
    },
    evidence: {
      en: `hasp/soft-word on line ${best.line} (${w.en}); the feedback “${quote(input.feedback)}” is about this line`,
      zh: `hasp/soft-word 命中第 ${best.line} 行（${w.zh}）；反馈「${quote(input.feedback)}」说的正是这一行`,
    },
    strength: 2,
  };
}

const DRIFT: RegExp[] = [
  /(?:unknown|unrecognized|unrecognised|invalid|no such|unsupported|deprecated|removed)\s+(?:option|flag|argument|command|subcommand|parameter)s?[:\s]+['"`‘“]?(--?[\w-]+|[\w-]+)/i,
  /(--?[\w-]+)[`'"’”]?\s*(?:is|has been|was)\s+(?:deprecated|removed|not (?:supported|recognized|recognised))/i,
  /(?:^|\s)([\w.-]+): (?:command not found|not found)\b/im,
  /command not found:\s*([\w.-]+)/i,
  /No module named ['"]?([\w.]+)/i,
  /Cannot find (?:module|package) ['"]([@\w./-]+)/i,
  /has no attribute ['"](\w+)/i,
  /(?:'|")([\w.-]+)(?:'|") is not a [\w-]+ command/i,
];

/** The tool, flag or module an error says has changed, when it names one. */
export function driftToken(output: string): string | undefined {
  for (const re of DRIFT) {
    const m = re.exec(output);
    if (m?.[1] && m[1].length >= 2) return m[1];
  }
  return undefined;
}

export function versionDriftCandidate(ctx: AnalyzerContext): Candidate | undefined {
  const { doc, input } = ctx;
  const token = driftToken(input.output);
  const info = doc.skillFile?.text;
  if (!token || !info) return undefined;
  const base = token.split('.')[0];
  const re = new RegExp(`(?:^|[^\\w-])${(token.startsWith('-') ? token : base).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`);
  const lineNo = info.lineStarts.findIndex((_, i) => re.test(skillLine(doc, i + 1))) + 1;
  if (lineNo < 1) return undefined;
  const line = skillLine(doc, lineNo);
  return {
    type: 'version-drift',
    file: doc.skillFileName ?? 'SKILL.md',
    line: lineNo,
    endLine: lineNo,
    rule: line.trim(),
    reason: {
      en: `The run failed on \`${token}\`, which line ${lineNo} tells the agent to use; the external tool has changed (or is missing) since the skill was written.`,
      zh: `运行在 \`${token}\` 上出错，而第 ${lineNo} 行正是让 agent 这样用的；依赖的外部工具已变更（或不存在）。`,
    },
    evidence: {
      en: `the error “${quote(input.output, 80)}” names \`${token}\`, used on line ${lineNo}`,
      zh: `报错「${quote(input.output, 80)}」指向 \`${token}\`，技能第 ${lineNo} 行使用了它`,
    },
    strength: 3,
  };
}

export function brokenReferenceCandidate(ctx: AnalyzerContext): Candidate | undefined {
  const { doc, findings, input } = ctx;
  const file = doc.skillFileName ?? 'SKILL.md';
  const said = `${input.output}\n${input.feedback}`;
  const hit = findings.find(
    (f) =>
      f.ruleId === 'skillops/broken-reference' &&
      f.file === file &&
      typeof f.data?.target === 'string' &&
      said.includes(String(f.data.target).split('/').pop() ?? '\u0000'),
  );
  if (!hit) return undefined;
  const target = String(hit.data?.target);
  const lineNo = hit.range.start.line;
  const line = skillLine(doc, lineNo);
  const fix = hit.fix ?? hit.suggestions?.[0];
  const edit = fix?.edits.find((e) => e.file === file && e.range.start.line === lineNo && e.range.end.line === lineNo);
  const newStr = edit ? line.slice(0, edit.range.start.column - 1) + edit.newText + line.slice(edit.range.end.column - 1) : undefined;
  return {
    type: 'flow-broken',
    file,
    line: lineNo,
    endLine: lineNo,
    rule: line.trim(),
    oldStr: newStr ? line : undefined,
    newStr,
    reason: {
      en: `Line ${lineNo} sends the agent to \`${target}\`, which does not exist in the skill, so that step cannot be carried out.${newStr ? ' The nearest existing file is the likely intended one.' : ''}`,
      zh: `第 ${lineNo} 行让 agent 使用 \`${target}\`，但技能中没有这个文件，这一步无法执行。${newStr ? '最接近的现有文件应是原本想指的那个。' : ''}`,
    },
    evidence: {
      en: `skillops/broken-reference on line ${lineNo}; the output names ${target}`,
      zh: `skillops/broken-reference 命中第 ${lineNo} 行；输出中提到了 ${target}`,
    },
    strength: 3,
  };
}
