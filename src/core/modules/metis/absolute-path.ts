/**
 * `metis/absolute-path` (iron rule #4, seed 003: "禁止绝对路径 — 所有路径使用 @[skfile:]
 * 语法"). In the metis profile it takes the place of `skillops/absolute-path` and reads
 * the same reference mentions (absolute links, `file://` URLs, home-folder paths, in
 * every Markdown file of the skill), and goes further where a metis skill keeps its
 * commands: any absolute path (`/opt/x`, `~/x`, `C:\x`) in skill.md's code blocks,
 * inline code and prose lines, and home-folder paths in scripts/. Not reported:
 * `/dev/null` and the other `/dev/` streams; a path glued to a reference
 * (`@[param:user_work_dir]/out`); an interpreter path (`/usr/bin/python3`, iron rule #5's,
 * see metis/hardcoded-component); the value of `--skfile-dir` (iron rule #16's, see
 * metis/script-skfile-dir); examples of what not to write (a "❌" lead-in).
 */
import type { Rule } from '../../rules/types.ts';
import { rangeOf } from '../../skill/text.ts';
import { filesUnder } from '../../rules/util.ts';
import { collectReferences } from '../skillops/references.ts';
import { nonReferenceContext } from '../skillops/references/context.ts';
import { skillMdName } from '../skillops/shared.ts';
import { COMPONENT, segmentsOf } from './shared.ts';

/** An absolute path token: `/a/b`, `~/a`, `C:\a` or `C:/a`, starting after a delimiter. */
const ABSOLUTE = /(?<![\w.@\]\/:~$-])(?:~\/|[A-Za-z]:[\\/]|\/(?=[\w.-]+\/?))[^\s"'`()<>\[\]{},;|]*/g;
const HOME_IN_SCRIPT = /(?<![\w.-])(?:\/(?:Users|home)\/[\w.-]+\/[^\s"'`]*|[A-Za-z]:\\\\?Users\\\\?[^\s"'`]+)/g;

export const rule: Rule = {
  meta: {
    id: 'metis/absolute-path',
    module: 'Metis',
    dimension: 'dim6',
    defaultSeverity: 'warning',
    profiles: ['metis'],
    ironRule: 4,
    description: {
      en: 'Iron rule #4: no absolute paths; every path is an `@[skfile:]` or `@[param:]` reference.',
      zh: '铁律 #4：禁止绝对路径，所有路径使用 `@[skfile:]` 或 `@[param:]` 语法。',
    },
    fixable: false,
    messages: {
      absolute: {
        en: '⛔ Iron rule #4: `{written}` is an absolute path; metis skills name files with `@[skfile:path]` (skill files) or `@[param:…]` (system folders such as `@[param:user_work_dir]`).',
        zh: '⛔ 铁律 #4：`{written}` 是绝对路径；metis 技能用 `@[skfile:路径]`（技能内文件）或 `@[param:…]`（系统目录，如 `@[param:user_work_dir]`）指代路径。',
      },
    },
  },
  check(ctx) {
    const doc = ctx.doc;
    const seen = new Set<string>();
    const report = (file: string, start: number, end: number, written: string, info: NonNullable<(typeof doc.files)[number]['text']>) => {
      const key = `${file}:${start}`;
      if (seen.has(key)) return;
      seen.add(key);
      ctx.report({ messageId: 'absolute', data: { written }, file, range: rangeOf(info, start, end), facts: { target: written } });
    };
    for (const m of collectReferences(doc)) {
      const info = doc.files.find((f) => f.path === m.file)?.text;
      if (m.resolution === 'absolute' && info) report(m.file, m.start, m.end, m.written, info);
    }
    const info = doc.skillFile?.text;
    if (info) {
      const file = skillMdName(doc);
      for (const s of segmentsOf(doc)) {
        if (s.counterExample) continue;
        for (const m of s.text.matchAll(ABSOLUTE)) {
          const written = m[0].replace(/[.:：。，]+$/, '');
          if (!isReported(written)) continue;
          const start = s.offset + m.index;
          if (/--skfile-dir(?:=|\s+)["']?$/.test(s.text.slice(0, m.index))) continue; // iron rule #16's (metis/script-skfile-dir)
          if (s.kind === 'prose' && nonReferenceContext(info.text, start, start + written.length)) continue;
          report(file, start, start + written.length, written, info);
        }
      }
    }
    for (const script of filesUnder(doc, ['scripts'])) {
      const text = script.text!;
      for (const m of text.text.matchAll(HOME_IN_SCRIPT)) report(script.path, m.index, m.index + m[0].length, m[0], text);
    }
  },
};

/** Worth a finding: a real path, not a stream, an interpreter (rule #5's) or a lone slash. */
function isReported(written: string): boolean {
  if (written.length < 3 || !/[\w]/.test(written.slice(1))) return false;
  if (/^\/dev\//.test(written)) return false;
  if (written.startsWith('/') && !written.slice(1).includes('/') && !/\.\w+$/.test(written)) return false; // `/api`, `/help`: a command or route
  COMPONENT.lastIndex = 0;
  const c = COMPONENT.exec(written);
  return !(c && c.index === 0 && c[0].length === written.length);
}
