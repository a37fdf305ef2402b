/**
 * sentinel/dynamic-exec — code that builds a command or program at run time and hands
 * it to a shell or an evaluator:
 * - Python `eval(…)` / `exec(…)` of anything but a plain string literal (user input,
 *   network data, a decoded blob); `os.system(…)`, `os.popen(…)`, `subprocess.getoutput(…)`
 *   with a non-literal command; any call carrying `shell=True` (`subprocess.run/Popen/call/
 *   check_output`, `asyncio.create_subprocess_shell`);
 * - JavaScript/TypeScript `eval(…)` and `new Function(…)` of non-literals (any argument,
 *   the body being the last), `child_process.exec/execSync` (or a bare `exec(`/`execSync(`)
 *   with a template literal that interpolates, a concatenation or a variable,
 *   `spawn(…, { shell: true })`;
 * - code smuggled inside a string for something else to evaluate:
 *   `"require(\"child_process\").execSync(…)"`, `__import__('os').system(…)`;
 * - pandas `df.query(…)` / `df.eval(…)` / `pd.eval(…)` of a value that is not a string
 *   literal (`df.query(config["expression"])`): pandas' evaluator can run Python, so an
 *   expression read from a config file or the user's input runs as code;
 * - PowerShell `Invoke-Expression` (and `iex` in PowerShell code);
 * - shell `eval "$var"` / `eval $1`, where the whole argument is one variable (not
 *   `eval "$(tool init)"`, the usual setup idiom, nor `eval "$name=()"` indirection).
 *
 * Why: one unescaped value in the string becomes command injection. Not a finding: the
 * list form `subprocess.run(["git", "status"])`, an API name in prose (`eval()` in a
 * table), `iex` at the end of a download pipeline (sentinel/download-exec reports that).
 * Info (reported, not counted): a call in a detection-rule file (YARA, Sigma, Semgrep, Snort:
 * lib/defence-rule-files.ts), a fixed literal (`os.system("clear")`,
 * `subprocess.run("ls", shell=True)`, `execSync('git status')`), a literal whose
 * interpolations are all quoted, escaped or numeric (`execSync(\`open "${file}"\`)`,
 * `os.system(f"convert '{src}' out.png")`, `"git " + shlex.quote(x)`), a variable assigned
 * such a literal a few lines above; and code samples in a non-shell fence of a reference
 * document (`inDocSample`): they run only if someone copies them into a program.
 * Scope: everywhere a command can stand (view.ts `commands`); in prose only inline code.
 */
import type { Rule } from '../../rules/types.ts';
import { emit, type Reason } from './report.ts';
import { splitTopLevel, walkCode } from './code-text.ts';
import { detectionRuleFile } from './lib/defence-rule-files.ts';
import { FETCHED, fetchedValues } from './lib/fetched-values.ts';
import { candidates, commands, sentinelView, type Lang, type Segment, type SentinelFile } from './view.ts';

const CALLS = new RegExp(
  [
    // eval( / exec( not preceded by a dot or a word (so not re.exec / model.eval)
    String.raw`(?<![\w.$])(?<evalName>eval|exec)\s*\(`,
    String.raw`\b(?<osName>os\.system|os\.popen|subprocess\.getoutput|subprocess\.getstatusoutput|commands\.getoutput)\s*\(`,
    String.raw`(?<shellFlag>\bshell\s*=\s*True\b|\bshell\s*:\s*true\b|\bcreate_subprocess_shell\s*\()`,
    String.raw`(?:\b(?:child_process|cp|childProcess)\.)(?<cpName>exec|execSync)\s*\(`,
    String.raw`(?<![\w.$])(?<execSync>execSync)\s*\(`,
    String.raw`\bnew\s+(?<fn>Function)\s*\(`,
    // the same evaluators under other names: Function reached through a constructor property
    // (`(() => {}).constructor(src)`, `x.constructor.constructor(src)`, `f['constructor'](src)`), Ruby's
    // `instance_eval`/`class_eval`, Julia's `include_string`, Lua's `loadstring`, PHP's `create_function`
    String.raw`(?<alias>\.constructor\s*\(|\[\s*["']constructor["']\s*\]\s*\(|\b(?:instance_eval|class_eval|module_eval|include_string|loadstring|create_function)\s*\()`,
    // pandas' expression evaluator: DataFrame.query / DataFrame.eval / pd.eval
    String.raw`(?<pandas>\b(?:pd|pandas)\.eval|\b(?:df|frame|dataframe)\w*\.(?:query|eval)|\b\w+_df\.(?:query|eval))\s*\(`,
    String.raw`(?<iex>\bInvoke-Expression\b|(?:^|[|;(]\s*|\s)iex\b(?=\s*[("$'])|(?:^|\|)\s*iex\s*$)`,
    // eval "$cmd" / eval $1 / eval "${CMD}" — the whole argument is one variable
    String.raw`(?<![\w.-])(?<shEval>eval)\s+(?=(?<q>["']?)\$(?:\{[A-Za-z_]\w*\}|[A-Za-z_]\w*|[0-9@*])\k<q>\s*(?:$|[;&|)]))`,
    // code inside a string literal: "require(\"child_process\")", "__import__('os').system("
    String.raw`(?<embedded>\brequire\s*\(\s*\\["']child_process\\["']\s*\)|\bprocess\.mainModule\.require\b|\b__import__\s*\(\s*\\?["']os\\?["']\s*\)\s*\.\s*(?:system|popen)\b)`,
  ].join('|'),
  'gim',
);

/** A single plain string literal argument, with nothing appended. */
const PLAIN_LITERAL = /^\s*(?:r|b|rb|br)?(?:"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')\s*[,)]/;
/** A template literal with `${…}` interpolation, a concatenation, or a bare variable. */
const JS_DYNAMIC_ARG = /^\s*(?:`[^`]*\$\{|(?:"[^"\n]{0,300}"|'[^'\n]{0,300}')\s*\+|[A-Za-z_$][\w$.[\]'"]*\s*[,)+])/;
/** A grep-like tool whose pattern argument the hit stands in. */
export const SEARCH_TOOL = /\b(?:grep|egrep|fgrep|rg|ag|ack|findstr|Select-String|git\s+grep|semgrep)\b(?:[^|;&]|\\\|)*$/;

/**
 * An argument that names untrusted data generically (`user_input`, `untrusted`, `tainted`):
 * the call is quoted as a pattern to look for (a review checklist), not run.
 */
const PLACEHOLDER_ARG = /^\s*(?:user_?input|user_?data|userInput|userData|untrusted\w*|tainted\w*|user|attacker\w*|unsanitized\w*|unsanitised\w*)\s*$/i;

/**
 * Code fetched from the network as the argument of eval/exec (`exec(urlopen(u).read())`,
 * `eval(requests.get(u).text)`, `new Function(await (await fetch(u)).text())`,
 * `eval(Net::HTTP.get(URI(u)))`, `eval(file_get_contents('https://…'))`: lib/fetched-values.ts `FETCHED`), or a name
 * assigned such a value a few lines before.
 */
/** `name = <fetch …>` on one of the few lines before `at`. */
function fetchedName(full: string, at: number, seg: Segment, name: string): boolean {
  // (at most 1500 characters back: a minified line is one long line, and is not searched to its start)
  const win = full.slice(Math.max(seg.start, at - 1500), at);
  let from = win.length;
  for (let n = 0; n < 8 && from > 0; n++) from = win.lastIndexOf('\n', from - 2) + 1;
  const before = win.slice(from);
  if (!before.includes(name)) return false;
  const esc = name.replace(/[$.]/g, '\\$&');
  const assign = new RegExp(String.raw`(?:^|[\s;{(])(?:const\s+|let\s+|var\s+|\$)?${esc}\s*=\s*(?!=)[^\n]*`, 'g');
  for (const m of before.matchAll(assign)) if (FETCHED.test(m[0])) return true;
  return false;
}

/** A download on the same line: `irm … | iex` belongs to sentinel/download-exec. */
const DOWNLOAD_BEFORE = /\b(?:iwr|irm|Invoke-WebRequest|Invoke-RestMethod|DownloadString|DownloadData|curl|wget)\b/i;

export const rule: Rule = {
  meta: {
    id: 'sentinel/dynamic-exec',
    module: 'Sentinel',
    dimension: 'dim10',
    defaultSeverity: 'warning',
    category: 'malicious-command',
    description: {
      en: 'Dynamic code or shell execution: eval/exec of non-literals, os.system, shell=True, child_process.exec with interpolation, new Function, Invoke-Expression, code hidden in strings.',
      zh: '动态代码/命令执行：对非字面量的 eval/exec、os.system、shell=True、带插值的 child_process.exec、new Function、Invoke-Expression、藏在字符串里的代码。',
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
      pandasEval: {
        en: "`{call}` hands a string that is not a literal to pandas' expression evaluator, which can run Python: an expression read from a config file or input runs as code; filter with explicit column comparisons{note}.",
        zh: '`{call}` 把非字面量的字符串交给 pandas 表达式求值器，而它可以执行 Python：从配置文件或输入读取的表达式会被当作代码执行；请改用显式的列比较来筛选{note}。',
      },
      invokeExpression: {
        en: '`{call}` evaluates a string as PowerShell code{note}.',
        zh: '`{call}` 会把字符串当作 PowerShell 代码执行{note}。',
      },
      shellEval: {
        en: '`eval` of a variable runs whatever the variable holds as shell code{note}.',
        zh: '对变量执行 `eval` 会把变量内容当作 shell 代码执行{note}。',
      },
      embedded: {
        en: '`{call}` stands inside a string: code that starts processes, hidden in a value for something else to evaluate; remove it{note}.',
        zh: '`{call}` 位于字符串内部：能启动进程的代码被藏在值里，等待别处求值执行；请删除{note}。',
      },
      requestInput: {
        en: '`{call}` runs code that arrives in a network request (`{param}`): anyone who can reach the server, a web page the user opens included, runs any code on the machine; accept a fixed set of named actions instead{note}.',
        zh: '`{call}` 执行从网络请求中收到的代码（`{param}`）：任何能访问该服务的人（包括用户打开的网页）都能在本机执行任意代码；请改为只接受一组固定的命名操作{note}。',
      },
      evalInput: {
        en: '`{call}` evaluates the `{param}` its function is called with: whoever writes that input (a web page, a document, a prompt) runs any Python on the machine; parse the value instead (ast.literal_eval, a small expression parser){note}.',
        zh: '`{call}` 直接求值函数参数 `{param}`：谁能写入这个输入（网页、文档、提示词），谁就能在本机执行任意 Python；请改为解析该值（ast.literal_eval、小型表达式解析器）{note}。',
      },
      fetched: {
        en: '`{call}` runs code it downloads at run time: whatever the server sends (today or after the host is taken over) runs with your rights, unseen by any review; do not install{note}.',
        zh: '`{call}` 会执行运行时下载的代码：服务器发来的任何内容（现在或域名被接管之后）都会以你的权限运行，且无人审查；请勿安装{note}。',
      },
      sample: {
        en: '`{call}` in a code sample of a reference document: it would run code built at run time if copied into a program (a sample: reported, not counted){note}.',
        zh: '参考文档代码示例中的 `{call}`：若被复制进程序，会执行运行时拼出的代码（示例：仅提示，不计分）{note}。',
      },
    },
  },
  check(ctx) {
    for (const { sf, seg, start: from, end: to } of candidates(sentinelView(ctx.doc), 'dynexec', commands)) {
      const full = sf.info.text;
      const text = full.slice(from, to);
      const lang = seg.lang;
      CALLS.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = CALLS.exec(text))) {
        const g = m.groups ?? {};
        const abs = from + m.index;
        // In prose only inline code is code: `eval` in a sentence is a word.
        if (seg.kind === 'prose' && !inInlineCode(full, abs)) continue;
        const after = full.slice(abs + m[0].length, Math.min(seg.end, abs + m[0].length + 400));
        // `eval(`, `new Function(…)` in prose: the code span names the call, with nothing to run.
        if (seg.kind === 'prose' && /^[ \t]*(?:(?:…|\.{3})[ \t]*)?(?:\)[ \t]*)?\x60/.test(after)) continue;
        let messageId = 'eval';
        let reason: Reason | undefined;
        let call = m[0].trim();
        let at = m.index + (m[0].length - m[0].trimStart().length);
        let len = m[0].trim().length;
        let request: string | undefined;
        if (g.evalName) {
          if (lang === 'sh' || lang === 'ps' || lang === 'bat') continue;
          if (/^\s*\)/.test(after)) continue;
          if (PLAIN_LITERAL.test(after)) continue;
          call = `${g.evalName}(…)`;
          // A Python script that evaluates its caller's argument runs whatever code it is handed.
          if (sf.role === 'script' && lang === 'py' && evaluatesParameter(full, abs, argument(after))) messageId = 'evalInput';
          if (sf.role === 'script') request = fromRequest(full, seg, abs, argument(after, true));
          // (JavaScript's `exec(` is child_process's: a command line, judged below)
          const jsExec = g.evalName === 'exec' && (lang === 'js' || lang === 'any') && JS_DYNAMIC_ARG.test(after);
          if (!jsExec && runsFetched(full, seg, abs, argument(after, true))) messageId = 'fetched';
          else if (g.evalName === 'exec' && (lang === 'js' || lang === 'any') && JS_DYNAMIC_ARG.test(after) && !/^\s*[A-Za-z_]\w*\s*\)/.test(after)) {
            messageId = 'childProcess';
            if (safeCommand(argument(after), full, seg, abs)) reason = 'literal';
          }
        } else if (g.osName) {
          if (/^\s*\)/.test(after)) continue;
          messageId = 'shell';
          call = `${g.osName}(…)`;
          if (PLAIN_LITERAL.test(after) || safeCommand(argument(after), full, seg, abs)) reason = 'literal';
          else if (isFetched(sf, seg, argument(after, true))) messageId = 'fetched';
        } else if (g.shellFlag) {
          if (lang === 'sh' || lang === 'bat') continue;
          messageId = 'shell';
          const enclosing = enclosingCall(full, abs, seg.start);
          // A `shell=True` outside any call is a word in a list of sinks, not a call.
          if (!enclosing && !g.shellFlag.startsWith('create_')) continue;
          if (g.shellFlag.includes(':') && enclosing && !/\b(?:spawn|spawnSync|exec|execSync|execFile|execFileSync|execa)\b/.test(enclosing.name)) continue;
          const first = enclosing ? full.slice(enclosing.open + 1, enclosing.open + 400) : '';
          // `subprocess.run(shell=True)` names the API; there is no command to judge.
          if (enclosing && /^\s*shell\s*=/.test(first)) continue;
          call = enclosing ? `${enclosing.name}(…, ${g.shellFlag.replace(/\s+/g, '')})` : g.shellFlag;
          if (enclosing && (PLAIN_LITERAL.test(first) || safeCommand(argument(first), full, seg, enclosing.open))) reason = 'literal';
          else if (enclosing && isFetched(sf, seg, first)) messageId = 'fetched';
        } else if (g.cpName || g.execSync) {
          if (!JS_DYNAMIC_ARG.test(after)) continue;
          messageId = 'childProcess';
          call = `${g.cpName ?? g.execSync}(…)`;
          if (safeCommand(argument(after), full, seg, abs)) reason = 'literal';
          else if (isFetched(sf, seg, argument(after, true))) messageId = 'fetched';
        } else if (g.fn) {
          if (/^\s*\)/.test(after)) continue;
          // new Function('a', 'b', body): the body is the last argument; every one must be a plain literal.
          if (splitTop(argument(after, true)).every((a) => PLAIN_LITERAL.test(`${a})`))) continue;
          call = 'new Function(…)';
          if (sf.role === 'script') request = fromRequest(full, seg, abs, argument(after, true));
          if (runsFetched(full, seg, abs, argument(after, true))) messageId = 'fetched';
        } else if (g.alias) {
          if (/^\s*\)/.test(after)) continue;
          // (every argument a plain literal, a block, or a symbol: metaprogramming on the code's own text)
          if (splitTop(argument(after, true)).every((a) => PLAIN_LITERAL.test(`${a})`) || /^\s*(?::\w+|&|\{|do\b)/.test(a))) continue;
          call = `${g.alias.replace(/[\s(]+$/, '').replace(/^\./, '')}(…)`;
          if (runsFetched(full, seg, abs, argument(after, true))) messageId = 'fetched';
        } else if (g.pandas) {
          if (lang !== 'py' && lang !== 'any') continue;
          if (/^\s*\)/.test(after) || PLAIN_LITERAL.test(after) || /^\s*(?:[rbuRBU]?[fF][rbRB]?|[rR])?["']/.test(after)) continue;
          messageId = 'pandasEval';
          call = `${g.pandas}(…)`;
        } else if (g.iex) {
          const word = g.iex.trim().replace(/^[|;(]\s*/, '');
          if (/^iex$/i.test(word) && !isPowerShell(lang, full.slice(seg.start, seg.end))) continue;
          if (DOWNLOAD_BEFORE.test(text.slice(0, m.index))) continue;
          messageId = 'invokeExpression';
          call = word;
          at = m.index + m[0].lastIndexOf(word);
          len = word.length;
        } else if (g.shEval) {
          if (lang === 'py' || lang === 'js') continue;
          messageId = 'shellEval';
          call = 'eval';
          if (isFetched(sf, seg, after.replace(/^\s*["']?\$\{?/, ''))) messageId = 'fetched';
        } else if (g.embedded) {
          messageId = 'embedded';
          call = g.embedded.replace(/\\/g, '');
        }
        const start = from + at;
        // `eval(user_input)  # Any language` in a document: a signature in a list of what to flag, not a program.
        if (
          !reason &&
          sf.role !== 'script' &&
          !inDocSample(sf, seg) &&
          (g.evalName || g.cpName || g.execSync || g.osName || g.fn || g.alias) &&
          PLACEHOLDER_ARG.test(argument(after, true))
        )
          reason = 'placeholder';
        // Inside the quoted pattern of `grep "eval(\\|exec("`: an audit looking for the call.
        const lineBefore = full.slice(full.lastIndexOf('\n', abs - 1) + 1, abs);
        if (!reason && SEARCH_TOOL.test(lineBefore) && (odd(lineBefore, '"') || odd(lineBefore, "'"))) reason = 'detector';
        // A YARA / Sigma / Semgrep / Snort rule's strings: what a scanner looks for, not code that runs.
        if (!reason && sf.role !== 'markdown' && sf.role !== 'skill' && detectionRuleFile(sf)) reason = 'detector';
        if (request && !reason && (messageId === 'eval' || messageId === 'evalInput')) messageId = 'requestInput';
        const sample = !reason && inDocSample(sf, seg) && messageId !== 'embedded';
        const param = messageId === 'evalInput' ? (evaluatedParameter(full, abs, argument(after)) ?? '') : messageId === 'requestInput' ? (request ?? '') : '';
        const severe = messageId === 'fetched' || messageId === 'embedded' || messageId === 'evalInput' || messageId === 'requestInput';
        emit(ctx, {
          sf,
          seg,
          start,
          end: start + len,
          messageId: sample ? 'sample' : messageId,
          data: { call, param },
          base: sample ? 'info' : severe ? 'error' : 'warning',
          kind: 'judgment',
          category: 'malicious-command',
          reason,
        });
      }
    }
  },
};

/** Whether the code argument `arg` of the call at `at` is (or names a value) fetched from the network. */
function runsFetched(full: string, seg: Segment, at: number, arg: string): boolean {
  if (FETCHED.test(arg)) return true;
  const name = /^\s*(?:compile\s*\(\s*)?(?:await\s+)?([A-Za-z_$][\w$]*)\b/.exec(arg)?.[1];
  return !!name && name !== 'compile' && fetchedName(full, at, seg, name);
}

const fetchedMemo = new WeakMap<Segment, ReturnType<typeof fetchedValues>>();
/**
 * Whether a script's command argument `arg` is, whole, a value its code fetched from the network (lib/fetched-values.ts:
 * `step["run"]`, `h.cmd`, `fetchCfg().post`), not a literal command with a value inside (`f"git checkout {tag}"`).
 */
function isFetched(sf: SentinelFile, seg: Segment, arg: string): boolean {
  if (sf.role !== 'script') return false;
  const name = /^\s*(?:await\s+)?(?:str\s*\(\s*|String\s*\(\s*)?([A-Za-z_$][\w$]*)(\s*\()?/.exec(arg);
  if (!name) return false;
  let v = fetchedMemo.get(seg);
  if (!v) fetchedMemo.set(seg, (v = fetchedValues(sf.info.text.slice(seg.start, seg.end), sf.lang)));
  return name[2] ? v.fns.has(name[1]) : v.names.has(name[1]);
}

/**
 * A code sample in a reference document: a fenced block in a non-shell language (Python,
 * JavaScript, …) of a Markdown file other than SKILL.md. The agent does not run such a
 * block as a command; it shows how code looks. Shell and untagged fences still count.
 */
export function inDocSample(sf: SentinelFile, seg: Segment): boolean {
  return sf.role === 'markdown' && seg.kind === 'code' && (seg.lang === 'py' || seg.lang === 'js' || seg.lang === 'other');
}

/** Whether `offset` lies inside an inline code span of its line. */
export function inInlineCode(text: string, offset: number): boolean {
  const ls = text.lastIndexOf('\n', offset - 1) + 1;
  let ticks = 0;
  for (let i = text.indexOf('`', ls); i >= 0 && i < offset; i = text.indexOf('`', i + 1)) ticks++;
  return ticks % 2 === 1;
}

/**
 * The first argument (or, with `all`, every argument) of a call whose `(` was just read:
 * `after` starts right after the parenthesis. Stops at the top-level `,` or `)`.
 */
function argument(after: string, all = false): string {
  let depth = 0;
  let quote = '';
  for (let i = 0; i < after.length; i++) {
    const ch = after[i];
    if (quote) {
      if (ch === '\\') i++;
      else if (ch === quote) quote = '';
      else if (quote === '`' && ch === '$' && after[i + 1] === '{') {
        // skip the interpolation (no nested template literals expected)
        const close = after.indexOf('}', i);
        if (close < 0) return after;
        i = close;
      }
      continue;
    }
    if (ch === '"' || ch === "'" || ch === '`') quote = ch;
    else if (ch === '(' || ch === '[' || ch === '{') depth++;
    else if (ch === ')' || ch === ']' || ch === '}') {
      if (depth === 0) return after.slice(0, i);
      depth--;
    } else if (ch === ',' && depth === 0 && !all) return after.slice(0, i);
  }
  return after;
}

/** Split an argument list at its top-level commas. */
const splitTop = splitTopLevel;

/** Escaping helpers whose result is one safe shell word. */
const ESCAPE_CALL =
  /^(?:JSON\.stringify|shlex\.quote|pipes\.quote|shellQuote|shellquote|shellEscape|shellescape|escapeShellArg|escapeshellarg|quote|sq|shq|escape\w*)\s*\(/;
/** Variable names that hold numbers (durations, sizes, ports), not words. */
const NUMERIC_NAME =
  /^(?:[\w$.]*\.)?(?:duration|timeout|port|width|height|size|count|index|idx|i|j|n|num\w*|ms|seconds|secs|fps|rate|delay|pid|depth|limit|offset|page|quality|scale|level|retries|max\w*|min\w*|\w*(?:Count|Ms|Sec|Seconds|Port|Width|Height|Size|Index|Num|Timeout|Duration))$/;

/**
 * Whether a command argument is a literal whose dynamic parts are all quoted, escaped or
 * numeric: `"open \"${file}\""`, `` `ffmpeg -i "${src}" -t ${duration}` ``,
 * `f"convert '{src}' out.png"`, `'git ' + JSON.stringify(msg)`, or a variable that a line
 * above assigns such a value (`const cmd = process.platform === 'darwin' ? `lsof …` : `ss …``).
 */
function safeCommand(expr: string, full: string, seg: Segment, at: number, depth = 0): boolean {
  const e = expr.trim();
  if (!e) return false;
  // cond ? A : B (a ternary between literals)
  const ternary = splitTernary(e);
  if (ternary) return safeCommand(ternary[0], full, seg, at, depth) && safeCommand(ternary[1], full, seg, at, depth);
  const parts = splitPlus(e);
  if (parts.length > 1) {
    return parts.every((p, k) => {
      if (isLiteral(p)) return safeLiteral(p);
      if (ESCAPE_CALL.test(p) || NUMERIC_NAME.test(p)) return true;
      // '"' + name + '"': a value between two quote characters
      const prev = parts[k - 1];
      const next = parts[k + 1];
      return /^[A-Za-z_$][\w$.]*$/.test(p) && prev !== undefined && next !== undefined && /["']["']?$/.test(prev.slice(0, -1)) && /^["']["']/.test(next);
    });
  }
  if (isLiteral(e)) return safeLiteral(e);
  if (depth === 0 && /^[A-Za-z_$][\w$]*$/.test(e)) {
    const value = assignedValue(full, seg, at, e);
    return value !== undefined && safeCommand(value, full, seg, at, 1);
  }
  return false;
}

function isLiteral(p: string): boolean {
  return /^(?:[rbfuRBFU]{1,2})?(?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`(?:[^`\\]|\\.)*`)$/s.test(p);
}

/** A literal whose interpolations (`${x}` in templates, `{x}` in f-strings) are all safe. */
function safeLiteral(p: string): boolean {
  const fString = /^[rbuRBU]?[fF][rbRB]?["']/.test(p);
  const template = p.startsWith('`');
  if (!fString && !template) return true;
  const open = template ? /\$\{([^}]*)\}/g : /(?<!\{)\{([^{}]*)\}(?!\})/g;
  for (let m = open.exec(p); m; m = open.exec(p)) {
    const inner = m[1].trim().replace(/![rsa]$|:[^:]*$/, '');
    const before = p[m.index - 1];
    const after = p[m.index + m[0].length];
    const quoted = (before === '"' || before === "'" || before === '\\') && (after === before || after === '\\' || (before === '\\' && after === '\\'));
    if (quoted || ESCAPE_CALL.test(inner) || NUMERIC_NAME.test(inner)) continue;
    return false;
  }
  return true;
}

/** `cond ? a : b` at the top level → [a, b]. */
function splitTernary(e: string): [string, string] | undefined {
  const q = topIndex(e, '?');
  if (q < 0) return undefined;
  const rest = e.slice(q + 1);
  const c = topIndex(rest, ':');
  if (c < 0) return undefined;
  return [rest.slice(0, c), rest.slice(c + 1)];
}

function splitPlus(e: string): string[] {
  const out: string[] = [];
  let from = 0;
  for (let i = topIndex(e, '+'); i >= 0; i = topIndex(e, '+', i + 1)) {
    out.push(e.slice(from, i).trim());
    from = i + 1;
  }
  out.push(e.slice(from).trim());
  return out;
}

/** Index of `ch` outside quotes and brackets, from `start`, or -1. */
function topIndex(e: string, ch: string, start = 0): number {
  return (
    walkCode(e, 0, (c, i, depth) => (c === ch && depth === 0 && i >= start && !(ch === '?' && (e[i + 1] === '.' || e[i + 1] === '?')) ? i : undefined)) ?? -1
  );
}

/** The value last assigned to `name` in the 30 lines before `at` (same region), or undefined. */
function assignedValue(full: string, seg: Segment, at: number, name: string): string | undefined {
  let from = at;
  for (let n = 0; n < 30 && from > seg.start; n++) from = full.lastIndexOf('\n', from - 1);
  const before = full.slice(Math.max(seg.start, from), at);
  const re = new RegExp(String.raw`(?:^|[\s;(])(?:const|let|var)?\s*${name.replace(/\$/g, '\\$')}\s*=(?!=)\s*`, 'g');
  let last: RegExpExecArray | null = null;
  for (let m = re.exec(before); m; m = re.exec(before)) last = m;
  if (!last) return undefined;
  // The value runs to the end of the statement: a `;` or a line break outside brackets.
  const rest = before.slice(last.index + last[0].length);
  const end = walkCode(rest, 0, (c, i, depth) =>
    depth <= 0 && (c === ';' || (c === '\n' && !/^\s*[?:+]/.test(rest.slice(i + 1)) && !/[?:+=]\s*$/.test(rest.slice(0, i)))) ? i : undefined,
  );
  return end === undefined ? undefined : rest.slice(0, end);
}

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

export function odd(s: string, ch: string): boolean {
  let n = 0;
  for (let i = s.indexOf(ch); i >= 0; i = s.indexOf(ch, i + 1)) if (s[i - 1] !== '\\') n++;
  return n % 2 === 1;
}

/** Parameters of the Python `def` enclosing offset `at` (walking out through less-indented blocks). */
function enclosingParameters(text: string, at: number): string[] {
  const ls = text.lastIndexOf('\n', at - 1) + 1;
  let depth = /^[ \t]*/.exec(text.slice(ls, at))![0].length;
  const lines = text.slice(0, ls).split('\n');
  for (let i = lines.length - 1; i >= 0 && depth > 0; i--) {
    const l = lines[i];
    if (!l.trim() || l.trimStart().startsWith('#')) continue;
    const ind = l.length - l.trimStart().length;
    if (ind >= depth) continue;
    const def = /^\s*(?:async\s+)?def\s+\w+\s*\(([^)]*)\)/.exec(l);
    if (def)
      return def[1]
        .split(',')
        .map((p) =>
          p
            .trim()
            .split(/[:=\s]/)[0]
            .replace(/^\*+/, ''),
        )
        .filter((p) => /^[A-Za-z_]\w*$/.test(p) && p !== 'self' && p !== 'cls');
    depth = ind;
  }
  return [];
}

/** The parameter of the enclosing function that the evaluated argument names, if any. */
function evaluatedParameter(text: string, at: number, arg: string): string | undefined {
  return enclosingParameters(text, at).find((p) => new RegExp(String.raw`(?<![\w.])${p}\b`).test(arg));
}

function evaluatesParameter(text: string, at: number, arg: string): boolean {
  return evaluatedParameter(text, at, arg) !== undefined;
}

/**
 * Where a request's payload is read: a parsed request body (`JSON.parse(body)`,
 * `await req.json()`, `req.body`, Flask/FastAPI `request.json` / `get_json()` / `form`,
 * `self.rfile.read(…)` of `http.server`), a query string (`req.query`, `request.args`,
 * `searchParams.get(…)`); a WebSocket message is MESSAGE_PARAM.
 */
const REQUEST_SOURCE =
  /\bJSON\.parse\s*\(\s*(?:body|raw|rawBody|payload|chunks?|data|buf|buffer|message|msg)\b|\b(?:req|request|ctx\.request)\.(?:body|query|params)\b|\bawait\s+(?:req|request)\.(?:json|text|formData)\s*\(|\brequest\.(?:json|get_json|form|args|values|data|get_data)\b|\brfile\.read\s*\(|\bsearchParams\.get\s*\(/;
/** A WebSocket (or worker) message handler: `ws.on('message', (data) => …)`; its parameter is the payload. */
const MESSAGE_PARAM = /\.on\s*\(\s*['"]message['"]\s*,\s*(?:async\s*)?(?:function\s*)?\(?\s*([A-Za-z_$][\w$]*)/;
const JS_WORDS = new Set([
  'return',
  'async',
  'await',
  'function',
  'const',
  'let',
  'var',
  'new',
  'this',
  'true',
  'false',
  'null',
  'undefined',
  'globals',
  'locals',
  'dict',
  'str',
]);

/**
 * Whether the code a server evaluates comes from a request: the argument reads a request
 * source itself (`eval(req.body.code)`), or names a variable that one of the 40 lines
 * above (same region) assigns or destructures from one (`const { code } = JSON.parse(body)`,
 * `code = request.json["code"]`). Returns the variable (or the source) for the message.
 */
function fromRequest(full: string, seg: Segment, at: number, arg: string): string | undefined {
  const direct = REQUEST_SOURCE.exec(arg);
  if (direct) return direct[0].trim();
  // Identifiers outside plain string literals, `${…}` interpolations included.
  const bare = arg
    .replace(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'/g, ' ')
    .replace(/`((?:[^`\\]|\\.)*)`/g, (_, body: string) => ` ${[...body.matchAll(/\$\{([^}]*)\}/g)].map((x) => x[1]).join(' ')} `);
  const names = [...new Set(bare.match(/[A-Za-z_$][\w$]*/g) ?? [])].filter((n) => !JS_WORDS.has(n));
  if (!names.length) return undefined;
  // (40 lines, at most 8000 characters back: a minified line is not searched to its start for every call on it)
  const win = full.slice(Math.max(seg.start, at - 8000), at);
  let from = win.length;
  for (let n = 0; n < 40 && from > 0; n++) from = win.lastIndexOf('\n', from - 1);
  const lines = win.slice(Math.max(0, from)).split('\n');
  for (const line of lines) {
    const param = MESSAGE_PARAM.exec(line)?.[1];
    if (param && names.includes(param)) return param;
    if (!REQUEST_SOURCE.test(line)) continue;
    const eq = line.search(/(?<![=!<>])=(?![=>])/);
    const left = eq < 0 ? '' : line.slice(0, eq);
    const hit = names.find((n) => new RegExp(String.raw`(?<![\w$.])${n.replace(/\$/g, '\\$')}(?![\w$])`).test(left));
    if (hit) return hit;
  }
  return undefined;
}
