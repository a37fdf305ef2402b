/**
 * runtimegate/hardwired-install-path — an install or lookup path tied to one tool
 * chain (`~/.claude/skills/…`, `.codex/skills/…`) with no path for any other runtime
 * nearby (docs/features.md B7: "安装路径写死单一工具链"). Installed elsewhere (Codex, Cursor,
 * OpenClaw, `~/.agents/skills`), the skill then looks in the wrong place.
 *
 * Fine when the same `##` section also gives another runtime's skills folder or the
 * cross-runtime `.agents/skills`, names another runtime (a table of runtimes), or
 * says the path varies / uses a variable such as `SKILL_DIR`. Scans prose and code
 * of the SKILL.md body. Exempt when the skill name binds a runtime. No mechanical
 * fix: the seed's remedy is "one auto-detecting command + a table of manual paths".
 */
import type { Rule } from '../../rules/types.ts';
import { regionAt } from '../../skill/markdown.ts';
import { lineText, rangeOf } from '../../skill/text.ts';
import { SKIPPED_REGIONS, quoteLine } from './context.ts';
import { coversOther, gateSubject, neutralisersIn, sectionNeutraliser, type Neutraliser } from './runtimes.ts';

const TOOLCHAIN_DIRS: Record<string, string> = {
  claude: 'Claude Code',
  codex: 'Codex',
  cursor: 'Cursor',
  gemini: 'Gemini CLI',
  openclaw: 'OpenClaw',
  opencode: 'OpenCode',
  hermes: 'Hermes',
  windsurf: 'Windsurf',
  trae: 'Trae',
  qwen: 'Qwen Code',
  kiro: 'Kiro',
  cline: 'Cline',
};

/** `.claude/skills…` — found first, then widened to the home prefix written before it. */
const PATH = /\.(claude|codex|cursor|gemini|openclaw|opencode|hermes|windsurf|trae|qwen|kiro|cline)\/skills(?![\w-])[^\s`'"()<>|，。；]*/g;
const PREFIX = /(?:~|\$HOME|\$\{HOME\}|%USERPROFILE%|\/Users\/[^/\s`'"]+|\/home\/[^/\s`'"]+)?\/?$/;

function hasAlternative(n: Neutraliser, dir: string, runtime: string): boolean {
  for (const p of n.skillPaths) if (p !== dir) return true;
  return coversOther(n, runtime);
}

export const rule: Rule = {
  meta: {
    id: 'runtimegate/hardwired-install-path',
    module: 'RuntimeGate',
    dimension: 'dim6',
    defaultSeverity: 'error',
    description: {
      en: 'An install path hard-wired to one tool chain (~/.claude/skills/…) with no path for other runtimes nearby.',
      zh: '安装路径写死单一工具链（~/.claude/skills/…），附近没有给出其他 runtime 的路径。',
    },
    fixable: false,
    messages: {
      path: {
        en: 'Install path "{path}" only exists in {runtime} (line {line}: "{text}"). Give the path for other runtimes too (e.g. ~/.agents/skills/, ~/.codex/skills/) or resolve the skill folder at run time.',
        zh: '安装路径「{path}」只在 {runtime} 中存在（第 {line} 行原文：「{text}」）。同时给出其他 runtime 的路径（如 ~/.agents/skills/、~/.codex/skills/），或在运行时定位 skill 目录。',
      },
    },
  },
  check(ctx) {
    const doc = ctx.doc;
    const subject = gateSubject(doc);
    if (!subject) return;
    const { info, md } = subject;
    const text = info.text;
    if (!text.includes('/skills')) return;
    const reportedLines = new Set<number>();
    PATH.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = PATH.exec(text))) {
      const end = m.index + m[0].length;
      const prefix = PREFIX.exec(text.slice(Math.max(0, m.index - 40), m.index))?.[0] ?? '';
      const start = m.index - prefix.length;
      if (SKIPPED_REGIONS.has(regionAt(md, start))) continue;
      const dir = m[1].toLowerCase();
      const runtime = TOOLCHAIN_DIRS[dir];
      const range = rangeOf(info, start, end);
      const line = range.start.line;
      if (reportedLines.has(line)) continue;
      const lineStr = lineText(info, line);
      if (hasAlternative(neutralisersIn(lineStr), dir, runtime)) continue;
      if (hasAlternative(sectionNeutraliser(doc, line), dir, runtime)) continue;
      reportedLines.add(line);
      ctx.report({
        messageId: 'path',
        range,
        data: { path: text.slice(start, end), runtime, line, text: quoteLine(lineStr) },
        facts: { runtime, path: text.slice(start, end), line },
      });
    }
  },
};
