/**
 * Whether a path lies inside a folder, decided on the resolved paths with path.relative (so
 * `/a/bc` is not inside `/a/b`, and on Windows the drive letter's case does not matter). The
 * folder itself counts as inside unless `strict` is set. A name that merely starts with two
 * dots (`..notes`) is inside; only `..` as a whole path segment leads out.
 */
import path from 'node:path';

export interface InsideOptions {
  /** The folder itself does not count as inside it. */
  strict?: boolean;
}

export function isInside(child: string, parent: string, options: InsideOptions = {}): boolean {
  const rel = path.relative(parent, child);
  if (rel === '') return !options.strict;
  return rel !== '..' && !rel.startsWith(`..${path.sep}`) && !path.isAbsolute(rel);
}
