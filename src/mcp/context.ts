/**
 * What every Luban MCP tool shares: the granted roots, the locale, whether writes are
 * allowed, and the one way a path argument becomes scanned skills. Tool failures are
 * tool results with `isError: true` (MCP spec, "Error Handling"), never protocol errors.
 */
import path from 'node:path';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { Locale } from '../core/api/base.ts';
import { ConfigError, isInside } from '../core/api/base.ts';
import { scanPaths, scanTargetOf, type SkillScanResult } from '../core/api/scan.ts';
import { addCollisionFindings } from '../core/api/modules.ts';
import { PathNotFoundError } from '../core/api/skill.ts';
import { say } from './messages.ts';
import { PathRefused, type WorkspaceRoots } from './roots.ts';

export interface ToolContext {
  roots: WorkspaceRoots;
  locale: Locale;
  allowWrite: boolean;
  /** The server's working folder: paths in results are shown relative to it, as the CLI shows them. */
  cwd: string;
}

/** A failed call: one text block, isError set. */
export function errorResult(text: string): CallToolResult {
  return { content: [{ type: 'text', text }], isError: true };
}

/** Run a tool body; a refused path or any failure becomes an isError result naming the tool. */
export async function guarded(ctx: ToolContext, tool: string, body: () => Promise<CallToolResult>): Promise<CallToolResult> {
  try {
    return await body();
  } catch (e) {
    if (e instanceof PathRefused) return errorResult(e.message);
    const detail =
      e instanceof PathNotFoundError
        ? say(ctx.locale, 'pathMissing', { path: e.target })
        : e instanceof ConfigError
          ? e.message
          : ((e as Error)?.message ?? String(e));
    return errorResult(say(ctx.locale, 'failed', { tool, detail }));
  }
}

/**
 * Scan what a path argument names, confined to the roots: the path itself and the skill
 * folder a file belongs to must both lie inside a root. Nothing is written (no Skill
 * Tree index): the server may be read-only.
 */
export async function scanArg(ctx: ToolContext, given: string, keepDocuments: boolean): Promise<SkillScanResult[]> {
  const real = await ctx.roots.resolve(given);
  const target = scanTargetOf(real);
  if (target === undefined) throw new PathRefused(say(ctx.locale, 'notInSkill', { path: given }));
  const roots = await ctx.roots.current();
  if (!roots.some((r) => isInside(target, r))) throw new PathRefused(say(ctx.locale, 'outsideRoots', { path: target, roots: roots.join(', ') }));
  const { skills } = await scanPaths([target], { locale: ctx.locale, keepDocuments, skillIndex: 'never' });
  addCollisionFindings(skills, ctx.locale);
  return skills;
}

/** Exactly one skill at the path, or a refusal saying why. */
export async function oneSkillArg(ctx: ToolContext, tool: string, given: string): Promise<SkillScanResult> {
  const skills = await scanArg(ctx, given, true);
  if (skills.length === 0) throw new PathRefused(say(ctx.locale, 'noSkill', { path: given }));
  if (skills.length > 1) throw new PathRefused(say(ctx.locale, 'oneSkill', { tool, path: given, n: skills.length }));
  return skills[0];
}

/** A folder as the CLI shows it: relative to the working folder when inside it, `/` separators. */
export function shownDir(ctx: ToolContext, dir: string): string {
  const rel = path.relative(ctx.cwd, dir);
  const shown = rel === '' ? '.' : rel.startsWith('..') || path.isAbsolute(rel) ? dir : rel;
  return shown.split(path.sep).join('/');
}
