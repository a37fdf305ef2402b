/**
 * The skill's version in its frontmatter: `version` (claude-code, metis, skilltree) or
 * `metadata.version` under the agentskills profile, whose specification has no top-level
 * `version`. Written by replacing only the value's own characters (or inserting one
 * line), so every other byte of the YAML — comments, quoting, folded descriptions — stays
 * as the person wrote it.
 */
import { isMap, isScalar, parseDocument, type Document } from 'yaml';

export type VersionField = 'version' | 'metadata.version';

interface Split {
  /** Offset of the first YAML character in the text. */
  start: number;
  raw: string;
}

function splitFrontmatter(text: string): Split | undefined {
  const m = /^---[ \t]*\n/.exec(text);
  if (!m) return undefined;
  const close = /^---[ \t]*$/m;
  const rest = text.slice(m[0].length);
  const c = close.exec(rest);
  if (!c) return undefined;
  return { start: m[0].length, raw: rest.slice(0, c.index) };
}

function parse(raw: string): Document.Parsed | undefined {
  const doc = parseDocument(raw, { keepSourceTokens: false });
  return doc.errors.length || !isMap(doc.contents) ? undefined : doc;
}

const PATHS: Record<VersionField, string[]> = { version: ['version'], 'metadata.version': ['metadata', 'version'] };

/** The version written in the frontmatter (the given field first, then the other). */
export function readVersion(text: string, field: VersionField): string | undefined {
  const fm = splitFrontmatter(text);
  const doc = fm && parse(fm.raw);
  if (!doc) return undefined;
  const other: VersionField = field === 'version' ? 'metadata.version' : 'version';
  for (const f of [field, other]) {
    const v = doc.getIn(PATHS[f]);
    if (typeof v === 'string' || typeof v === 'number') return String(v);
  }
  return undefined;
}

function scalarText(version: string, original?: string): string {
  const q = original?.[0];
  if (q === '"' || q === "'") return `${q}${version}${q}`;
  return version;
}

/** The text with `field` set to `version`; undefined when there is no readable frontmatter. */
export function writeVersion(text: string, field: VersionField, version: string): string | undefined {
  const fm = splitFrontmatter(text);
  const doc = fm && parse(fm.raw);
  if (!fm || !doc) return undefined;
  const at = (offset: number) => fm.start + offset;
  const node = doc.getIn(PATHS[field], true);
  if (isScalar(node) && node.range) {
    const [s, e] = node.range;
    return text.slice(0, at(s)) + scalarText(version, fm.raw.slice(s, e)) + text.slice(at(e));
  }
  const body = fm.raw.endsWith('\n') || fm.raw === '' ? fm.raw : fm.raw + '\n';
  const insertAt = (offset: number, line: string) => text.slice(0, at(offset)) + line + text.slice(at(offset));
  if (field === 'version') {
    if (fm.raw.length && !fm.raw.endsWith('\n')) return insertAt(fm.raw.length, `\nversion: ${version}`);
    return insertAt(body.length, `version: ${version}\n`);
  }
  const meta = doc.get('metadata', true);
  if (isMap(meta) && !meta.flow && meta.range && meta.items.length) {
    const firstKey = meta.items[0].key;
    const keyStart = isScalar(firstKey) && firstKey.range ? firstKey.range[0] : meta.range[0];
    const lineStart = fm.raw.lastIndexOf('\n', keyStart - 1) + 1;
    const indent = fm.raw.slice(lineStart, keyStart);
    // After the map's last line (its range ends after its trailing newline, or at the end of the YAML).
    let end = meta.range[1];
    while (end > 0 && fm.raw[end - 1] !== '\n' && end < fm.raw.length) end++;
    const nl = end >= fm.raw.length && !fm.raw.endsWith('\n') ? '\n' : '';
    return insertAt(Math.min(end, fm.raw.length), `${nl}${indent}version: ${version}${nl ? '' : '\n'}`);
  }
  if (meta === undefined || meta === null) {
    if (fm.raw.length && !fm.raw.endsWith('\n')) return insertAt(fm.raw.length, `\nmetadata:\n  version: ${version}`);
    return insertAt(body.length, `metadata:\n  version: ${version}\n`);
  }
  // A flow map or an empty value: let yaml write the mapping (it keeps comments).
  doc.setIn(PATHS[field], version);
  return text.slice(0, fm.start) + doc.toString() + text.slice(fm.start + fm.raw.length);
}
