/**
 * Luban's packaged rule pages (`docs/rules/<module>/<name>.md`, src/frontend/editor/rule-page.ts's
 * convention), found from the package root rather than the working directory, so that the
 * language server's hover and the MCP server's explain_rule work from a clone, the bundle in
 * dist/ and an installed package alike.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ruleDocPath } from './editor/rule-page.ts';

/** The folder holding Luban's package.json: above the bundle (dist/) or this source file. */
export function packageRoot(): string | undefined {
  let dir: string;
  if (typeof __filename === 'string') dir = path.dirname(__filename);
  else {
    try {
      dir = path.dirname(fileURLToPath(import.meta.url));
    } catch {
      return undefined;
    }
  }
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        if ((JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'luban') return dir;
      } catch {
        // not ours: keep walking up
      }
    }
    const up = path.dirname(dir);
    if (up === dir) return undefined;
    dir = up;
  }
}

/** A rule's packaged page, or undefined when none is packaged. Callers check the id against the registry first. */
export function packagedRulePage(ruleId: string, root: string | undefined = packageRoot()): string | undefined {
  if (!root) return undefined;
  try {
    return readFileSync(path.join(root, ...ruleDocPath(ruleId).split('/')), 'utf8');
  } catch {
    return undefined;
  }
}
