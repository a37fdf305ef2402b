/**
 * The workspace roots an MCP client grants (MCP spec, "Roots"): when the client declares
 * the `roots` capability the server asks `roots/list` after initialisation and again on
 * every `notifications/roots/list_changed`; a client without it gets the server's working
 * folder as its one root. Every path argument is resolved through realpath (a symlink
 * cannot lead out) and refused unless it lies inside a root.
 */
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isInside, type Locale } from '../core/api/base.ts';
import { say } from './messages.ts';

/** A path argument that cannot be used: the message is the tool's isError text. */
export class PathRefused extends Error {}

export type RootsLister = () => Promise<{ roots: Array<{ uri: string; name?: string }> }>;

export class WorkspaceRoots {
  private roots: string[];
  private failure?: string;
  private pending: Promise<void> = Promise.resolve();

  constructor(
    cwd: string,
    private readonly locale: Locale,
  ) {
    this.roots = [realOr(cwd)];
  }

  /** Ask the client for its roots (now, and on each list_changed); calls made meanwhile wait for the answer. */
  refresh(list: RootsLister): Promise<void> {
    this.pending = list().then(
      ({ roots }) => {
        this.failure = undefined;
        this.roots = roots.flatMap((r) => {
          if (!r.uri.startsWith('file://')) return [];
          try {
            return [realpathSync(fileURLToPath(r.uri))];
          } catch {
            return []; // a root that does not exist grants nothing
          }
        });
      },
      (e: unknown) => {
        this.roots = [];
        this.failure = (e as Error)?.message ?? String(e);
      },
    );
    return this.pending;
  }

  /** The granted roots (after any pending roots/list answer). */
  async current(): Promise<string[]> {
    await this.pending;
    return [...this.roots];
  }

  /**
   * The real absolute path of `given` (absolute, or relative to the first root), or a
   * PathRefused naming it when it does not exist or lies outside every root.
   */
  async resolve(given: string): Promise<string> {
    const roots = await this.current();
    if (roots.length === 0) throw new PathRefused(this.failure ? say(this.locale, 'rootsFailed', { detail: this.failure }) : say(this.locale, 'noRoots'));
    const abs = path.resolve(roots[0], given);
    let real: string;
    try {
      real = realpathSync(abs);
    } catch {
      throw new PathRefused(say(this.locale, 'pathMissing', { path: given }));
    }
    if (!roots.some((root) => isInside(real, root))) throw new PathRefused(say(this.locale, 'outsideRoots', { path: given, roots: roots.join(', ') }));
    return real;
  }
}

function realOr(p: string): string {
  try {
    return realpathSync(p);
  } catch {
    return path.resolve(p);
  }
}
