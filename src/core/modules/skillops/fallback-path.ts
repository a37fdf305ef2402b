/**
 * `skillops/fallback-path` (dim3, seed v3 优化策略库 P1 无错误处理 "补三段式 fallback：触发条件 /
 * 一线修复 / 仍失败兜底", HL-2): the skill says nowhere what to do when a step fails — no
 * failure / fallback / troubleshooting section (the headings skillops/structure accepts) and
 * no "if … fails", "otherwise", "fallback", "失败", "否则", "兜底" in its prose.
 *
 * Why: dim3 loses at least 3 points for a happy path only, and an agent with no failure
 * branch improvises; the seed's meta-learning HL-2 notes that a three-part fallback lifts
 * dim2 and dim4 with it. Info: the static score does not price dim3 (a judge does).
 *
 * Quick fix (a suggestion: shown, never applied by `luban fix` unasked): a three-part
 * fallback skeleton — trigger / first fix / last resort — as a new section at the end of
 * SKILL.md, in the language of the skill's last line of prose, with placeholders the author
 * fills in (italic hints). The placeholders are the point: Luban does not invent failure modes.
 */
import type { ReportDescriptor, Rule } from '../../rules/types.ts';
import { lineLanguage, skillLanguage, type SkillLang } from '../../skill/language.ts';
import { lineText } from '../../skill/text.ts';
import type { SkillDocument } from '../../skill/types.ts';
import { skillMdName } from './shared.ts';
import { SECTION_PATTERNS } from './static-dims.ts';
import { regionAt } from '../../skill/markdown.ts';

/** Failure-branch wording in prose. */
const FALLBACK_WORDING =
  /\bif\b[^.\n]{0,80}\b(?:fails?|failed|errors?|missing|not found|unavailable|times? out|does(?:n't| not) (?:work|exist|run))\b|\b(?:fallback|fall back|otherwise|on failure|on error|retry|troubleshoot\w*)\b|失败|出错|报错|异常|兜底|降级|否则|重试|回滚/i;

const FALLBACK_WORDING_ALL = new RegExp(FALLBACK_WORDING.source, 'gi');

const SKELETON: Record<SkillLang, string[]> = {
  en: [
    '## Failure handling',
    '',
    '- **Trigger**: _which step fails, and the error or symptom that shows it_',
    '- **First fix**: _what to try first (re-run with …, check …)_',
    '- **Last resort**: _if it still fails: stop, tell the user what failed and what they can do_',
  ],
  zh: [
    '## 失败处理',
    '',
    '- **触发条件**：_哪一步失败，出现什么错误或现象_',
    '- **一线修复**：_先尝试什么（用……重跑、检查……）_',
    '- **仍失败兜底**：_仍然失败时：停下来，告诉用户哪里失败、用户可以怎么做_',
  ],
};

function hasFallback(doc: SkillDocument): boolean {
  if ((doc.markdown?.headings ?? []).some((h) => SECTION_PATTERNS.failure.test(h.text))) return true;
  const info = doc.skillFile?.text;
  const md = doc.markdown;
  if (!info || !md) return true;
  // One pass over the whole text instead of a string per line: no alternative crosses a
  // line break, and only each line's first match counts (the next line is looked at after one).
  const text = info.text;
  const re = FALLBACK_WORDING_ALL;
  re.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    if (regionAt(md, m.index) === 'prose') {
      re.lastIndex = 0;
      return true;
    }
    const nl = text.indexOf('\n', m.index);
    if (nl < 0) break;
    re.lastIndex = nl + 1;
  }
  re.lastIndex = 0;
  return false;
}

/** The skeleton appended at the end of SKILL.md, in the language of its last line of prose. */
export function fallbackFix(doc: SkillDocument, file: string): ReportDescriptor['fix'] {
  const info = doc.skillFile?.text;
  if (!info) return undefined;
  const lines = info.text.split('\n');
  let lang: SkillLang | undefined;
  for (let i = lines.length - 1; i >= 0 && !lang; i--) lang = lineLanguage(lines[i]);
  lang ??= skillLanguage(doc);
  const end = info.text.endsWith('\n') ? lines.length : lines.length + 1;
  const lead = info.text.endsWith('\n\n') || info.text === '' ? '' : info.text.endsWith('\n') ? '\n' : '\n\n';
  const at = info.text.endsWith('\n') ? { line: end, column: 1 } : { line: lines.length, column: lines[lines.length - 1].length + 1 };
  return {
    safe: false,
    title: {
      en: 'Insert a three-part fallback skeleton (trigger / first fix / last resort)',
      zh: '插入三段式 fallback 骨架（触发条件 / 一线修复 / 仍失败兜底）',
    },
    edits: [{ file, range: { start: at, end: at }, newText: `${lead}${SKELETON[lang].join('\n')}\n` }],
  };
}

export const rule: Rule = {
  meta: {
    id: 'skillops/fallback-path',
    module: 'SkillOps',
    dimension: 'dim3',
    defaultSeverity: 'info',
    description: {
      en: 'The skill says what to do when a step fails: a failure section or "if … fails / otherwise / fallback" wording (trigger / first fix / last resort).',
      zh: '技能说明了步骤失败时怎么办：有失败处理章节，或有“如果……失败 / 否则 / 兜底”等表述（触发条件 / 一线修复 / 仍失败兜底）。',
    },
    fixable: 'suggestion',
    messages: {
      none: {
        en: 'dim3 · the skill has no failure branch: no failure section and no "if … fails" wording. Add a three-part fallback: trigger / first fix / last resort.',
        zh: 'dim3 · 技能没有失败分支：既无失败处理章节，也无“如果……失败”之类的表述。请补三段式 fallback：触发条件 / 一线修复 / 仍失败兜底。',
      },
    },
  },
  check(ctx) {
    const doc = ctx.doc;
    if (!doc.skillFile?.text || !doc.markdown || hasFallback(doc)) return;
    const info = doc.skillFile.text;
    const line = doc.markdown.headings[0]?.line ?? (doc.frontmatter ? doc.frontmatter.closingLine + 1 : 1);
    const file = skillMdName(doc);
    ctx.report({
      messageId: 'none',
      file,
      range: { start: { line, column: 1 }, end: { line, column: lineText(info, line).length + 1 } },
      fix: fallbackFix(doc, file),
    });
  },
};
