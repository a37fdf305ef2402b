/**
 * sentinel/dynamic-exec — code that builds a command or program at run time and hands
 * it to a shell or an evaluator:
 * - Python `eval(…)` / `exec(…)` of anything but a plain string literal;
 *   `os.system(…)`, `os.popen(…)`, `subprocess.getoutput(…)` with a non-literal command;
 *   any call carrying `shell=True` (`subprocess.run/Popen/call/check_output`,
 *   `asyncio.create_subprocess_shell`);
 * - JavaScript/TypeScript `eval(…)` and `new Function(…)` of non-literals,
 *   `child_process.exec/execSync` (or a bare `exec(`/`execSync(`) with a template
 *   literal that interpolates, a concatenation or a variable, `spawn(…, { shell: true })`;
 * - PowerShell `Invoke-Expression` (and `iex` in PowerShell code);
 * - shell `eval "$var"` / `eval $1`, where the whole argument is one variable (not
 *   `eval "$(tool init)"`, the usual setup idiom, nor `eval "$name=()"` indirection).
 *
 * Why: one unescaped value in the string becomes command injection. The list form
 * `subprocess.run(["git", "status"])` is the safe alternative and is not a finding; a
 * fixed literal (`os.system("clear")`, `subprocess.run("ls", shell=True)`) is reported
 * at info level. Scope: scripts and fenced code of non-SKILL.md Markdown.
 */
import type { Rule } from '../../rules/types.ts';
import { emit, type Reason } from './report.ts';
import { candidates, inCode, sentinelView, type Lang } from './view.ts';

const CALLS = new RegExp(
  [
    // eval( / exec( not preceded by a dot or a word (so not re.exec / model.eval)
    String.raw`(?<![\w.$])(?<evalName>eval|exec)\s*\(`,
    String.raw`\b(?<osName>os\.system|os\.popen|subprocess\.getoutput|subprocess\.getstatusoutput|commands\.getoutput)\s*\(`,
    String.raw`(?<shellFlag>\bshell\s*=\s*True\b|\bshell\s*:\s*true\b|\bcreate_subprocess_shell\s*\()`,
    String.raw`(?:\b(?:child_process|cp|childProcess)\.)(?<cpName>exec|execSync)\s*\(`,
    String.raw`(?<![\w.$])(?<execSync>execSync)\s*\(`,
    String.raw`\bnew\s+(?<fn>Function)\s*\(`,
    String.raw`(?<iex>\bInvoke-Expression\b|(?:^|[|;(]\s*|\s)iex\b(?=\s*[("$'])|(?:^|\|)\s*iex\s*$)`,
    // eval "$cmd" / eval $1 / eval "${CMD}" — the whole argument is one variable
    String.raw`(?<![\w.-])(?<shEval>eval)\s+(?=(?<q>["']?)\$(?:\{[A-Za-z_]\w*\}|[A-Za-z_]\w*|[0-9@*])\k<q>\s*(?:$|[;&|)]))`,
  ].join('|'),
  'gim',
);

/** A single plain string literal argument, with nothing appended. */
const PLAIN_LITERAL = /^\s*(?:r|b|rb|br)?(?:"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')\s*[,)]/;
/** A template literal with `${…}` interpolation, a concatenation, or a bare variable. */
const JS_DYNAMIC_ARG = /^\s*(?:`[^`]*\$\{|(?:"[^"\n]{0,300}"|'[^'\n]{0,300}')\s*\+|[A-Za-z_$][\w$.[\]'"]*\s*[,)+])/;

export const rule: Rule = {
  meta: {
    id: 'sentinel/dynamic-exec',
    module: 'Sentinel',
    dimension: 'dim10',
    defaultSeverity: 'warning',
    category: 'malicious-command',
    description: {
      en: 'Dynamic code or shell execution: eval/exec of non-literals, os.system, shell=True, child_process.exec with interpolation, Invoke-Expression.',
      zh: '动态代码/命令执行：对非字面量的 eval/exec、os.system、shell=True、带插值的 child_process.exec、Invoke-Expression。',
    },
    fixable: false,
    messages: {
      eval: {
        en: '`{call}` runs code built at run time; parse the data instead (json.loads, ast.literal_eval){note}.',
        zh: '`{call}` 会执行运行时拼出的代码；请改为解析数据（json.loads、ast.literal_eval）{note}。',
      },
      shell: {
        en: '`{call}` passes a command string to the shell; use an argument list without a shell{note}.',
        zh: '`{call}` 把命令字符串交给 shell 执行；请改用参数列表、不经过 shell{note}。',
      },
      childProcess: {
        en: '`{call}` runs an interpolated command line through the shell; use execFile/spawn with an argument array{note}.',
        zh: '`{call}` 通过 shell 执行插值拼出的命令；请改用 execFile/spawn 加参数数组{note}。',
      },
      invokeExpression: {
        en: '`{call}` evaluates a string as PowerShell code{note}.',
        zh: '`{call}` 会把字符串当作 PowerShell 代码执行{note}。',
      },
      shellEval: {
        en: '`eval` of a variable runs whatever the variable holds as shell code{note}.',
        zh: '对变量执行 `eval` 会把变量内容当作 shell 代码执行{note}。',
      },
    },
  },
  check(ctx) {
    for (const { sf, seg, start: from, end: to } of candidates(sentinelView(ctx.doc), 'dynexec', inCode)) {
      const full = sf.info.text;
      const text = full.slice(from, to);
      const lang = seg.lang;
      CALLS.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = CALLS.exec(text))) {
        const g = m.groups ?? {};
        const abs = from + m.index;
        const after = full.slice(abs + m[0].length, Math.min(seg.end, abs + m[0].length + 400));
        let messageId = 'eval';
        let reason: Reason | undefined;
        let call = m[0].trim();
        let at = m.index + (m[0].length - m[0].trimStart().length);
        let len = m[0].trim().length;
        if (g.evalName) {
          if (lang === 'sh' || lang === 'ps' || lang === 'bat') continue;
          if (/^\s*\)/.test(after)) continue;
          if (PLAIN_LITERAL.test(after)) continue;
          call = `${g.evalName}(…)`;
          if (g.evalName === 'exec' && (lang === 'js' || lang === 'any') && JS_DYNAMIC_ARG.test(after) && !/^\s*[A-Za-z_]\w*\s*\)/.test(after)) messageId = 'childProcess';
        } else if (g.osName) {
          messageId = 'shell';
          call = `${g.osName}(…)`;
          if (PLAIN_LITERAL.test(after)) reason = 'literal';
        } else if (g.shellFlag) {
          if (lang === 'sh' || lang === 'bat') continue;
          messageId = 'shell';
          const enclosing = enclosingCall(full, abs, seg.start);
          if (g.shellFlag.includes(':') && enclosing && !/\b(?:spawn|spawnSync|exec|execSync|execFile|execFileSync|execa)\b/.test(enclosing.name)) continue;
          call = enclosing ? `${enclosing.name}(…, ${g.shellFlag.replace(/\s+/g, '')})` : g.shellFlag;
          if (enclosing && PLAIN_LITERAL.test(full.slice(enclosing.open + 1, enclosing.open + 400))) reason = 'literal';
        } else if (g.cpName || g.execSync) {
          if (!JS_DYNAMIC_ARG.test(after)) continue;
          messageId = 'childProcess';
          call = `${g.cpName ?? g.execSync}(…)`;
        } else if (g.fn) {
          if (PLAIN_LITERAL.test(after) || /^\s*\)/.test(after)) continue;
          call = 'new Function(…)';
        } else if (g.iex) {
          const word = g.iex.trim().replace(/^[|;(]\s*/, '');
          if (/^iex$/i.test(word) && !isPowerShell(lang, full.slice(seg.start, seg.end))) continue;
          messageId = 'invokeExpression';
          call = word;
          at = m.index + m[0].lastIndexOf(word);
          len = word.length;
        } else if (g.shEval) {
          if (lang === 'py' || lang === 'js') continue;
          messageId = 'shellEval';
          call = 'eval';
        }
        const start = from + at;
        emit(ctx, { sf, seg, start, end: start + len, messageId, data: { call }, base: 'warning', kind: 'judgment', category: 'malicious-command', reason });
      }
    }
  },
};

function isPowerShell(lang: Lang, text: string): boolean {
  return lang === 'ps' || (lang === 'any' && /\$env:|Write-Host|Get-\w+|New-Object|\bparam\s*\(/.test(text));
}

/** The call whose argument list contains `offset`: its name and the offset of its `(`. */
export function enclosingCall(text: string, offset: number, lowest = 0): { name: string; open: number } | undefined {
  let depth = 0;
  const floor = Math.max(lowest, offset - 1500);
  for (let i = offset - 1; i >= floor; i--) {
    const ch = text[i];
    if (ch === ')' || ch === ']' || ch === '}') depth++;
    else if (ch === '(' || ch === '[' || ch === '{') {
      if (depth === 0) {
        if (ch !== '(') {
          // shell: true sits inside an options object: keep looking outwards.
          continue;
        }
        const name = /([A-Za-z_$][\w$.]*)\s*$/.exec(text.slice(Math.max(0, i - 80), i))?.[1];
        return name ? { name, open: i } : undefined;
      }
      depth--;
    }
  }
  return undefined;
}
