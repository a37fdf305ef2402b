/**
 * The skill folders each runtime loads natively (issue 29 item 5, docs/runtime-folders.md):
 * a project's `.claude/skills/`, `.github/skills/`, `.agents/skills/` … and the per-user
 * homes (`~/.claude/skills/`, `~/.agents/skills/` …), each with the runtimes that read it
 * and where that is documented. From a skill's path: which runtimes load it from there.
 * Pure over paths; the per-user folders are only named here, never read (the CLI reads them
 * on `luban scan --user-skills`).
 */
import path from 'node:path';
import type { RuntimeId } from './runtimes.ts';

export interface NativeFolder {
  /** The folder as written in docs: `.claude/skills` (project) or `~/.claude/skills` (per user). */
  folder: string;
  scope: 'project' | 'user';
  /** Runtimes that load a skill placed directly in this folder. */
  runtimes: readonly RuntimeId[];
  /** Where each runtime documents it. */
  sources: readonly string[];
}

const CLAUDE = 'https://code.claude.com/docs/en/skills';
const COPILOT = 'https://docs.github.com/en/copilot/how-tos/copilot-on-github/customize-copilot/customize-cloud-agent/add-skills';
const VSCODE = 'https://code.visualstudio.com/docs/agents/reference/agent-skills-reference';
const CODEX = 'https://developers.openai.com/codex/skills';
const CURSOR = 'https://cursor.com/docs/context/skills';
const GEMINI = 'https://geminicli.com/docs/cli/using-agent-skills/';
const OPENCLAW = 'https://docs.openclaw.ai/tools/skills';

/** Every native folder, project ones first (the order they are reported in). */
export const NATIVE_FOLDERS: readonly NativeFolder[] = [
  { folder: '.claude/skills', scope: 'project', runtimes: ['claude-code', 'gh-skill', 'cursor'], sources: [CLAUDE, COPILOT, CURSOR] },
  { folder: '.github/skills', scope: 'project', runtimes: ['gh-skill'], sources: [COPILOT, VSCODE] },
  {
    folder: '.agents/skills',
    scope: 'project',
    runtimes: ['codex', 'gh-skill', 'cursor', 'gemini-cli', 'openclaw'],
    sources: [CODEX, COPILOT, CURSOR, GEMINI, OPENCLAW],
  },
  { folder: '.cursor/skills', scope: 'project', runtimes: ['cursor'], sources: [CURSOR] },
  { folder: '.codex/skills', scope: 'project', runtimes: ['cursor'], sources: [CURSOR] },
  { folder: '.gemini/skills', scope: 'project', runtimes: ['gemini-cli'], sources: [GEMINI] },
  { folder: '~/.claude/skills', scope: 'user', runtimes: ['claude-code', 'cursor'], sources: [CLAUDE, CURSOR] },
  { folder: '~/.copilot/skills', scope: 'user', runtimes: ['gh-skill'], sources: [COPILOT, VSCODE] },
  {
    folder: '~/.agents/skills',
    scope: 'user',
    runtimes: ['codex', 'gh-skill', 'cursor', 'gemini-cli', 'openclaw'],
    sources: [CODEX, COPILOT, CURSOR, GEMINI, OPENCLAW],
  },
  { folder: '~/.codex/skills', scope: 'user', runtimes: ['codex', 'cursor'], sources: [CODEX, CURSOR] },
  { folder: '~/.cursor/skills', scope: 'user', runtimes: ['cursor'], sources: [CURSOR] },
  { folder: '~/.gemini/skills', scope: 'user', runtimes: ['gemini-cli'], sources: [GEMINI] },
  { folder: '~/.openclaw/skills', scope: 'user', runtimes: ['openclaw'], sources: [OPENCLAW] },
];

/** Where a skill sits: its native folder, and that folder's absolute path. */
export interface SkillLocation {
  native: NativeFolder;
  /** The folder on disk (`/repo/.claude/skills`). */
  root: string;
}

/** The per-user folders under `home`, absolute (for `luban scan --user-skills`). */
export function userSkillFolders(home: string): string[] {
  return NATIVE_FOLDERS.filter((n) => n.scope === 'user').map((n) => path.join(home, ...n.folder.slice(2).split('/')));
}

/**
 * The native folder a skill folder sits in directly (`<root>/<skill>`), or undefined. A skill
 * in the home's folder is a per-user skill when `home` is given; elsewhere the folder counts
 * as a project's (`/repo/.claude/skills/x`).
 */
export function locationOf(skillDir: string, home?: string): SkillLocation | undefined {
  const abs = path.resolve(skillDir);
  const root = path.dirname(abs);
  const parts = root.split(path.sep);
  if (parts.length < 2) return undefined;
  const rel = `${parts[parts.length - 2]}/${parts[parts.length - 1]}`;
  const parent = parts.slice(0, -2).join(path.sep) || path.sep;
  if (home && path.resolve(home) === path.resolve(parent)) {
    const user = NATIVE_FOLDERS.find((n) => n.scope === 'user' && n.folder === `~/${rel}`);
    if (user) return { native: user, root };
  }
  const project = NATIVE_FOLDERS.find((n) => n.scope === 'project' && n.folder === rel);
  return project ? { native: project, root } : undefined;
}
