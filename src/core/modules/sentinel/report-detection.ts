/**
 * Detection content: a scanner's own lists of what it looks for (`detectionContent`) — data
 * describing what to detect, not a step that runs — and the same for an executed encoded
 * payload written as a table element (`artifactDetectionReason`). See report.ts.
 */
import type { RuleContext } from '../../rules/types.ts';
import { COMMAND_CATEGORIES, type Hit, type Reason } from './report-hit.ts';
import {
  clauseStart,
  EXAMPLE_CUE,
  headerCell,
  leadIn,
  outsideInlineCode,
  proseBefore,
  sectionHeading,
  sentenceAfter,
  tableHeader,
  unitEnd,
  unitStart,
} from './report-negation.ts';
import {
  DETECTION_NAMES,
  DETECTION_WORDS,
  detectionFile,
  nearLine,
  runsData,
  runsText,
  sentinelView,
  type Lang,
  type Segment,
  type SentinelFile,
  type SentinelView,
} from './view.ts';

// ---- detection content: a scanner's own lists of what it looks for -------------------

/**
 * Whether a hit is data describing what to detect, not a step that runs (issue 28:
 * "never error for a security scanner's own pattern tables"):
 * - code (a script, a fenced block): the hit is inside a string or regex literal that is
 *   an element of a data structure (`SIGNATURES = {"x": [r"curl…|sh"]}`, `HUNTS=( '…' )`,
 *   `{ id: "wipe", re: /rm -rf \//, reason: "…" }`), under no key that runs
 *   (`run:`, `command:`, `args:` …), in code that never runs strings built at run time
 *   (`os.system(p)`, `eval "$x"`), with detection words in the file's name or head, a
 *   container's name (`PATTERNS`, `RULES`), the block's heading, or a scanner skill;
 * - a data file (YAML/JSON/TOML rule tables): a `key: value` or list element under no key
 *   that runs, in a detection file or a scanner skill — never a config a tool executes
 *   (workflows, hooks, MCP servers, package.json, compose files);
 * - Markdown: a table row (the hit's own cell names no run verb) or a list item (no run
 *   verb before the hit) under a detection heading or lead-in, in a detection file or in
 *   a scanner skill; a plain sentence only when it or its heading says detection.
 * A section about installing or using the skill (`## Setup`, `## Usage`) is never
 * detection content, so a skill that merely claims to be a scanner keeps its real steps.
 * `strict` hits (a dropper host) are lowered only in code, data files and table rows.
 */
export function detectionContent(sf: SentinelFile, seg: Segment, start: number, strict: boolean, view: SentinelView, command: boolean): boolean {
  const text = sf.info.text;
  const [ls, le] = nearLine(text, start);
  const line = text.slice(ls, le);
  if (seg.kind === 'code') {
    if (seg.detector) return true;
    const lang = sf.role === 'script' ? sf.lang : seg.lang;
    const before = text.slice(ls, start);
    // A fenced YAML/JSON/TOML block is data: judged like a data file, with its heading as the file's words.
    if (sf.role !== 'script' && DATA_FENCE.test(fenceInfo(text, seg))) {
      const m = DATA_LINE.exec(line);
      if (!m) return false;
      const keys = m[1] ? [m[1].replace(/["']/g, '')] : [];
      const parents = ancestors(text, ls, seg.start);
      if ([...keys, ...parents].some((k) => EXEC_KEY.test(k))) return false;
      return headingSays(text, sf, seg, start) || (view.detectionSkill && [...keys, ...parents].some((k) => DETECTION_KEY.test(k) || DETECTION_NAMES.test(k)));
    }
    const open = literalOpen(before, lang);
    if (open < 0) return false;
    // The pattern argument of a search (`grep -E 'curl.*\| *sh'`, `rg -n "rm -rf /"`): looked for, not run.
    if (SEARCH_BEFORE.test(before.slice(0, open)) && !/\$\(|`/.test(before.slice(open + 1))) {
      const close = text.indexOf(before[open], start);
      if (close > 0 && close < le && !RUNS_AFTER.test(text.slice(close + 1, le))) return true;
    }
    const prefix = before.slice(0, open).replace(/[rRbBuUfF]{1,2}$/, '');
    const keys = dataKeys(prefix);
    if (!keys) return command && assertedSample(sf, prefix, view);
    const parents = ancestors(text, ls, seg.start);
    if ([...keys, ...parents].some((k) => EXEC_KEY.test(k))) return false;
    // A shell line that is only a string runs it, unless it is an array element.
    if (lang === 'sh' && !keys.length && !/[=(]/.test(prefix) && !inShellArray(text, ls, seg.start)) return false;
    if (sf.role === 'script' ? runsData(sf) : fenceRuns(text, seg, lang)) return false;
    if (parents.some((k) => DETECTION_NAMES.test(k) || DETECTION_WORDS.test(k))) return true;
    if (sf.role === 'script' ? detectionFile(sf) : headingSays(text, sf, seg, start)) return true;
    // A scanner skill's word alone needs the element to be named as a pattern (`pattern:`, `re:`, `example:`).
    return view.detectionSkill && keys.some((k) => DETECTION_KEY.test(k));
  }
  if (seg.kind === 'data') {
    // A data file needs its own name or head to say it holds detection rules (a scanner skill's word is not enough).
    if (CONFIG_FILE.test(sf.file.path) || !detectionFile(sf)) return false;
    const m = DATA_LINE.exec(line);
    // (a line of a YAML block scalar — `description: |` ⏎ `  Positive example: curl …` — is that key's text)
    const block = m ? undefined : blockKeyAt(sf, ls);
    if (!m && !block) return false;
    const keys = block ? [block] : m![1] ? [m![1].replace(/["']/g, '')] : [];
    return ![...keys, ...ancestors(text, ls, seg.start)].some((k) => EXEC_KEY.test(k));
  }
  if (seg.kind !== 'prose') return false;
  const heading = sectionHeading(text, seg);
  if (STEP_HEADING.test(heading) && !DETECTION_WORDS.test(heading)) return false;
  const [us, kind] = unitStart(text, ls, seg.start);
  // A list or table whose lead-in orders something ("Read and record these files:") holds its objects, not patterns.
  const above = kind === 'para' ? '' : leadIn(text, us, seg.start);
  if (ORDER_VERB.test(outsideInlineCode(above)) && !EXAMPLE_CUE.test(above)) return false;
  // A list item or row needs its own heading, lead-in or file to say detection (a catalogue table may lean on the skill, below).
  const scoped = (_skill: boolean) => DETECTION_WORDS.test(heading) || DETECTION_WORDS.test(above) || (sf.role !== 'skill' && detectionFile(sf));
  if (/^\s*\|/.test(line)) {
    let bar = start - 1;
    while (bar > ls && (text[bar] !== '|' || text[bar - 1] === '\\')) bar--;
    if (RUN_VERB.test(outsideInlineCode(text.slice(bar + 1, start)))) return false;
    if (scoped(false) || DETECTION_WORDS.test(headerCell(text, ls, start, seg.start))) return true;
    // In a scanner skill, a catalogue table ("| Red flag | Looks like | Verdict |"), not a table of steps; in any
    // skill when the row itself rates the pattern ("| Шаблон | Пример | Риск |" … "| высокий |").
    const header = tableHeader(text, ls, seg.start);
    return (view.detectionSkill || SEVERITY_CELL.test(line)) && CATALOGUE_HEADER.test(header);
  }
  if (strict) return false;
  const lead = text.slice(us, start);
  // An ordered item or one that opens with a verb is a step ("1. Download …", "- Extract with …"), not a pattern.
  if (kind === 'item') return !ITEM_STEP.test(lead) && !RUN_VERB.test(outsideInlineCode(lead)) && scoped(false);
  // A plain sentence: only a command it names as what is detected ("quotes `rm -rf /` in its detection list").
  if (!command) return false;
  const from = clauseStart(`${lead}x`);
  if (RUN_VERB.test(outsideInlineCode(lead.slice(from)))) return false;
  return DETECTION_WORDS.test(heading) || DETECTION_WORDS.test(sentenceAfter(text.slice(us + from, unitEnd(text, start, seg.end))));
}

/** A test file (`tests/…`, `test_x.py`, `x_test.go`, `x.test.ts`, `x.spec.js`). */
export const TEST_FILE = /(?:^|\/)(?:tests?|__tests__|spec|testdata)\/|(?:^|\/)test_[^/]*\.py$|_test\.(?:py|go)$|\.(?:test|spec)\.[cm]?[jt]sx?$/i;
/** A line that asserts on a call's result: `assert match(`, `expect(scan(`, `self.assertTrue(rx.search(`. */
const ASSERT_LEAD = /^\s*(?:assert\b|expect\s*\(|self\.assert\w*\s*\(|assert\.\w+\s*\(|(?:t|require|assert)\.(?:True|False|Equal|Contains|NotEmpty)\w*\s*\()/;
/** A call that runs its argument, anywhere in the prefix. */
const RUN_CALL = /\b(?:exec\w*|eval|system|popen|spawn\w*|run|call|check_output|Popen|Command|execSync|shell)\s*\(/i;

/**
 * A scanner's own test asserting that a sample is (or is not) detected: the sample is the
 * argument of the checked call (`assert match("curl … | sh")`, `expect(scan('…'))`) in a test
 * file of a detection skill or file, with no call on the line that runs its argument.
 */
function assertedSample(sf: SentinelFile, prefix: string, view: SentinelView): boolean {
  if (sf.role !== 'script' || !TEST_FILE.test(sf.file.path) || !ASSERT_LEAD.test(prefix) || RUN_CALL.test(prefix)) return false;
  return (view.detectionSkill || detectionFile(sf)) && !runsData(sf);
}

const fenceRunsMemo = new WeakMap<Segment, boolean>();
/** Whether a fenced block runs strings built at run time (memoised per block). */
function fenceRuns(text: string, seg: Segment, lang: Lang): boolean {
  let v = fenceRunsMemo.get(seg);
  if (v === undefined) fenceRunsMemo.set(seg, (v = runsText(text.slice(seg.start, seg.end), lang)));
  return v;
}

/** A search command whose quoted argument holds the hit (no pipe or separator between). */
const SEARCH_BEFORE = /(?:^|[\s;&|(`])(?:grep|egrep|fgrep|zgrep|rg|ag|ack|findstr|Select-String|git\s+grep|semgrep)\b[^|;&\n]*$/;
/** What a search's output is piped into that runs it (`grep -o '…' f | sh`). */
const RUNS_AFTER = /\|\s*(?:sudo\s+)?(?:(?:ba|z|da|k)?sh|xargs|eval|source|iex|Invoke-Expression|python\d?|node|perl|ruby)\b/;
/** Fence info strings of data blocks. */
const DATA_FENCE = /^(?:ya?ml|json5?|jsonc|toml|ini|cfg|conf|csv|tsv|properties)$/i;

/** The info string of the fence that opens a code block ('' when it is not fenced). */
export function fenceInfo(text: string, seg: Segment): string {
  const ls = text.lastIndexOf('\n', seg.start - 2) + 1;
  return /^[ \t>]*(?:`{3,}|~{3,})[ \t]*([^\s`{]*)/.exec(text.slice(ls, seg.start))?.[1] ?? '';
}

/** Keys whose value a tool runs: a workflow step, a hook, an MCP server, a package script. */
const EXEC_KEY =
  /^(?:run|runs|cmd|command|commands|script|scripts|exec|execute|entrypoint|entry_?point|args|argv|shell|sh|bash|powershell|pwsh|postinstall|preinstall|install|prepare|setup|before_script|after_script|ExecStart\w*|hooks?|steps|do|then|program|launch|start|payload|onload|eval|x-run)$/i;
/** The key of the YAML block scalar (`key: |`, `key: >-`) the line at `ls` continues, looked for 40 lines up at most. */
/** {@link blockScalarKey} of each line once per file (a rule file's long block holds many hits). */
function blockKeyAt(sf: SentinelFile, ls: number): string | undefined {
  let byLine = blockKeys.get(sf);
  if (!byLine) blockKeys.set(sf, (byLine = new Map()));
  if (!byLine.has(ls)) byLine.set(ls, blockScalarKey(sf.info.text, ls));
  return byLine.get(ls);
}
const blockKeys = new WeakMap<SentinelFile, Map<number, string | undefined>>();

function blockScalarKey(text: string, ls: number): string | undefined {
  const indent = /^[ \t]*/.exec(text.slice(ls, ls + 200))![0].length;
  if (!indent) return undefined;
  for (let i = ls - 1, n = 0; i > 0 && n < 40; n++) {
    const ps = text.lastIndexOf('\n', i - 1) + 1;
    const l = text.slice(ps, i);
    i = ps - 1;
    if (!l.trim()) continue;
    const own = /^[ \t]*/.exec(l)![0].length;
    if (own >= indent) continue;
    return /^[ \t]*(?:-[ \t]+)?([\w$.-]+)[ \t]*:[ \t]*[|>][-+]?\d?[ \t]*$/.exec(l)?.[1];
  }
  return undefined;
}

/** Files a tool executes or loads as configuration (a package manager's too: never a rule file, whatever its comment says). */
const CONFIG_FILE =
  /(?:^|\/)(?:\.github\/|\.gitlab-ci|\.circleci\/|[^/]*hooks?\.json$|\.?mcp\.json$|package\.json$|settings(?:\.local)?\.json$|(?:docker-)?compose[\w.-]*\.ya?ml$|\.pre-commit|Taskfile|justfile|\.devcontainer|launch\.json$|tasks\.json$|\.cursor\/|plugin\.json$|manifest\.json$|\.claude\/|\.npmrc$|\.yarnrc(?:\.yml)?$|\.pypirc$|pip\.(?:conf|ini)$|\.condarc$|bunfig\.toml$|\.gemrc$|\.cargo\/config(?:\.toml)?$|nuget\.config$)/i;
/**
 * A data line: `key: value`, `"key": value`, `key = value`, a list/array element, or a row of a tab- or
 * comma-separated table whose first column is a label (`override<TAB>ignore previous instructions`).
 */
const DATA_LINE = /^\s*(?:-\s+)?(?:(["']?[\w$.-]+["']?)\s*[:=](?!=)|(?=["'[{])|-\s|[\w$.-]+(?:\t|,\s*)(?=\S))/;
/** Headings of sections that tell the agent what to run. */
export const STEP_HEADING =
  // (a file named so — `setup.py`, `install.sh` — is no heading of steps: "## Layer 2 — string building in setup.py")
  /\b(?<![.\/])(?:install\w*|set\s*up|setup|getting\s+started|quick\s*start|usage|how\s+to\s+(?:use|run)|prerequisites|requirements|bootstrap|steps|instructions|workflow)\b(?!\.\w)|安装|配置|快速开始|使用方法|用法|步骤|准备/i;
/** A heading that names a threat ("Installs from unknown sources", "来源不明的安装"): a course's topic, not its steps. */
export const THREAT_HEADING =
  /\b(?:unknown|untrusted|unofficial|unverified|malicious|suspicious|rogue|fake|attack\w*|risk\w*|threats?|dangers?|bad|wrong|insecure|unsafe)\b|来源不明|不明来源|非官方|可疑|恶意|危险|风险|攻击|错误/i;
/** A verb that makes the text before a hit an order to run it ("Run `…`", "install with `…`"; not 安装说明 "the install notes"). */
export const RUN_VERB =
  /\b(?:run|execute|exec|install|paste|type|enter|invoke|launch|source|call|pipe\s+(?:it|this)|copy\s+and\s+run|then)\b|(?:运行|执行|安装)(?!脚本|说明|步骤|包|程序|文件|目录|过程|指南|结果|记录|日志|时|后|了|过)|粘贴|输入|调用|然后/i;

/** A list item that is a step: numbered, or opening with an imperative verb. */
const ITEM_STEP =
  /^\s*(?:\d+[.)]\s|[-*+•]\s+(?:\[[ xX]\]\s+)?(?:\*\*|__)?\s*(?:(?:download|extract|unzip|unpack|open|run|install|execute|launch|copy|paste|save|enter|type|click|go\s+to|visit|get|fetch|add|set|create|write|use|start|restart|put|place|move|import|load|source|call|invoke|apply|enable|disable|replace|update|upgrade|configure|send|upload|post|read|collect)\b|下载|解压|打开|运行|执行|安装|复制|粘贴|保存|输入|点击|访问|获取|添加|设置|创建|写入|使用|启动|重启|导入|加载|调用|启用|替换|更新|升级|配置|发送|上传|读取|收集))/i;

/** A lead-in that orders an action on what follows ("Read and record the following files:"). */
const ORDER_VERB =
  // (`source` the verb, not the noun: "rules need the source and sink in the same file")
  /\b(?:run|execute|install|read|record|collect|gather|send|upload|copy|include|cat|open|fetch|download|save|write|add|append|post|paste|type|enter|use|load|export|store|forward|attach)\b|(?:^|[.!;:]\s+)source\b|\bsource\s+[~.\/$"'\x60]|运行|执行|安装|读取|收集|发送|上传|复制|写入|添加|粘贴|保存|附上/i;

/** Where the string or regex literal holding the end of `before` opens, or -1 (code). */
function literalOpen(before: string, lang: Lang): number {
  let quote = '';
  let at = -1;
  let regex = false;
  let cls = false;
  for (let i = 0; i < before.length; i++) {
    const ch = before[i];
    if (quote || regex) {
      if (ch === '\\') i++;
      else if (regex && ch === '[') cls = true;
      else if (regex && ch === ']') cls = false;
      else if (quote ? ch === quote : ch === '/' && !cls) {
        quote = '';
        regex = false;
      }
      continue;
    }
    if (ch === '"' || ch === "'" || (ch === '`' && lang !== 'sh')) {
      quote = ch;
      at = i;
    } else if (
      ch === '/' &&
      (lang === 'js' || lang === 'any' || lang === 'other') &&
      /(?:^|[=:(,[!&|?{};])\s*$/.test(before.slice(0, i)) &&
      before[i + 1] !== '/' &&
      before[i + 1] !== '*'
    ) {
      regex = true;
      cls = false;
      at = i;
    } else if (ch === '#' && (lang === 'sh' || lang === 'py') && (i === 0 || /\s/.test(before[i - 1]))) return -1;
  }
  return quote || regex ? at : -1;
}

/**
 * The keys in a prefix made only of brackets, commas, finished string literals and
 * `key:` / `key =` / `key =>` (a data structure), or undefined when it holds anything
 * else (a call, a command, an operator).
 */
function dataKeys(prefix: string): string[] | undefined {
  const s = prefix.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, (m) => `§${m.slice(1, -1).replace(/[^\w$.-]/g, '')}§`);
  const keys: string[] = [];
  const re =
    /\s+|[[{(,]|-\s|\/(?:[^/\\\n[]|\\.|\[[^\]\n]*\])+\/[a-z]*|§([\w$.-]*)§(?:\s*(?::|=>|=(?!=)))?|(?:export\s+)?(?:(?:const|let|var|readonly|local|declare(?:\s+-\w+)?)\s+)?([A-Za-z_$][\w$.-]*)\s*(?::\s*[\w$<>[\]|. ]*?\s*)?(?::|=>|=(?!=))/y;
  let i = 0;
  while (i < s.length) {
    re.lastIndex = i;
    const m = re.exec(s);
    if (!m || m[0].length === 0) return undefined;
    if (m[2]) keys.push(m[2]);
    else if (m[1] !== undefined && /[:=]/.test(m[0])) keys.push(m[1]);
    i = re.lastIndex;
  }
  return keys;
}

/**
 * Names of the structures around a line: the keys or variables of the nearest less-indented
 * lines above it (`SIGNATURES = {`, `"patterns": [`, `rules:`, `HUNTS=(`), up to four levels.
 */
function ancestors(text: string, ls: number, from: number): string[] {
  const names: string[] = [];
  let indent = /^[ \t]*/.exec(text.slice(ls, ls + 200))?.[0].length ?? 0;
  let p = ls;
  for (let n = 0; n < 80 && p > from && names.length < 4 && indent > 0; n++) {
    const prev = Math.max(from, text.lastIndexOf('\n', p - 2) + 1);
    const line = text.slice(prev, p - 1);
    p = prev;
    if (!line.trim()) continue;
    const ind = /^[ \t]*/.exec(line)?.[0].length ?? 0;
    if (ind >= indent) continue;
    indent = ind;
    const m =
      /^\s*(?:-\s+)?(?:export\s+)?(?:(?:const|let|var|readonly|local|declare(?:\s+-\w+)?)\s+)?["']?([A-Za-z_$][\w$.-]*)["']?\s*(?::\s*[\w$<>[\]|. ]*?\s*)?(?::|=|=>|\+=)/.exec(
        line,
      );
    if (m) names.push(m[1]);
  }
  return names;
}

/** Whether a shell line sits inside an array literal (`NAME=(` above, not yet closed). */
function inShellArray(text: string, ls: number, from: number): boolean {
  let p = ls;
  for (let n = 0; n < 60 && p > from; n++) {
    const prev = Math.max(from, text.lastIndexOf('\n', p - 2) + 1);
    const line = text.slice(prev, p - 1);
    p = prev;
    if (/^\s*\)\s*$/.test(line)) return false;
    if (/^\s*(?:(?:declare|local|readonly)\s+(?:-\w+\s+)?)?[A-Za-z_]\w*\+?=\(\s*$/.test(line)) return true;
  }
  return false;
}

/**
 * An executed encoded payload (an artifact hit) written as an element of a scanner's own
 * table in code or a rule file (`EXAMPLES = ["echo … | base64 -d | sh"]`) is data describing
 * what to detect, like any command there; in prose it stays what it is.
 */
export function artifactDetectionReason(hit: Hit, ctx: RuleContext): Reason | undefined {
  if (hit.kind !== 'artifact' || !COMMAND_CATEGORIES.has(hit.category) || (hit.seg.kind !== 'code' && hit.seg.kind !== 'data')) return undefined;
  return detectionContent(hit.sf, hit.seg, hit.start, true, sentinelView(ctx.doc), true) ? 'detector' : undefined;
}

/**
 * A line of a scanner's or an attack course's Markdown that only lists words to look for ("English: paste, token,
 * passphrase, card number, CVV, quietly, …", "中文：粘贴、令牌、密码、卡号、不要告诉用户、…"): six or more short items,
 * none a sentence, after an optional label. Read as its list, not as an order made of the words it lists — only in a
 * skill whose description says it scans for or teaches attacks (elsewhere a list of short orders stays orders).
 */
export function keywordListReason(hit: Hit, ctx: RuleContext): Reason | undefined {
  if ((hit.sf.role !== 'skill' && hit.sf.role !== 'markdown') || hit.seg.kind !== 'prose') return undefined;
  const view = sentinelView(ctx.doc);
  if (!view.detectionSkill && !view.attackTopic) return undefined;
  // (the paragraph the hit stands in: a list wraps over lines)
  const text = hit.sf.info.text;
  // (a paragraph, or a list item of one: a blank line or the next item's marker ends it)
  // (only the 800 characters before the hit can hold the start of a unit short enough to be a list)
  const from = Math.max(hit.seg.start, hit.start - 800);
  let ps = from;
  for (const m of text.slice(from, hit.start).matchAll(UNIT_BREAK)) ps = from + m.index + m[0].length;
  if (ps === from && from > hit.seg.start) return undefined;
  const after = UNIT_BREAK_ONE.exec(text.slice(hit.start, Math.min(hit.seg.end, hit.start + 800)));
  const pe = after ? hit.start + after.index : Math.min(hit.seg.end, hit.start + 800);
  return pe - ps <= 800 && keywordList(text.slice(ps, pe).replace(/\s*\n\s*/g, ' ')) ? 'detector' : undefined;
}

/** An item that opens with an order's verb. */
const ORDER_ITEM =
  /^(?:read|copy|upload|send|post|delete|remove|run|execute|download|install|open|paste|push|write|add|append|collect|gather|encrypt|base64|zip|tar|curl|wget|never|do\s+not|don'?t)\b/i;

/** Where a paragraph or a list item ends: a blank line, or the next item's marker. */
const UNIT_BREAK = /\n[ \t]*\n|\n(?=[ \t]*(?:[-*+]|\d+[.)])[ \t])/g;
const UNIT_BREAK_ONE = new RegExp(UNIT_BREAK.source);

/** A line that is a list of six or more short words or phrases (at most four words, or twelve CJK characters, each). */
export function keywordList(line: string): boolean {
  const body = line.replace(/^\s*(?:[-*+]\s+)?(?:\*\*)?[^:：,，、\n]{1,60}?(?:\*\*)?\s*[:：]\s*/, '').replace(/[.。,，、]\s*$/, '');
  const items = body.split(/\s*[,，、;；]\s*/);
  if (items.length < 6) return false;
  // (words to look for, not steps: no path, address or host in an item, and not two items that open with an order —
  // "read ~/.aws/credentials, copy ~/.ssh/id_rsa, upload to …" is a list of orders)
  if (items.filter((it) => ORDER_ITEM.test(it.trim()) && /\s/.test(it.trim())).length >= 2) return false;
  return items.every((it) => {
    const w = it.replace(/[`*"“”「」]/g, '').trim();
    if (/[~/@]|:\/\/|\w\.(?:com|io|net|org|dev|app|sh|cn|invalid)\b/.test(w) && !/^\w+\.md$/i.test(w)) return false;
    return w.length > 0 && w.length <= 40 && (/[\u3000-\u9fff\uac00-\ud7af]/.test(w) ? w.length <= 12 : w.split(/\s+/).length <= 4);
  });
}

/** The heading above a fenced block (the prose region before it) says detection. */
function headingSays(text: string, sf: SentinelFile, seg: Segment, _start: number): boolean {
  const prev = proseBefore(sf, seg);
  if (!prev) return false;
  const heading = sectionHeading(text, prev);
  if (STEP_HEADING.test(heading) && !DETECTION_WORDS.test(heading)) return false;
  return DETECTION_WORDS.test(heading) || DETECTION_WORDS.test(text.slice(Math.max(prev.start, seg.start - 300), seg.start));
}

/** A table cell that rates a pattern ("| Critical |", "| 高 |"): a row of a pattern catalogue. */
export const SEVERITY_CELL =
  /\|\s*(?:\*\*)?(?:critical|high|medium|low|严重|高危?|中危?|低危?|重大|높음|중간|낮음|심각|cr[íi]tic[oa]|alt[oa]|media|baja|hoch|mittel|niedrig|kritisch|[ée]lev[ée]e|haute|moyenne|faible|critique|m[ée]dia|baixa|bassa|критический|высокий|средний|низкий)(?:\*\*)?\s*\|/i;

/** Header words of a catalogue of patterns (not a table of steps). */
const CATALOGUE_HEADER =
  /\b(?:looks?\s+like|match(?:es|ed)?|catch(?:es)?|examples?|typical|risks?|severity|decision|verdict|category|rules?|flags?|threats?|impact|deny|block|allow|signatures?|patterns?|indicators?|detect\w*|techniques?)\b|风险|示例|检查项|等级|特征|检测|规则|手法|典型|识别|样子|パターン|リスク|重大度|検出|検知|規則|패턴|위험|예시|탐지|규칙|(?<![a-zà-öø-ÿœа-яё])(?:patr[óo]n(?:es)?|ejemplos?|riesgos?|severidad|reglas?|muster|beispiele?|risiko|schweregrad|regeln?|motifs?|exemples?|risques?|gravit[ée]|r[èe]gles?|padr[õo]es|padr[ãa]o|exemplos?|riscos?|severidade|regras?|modell[oi]|esempi?|rischi?|gravit[àa]|regol[ae]|шаблон[а-яё]*|пример[а-яё]*|риск[а-яё]*|правил[а-яё]*)(?![a-zà-öø-ÿœа-яё])/i;
/** Keys that name an element as a pattern or its description (`pattern:`, `re:`, `example_bad:`). */
const DETECTION_KEY =
  /^(?:patterns?|regexp?|regexes|re|expr|match(?:es)?|examples?|example_\w+|bad|signatures?|indicators?|iocs?|why|reason|description|desc|message|msg|detect\w*|deny|block|severity)$/i;

/** The hit opens a JSON string value: `"key": "` right before it, the quote still open. */
export const JSON_VALUE = /"[\w.$-]+"\s*:\s*"[^"]*$/;

/** Lines that are detectors themselves: regex literals, pattern tables in code. */
// (a Markdown footnote — `[^mirror]:`, `…installed[^1].` — is no negated character class)
export const DETECTOR =
  /\\[sbdwS][+*?{]|\(\?[imsxu]+\)|\[\^(?!(?:\d+|[A-Za-z]\w{0,29})\](?![*+?{]))|\bre\.(?:compile|search|match|findall|finditer|sub|fullmatch)\s*\(|\bnew\s+RegExp\b|\bRegExp\s*\(|\bregexp?\b|\bPATTERNS?\b|\bpatterns?\s*[:=]/;
