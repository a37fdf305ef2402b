/**
 * Small, idempotent edits of a skill file the template generator makes (phase 5 without
 * a model): the version, the trigger words in the description, the boundary section,
 * the metis fields. Each returns the text unchanged when there is nothing to do, so a
 * second run changes nothing and a person's own edits stay.
 */
import { parseDocument } from 'yaml';
import type { Locale } from '../../base/l10n/index.ts';
import { missingTriggers } from './review/items.ts';

const FM = /^(\uFEFF?---\r?\n)([\s\S]*?)(\r?\n---[ \t]*(?:\r?\n|$))/;

export interface SplitSkill {
  frontmatter: string | undefined;
  body: string;
}

export function splitSkill(text: string): SplitSkill {
  const m = FM.exec(text);
  return m ? { frontmatter: m[2], body: text.slice(m[0].length) } : { frontmatter: undefined, body: text };
}

export function joinSkill(frontmatter: string, body: string): string {
  return `---\n${frontmatter.replace(/\n+$/, '')}\n---\n${body}`;
}

/** Edit the frontmatter as YAML; a frontmatter that does not parse is left alone (the review reports it). */
function editFrontmatter(text: string, edit: (doc: ReturnType<typeof parseDocument>) => boolean): string {
  const { frontmatter, body } = splitSkill(text);
  if (frontmatter === undefined) return text;
  const doc = parseDocument(frontmatter);
  if (doc.errors.length || !doc.contents || typeof doc.toJSON() !== 'object') return text;
  if (!edit(doc)) return text;
  return joinSkill(doc.toString({ lineWidth: 0 }), body);
}

/** `1.0.0` → `1.0.1`, `5.2` → `5.3`, `3` → `4`; anything else gets `.1`. */
export function bumpVersion(v: string): string {
  const m = /^(.*?)(\d+)$/.exec(v);
  return m ? `${m[1]}${Number(m[2]) + 1}` : `${v}.1`;
}

export function frontmatterData(text: string): Record<string, unknown> | undefined {
  const { frontmatter } = splitSkill(text);
  if (frontmatter === undefined) return undefined;
  const doc = parseDocument(frontmatter);
  if (doc.errors.length) return undefined;
  const v: unknown = doc.toJSON();
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
}

/** A version that differs from the installed one (metis: `version`; Agent Skills: `metadata.version`). */
export function ensureVersion(text: string, metisForm: boolean, installed: string | undefined): string {
  return editFrontmatter(text, (doc) => {
    const pathTo = metisForm || doc.has('version') ? ['version'] : ['metadata', 'version'];
    const cur = doc.getIn(pathTo);
    const current = typeof cur === 'string' || typeof cur === 'number' ? String(cur) : undefined;
    if (current && current !== installed) return false;
    doc.setIn(pathTo, current ? bumpVersion(current) : '1.0.0');
    return true;
  });
}

/** Every trigger word in the description (a lazily loaded skill is found by them). */
export function ensureTriggers(text: string, triggers: string[], locale: Locale): string {
  return editFrontmatter(text, (doc) => {
    const d = doc.get('description');
    const description = typeof d === 'string' ? d : '';
    const missing = missingTriggers(description, triggers);
    if (!missing.length) return false;
    const quoted = missing.map((t) => `"${t}"`);
    const add = locale === 'zh-CN' ? `当用户说${quoted.join('、')}时使用。` : `Use when the user says ${quoted.join(', ')}.`;
    doc.set(
      'description',
      description.trim()
        ? `${description.trim()}${/[。.!?！？]$/.test(description.trim()) ? '' : locale === 'zh-CN' ? '。' : '.'}${locale === 'zh-CN' ? '' : ' '}${add}`
        : add,
    );
    return true;
  });
}

/** metis: `lazy_load: true` (false only under a waiver of iron rule #7) and `think_type: react`. */
export function ensureMetisFields(text: string, lazy: boolean): string {
  return editFrontmatter(text, (doc) => {
    let changed = false;
    if (doc.get('lazy_load') !== lazy) {
      doc.set('lazy_load', lazy);
      changed = true;
    }
    if (doc.get('think_type') !== 'react') {
      doc.set('think_type', 'react');
      changed = true;
    }
    return changed;
  });
}

const BOUNDARY_LINE = /不适用|不应|边界|不要用|不用于|不处理|when not to use|do not use|don'?t use|not for\b|out of scope|boundar|limitations/i;

/** A "when not to use" section from the phase 1 boundaries, when the body has none. */
export function ensureBoundary(text: string, boundaries: string[], locale: Locale): string {
  const { body } = splitSkill(text);
  if (BOUNDARY_LINE.test(body)) return text;
  const items = boundaries.length ? boundaries : [locale === 'zh-CN' ? '与上述触发场景无关的请求' : 'requests unrelated to the trigger situations above'];
  const heading = locale === 'zh-CN' ? '## 不适用场景' : '## When not to use';
  return `${text.replace(/\s*$/, '')}\n\n${heading}\n\n${items.map((b) => `- ${b}`).join('\n')}\n`;
}
