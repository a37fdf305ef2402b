/**
 * `metis/script-skfile-dir` (iron rule #16, seed 003: "APP 目录路径通过 --skfile-dir 参数传入 —
 * 所有 scripts/ 脚本接受 --skfile-dir 参数，调用方传入 @[param:skill_dir]，禁止猜测或硬编码
 * 路径"). Three findings:
 * - `scriptLacks`: an entry script under scripts/ (shell scripts, and Python / JS / TS /
 *   Ruby files that read their arguments or run as `__main__`; `_`-prefixed helpers are
 *   modules, not entry points) that never mentions `--skfile-dir`;
 * - `callLacks`: a line of skill.md that runs a script (`… python @[skfile:scripts/x.py]`,
 *   `bash scripts/x.sh`) without `--skfile-dir`. The fix appends
 *   ` --skfile-dir "@[param:skill_dir]"` after the script; it is safe when the script is
 *   in the skill and accepts the flag;
 * - `hardcoded`: `--skfile-dir` given anything but `@[param:skill_dir]` (a guessed or
 *   absolute path, an environment variable); the safe fix writes `"@[param:skill_dir]"`.
 *   Placeholders (`<dir>`, `DIR`) are documentation, not calls, and are left alone.
 * Examples of what not to write (a "❌" lead-in) are left alone.
 */
import path from 'node:path';
import type { Rule } from '../../rules/types.ts';
import { rangeOf } from '../../skill/text.ts';
import type { SkillFile } from '../../skill/types.ts';
import { filesUnder } from '../../rules/util.ts';
import { skillMdName } from '../skillops/shared.ts';
import { segmentsOf } from './shared.ts';

const FLAG = '--skfile-dir';
const PARAM = '@[param:skill_dir]';
const SCRIPT_EXT = /\.(?:py|sh|bash|zsh|js|mjs|cjs|ts|rb)$/i;
const READS_ARGS = /\b(?:argparse|sys\.argv|click|typer|optparse|getopt|process\.argv|parseArgs|ARGV|OptionParser)\b|^#!/m;
const ACCEPTS = /skfile[-_]dir/i;
/** A script run on a line: an interpreter (or the declared one), then the script as a reference or a path. */
const CALL =
  /(?:@\[param:python_env\]\/python3?|\bpython3?|\bnode|\bbash|\bsh|\bzsh|\bdeno\s+run|\bbun|\bruby|\btsx|\buv\s+run)\s+(@\[skfile:(scripts\/[^\]\s]+)\]|(?:\.\/)?(scripts\/[\w./-]+\.\w+))/g;
/** A value that names a folder (quoted, a path, a variable), not the prose after a flag's name. */
const PATH_LIKE = /^["'/~.$]|^[A-Za-z]:[\\/]|\//;
const VALUE = /--skfile-dir(?:=|\s+)("[^"\n]*"|'[^'\n]*'|[^\s"'`]+)/g;

export const rule: Rule = {
  meta: {
    id: 'metis/script-skfile-dir',
    module: 'Metis',
    dimension: 'dim6',
    defaultSeverity: 'warning',
    profiles: ['metis'],
    ironRule: 16,
    description: {
      en: 'Iron rule #16: scripts take the skill folder as `--skfile-dir`, and callers pass `@[param:skill_dir]`.',
      zh: '铁律 #16：scripts/ 脚本通过 `--skfile-dir` 接收 APP 目录，调用方传入 `@[param:skill_dir]`。',
    },
    fixable: 'safe',
    messages: {
      scriptLacks: {
        en: '⛔ Iron rule #16: {script} does not accept `--skfile-dir`; every script takes the skill folder from that argument instead of guessing it.',
        zh: '⛔ 铁律 #16：{script} 不接受 `--skfile-dir` 参数；所有脚本都应从该参数获得技能目录，禁止猜测。',
      },
      callLacks: {
        en: '⛔ Iron rule #16: this call of {script} does not pass `--skfile-dir "@[param:skill_dir]"`.',
        zh: '⛔ 铁律 #16：对 {script} 的调用没有传入 `--skfile-dir "@[param:skill_dir]"`。',
      },
      hardcoded: {
        en: '⛔ Iron rule #16: `--skfile-dir {value}` guesses or hard-codes the folder; pass `"@[param:skill_dir]"`.',
        zh: '⛔ 铁律 #16：`--skfile-dir {value}` 猜测或硬编码了目录；请传入 `"@[param:skill_dir]"`。',
      },
    },
  },
  check(ctx) {
    const doc = ctx.doc;
    const scripts = filesUnder(doc, ['scripts']).filter(isEntryScript);
    for (const s of scripts) {
      if (!ACCEPTS.test(s.text!.text)) ctx.report({ messageId: 'scriptLacks', data: { script: s.path }, file: s.path, range: rangeOf(s.text!, 0, 0) });
    }
    const info = doc.skillFile?.text;
    if (!info) return;
    const file = skillMdName(doc);
    for (const seg of segmentsOf(doc)) {
      if (seg.counterExample) continue;
      for (const m of seg.text.matchAll(CALL)) {
        const script = m[2] ?? m[3];
        const rest = seg.text.slice(m.index + m[0].length);
        const untilNext = rest.split(/&&|\|\||;|\|/)[0];
        if (untilNext.includes(FLAG)) continue;
        const refStart = seg.offset + m.index + m[0].length - m[1].length;
        const refEnd = seg.offset + m.index + m[0].length;
        const target = doc.files.find((f) => f.path === path.posix.normalize(script));
        const accepts = target?.text !== undefined && ACCEPTS.test(target.text.text);
        const at = rangeOf(info, refEnd, refEnd);
        ctx.report({
          messageId: 'callLacks',
          data: { script },
          file,
          range: rangeOf(info, refStart, refEnd),
          fix: {
            safe: accepts,
            title: { en: `Pass ${FLAG} "${PARAM}"`, zh: `传入 ${FLAG} "${PARAM}"` },
            edits: [{ file, range: at, newText: ` ${FLAG} "${PARAM}"` }],
          },
        });
      }
      for (const m of seg.text.matchAll(VALUE)) {
        const value = m[1];
        if (value.includes(PARAM) || isPlaceholder(value) || !PATH_LIKE.test(value)) continue;
        const start = seg.offset + m.index + m[0].length - value.length;
        const range = rangeOf(info, start, start + value.length);
        ctx.report({
          messageId: 'hardcoded',
          data: { value },
          file,
          range,
          fix: { safe: true, title: { en: `Pass "${PARAM}"`, zh: `传入 "${PARAM}"` }, edits: [{ file, range, newText: `"${PARAM}"` }] },
        });
      }
    }
  },
};

/** An entry point under scripts/: a shell script, or a program that reads its arguments or runs as __main__. */
function isEntryScript(f: SkillFile): boolean {
  const base = path.posix.basename(f.path);
  if (!SCRIPT_EXT.test(base) || base.startsWith('_') || !f.text) return false;
  if (/\.(?:sh|bash|zsh)$/i.test(base)) return true;
  return READS_ARGS.test(f.text.text) || /__name__\s*==\s*["']__main__["']/.test(f.text.text);
}

function isPlaceholder(value: string): boolean {
  const v = value.replace(/^["']|["']$/g, '');
  return /^<.*>$|^\{.*\}$|^[A-Z][A-Z_]*$|^\.\.\.$|…/.test(v) || v === '';
}
