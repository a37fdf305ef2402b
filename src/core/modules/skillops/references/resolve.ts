/**
 * Resolving a mention: which file of the skill a written path names. Links resolve
 * from the folder of the file that holds them (as Markdown does); a bare path in a
 * nested file may be written from the skill folder or from its own folder, and a
 * sub-skill's bare path may name its bundle's files. Suggestions for a missing target
 * ("did you mean") are in `../did-you-mean.ts`.
 */
import path from 'node:path';
import type { SkillDocument } from '../../../skill/types.ts';
import type { Resolved } from './types.ts';

const posix = path.posix;

const LINE_SUFFIX = /(?::\d+(?:[-:]\d+)?|#L\d+(?:-L?\d+)?)$/;

/** A written path split into the path and what follows it (`#anchor`; in links `?query`; in bare paths `:12`, `#L3-L9`). */
export function splitSuffix(written: string, link: boolean): { pathPart: string; suffix: string } {
  let cut = written.length;
  const hash = written.indexOf('#');
  if (hash >= 0) cut = hash;
  if (link) {
    const q = written.indexOf('?');
    if (q >= 0 && q < cut) cut = q;
  }
  let pathPart = written.slice(0, cut);
  let suffix = written.slice(cut);
  if (!link) {
    const m = LINE_SUFFIX.exec(pathPart);
    if (m) {
      suffix = m[0] + suffix;
      pathPart = pathPart.slice(0, m.index);
    }
  }
  return { pathPart, suffix };
}

/** Resolve `rel` against a folder of the skill (`''` = the skill folder itself). */
export function resolveFrom(doc: SkillDocument, fromDir: string, rel: string): Resolved {
  const simple = !rel.includes('./') && !rel.includes('//') && !rel.startsWith('.') && !rel.includes('\\');
  const joined = simple ? (fromDir ? fromDir + '/' : '') + rel.replace(/\/+$/, '') : posix.normalize(posix.join(fromDir || '.', rel)).replace(/\/+$/, '');
  if (joined === '..' || joined.startsWith('../')) return { resolution: 'outside', target: joined, exists: false, base: fromDir };
  const target = joined === '.' ? '' : joined;
  return { resolution: 'inside', target, exists: target === '' || doc.paths.has(target), base: fromDir };
}

/**
 * A sub-skill of a bundle names the bundle's files from the bundle's root
 * (`uv run scripts/render_shot.py` in `spark-video/references/spark-video-director/`):
 * such a path exists, as `../../scripts/render_shot.py` from this folder.
 */
function inEnclosingSkill(doc: SkillDocument, rel: string): Resolved | undefined {
  const bundle = doc.enclosingSkill;
  if (!bundle || rel.startsWith('../')) return undefined;
  const normal = posix.normalize(rel).replace(/\/+$/, '');
  if (normal.startsWith('../') || !bundle.paths.has(normal)) return undefined;
  return { resolution: 'bundle', target: posix.join(bundle.relDir, normal), exists: true, base: '' };
}

/** Bare paths in a nested file are often written from the skill folder: either reading that exists counts. */
export function resolveBare(doc: SkillDocument, fileDir: string, rel: string): Resolved {
  const local = resolveFrom(doc, fileDir, rel);
  if (local.exists || rel.startsWith('../')) return local;
  if (fileDir === '') return inEnclosingSkill(doc, rel) ?? local;
  const fromRoot = resolveFrom(doc, '', rel);
  if (fromRoot.exists) return fromRoot;
  const fromBundle = inEnclosingSkill(doc, rel);
  if (fromBundle) return fromBundle;
  const head = rel.slice(0, rel.indexOf('/'));
  // Report the reading whose first folder is real.
  return doc.paths.has(posix.join(fileDir, head)) ? local : fromRoot;
}
