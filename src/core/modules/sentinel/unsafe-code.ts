/**
 * sentinel/unsafe-code — code in the skill's scripts that hands an attacker the machine
 * or stalls it, the classic static checks (bandit B608-style and friends):
 * - SQL built by string formatting and executed (`execute(f"SELECT … {x}")`,
 *   `"… WHERE id = %s" % x`, `"…" + name`) — SQL injection;
 * - a file path built from a function's parameter and opened with no containment check
 *   (`realpath`/`abspath`/`resolve()`/`commonpath`/`is_relative_to`/`basename`/
 *   `secure_filename`/`".." in`) in that function — path traversal;
 * - `while True:` / `while 1:` whose body never breaks, returns, raises, exits, waits or
 *   reads input, and list/bytes multiplication by ten million or more — resource
 *   exhaustion.
 *
 * Why: a skill's script runs with the user's rights on input the agent passes through,
 * often from the web or a document. Severity: error in a shipped script when the shape
 * leaves no doubt — a SQL value slot filled by formatting (`WHERE id = {x}`), a caller's
 * path opened unchecked, a loop that never yields, a memory bomb: the script hands the
 * machine to whoever writes its input, or stalls it, on the first run. Warning otherwise
 * (a table name formatted into SQL, the same shapes in a document's fenced sample). Scope: Python
 * scripts and Python fenced blocks (the agent runs both). Not a finding: parameterised
 * queries (`execute("… ?", (x,))`), paths checked in the same function, loops that block
 * on I/O (servers, watchers).
 */
import type { Rule } from '../../rules/types.ts';
import { emit, type Hit } from './report.ts';
import { sentinelView } from './view.ts';

const SQL_KEYWORD = String.raw`(?:SELECT\s[\s\S]{0,200}?\bFROM|INSERT\s+INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM|DROP\s+TABLE|ALTER\s+TABLE)\b`;
/** A string literal (group 1: `f` prefix, 3: body) followed by what comes after it. */
const STRING_LITERAL = /(?<![\w"'])([fF]?)[rRbBuU]{0,2}(["'])((?:(?!\2)[^\\\n]|\\.)*)\2/g;
const SQL_TEXT = new RegExp(SQL_KEYWORD, 'i');

/** An f-string, %-format, .format() or concatenation that builds SQL, on one line. */
function sqlBuilt(line: string): { index: number; length: number; value: boolean } | undefined {
  STRING_LITERAL.lastIndex = 0;
  for (let m = STRING_LITERAL.exec(line); m; m = STRING_LITERAL.exec(line)) {
    if (!SQL_TEXT.test(m[3])) continue;
    const after = line.slice(m.index + m[0].length);
    const interpolated = m[1] !== '' && /\{[^}]+\}/.test(m[3]);
    if (interpolated || /^\s*(?:%\s*[\w(]|\+\s*\w|\.format\s*\()/.test(after)) {
      return { index: m.index, length: m[0].length, value: SQL_VALUE_SLOT.test(m[3]) };
    }
  }
  return undefined;
}
/**
 * A value slot filled by formatting (`= {x}`, `LIKE '%{x}%'`, `IN ({x})`, `= '%s'`): the
 * place a parameter belongs, as opposed to a table or column name, which SQL cannot
 * parameterise.
 */
const SQL_VALUE_SLOT = /(?:[=<>]|\b(?:LIKE|IN|VALUES))\s*\(?\s*['"]?%{0,2}(?:\{[^}]+\}|%[sd])/i;
const EXECUTES = /\.(?:execute|executemany|executescript|raw|query)\s*\(/;

const CONTAINMENT =
  /\b(?:realpath|abspath|normpath|resolve\s*\(|commonpath|commonprefix|is_relative_to|relative_to|basename|secure_filename|safe_join)\b|["']\.\.["']\s*(?:not\s+)?in\b|startswith\s*\(/;
const LOOP_EXIT =
  /\b(?:break|return|raise|exit|quit|yield|await|sleep|wait|input|recv|accept|read|readline|get|select|poll|join|serve_forever|run_forever|listen)\b/;

export const rule: Rule = {
  meta: {
    id: 'sentinel/unsafe-code',
    module: 'Sentinel',
    dimension: 'dim10',
    defaultSeverity: 'warning',
    category: 'malicious-command',
    description: {
      en: 'Script code open to SQL injection, path traversal or unbounded resource use.',
      zh: '脚本代码存在 SQL 注入、路径穿越或无界资源消耗。',
    },
    fixable: false,
    messages: {
      sql: {
        en: 'SQL is built by string formatting and executed: a value containing a quote rewrites the query; pass values as parameters (`execute("… WHERE id = ?", (x,))`){note}.',
        zh: 'SQL 通过字符串拼接/格式化构造后执行：带引号的值即可改写查询；请以参数传值（`execute("… WHERE id = ?", (x,))`）{note}。',
      },
      path: {
        en: 'Opens a path built from the parameter `{param}` without checking that it stays inside the intended folder (`../../etc/passwd`); resolve it and check the prefix{note}.',
        zh: '用参数 `{param}` 拼出的路径直接打开，未检查是否仍在预期目录内（`../../etc/passwd`）；请先解析路径并校验前缀{note}。',
      },
      loop: {
        en: '`{code}` never breaks, returns, waits or reads: it spins forever and exhausts the machine; bound it{note}.',
        zh: '`{code}` 从不跳出、返回、等待或读取：会无限空转耗尽资源；请为其设置上限{note}。',
      },
      memory: {
        en: '`{code}` allocates {count} copies at once: unbounded memory use{note}.',
        zh: '`{code}` 一次分配 {count} 份副本：内存消耗无上限{note}。',
      },
    },
  },
  check(ctx) {
    for (const sf of sentinelView(ctx.doc).files) {
      for (const seg of sf.segments) {
        if (seg.kind !== 'code' || (sf.role === 'script' ? sf.lang : seg.lang) !== 'py') continue;
        const text = sf.info.text;
        const code = text.slice(seg.start, seg.end);
        // Cheap gates first: most Python has none of these.
        if (!/while\s+(?:True|1)\s*:|\*\s*\d{8}|execute|open\s*\(/.test(code)) continue;
        for (const hit of pythonHits(code)) {
          // Shipped script code runs on whatever the agent passes it; a fenced block in a document is a sample to review.
          const base = hit.sure && sf.role === 'script' ? 'error' : 'warning';
          emit(ctx, {
            sf,
            seg,
            start: seg.start + hit.start,
            end: seg.start + hit.end,
            messageId: hit.messageId,
            data: hit.data,
            base,
            kind: 'judgment',
            category: 'malicious-command',
          } satisfies Hit);
        }
      }
    }
  },
};

interface PyHit {
  start: number;
  end: number;
  messageId: string;
  data: Record<string, string | number>;
  /**
   * The shape leaves no doubt (a value slot of SQL filled by formatting, a caller's path
   * opened unchecked, a loop that never yields, a memory bomb): an error in a script.
   */
  sure: boolean;
}

/** Findings in one Python text, with offsets into it. */
export function pythonHits(code: string): PyHit[] {
  const out: PyHit[] = [];
  // Which checks can fire at all in this text (most Python has none of these shapes).
  const executes = EXECUTES.test(code) && SQL_TEXT.test(code);
  const paths = /os\.path\.join\(|f["']\/|Path\(\s*["']\//.test(code) && /\bopen\s*\(|\.read_(?:text|bytes)\s*\(|\bsend_file\s*\(/.test(code);
  const loops = /while\s+(?:True|1)\s*:/.test(code);
  const bombs = /\*\s*\d{8}|\(\s*\d{9}|\*\*\s*\d/.test(code);
  // (none can: no need to walk the lines)
  if (!executes && !paths && !loops && !bombs) return out;
  const lines = code.split('\n');
  const starts: number[] = [];
  let at = 0;
  for (const l of lines) {
    starts.push(at);
    at += l.length + 1;
  }
  const indent = (l: string) => l.length - l.trimStart().length;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('#')) continue;
    // SQL built by formatting, in a file that executes queries.
    if (executes) {
      const m = sqlBuilt(line);
      // `execute(f"… IN ({placeholders})", values)`: the values travel as parameters.
      const lead = m ? `${lines[i - 1] ?? ''}\n${line.slice(0, m.index)}` : '';
      const withParams = !!m && /execute\w*\s*\(\s*$/.test(lead) && /^\s*,\s*\S/.test(line.slice(m.index + m.length));
      if (m && !withParams) out.push({ start: starts[i] + m.index, end: starts[i] + m.index + m.length, messageId: 'sql', data: {}, sure: m.value });
    }
    // Function scope for the path check.
    const def = paths ? /^(\s*)(?:async\s+)?def\s+\w+\s*\(([^)]*)\)/.exec(line) : null;
    if (def) {
      const params = def[2]
        .split(',')
        .map((p) =>
          p
            .trim()
            .split(/[:=\s]/)[0]
            .replace(/^\*+/, ''),
        )
        .filter((p) => p && p !== 'self' && p !== 'cls');
      let j = i + 1;
      while (j < lines.length && (!lines[j].trim() || indent(lines[j]) > def[1].length)) j++;
      const body = lines.slice(i + 1, j).join('\n');
      if (!CONTAINMENT.test(body)) {
        for (const p of params) {
          // A fixed absolute base joined with the caller's value: the case traversal escapes.
          const built = new RegExp(
            String.raw`(?:os\.path\.join\(\s*(?:["']\/[^"'\n]*["']|\w*(?:base|root)\w*)\s*,[^)\n]*\b${p}\b[^)\n]*\)|f["']\/[^"'\n]*\{${p}\}[^"'\n]*["']|Path\(\s*["']\/[^)\n]*\)\s*\/\s*${p}\b)`,
          );
          const opened = new RegExp(String.raw`\bopen\s*\(|\.read_(?:text|bytes)\s*\(|\bsend_file\s*\(`);
          const bm = built.exec(body);
          if (bm && opened.test(body)) {
            const off = starts[i + 1] + bm.index;
            out.push({ start: off, end: off + bm[0].length, messageId: 'path', data: { param: p }, sure: true });
            break;
          }
        }
      }
    }
    // Unbounded loops.
    const loop = loops ? /^(\s*)while\s+(?:True|1)\s*:/.exec(line) : null;
    if (loop && !insideTry(lines, i, loop[1].length)) {
      let j = i + 1;
      while (j < lines.length && (!lines[j].trim() || indent(lines[j]) > loop[1].length)) j++;
      const body = lines
        .slice(i + 1, j)
        .filter((l) => !l.trim().startsWith('#'))
        .join('\n');
      if (!LOOP_EXIT.test(body) && !callsBlocking(body)) {
        out.push({ start: starts[i] + loop[1].length, end: starts[i] + line.length, messageId: 'loop', data: { code: trimmed }, sure: true });
      }
    }
    const bomb = bombs && /\[[^\]\n]{1,80}\]\s*\*\s*(\d{8,})|\b(?:bytearray|bytes)\s*\(\s*(\d{9,})\s*\)|\*\s*\(\s*10\s*\*\*\s*(?:[89]|\d{2})\s*\)/.exec(line);
    if (bomb)
      out.push({
        start: starts[i] + bomb.index,
        end: starts[i] + bomb.index + bomb[0].length,
        messageId: 'memory',
        data: { code: bomb[0], count: bomb[1] ?? bomb[2] ?? '10^8+' },
        sure: true,
      });
  }
  return out;
}

/** Whether line `i` (indented `depth`) sits in a `try:` block, which ends the loop by an exception. */
function insideTry(lines: string[], i: number, depth: number): boolean {
  for (let k = i - 1; k >= 0; k--) {
    const l = lines[k];
    if (!l.trim()) continue;
    const d = l.length - l.trimStart().length;
    if (d < depth) return /^\s*try\s*:/.test(l);
  }
  return false;
}

/** A loop body that calls something which can block or end the loop on its own. */
function callsBlocking(body: string): boolean {
  return /\b(?:time\.sleep|asyncio|socket|subprocess|requests|urllib|queue|threading|signal|sys\.exit|os\._exit)\b/.test(body);
}
