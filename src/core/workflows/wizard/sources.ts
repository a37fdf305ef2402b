/**
 * Directions B and D (seed metis, Phase 3 四选项): the existing skills a new skill is
 * built from.
 *
 * - [B] 迁移/融合 → 合并: the new skill takes the sources' instructions and resources.
 *   Phase 4 plans each source resource as a file to migrate (`from`), renamed when two
 *   sources have the same path; phase 5 copies them into the sandbox and merges the
 *   sources' bodies into the new skill file under one heading per source.
 * - [D] 参考借鉴 → 吸收优点，全新编写: the new skill is written anew. Phase 4 shows the
 *   sources' outline (headings, resources) as the design to borrow; nothing is copied,
 *   and the new skill file names what it drew on.
 *
 * Neither direction changes or removes a source (iron rule #17: the wizard deletes no
 * skill; phase 7 says where they are). Nothing here writes: phases 4–5 do.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { DiscoveryMatch, Direction, PlanItem } from '../../formats/wizard-state.ts';
import { listFiles } from './folders.ts';
import { splitSkill } from './frontmatter-edit.ts';

/** The folders a skill's resources live in (the seed's skill layout). */
export const RESOURCE_DIR = /^(?:references|scripts|templates|workflows|assets)\//;

export interface SourceSkill {
  name: string;
  dir: string;
  skillFile: string;
  /** The skill file's body (without the frontmatter), `\n` line ends. */
  body: string;
  /** Its headings, in order (`## Workflow`). */
  headings: string[];
  /** Its resource files, skill-relative. */
  resources: string[];
}

async function skillFileIn(dir: string): Promise<string | undefined> {
  const entries = await fs.readdir(dir).catch(() => [] as string[]);
  return entries.includes('SKILL.md') ? 'SKILL.md' : entries.includes('skill.md') ? 'skill.md' : undefined;
}

/** A source skill as phases 4–5 use it; undefined when its folder has no skill file any more. */
export async function readSource(dir: string): Promise<SourceSkill | undefined> {
  const skillFile = await skillFileIn(dir);
  if (!skillFile) return undefined;
  const text = (await fs.readFile(path.join(dir, skillFile), 'utf8')).replace(/^\uFEFF/, '').replace(/\r\n/g, '\n');
  const body = splitSkill(text).body;
  return {
    name: path.basename(dir),
    dir,
    skillFile,
    body,
    headings: body
      .split('\n')
      .filter((l) => /^#{1,4}\s/.test(l))
      .map((l) => l.trim()),
    resources: (await listFiles(dir)).filter((f) => RESOURCE_DIR.test(f)),
  };
}

export async function readSources(dirs: readonly string[]): Promise<SourceSkill[]> {
  const out: SourceSkill[] = [];
  for (const d of dirs) {
    const s = await readSource(d);
    if (s) out.push(s);
  }
  return out;
}

/** Names of discovered skills written in the person's reply ("B weekly-report, meeting-notes"). */
export function namedIn(reply: string, matches: readonly DiscoveryMatch[]): DiscoveryMatch[] {
  const text = reply.toLowerCase();
  const at = (m: DiscoveryMatch): number => {
    const n = m.name.toLowerCase();
    for (let i = text.indexOf(n); i >= 0; i = text.indexOf(n, i + 1)) {
      const before = text[i - 1];
      const after = text[i + n.length];
      if (!(before && /[\w-]/.test(before)) && !(after && /[\w-]/.test(after))) return i;
    }
    return -1;
  };
  // In the order the person named them.
  return matches
    .map((m) => ({ m, i: at(m) }))
    .filter((x) => x.i >= 0)
    .sort((a, b) => a.i - b.i)
    .map((x) => x.m);
}

/**
 * The skills a B or D choice draws on: those named in the reply; else the recommendation's
 * when it recommended the same direction; else B takes every related match (★3+) and D
 * the best match. Empty when discovery found nothing to draw on.
 */
export function sourcesFor(
  letter: Extract<Direction, 'B' | 'D'>,
  reply: string,
  matches: readonly DiscoveryMatch[],
  recommended: { letter: Direction; sources: DiscoveryMatch[] },
): DiscoveryMatch[] {
  const named = namedIn(reply, matches);
  if (named.length) return named;
  if (recommended.letter === letter && recommended.sources.length) return recommended.sources;
  if (letter === 'B') return matches.filter((m) => m.stars >= 3);
  return matches.slice(0, 1);
}

/**
 * Direction B's migrations: every resource of every source, as a file to create from it.
 * A path two sources share is kept for the first and prefixed with the source's name for
 * the others (`references/meeting-notes-format.md`).
 */
export function migrationItems(sources: readonly SourceSkill[], taken: ReadonlySet<string>): PlanItem[] {
  const used = new Set(taken);
  const items: PlanItem[] = [];
  for (const s of sources)
    for (const rel of s.resources) {
      let p = rel;
      if (used.has(p)) p = path.posix.join(path.posix.dirname(rel), `${s.name}-${path.posix.basename(rel)}`);
      used.add(p);
      items.push({ path: p, action: 'create', purpose: `migrated from ${s.name}/${rel} (迁移自 ${s.name})`, from: path.join(s.dir, ...rel.split('/')) });
    }
  return items;
}

/** Where a migrated file came from must be a file inside one of the decision's sources. */
export function isInsideSources(file: string, sources: readonly string[]): boolean {
  return sources.some((d) => {
    const rel = path.relative(path.resolve(d), path.resolve(file));
    return !!rel && !rel.startsWith('..') && !path.isAbsolute(rel);
  });
}

/** A source's body for the merged skill file: its headings two levels down, its renamed resources rewritten. */
export function mergedBody(s: SourceSkill, renames: ReadonlyMap<string, string>): string {
  let body = s.body
    .split('\n')
    .map((l) => (/^#{1,4}\s/.test(l) ? `##${l}` : l))
    .join('\n')
    .trim();
  for (const [from, to] of renames) body = body.split(from).join(to);
  return body;
}

/** The renames of one source's resources in a migration plan (old relative path → new). */
export function renamesOf(s: SourceSkill, plan: readonly PlanItem[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const i of plan) {
    if (!i.from) continue;
    const rel = path.relative(s.dir, i.from).split(path.sep).join('/');
    if (rel.startsWith('..') || path.isAbsolute(rel)) continue;
    if (rel !== i.path) out.set(rel, i.path);
  }
  return out;
}

/** One source's outline, as phase 4 shows it for direction D (and B). */
export function outlineOf(s: SourceSkill): string {
  const heads = s.headings.length ? s.headings.map((h) => `    ${h}`).join('\n') : '    —';
  const res = s.resources.length ? s.resources.join(', ') : '—';
  return `- ${s.name} (${s.skillFile})\n${heads}\n    resources: ${res}`;
}
