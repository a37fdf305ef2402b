/**
 * "Create file …" for a missing script or reference (docs/features.md H3, issue 12 item 4): when
 * `skillops/broken-reference` finds a path under `scripts/` or `references/` with no
 * near match to correct it to, the file the skill expects can be started instead.
 *
 * The stub is minimal and honest: a Markdown reference gets a heading and a TODO; a
 * script gets the shebang of its language and a TODO that fails when run (exit 1 with
 * the TODO on stderr), so an agent that runs the unfinished script learns it is not
 * written rather than taking silence for success. Only known extensions and plain path
 * characters get a stub; anything else gets no action. Front ends create the file only
 * when it does not exist (never overwrite).
 */
import type { Finding } from '../../rules/types.ts';
import type { Locale, LocalisedText } from '../../base/l10n/text.ts';

export interface FileStub {
  /** Skill-relative path of the file to create. */
  file: string;
  content: string;
}

const FOLDERS = ['scripts', 'references'];
/** Plain path characters only: the path goes into a shell / Python / JS string of the stub. */
const PLAIN_PATH = /^[A-Za-z0-9_][A-Za-z0-9_./-]*$/;

const TODO: LocalisedText = {
  en: 'TODO: {file} is referenced by the skill but not written yet.',
  zh: 'TODO：技能引用了 {file}，但它尚未编写。',
};

/**
 * Luban's stub line in either language, wherever it sits in the file: a file still
 * holding it has not been written (`skillops/stub-file` keeps a finding on it). Built from
 * TODO itself, so the two cannot drift apart.
 */
export const STUB_MARKER = new RegExp([TODO.en, TODO.zh].map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\\{file\\}', '(\\S+)')).join('|'));

type Script = { shebang?: string; body: (todo: string) => string };

const SCRIPTS: Record<string, Script> = {
  sh: { shebang: '#!/usr/bin/env bash', body: (t) => `# ${t}\necho "${t}" >&2\nexit 1\n` },
  bash: { shebang: '#!/usr/bin/env bash', body: (t) => `# ${t}\necho "${t}" >&2\nexit 1\n` },
  zsh: { shebang: '#!/usr/bin/env zsh', body: (t) => `# ${t}\necho "${t}" >&2\nexit 1\n` },
  py: { shebang: '#!/usr/bin/env python3', body: (t) => `# ${t}\nimport sys\n\nsys.exit("${t}")\n` },
  js: { shebang: '#!/usr/bin/env node', body: (t) => `// ${t}\nconsole.error('${t}');\nprocess.exit(1);\n` },
  mjs: { shebang: '#!/usr/bin/env node', body: (t) => `// ${t}\nconsole.error('${t}');\nprocess.exit(1);\n` },
  cjs: { shebang: '#!/usr/bin/env node', body: (t) => `// ${t}\nconsole.error('${t}');\nprocess.exit(1);\n` },
  // No shebang: tsx, deno and bun each want their own.
  ts: { body: (t) => `// ${t}\nconsole.error('${t}');\nprocess.exit(1);\n` },
  rb: { shebang: '#!/usr/bin/env ruby', body: (t) => `# ${t}\nabort "${t}"\n` },
  pl: { shebang: '#!/usr/bin/env perl', body: (t) => `# ${t}\ndie "${t}\\n";\n` },
  ps1: { body: (t) => `# ${t}\nWrite-Error "${t}"\nexit 1\n` },
};

function extOf(file: string): string {
  const base = file.slice(file.lastIndexOf('/') + 1);
  return base.includes('.') ? base.slice(base.lastIndexOf('.') + 1).toLowerCase() : '';
}

/** "field-list.md" → "Field list"; "API_guide.md" → "API guide". */
function titleOf(file: string): string {
  const base = file.slice(file.lastIndexOf('/') + 1).replace(/\.[^.]+$/, '');
  const words = base.replace(/[-_.]+/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : base;
}

/** The stub for a skill-relative path, or undefined when none is known for it. */
export function stubFor(target: string, locale: Locale = 'en'): FileStub | undefined {
  const parts = target.split('/');
  if (parts.length < 2 || !FOLDERS.includes(parts[0]) || !PLAIN_PATH.test(target)) return undefined;
  if (parts.some((p) => p === '' || p === '.' || p === '..')) return undefined;
  const todo = (locale === 'zh-CN' ? TODO.zh : TODO.en).replace('{file}', target);
  const ext = extOf(target);
  if (ext === 'md' || ext === 'markdown') return { file: target, content: `# ${titleOf(target)}\n\n${todo}\n` };
  if (ext === 'txt') return { file: target, content: `${todo}\n` };
  const script = SCRIPTS[ext];
  if (!script) return undefined;
  return { file: target, content: `${script.shebang ? `${script.shebang}\n` : ''}${script.body(todo)}` };
}

/**
 * The stub a `skillops/broken-reference` finding can be fixed with: a missing file
 * under scripts/ or references/ that has no near match (a near match is a path to
 * correct, not a file to create).
 */
export function stubForFinding(f: Finding, locale: Locale = 'en'): FileStub | undefined {
  if (f.ruleId !== 'skillops/broken-reference' || (f.suggestions?.length ?? 0) > 0) return undefined;
  const target = f.data?.target;
  return typeof target === 'string' ? stubFor(target, locale) : undefined;
}
