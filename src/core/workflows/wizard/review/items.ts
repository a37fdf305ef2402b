/**
 * The checklist's boxes (docs/features.md G4): L1 basics (version, description matches, trigger
 * words, boundary statement), L2 compliance (reference syntax, absolute paths,
 * configuration consistency, the lint profile's errors), L3 the bare-path scan line by
 * line. Each is a small pure function returning its box with evidence.
 */
import type { Finding } from '../../../rules/types.ts';
import type { SkillDocument } from '../../../skill/types.ts';
import type { Requirement, Waiver } from '../../../formats/wizard-state.ts';
import { isSkillName } from '../conflicts.ts';
import type { ChecklistItem } from './checklist.ts';
import { scanPaths } from './paths.ts';

export interface ReviewInput {
  doc: SkillDocument;
  /** The name the skill must carry (the sandbox folder's). */
  name: string;
  requirement?: Requirement;
  /** Metis form: `skill.md` with @[type:path] references, lazy_load and think_type. */
  metisForm: boolean;
  /** The installed version before an upgrade (the new one must differ). */
  installedVersion?: string;
  waivers: Waiver[];
  /** Error findings of the scan engine (metis profile rules, or the skill's profile's frontmatter checks). */
  lintErrors: Finding[];
  lintProfile: string;
}

const lbl = (en: string, zh: string) => ({ en, zh });

export function versionOf(data: Record<string, unknown> | undefined): string | undefined {
  const v = data?.version ?? (data?.metadata as Record<string, unknown> | undefined)?.version;
  return typeof v === 'string' || typeof v === 'number' ? String(v) : undefined;
}

export function descriptionOf(data: Record<string, unknown> | undefined): string {
  return typeof data?.description === 'string' ? data.description : '';
}

const VERSION_IN_TEXT = /\bv?\d+\.\d+(?:\.\d+)?\b|版本\s*\d/i;

export function missingTriggers(description: string, triggers: readonly string[]): string[] {
  const d = description.toLowerCase();
  return triggers.filter((t) => !d.includes(t.toLowerCase()));
}

function fileText(doc: SkillDocument): string {
  return doc.skillFile?.text?.text ?? '';
}

function checkVersion(input: ReviewInput): ChecklistItem {
  const v = versionOf(input.doc.frontmatter?.data);
  const label = lbl('Version number', '版本号');
  if (!v)
    return {
      layer: 'L1',
      id: 'L1.version',
      label,
      passed: false,
      evidence: [`${input.doc.skillFileName}: no version (frontmatter \`version\`${input.metisForm ? '' : ' or `metadata.version`'})`],
    };
  if (input.installedVersion !== undefined && input.installedVersion === v)
    return { layer: 'L1', id: 'L1.version', label, passed: false, evidence: [`version ${v} is the installed one: an upgrade bumps it`] };
  return {
    layer: 'L1',
    id: 'L1.version',
    label,
    passed: true,
    evidence: [input.installedVersion ? `version ${input.installedVersion} → ${v}` : `version ${v}`],
  };
}

function checkDescription(input: ReviewInput): ChecklistItem {
  const d = descriptionOf(input.doc.frontmatter?.data);
  const label = lbl('Description matches the requirement', '描述匹配');
  if (!d.trim()) return { layer: 'L1', id: 'L1.description', label, passed: false, evidence: ['no description'] };
  const version = VERSION_IN_TEXT.exec(d);
  if (version)
    return { layer: 'L1', id: 'L1.description', label, passed: false, evidence: [`iron rule #3: the description holds a version ("${version[0]}")`] };
  const triggers = input.requirement?.triggers ?? [];
  const found = triggers.filter((t) => d.toLowerCase().includes(t.toLowerCase()));
  if (triggers.length && !found.length)
    return {
      layer: 'L1',
      id: 'L1.description',
      label,
      passed: false,
      evidence: [`the description names none of the requirement's trigger words (${triggers.join(', ')})`],
    };
  return { layer: 'L1', id: 'L1.description', label, passed: true, evidence: [`description: "${d.length > 120 ? d.slice(0, 117) + '…' : d}"`] };
}

function checkTriggers(input: ReviewInput): ChecklistItem {
  const d = descriptionOf(input.doc.frontmatter?.data);
  const triggers = input.requirement?.triggers ?? [];
  const label = lbl('Trigger words in the description', '触发词');
  if (!triggers.length) return { layer: 'L1', id: 'L1.triggers', label, passed: false, evidence: ['the requirement has no trigger words (phase 1)'] };
  const missing = missingTriggers(d, triggers);
  return missing.length
    ? { layer: 'L1', id: 'L1.triggers', label, passed: false, evidence: [`missing from the description: ${missing.join(', ')}`] }
    : { layer: 'L1', id: 'L1.triggers', label, passed: true, evidence: [`all ${triggers.length} present: ${triggers.join(', ')}`] };
}

const BOUNDARY = /不适用|不应|边界|不要用|不用于|不处理|when not to use|do not use|don'?t use|not for\b|out of scope|boundar|limitations/i;

function checkBoundary(input: ReviewInput): ChecklistItem {
  const label = lbl('Boundary statement (when not to use)', '边界声明');
  const lines = fileText(input.doc).split('\n');
  const first = input.doc.frontmatter ? input.doc.frontmatter.closingLine : 0;
  const i = lines.findIndex((l, n) => n >= first && BOUNDARY.test(l));
  if (i >= 0)
    return { layer: 'L1', id: 'L1.boundary', label, passed: true, evidence: [`${input.doc.skillFileName}:${i + 1}: ${lines[i].trim().slice(0, 100)}`] };
  if (BOUNDARY.test(descriptionOf(input.doc.frontmatter?.data)))
    return { layer: 'L1', id: 'L1.boundary', label, passed: true, evidence: ['stated in the description'] };
  return { layer: 'L1', id: 'L1.boundary', label, passed: false, evidence: ['no line says when the skill must not be used'] };
}

const REF = /@\[([a-z_]+):([^\]]*)\]/g;
const REF_TYPES = new Set(['skfile', 'skill', 'tool', 'param']);

function checkReferences(input: ReviewInput): ChecklistItem {
  const label = input.metisForm
    ? lbl('Reference syntax (@[type:path])', '引用语法 (@[skfile:])')
    : lbl('Reference syntax (links and @[type:path] resolve)', '引用语法（链接与 @[type:path] 可达）');
  const bad: string[] = [];
  const file = input.doc.skillFileName ?? 'skill.md';
  fileText(input.doc)
    .split('\n')
    .forEach((line, i) => {
      for (const m of line.matchAll(REF)) {
        if (!REF_TYPES.has(m[1])) bad.push(`${file}:${i + 1}: unknown reference type @[${m[1]}:…]`);
        else if (m[1] === 'skfile' && !input.doc.paths.has(m[2].replace(/^\.\//, '').replace(/\/$/, '')))
          bad.push(`${file}:${i + 1}: @[skfile:${m[2]}] — no such file in the skill`);
      }
    });
  for (const l of input.doc.markdown?.links ?? []) {
    if (l.kind !== 'link' && l.kind !== 'image') continue;
    if (/^[a-z][a-z0-9+.-]*:|^#/i.test(l.target)) continue;
    const target = decodeURI(l.target.split('#')[0]).replace(/^\.\//, '');
    if (input.metisForm) bad.push(`${file}:${l.range.start.line}: [..](${l.target}) — use @[skfile:${target}] (iron rule #10)`);
    else if (target && !input.doc.paths.has(target.replace(/\/$/, ''))) bad.push(`${file}:${l.range.start.line}: link to ${l.target} — no such file`);
  }
  return { layer: 'L2', id: 'L2.references', label, passed: bad.length === 0, evidence: bad.length ? bad : ['every reference resolves'] };
}

function checkAbsolutePaths(input: ReviewInput): ChecklistItem {
  const hits: string[] = [];
  for (const f of input.doc.files) {
    if (!f.text || !/\.(md|json|ya?ml|txt)$/i.test(f.path)) continue;
    for (const h of scanPaths(f.text.text, true)) if (h.kind === 'absolute') hits.push(`${f.path}:${h.line}: ${h.path}`);
  }
  return {
    layer: 'L2',
    id: 'L2.absolute',
    label: lbl('No absolute paths (iron rule #4)', '绝对路径'),
    passed: hits.length === 0,
    evidence: hits.length ? hits : ['none'],
  };
}

function trailingComma(text: string): number | undefined {
  const re = /,\s*[}\]]/g;
  // Outside strings only: blank the strings first.
  const blanked = text.replace(/"(?:[^"\\]|\\.)*"/g, (s) => '"' + ' '.repeat(Math.max(0, s.length - 2)) + '"');
  const m = re.exec(blanked);
  return m ? blanked.slice(0, m.index).split('\n').length : undefined;
}

function checkConfig(input: ReviewInput): ChecklistItem {
  const bad: string[] = [];
  const ok: string[] = [];
  const data = input.doc.frontmatter?.data;
  const file = input.doc.skillFileName ?? 'skill.md';
  if (!data) bad.push(`${file}: the frontmatter does not parse as a YAML mapping`);
  const name = typeof data?.name === 'string' ? data.name : undefined;
  if (name !== input.name) bad.push(`${file}: name "${name ?? ''}" ≠ folder "${input.name}"`);
  else if (!isSkillName(name) && !input.waivers.some((w) => w.rule === 1))
    bad.push(`${file}: name "${name}" is not lowercase letters and hyphens (iron rule #1)`);
  else ok.push(`name ${name}`);
  if (input.metisForm && data) {
    const waived7 = input.waivers.some((w) => w.rule === 7);
    if (data.lazy_load !== true && !(waived7 && data.lazy_load === false))
      bad.push(`${file}: lazy_load is ${JSON.stringify(data.lazy_load)} (iron rule #7: true)`);
    else ok.push(`lazy_load ${String(data.lazy_load)}${waived7 && data.lazy_load === false ? ' (waiver #7)' : ''}`);
    if (data.think_type !== 'react') bad.push(`${file}: think_type is ${JSON.stringify(data.think_type)} (iron rule #8: react)`);
    else ok.push('think_type react');
  }
  for (const f of input.doc.files) {
    if (!f.path.endsWith('.json') || !f.text) continue;
    const line = trailingComma(f.text.text);
    if (line !== undefined) {
      bad.push(`${f.path}:${line}: trailing comma (iron rule #12)`);
      continue;
    }
    try {
      const j = JSON.parse(f.text.text) as Record<string, unknown>;
      if (f.path === 'skill.json') {
        if (j.name !== undefined && j.name !== name) bad.push(`skill.json: name "${String(j.name)}" ≠ ${file} "${name ?? ''}"`);
        const v = versionOf(data);
        if (j.version !== undefined && v !== undefined && String(j.version) !== v) bad.push(`skill.json: version ${String(j.version)} ≠ ${file} ${v}`);
      }
    } catch (e) {
      bad.push(`${f.path}: not JSON (${(e as Error).message})`);
    }
  }
  return {
    layer: 'L2',
    id: 'L2.config',
    label: lbl('Configuration consistency', '配置一致性'),
    passed: bad.length === 0,
    evidence: bad.length ? bad : [ok.join(', ') || 'consistent'],
  };
}

function checkLint(input: ReviewInput): ChecklistItem {
  const ev = input.lintErrors.map((f) => `${f.file}:${f.range.start.line}: ${f.message} (${f.ruleId})`);
  return {
    layer: 'L2',
    id: 'L2.lint',
    label: lbl(`Lint profile ${input.lintProfile}: no errors`, `规范检查（${input.lintProfile} 规则集）：无错误`),
    passed: ev.length === 0,
    evidence: ev.length ? ev : ['0 errors'],
  };
}

function checkBarePaths(input: ReviewInput): ChecklistItem {
  const hits: string[] = [];
  for (const f of input.doc.files) {
    const isSkill = f.path === input.doc.skillFileName;
    if (!f.text || !(isSkill || /^references\/.*\.md$/.test(f.path))) continue;
    for (const h of scanPaths(f.text.text, input.metisForm)) if (h.kind === 'bare') hits.push(`${f.path}:${h.line}: ${h.path}`);
  }
  return {
    layer: 'L3',
    id: 'L3.bare-paths',
    label: lbl('Zero bare paths (line-by-line scan)', '零裸路径残留（逐行扫描）'),
    passed: hits.length === 0,
    evidence: hits.length ? hits : ['0 bare paths'],
  };
}

export function checklistItems(input: ReviewInput): ChecklistItem[] {
  return [
    checkVersion(input),
    checkDescription(input),
    checkTriggers(input),
    checkBoundary(input),
    checkReferences(input),
    checkAbsolutePaths(input),
    checkConfig(input),
    checkLint(input),
    checkBarePaths(input),
  ];
}
