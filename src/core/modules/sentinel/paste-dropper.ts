/**
 * sentinel/paste-dropper — instructions to run code that is kept off the skill:
 * - (error) a link to a paste or snippet host (pastebin-style services, anonymous
 *   text/file drops: glot.io, pastebin, rentry, paste.ee, hastebin, ghostbin, controlc,
 *   justpaste.it, dpaste, termbin, ix.io, sprunge, 0x0.st, privatebin, paste.rs, bpa.st …)
 *   in a paragraph that tells the reader or agent to copy, paste, run, execute, install or
 *   download it; or, in code, a command that fetches such a paste and runs it;
 * - (warning) "visit/open [this page](url), copy the installation script/command and paste
 *   it into Terminal / PowerShell / 终端 / the Run dialog (Win+R)" with no code given in the
 *   skill: a remote script the person cannot see, to run in a terminal (ClickFix-style).
 *   An error when the page is on a bare IP address.
 *
 * Why: a paste can be edited at any time after review, has no owner to hold to account and
 * is where droppers keep their second stage; the skill shows only the link. The list is
 * of categories of service (anonymous paste/snippet/drop hosts), not of sample URLs.
 * Scope: everywhere the agent reads (Markdown prose, inline and fenced code, comments,
 * frontmatter, data files; scripts for the fetch-and-run shape). Context: the
 * paragraph-sized span of archive-dropper.ts. Not a finding: "paste this command into your
 * terminal" followed by the command (the code is visible; other rules judge it); a paste
 * host named without a link to a paste, or linked without any instruction to run it
 * (a pastebin API client, a log link). Judgment: negation or an example cue in the link's
 * own sentence lowers it to info.
 */
import type { Rule } from '../../rules/types.ts';
import { paragraph, spanLines } from './archive-dropper.ts';
import { emit } from './report.ts';
import { candidates, sentinelView, type Segment, type SentinelFile } from './view.ts';

/**
 * Paste, snippet and anonymous-drop services (by category; extend as services appear).
 * A link must name a specific paste: the host followed by a path.
 */
const PASTE_HOST = String.raw`(?:[\w-]+\.)*(?:pastebin\.(?:com|pl|fr|de|net|org|mozilla\.org)|paste\.(?:ee|rs|gg|sh|debian\.net|ubuntu\.com|mozilla\.org|centos\.org|opensuse\.org|fedoraproject\.org|ofcode\.org|c-net\.org|pythondiscord\.com|nvim\.tw)|pastes\.(?:dev|io)|pastie\.(?:org|io)|paste2\.org|pasteall\.org|pastelink\.net|pastefy\.(?:app|ga)|hastebin\.(?:com|skyra\.pw)|hst\.sh|toptal\.com\/developers\/hastebin|ghostbin\.(?:co|com|me)|controlc\.com|justpaste\.(?:it|me)|dpaste\.(?:com|org|de)|termbin\.com|ix\.io|sprunge\.us|clbin\.com|0x0\.st|privatebin\.(?:net|info|[a-z]{2,4})|bpa\.st|glot\.io|rentry\.(?:co|org)|katb\.in|textbin\.(?:net|xyz)|paste\.centos\.org|codepad\.org|ideone\.com|transfer\.sh|temp\.sh|file\.io)`;
const PASTE_URL = new RegExp(String.raw`(?:\bhttps?:\/\/|(?<![\w.@-]))(?<host>${PASTE_HOST})\/(?=[\w~-])[^\s)>\]"'\x60]{2,}`, 'gi');

/** Telling someone to use what is behind the link. */
const RUN_CUE =
  /\b(?:copy|paste|run|execute|exec|install|launch|download|load|source|import|follow|apply|curl|wget|iwr|irm|Invoke-WebRequest|Invoke-RestMethod|terminal|powershell|shell|command\s+prompt|setup|set\s+up)\b|复制|粘贴|运行|执行|安装|下载|终端|命令行/i;
const FETCH_RUN =
  /\b(?:curl|wget|iwr|irm|Invoke-WebRequest|Invoke-RestMethod|fetch|urlopen|urlretrieve|requests\.get|httpx\.get|DownloadString|DownloadFile)\b/i;
const RUNS_AFTER =
  /\|\s*(?:sudo\s+)?(?:(?:ba|z|da|k)?sh|python[0-9.]*|perl|ruby|node|php|iex|Invoke-Expression|pwsh|powershell)\b|\b(?:iex|Invoke-Expression)\b|\b(?:exec|eval)\s*\(|\bchmod\s+\+?[0-7]*x|\b(?:ba|z)?sh\s+(?:-c\s+)?["']?\$\(|\bsource\b|&&\s*\.\/|(?:^|[;&|]\s*)(?:sudo\s+)?(?:(?:ba|z|da|k)?sh|python[0-9.]*|node|perl|ruby|pwsh|powershell)\s+["']?[\w./~$-]+|(?:^|[;&|]\s*)\.{1,2}\/[\w./-]+/im;

/** "copy the script and paste it into Terminal", "execute the installation command in Terminal" … */
const TERMINAL_RUN = new RegExp(
  [
    String.raw`\b(?:copy|paste|run|execute|enter|type|exec)\b[^.!?\n]{0,120}?\b(?:in|into|inside|on|at|from|using|with)\s+(?:a\s+|the\s+|your\s+|an?\s+(?:open\s+)?)?(?:(?:mac(?:OS)?|linux|windows|system|new)\s+)?(?:terminal|powershell|pwsh|command\s+prompt|cmd(?:\.exe)?|shell|console|iterm2?|bash|zsh|run\s+(?:dialog|box|window))\b`,
    String.raw`\b(?:open|launch|start)\s+(?:a\s+|the\s+|your\s+)?(?:terminal|powershell|command\s+prompt|iterm2?)\b[^.!?\n]{0,80}?\b(?:paste|run|execute|enter|type)\b`,
    String.raw`\b(?:win(?:dows)?\s*(?:key\s*)?\+\s*r|⊞\s*\+\s*r)\b`,
    String.raw`(?:终端|命令行|PowerShell|控制台)[^。！？\n]{0,30}?(?:粘贴|运行|执行|输入)|(?:粘贴|复制|运行|执行)[^。！？\n]{0,40}?(?:终端|命令行|PowerShell|控制台)`,
  ].join('|'),
  'i',
);
/** What the reader is to run is a script or command (not "the tests", "the app"). */
const SCRIPT_OBJECT =
  /\b(?:script|command|commands|code|snippet|installer|install(?:ation)?\s+(?:script|command|line|steps)|one-?liner|line|instructions?|payload|setup)\b|脚本|命令|代码|指令/i;
const MD_LINK = /\[[^\]\n]{0,120}\]\(\s*<?(?<url>https?:\/\/[^)\s>]+)>?\s*(?:"[^"]*")?\)/g;
const BARE_URL = /(?<![\w(<[/])(?<url>https?:\/\/[^\s)>\]"'`]+)/g;
const IP_HOST = /^https?:\/\/(?:\d{1,3}\.){3}\d{1,3}(?::\d+)?(?:\/|$)/i;
/** Inline code that looks like a command (not just a word). */
const INLINE_COMMAND = /`[^`\n]*[\s|$&;/=][^`\n]*`/;

/** Every region: documents and scripts alike, but not detection-rule fences. */
const everywhere = (_sf: SentinelFile, seg: Segment): boolean => !seg.detector;

export const rule: Rule = {
  meta: {
    id: 'sentinel/paste-dropper',
    module: 'Sentinel',
    dimension: 'dim10',
    defaultSeverity: 'error',
    category: 'malicious-command',
    description: {
      en: 'Run instructions for code kept off the skill: paste sites, "copy the script from this page and paste it into Terminal".',
      zh: '运行技能之外托管的代码：粘贴站点、“从该页面复制脚本粘贴到终端执行”。',
    },
    fixable: false,
    messages: {
      paste: {
        en: 'Tells the reader to run code kept on a paste site ({host}): it is not in the skill, can change after review and is where droppers keep their payload. Do not install a skill that does this{note}.',
        zh: '要求运行托管在粘贴站点（{host}）上的代码：这些代码不在技能中、审查后仍可随时被改，是投放器（dropper）存放载荷的常见位置。请勿安装这样的技能{note}。',
      },
      pasteFetch: {
        en: 'Fetches code from a paste site ({host}) and runs it: the code is not in the skill and can change at any time. Do not install a skill that does this{note}.',
        zh: '从粘贴站点（{host}）获取代码并直接运行：代码不在技能中且随时可能被改。请勿安装这样的技能{note}。',
      },
      remoteScript: {
        en: 'Sends the reader to a web page ({url}) to copy a script and run it in a terminal; the code is not in the skill, so nobody reviewed it. Put the commands in the skill, or install from a package manager{note}.',
        zh: '让读者打开网页（{url}）复制脚本并在终端中运行；代码不在技能中，未经任何审查。请把命令写进技能，或通过包管理器安装{note}。',
      },
      remoteScriptIp: {
        en: 'Sends the reader to a page on a bare IP address ({url}) to copy a script and run it in a terminal: code from an anonymous server that is not in the skill. Do not install a skill that does this{note}.',
        zh: '让读者打开一个裸 IP 地址上的网页（{url}）复制脚本并在终端中运行：代码来自匿名服务器且不在技能中。请勿安装这样的技能{note}。',
      },
    },
  },
  check(ctx) {
    const view = sentinelView(ctx.doc);
    const reported = new Set<string>();
    for (const { sf, seg, start: from, end: to } of candidates(view, 'paste', everywhere, paragraph)) {
      const text = sf.info.text;
      const para = text.slice(from, to);
      const key = (at: number) => `${sf.file.path}:${at}`;
      const code = seg.kind === 'code';
      let pasteHit = false;
      // (a) a link to a paste
      PASTE_URL.lastIndex = 0;
      for (let m = PASTE_URL.exec(para); m; m = PASTE_URL.exec(para)) {
        const at = from + m.index;
        if (reported.has(key(at))) {
          pasteHit = true;
          continue;
        }
        const url = m[0].replace(/[.,;:!?]+$/, '');
        const host = m.groups!.host.toLowerCase();
        let messageId: string | undefined;
        if (code) {
          // a command: only fetching and running it counts (an API client reading pastes is data)
          const [ls] = lineOf(text, at);
          const [, we] = spanLines(text, ls, lineOf(text, at)[1], seg, 4, true);
          const line = text.slice(ls, lineOf(text, at)[1]);
          if (FETCH_RUN.test(line) && !/\s-(?:d|F|X\s*POST)\b|--data\b|\bpost\s*\(/i.test(line) && RUNS_AFTER.test(text.slice(ls, we)))
            messageId = 'pasteFetch';
        } else if (RUN_CUE.test(para)) messageId = 'paste';
        if (!messageId) continue;
        reported.add(key(at));
        pasteHit = true;
        emit(ctx, {
          sf,
          seg,
          start: at,
          end: at + url.length,
          messageId,
          data: { host },
          base: 'error',
          kind: 'judgment',
          category: 'malicious-command',
          facts: { host, url: url.slice(0, 200) },
        });
      }
      if (pasteHit || code || sf.role === 'script') continue;
      // (b) "visit [this page](url), copy the script and paste it into Terminal", no code given
      if (!TERMINAL_RUN.test(para) || !SCRIPT_OBJECT.test(para)) continue;
      const link = sourceLink(para);
      if (!link) continue;
      if (codeNearby(sf, seg, from, to, para)) continue;
      const at = from + link.index;
      if (reported.has(key(at))) continue;
      reported.add(key(at));
      const ip = IP_HOST.test(link.url);
      emit(ctx, {
        sf,
        seg,
        start: at,
        end: at + link.length,
        messageId: ip ? 'remoteScriptIp' : 'remoteScript',
        data: { url: `\`${link.url.slice(0, 100).replace(/`/g, "'")}\`` },
        base: ip ? 'error' : 'warning',
        kind: 'judgment',
        category: 'malicious-command',
        facts: { url: link.url.slice(0, 200) },
      });
    }
  },
};

function lineOf(text: string, at: number): [number, number] {
  const s = text.lastIndexOf('\n', at - 1) + 1;
  let e = text.indexOf('\n', at);
  if (e < 0) e = text.length;
  return [s, e];
}

/** Words that make a link the place the code is taken from ("visit [this page](…)", "copy … from <url>"). */
const SOURCE_LEAD =
  /(?:\b(?:visit|open|go\s+to|navigate\s+to|head\s+(?:over\s+)?to|browse\s+to|load|from|at|on|via|using|see|check)\s+(?:the\s+|this\s+)?(?:page\s+|link\s+|site\s+|url\s+)?(?:at\s+)?|访问|打开|前往|从)[\s*_]*$/i;
const SOURCE_TEXT =
  /^\[\s*(?:this|the|that|here|click\s+here|link|page|this\s+(?:page|link|site)|install(?:ation|er)?(?:\s+(?:page|script|command|guide))?|script|command|setup|instructions?|download|installer)\b/i;

/** The first absolute link of a paragraph that the reader is sent to for the code. */
function sourceLink(para: string): { index: number; length: number; url: string } | undefined {
  let best: { index: number; length: number; url: string } | undefined;
  for (const re of [MD_LINK, BARE_URL]) {
    re.lastIndex = 0;
    for (let m = re.exec(para); m; m = re.exec(para)) {
      const lead = para.slice(Math.max(0, m.index - 40), m.index);
      if (!SOURCE_LEAD.test(lead) && !SOURCE_TEXT.test(m[0])) continue;
      if (!best || m.index < best.index) best = { index: m.index, length: m[0].length, url: m.groups!.url };
      break;
    }
  }
  return best;
}

/**
 * Whether the skill shows the code itself: a command in inline code in the paragraph, or a
 * fenced block right before or after it ("paste the following command into Terminal:").
 */
function codeNearby(sf: SentinelFile, seg: Segment, from: number, to: number, para: string): boolean {
  if (INLINE_COMMAND.test(para) || /^[\s>]*(?:`{3,}|~{3,})/m.test(para)) return true;
  const text = sf.info.text;
  for (const other of sf.segments) {
    if (other === seg || other.kind !== 'code') continue;
    // within three lines of the paragraph
    if (other.start >= to && lineCount(text, to, other.start) <= 4) return true;
    if (other.end <= from && lineCount(text, other.end, from) <= 3) return true;
  }
  return false;
}

function lineCount(text: string, a: number, b: number): number {
  let n = 0;
  for (let i = text.indexOf('\n', a); i >= 0 && i < b; i = text.indexOf('\n', i + 1)) n++;
  return n;
}
