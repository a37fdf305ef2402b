/**
 * What judges are shown besides their prompt: the SKILL.md text (bounded), and the
 * static facts the seed injects — soft-word findings for dim5, reference
 * reachability and the file inventory for dim6, Sentinel findings for the reviewers.
 * Luban's own artefacts in the skill folder are left out so that writing them does
 * not change what is judged.
 */
import type { Finding } from '../../rules/types.ts';
import type { SkillDocument } from '../../skill/types.ts';
import type { SkillLang } from '../../skill/language.ts';
import { judgeSay } from './messages.ts';
import { MAX_SKILL_CHARS, type SkillText } from './prompts/common.ts';

/** Files Luban itself writes into a skill folder. */
export { LUBAN_ARTEFACTS } from '../../skill/artefacts.ts';
import { LUBAN_ARTEFACTS } from '../../skill/artefacts.ts';

export function skillText(doc: SkillDocument): SkillText | undefined {
  const text = doc.skillFile?.text?.text;
  if (text === undefined) return undefined;
  const name = typeof doc.frontmatter?.data?.name === 'string' ? (doc.frontmatter.data.name as string) : doc.folderName;
  const truncated = text.length > MAX_SKILL_CHARS;
  return { name, text: truncated ? text.slice(0, MAX_SKILL_CHARS) : text, truncated };
}

function at(f: Finding): string {
  return `${f.file}:${f.range.start.line}:${f.range.start.column}`;
}

/** The HASP soft-word scan, injected into the dim5 judge (seed: 前置扫描软化词注入评分上下文). */
export function softWordContext(findings: Finding[], lang: SkillLang): string {
  const soft = findings.filter((f) => f.ruleId === 'hasp/soft-word');
  if (!soft.length) return judgeSay(lang, 'softWordsNone');
  const shown = soft.slice(0, 60).map((f) => `- ${at(f)} ${f.data?.word ? `"${String(f.data.word)}" ` : ''}${f.message}`);
  const more = soft.length > 60 ? [`- … (+${soft.length - 60})`] : [];
  return [judgeSay(lang, 'softWordsFound', { n: soft.length }), ...shown, ...more].join('\n');
}

/** File inventory and reachability facts for the dim6 judge. */
export function resourceContext(doc: SkillDocument, findings: Finding[], lang: SkillLang): string {
  const files = doc.files.filter((f) => !LUBAN_ARTEFACTS.test(f.path) && f.path !== doc.skillFileName && !/(^|\/)LICENSE(\.\w+)?$/i.test(f.path));
  const list = files.slice(0, 80).map((f) => `- ${f.path} (${f.size} B)`);
  if (files.length > 80) list.push(`- … (+${files.length - 80})`);
  const broken = findings.filter((f) => f.module === 'SkillOps' && f.dimension === 'dim6');
  const brokenLines = broken.slice(0, 30).map((f) => `- ${at(f)} ${f.message}`);
  const state = broken.length ? judgeSay(lang, 'reachabilityBroken', { n: broken.length }) : judgeSay(lang, 'reachabilityAll');
  return [
    judgeSay(lang, 'bundledFiles', { n: files.length }),
    ...(list.length ? list : [judgeSay(lang, 'noBundledFiles')]),
    '',
    judgeSay(lang, 'reachability', { state }),
    ...brokenLines,
  ].join('\n');
}

/** Sentinel's static findings, given to the reviewers. */
export function sentinelContext(findings: Finding[]): string {
  const s = findings.filter((f) => f.module === 'Sentinel');
  return s
    .slice(0, 40)
    .map((f) => `- ${at(f)} [${f.category ?? 'sentinel'}] ${f.message}`)
    .join('\n');
}
