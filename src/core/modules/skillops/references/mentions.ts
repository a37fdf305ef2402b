/**
 * Turning sites into mentions: trim what is written down to the path, resolve it
 * (`resolve.ts`), and drop what is not a reference to a file of this skill (URLs,
 * anchors, placeholders, and the contexts in `context.ts`).
 */
import path from 'node:path';
import type { LinkSite } from '../../../skill/markdown-scan.ts';
import { rangeOf } from '../../../skill/text.ts';
import { existingAlternative, hasPlaceholderChars, isPlaceholder, nonReferenceContext, otherSkillContext, ownSkillNames } from './context.ts';
import { resolveBare, resolveFrom, splitSuffix } from './resolve.ts';
import { CONVENTIONAL_FOLDERS, knownFolderSuffix, type FileScope, type TextSite } from './sites.ts';
import type { MentionKind, ReferenceMention, Resolved } from './types.ts';

const posix = path.posix;

const URL_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const WINDOWS_ABS = /^[a-z]:[\\/]/i;
const HOME_SPECIFIC = /^(?:\/(?:Users|home)\/[^/\s]+\/|[a-z]:[\\/]Users[\\/])/i;
const HAS_EXTENSION = /\.[A-Za-z0-9_]{1,10}$/;
const TRAILING_PUNCT = /[.,:;!?'"’”)\]}>*_~。，、；：！？）】》」』]+$/u;
const LEADING_PUNCT = /^[*_~'"‘“(<\[]+/u;
const CJK_TAIL = /^(.*\.[A-Za-z0-9]{1,8})[\u2E80-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF]+$/u;
const NON_ASCII = /[^\x00-\x7F]/;

/** A Markdown link, image, definition or HTML `src`/`href`: resolved from the file's own folder. */
export function linkMention(scope: FileScope, site: LinkSite): ReferenceMention | undefined {
  const { doc, fileDir, info } = scope;
  const written = info.text.slice(site.start, site.end);
  const url = site.url.trim();
  if (!url || url.startsWith('#') || url.startsWith('//') || url.startsWith('{{')) return undefined;
  if (URL_SCHEME.test(url) && !WINDOWS_ABS.test(url)) {
    if (!/^file:/i.test(url)) return undefined;
    return makeMention(scope, site.kind, written, site.start, url, '', { resolution: 'absolute', target: url, exists: false, base: fileDir });
  }
  const { suffix } = splitSuffix(written, true);
  let pathPart = splitSuffix(url, true).pathPart;
  if (pathPart.includes('%')) {
    try {
      pathPart = decodeURI(pathPart);
    } catch {
      /* keep as written */
    }
  }
  if (!pathPart || /[<>{}$*]/.test(pathPart)) return undefined;
  if (pathPart.startsWith('/') || pathPart.startsWith('~') || pathPart.startsWith('\\') || WINDOWS_ABS.test(pathPart)) {
    return makeMention(scope, site.kind, written, site.start, pathPart, suffix, { resolution: 'absolute', target: pathPart, exists: false, base: fileDir });
  }
  return makeMention(scope, site.kind, written, site.start, pathPart, suffix, resolveFrom(doc, fileDir, pathPart));
}

/** A metis `@[skfile:path]`: relative to the skill folder. */
export function skfileMention(scope: FileScope, site: TextSite): ReferenceMention | undefined {
  if (hasPlaceholderChars(site.written)) return undefined;
  const { pathPart, suffix } = splitSuffix(site.written, false);
  return makeMention(scope, 'skfile', site.written, site.start, pathPart, suffix, resolveFrom(scope.doc, '', pathPart));
}

/** A bare path in prose or inline code, if it is one: trimmed, resolved, and kept only when it is not an example, output, placeholder … */
export function bareMention(scope: FileScope, site: TextSite): ReferenceMention | undefined {
  const { doc, fileDir, info, isSkillMd, topFolders, scan } = scope;
  let token = site.written;
  let start = site.start;
  const lead = LEADING_PUNCT.exec(token);
  if (lead) {
    token = token.slice(lead[0].length);
    start += lead[0].length;
  }
  token = token.replace(TRAILING_PUNCT, '');
  const slash = token.indexOf('/');
  if (slash < 0) return undefined;

  // Absolute paths: only machine-specific ones (home folders) are worth a word.
  if (slash === 0 || WINDOWS_ABS.test(token)) {
    if (!HOME_SPECIFIC.test(token) || isPlaceholder(token)) return undefined;
    const place = scan.placeAt(start);
    if (place !== 'prose' && place !== 'inlineCode') return undefined;
    if (scan.inLink(start)) return undefined;
    if (nonReferenceContext(info.text, start, start + token.length)) return undefined;
    const { pathPart, suffix } = splitSuffix(token, false);
    return makeMention(scope, place === 'prose' ? 'bare-path' : 'code-path', token, start, pathPart, suffix, {
      resolution: 'absolute',
      target: pathPart,
      exists: false,
      base: fileDir,
    });
  }

  // Cheap filter first: the first segment must name a folder of the skill.
  let body = token;
  while (body.startsWith('./')) body = body.slice(2);
  const up = body.startsWith('../');
  if (!up) {
    let head = body.slice(0, body.indexOf('/'));
    if (!head) return undefined;
    if (NON_ASCII.test(head)) {
      // Chinese prose without spaces: `读取references/a.md`.
      const cut = knownFolderSuffix(head, topFolders, isSkillMd);
      if (cut < 0) return undefined;
      start += token.length - body.length + cut;
      token = body = body.slice(cut);
      head = body.slice(0, body.indexOf('/'));
    }
    const known = topFolders.has(head) || (isSkillMd && CONVENTIONAL_FOLDERS.has(head)) || (fileDir !== '' && doc.paths.has(posix.join(fileDir, head)));
    if (!known) return undefined;
  }
  if (isPlaceholder(token) || token.includes('@')) return undefined;
  const place = scan.placeAt(start);
  if (place !== 'prose' && place !== 'inlineCode') return undefined;
  if (scan.inLink(start)) return undefined;

  let { pathPart, suffix } = splitSuffix(token, false);
  let rel = pathPart.replace(/^(\.\/)+/, '');
  let resolved = resolveBare(doc, fileDir, rel);
  if (!resolved.exists) {
    const cut = CJK_TAIL.exec(pathPart);
    if (cut) {
      pathPart = cut[1];
      suffix = '';
      rel = pathPart.replace(/^(\.\/)+/, '');
      resolved = resolveBare(doc, fileDir, rel);
    }
  }
  const written = pathPart + suffix;
  if (!resolved.exists) {
    if (resolved.resolution === 'inside') {
      if (!HAS_EXTENSION.test(rel)) return undefined; // a folder or a command, not a file
      const parent = posix.dirname(resolved.target);
      if (parent.includes('/') && !doc.paths.has(parent)) return undefined; // a place the skill writes to
    }
    if (nonReferenceContext(info.text, start, start + written.length)) return undefined;
    if (otherSkillContext(info.text, start, start + written.length, ownSkillNames(doc))) return undefined;
    if (existingAlternative(info.text, start, start + written.length, (alt) => resolveBare(doc, fileDir, alt.replace(/^(\.\/)+/, '')).exists)) return undefined;
  }
  return makeMention(scope, place === 'prose' ? 'bare-path' : 'code-path', written, start, pathPart, suffix, resolved);
}

function makeMention(
  scope: FileScope,
  kind: MentionKind,
  written: string,
  start: number,
  pathPart: string,
  suffix: string,
  resolved: Resolved,
): ReferenceMention {
  return {
    file: scope.file.path,
    kind,
    written,
    start,
    end: start + written.length,
    range: rangeOf(scope.info, start, start + written.length),
    pathPart,
    suffix,
    resolution: resolved.resolution,
    target: resolved.target,
    exists: resolved.exists,
    base: resolved.base,
  };
}
