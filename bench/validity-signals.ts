/**
 * Cheap, measurable properties of one skill folder for the validity benchmark: the simple
 * baselines (length, file counts) and the candidate evidence-based signals of issue 32 item 3.
 * Pure functions of the SKILL.md text and the folder's file list (paths relative to the skill
 * folder). Candidates only: nothing here is a product signal until it holds out.
 */

export interface SkillFacts {
  /** SKILL.md (or skill.md) text. */
  skillMd: string;
  /** Every file in the skill folder, relative, with `/` separators. */
  files: string[];
}

const SHELL_LANGS = new Set(['bash', 'sh', 'shell', 'console', 'zsh', 'shell-session', 'powershell', 'ps1', 'cmd', 'bat']);
const DOC_EXT = /\.(md|markdown|txt|rst|html?)$/i;

/** Reference files: documentation beside SKILL.md (.md/.txt/.rst/.html), licences left out. */
export function referenceFiles(files: readonly string[]): string[] {
  return files.filter((f) => !/^skill\.md$/i.test(f) && DOC_EXT.test(f) && !/(^|\/)licen[cs]e/i.test(f.split('/').pop() ?? ''));
}

interface Fence {
  lang: string;
  lines: string[];
}

/** Fenced code blocks (``` or ~~~), with their info-string language. */
export function fences(text: string): Fence[] {
  const out: Fence[] = [];
  let open: { marker: string; fence: Fence } | null = null;
  for (const line of text.split(/\r?\n/)) {
    const m = /^\s{0,3}(`{3,}|~{3,})\s*([^\s`]*)/.exec(line);
    if (open) {
      if (m && m[1][0] === open.marker[0] && m[1].length >= open.marker.length && m[2] === '') {
        out.push(open.fence);
        open = null;
      } else open.fence.lines.push(line);
    } else if (m) open = { marker: m[1], fence: { lang: m[2].toLowerCase(), lines: [] } };
  }
  if (open) out.push(open.fence);
  return out;
}

/** The text outside fenced code blocks. */
function prose(text: string): string {
  const lines: string[] = [];
  let marker: string | null = null;
  for (const line of text.split(/\r?\n/)) {
    const m = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (marker) {
      if (m && m[1][0] === marker[0] && m[1].length >= marker.length) marker = null;
    } else if (m) marker = m[1];
    else lines.push(line);
  }
  return lines.join('\n');
}

export const BASELINES = ['SKILL.md length (characters)', 'number of files', 'number of reference files'] as const;

export function baselines(f: SkillFacts): Record<(typeof BASELINES)[number], number> {
  return {
    'SKILL.md length (characters)': f.skillMd.length,
    'number of files': f.files.length,
    'number of reference files': referenceFiles(f.files).length,
  };
}

export const CANDIDATES = [
  'concision: SKILL.md characters per H2 section',
  'fenced code blocks',
  'concrete commands: lines in shell-tagged fences',
  'numbered steps (lines "1." / "1)")',
  'reference files referenced from SKILL.md (fraction; 1 when none)',
  'examples present (an "example" heading or label)',
  'scripts shipped (files under scripts/ or .py/.sh/.js/.ts)',
  'description length (frontmatter characters)',
] as const;

export type Candidate = (typeof CANDIDATES)[number];

export function candidates(f: SkillFacts): Record<Candidate, number> {
  const text = f.skillMd;
  const body = prose(text);
  const h2 = body.split(/\r?\n/).filter((l) => /^\s{0,3}##\s/.test(l)).length;
  const fs = fences(text);
  const refs = referenceFiles(f.files);
  const mentioned = refs.filter((r) => text.includes(r) || text.includes(r.split('/').pop() as string)).length;
  const description = /^---\r?\n[\s\S]*?^description:\s*([\s\S]*?)(?=^\w[\w-]*:|^---)/m.exec(text)?.[1]?.trim() ?? '';
  return {
    'concision: SKILL.md characters per H2 section': text.length / Math.max(1, h2),
    'fenced code blocks': fs.length,
    'concrete commands: lines in shell-tagged fences': fs
      .filter((x) => SHELL_LANGS.has(x.lang))
      .reduce((n, x) => n + x.lines.filter((l) => l.trim() !== '' && !l.trim().startsWith('#')).length, 0),
    'numbered steps (lines "1." / "1)")': body.split(/\r?\n/).filter((l) => /^\s*\d+[.)]\s+\S/.test(l)).length,
    'reference files referenced from SKILL.md (fraction; 1 when none)': refs.length === 0 ? 1 : mentioned / refs.length,
    'examples present (an "example" heading or label)': /^\s{0,3}#{1,6}\s.*example|^\s*\**examples?\**\s*:/im.test(body) ? 1 : 0,
    'scripts shipped (files under scripts/ or .py/.sh/.js/.ts)': f.files.filter((p) => p.startsWith('scripts/') || /\.(py|sh|js|mjs|ts)$/i.test(p)).length,
    'description length (frontmatter characters)': description.length,
  };
}
