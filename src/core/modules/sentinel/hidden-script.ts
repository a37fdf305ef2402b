/**
 * sentinel/hidden-script — a script tucked into an HTML or template asset of the skill:
 * - `<script src="…">` whose path is deep, extension-less and random-looking
 *   (`/9fAbC3dE/7xYz…/uOQsC`): not a library anyone can name, but an endpoint on whatever
 *   server ends up hosting the page;
 * - `<script src="…">` from a bare IP address or a throwaway host (paste sites, tunnels,
 *   anonymous file drops, shorteners: hosts.ts `hostRisk`);
 * - `<script src="data:…">`: code embedded as an encoded data URI;
 * - an inline `<script>` that writes or runs a decoded string
 *   (`document.write(unescape('%3C…'))`, `eval(atob(…))`, `el.innerHTML = atob(…)`);
 * - any external `<script src>` in an email template (Outlook `mso-` styles, merge tags such
 *   as `*|MC:…|*` or `{{unsubscribe}}`, or a mail/newsletter file name): mail clients never
 *   run scripts, so one there only runs when the agent or the user opens the page in a
 *   browser or renders it with a tool.
 *
 * Why: a skill's templates are copied into the user's output (a newsletter, a report, a
 * site) or opened for a preview; a script hidden at the end of such a file runs there,
 * outside anything the agent reviews. Warning (malicious-command): a capability to review.
 * A judgment rule; a `<script>` inside an HTML comment does not run and is reported at
 * info level.
 *
 * Scope: HTML and template files (`.html`, `.htm`, `.xhtml`, `.hbs`, `.ejs`, `.njk`,
 * `.jinja`, `.j2`, `.liquid`, `.mustache`, `.twig`, `.tmpl`, `.tpl`, `.mjml`, `.vue`,
 * `.svelte`, `.php`, `.erb`, `.jsp`, `.aspx`), not Markdown. Not a finding: ordinary
 * library scripts (`https://cdn.example/lib/1.2.3/lib.min.js`, `js/main.js`,
 * `https://cdn.tailwindcss.com`, `https://unpkg.com/pkg@latest`), JSON-LD and template
 * blocks, inline scripts that decode nothing.
 */
import { pick } from '../../base/l10n/index.ts';
import type { Rule } from '../../rules/types.ts';
import { emit, type Reason } from './report.ts';
import { hostOf, hostRisk } from './hosts.ts';
import { candidates, sentinelView, type Segment, type SentinelFile, type SpanFn } from './view.ts';

const HTML_FILE =
  /\.(?:html?|xhtml|shtml|hbs|handlebars|ejs|njk|nunjucks|jinja2?|j2|liquid|mustache|twig|tmpl|tpl|mjml|vue|svelte|php|erb|jsp|aspx?|cshtml)(?:\.(?:template|tmpl|tpl|example|sample|dist))?$/i;

/** The opening tag (group 1: its attributes). */
const SCRIPT_TAG = /<script\b([^>]*)>/gi;
const SRC_ATTR = /\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/i;
const TYPE_ATTR = /\btype\s*=\s*["']?([^"'\s>]+)/i;
/** Script types that hold data or templates, not code. */
const DATA_TYPE =
  /^(?:application\/(?:ld\+)?json|importmap|speculationrules|text\/(?:template|x-template|html|x-handlebars-template|x-tmpl|plain|markdown|x-mustache|ng-template))$/i;

/** An inline script that writes or runs a decoded string. */
const DECODE_RUN =
  /\b(?<sink>document\.write(?:ln)?|eval|(?:new\s+)?Function|set(?:Timeout|Interval)|(?:inner|outer)HTML\s*[+]?=|insertAdjacentHTML|createContextualFragment)\s*\(?[^;\n]{0,120}?\b(?<decoder>atob|unescape|decodeURIComponent|String\.fromCharCode|fromCharCode)\s*\(/;

/** Markers of an email template: Outlook conditional CSS/comments, merge tags, unsubscribe links. */
const EMAIL_MARKER =
  /\bmso-[a-z-]+\s*:|<!--\[if\s+(?:gte\s+|lt\s+|lte\s+|gt\s+)?mso|\*\|[A-Z_:]+\|\*|\{\{\s*unsubscribe|%unsubscribe[_a-z]*%|\[unsubscribe\]|\$\{?unsubscribe/i;
const EMAIL_PATH = /(?:^|[/_.-])(?:e-?mails?|newsletters?|mailers?|mailchimp|campaigns?|digest)(?:[/_.-]|$)/i;

/** From the `<script` line to its `</script>` (at most 80 lines / 8 KB), clipped to the region. */
const toScriptEnd: SpanFn = (text, ls, le, seg) => {
  const limit = Math.min(seg.end, ls + 8192);
  const close = text.indexOf('</script', ls);
  if (close < 0 || close > limit) {
    let end = le;
    for (let n = 0; n < 80 && end < limit; n++) {
      const next = text.indexOf('\n', end + 1);
      end = next < 0 || next > limit ? limit : next;
    }
    return [ls, end];
  }
  const closeEnd = text.indexOf('>', close);
  return [ls, closeEnd < 0 || closeEnd + 1 > seg.end ? seg.end : closeEnd + 1];
};

const htmlFiles = (sf: SentinelFile): boolean => HTML_FILE.test(sf.file.path);

export const rule: Rule = {
  meta: {
    id: 'sentinel/hidden-script',
    module: 'Sentinel',
    dimension: 'dim10',
    defaultSeverity: 'warning',
    category: 'malicious-command',
    description: {
      en: 'A script hidden in an HTML or template asset: a random extension-less or throwaway-host source, an encoded inline loader, or a script in an email template.',
      zh: 'HTML 或模板资源中隐藏了脚本：随机无扩展名路径或临时主机来源、编码的内联加载器，或邮件模板中的脚本。',
    },
    fixable: false,
    messages: {
      path: {
        en: '`<script src="{src}">` loads code from a deep, extension-less, random-looking path on whatever server hosts this page: nothing in the skill says what it runs; remove it, or ship the script as a readable file{note}.',
        zh: '`<script src="{src}">` 从托管该页面的服务器上一个层级很深、无扩展名、看似随机的路径加载代码：技能中没有任何说明它运行什么；请删除它，或把脚本作为可读文件随技能提供{note}。',
      },
      host: {
        en: '`<script src="{src}">` loads code from {risk} ({host}): such a host can change what it serves at any time and nothing vouches for it; remove it, or ship the script with the skill{note}.',
        zh: '`<script src="{src}">` 从{risk}（{host}）加载代码：这类主机随时可以更换所提供的内容，且无人担保；请删除它，或把脚本随技能一起提供{note}。',
      },
      dataUri: {
        en: '`<script src="data:…">` runs code embedded as an encoded data URI, hidden from review; remove it, or ship the script as a readable file{note}.',
        zh: '`<script src="data:…">` 运行以编码 data URI 嵌入的代码，无法审阅；请删除它，或把脚本作为可读文件提供{note}。',
      },
      inline: {
        en: 'An inline `<script>` passes a decoded string ({decoder}) to `{sink}`: the code it writes or runs is hidden from review; remove it, or write the script out readably{note}.',
        zh: '内联 `<script>` 把解码后的字符串（{decoder}）交给 `{sink}`：其写入或运行的代码无法审阅；请删除它，或以可读形式写出脚本{note}。',
      },
      email: {
        en: '`<script src="{src}">` sits in an email template: mail clients never run scripts, so it only runs where the page is opened in a browser or rendered by a tool; remove it{note}.',
        zh: '`<script src="{src}">` 位于邮件模板中：邮件客户端从不运行脚本，它只会在页面被浏览器打开或被工具渲染时运行；请删除它{note}。',
      },
    },
  },
  check(ctx) {
    const emailOf = new Map<SentinelFile, boolean>();
    const isEmail = (sf: SentinelFile): boolean => {
      let v = emailOf.get(sf);
      if (v === undefined) emailOf.set(sf, (v = EMAIL_PATH.test(sf.file.path) || EMAIL_MARKER.test(sf.info.text)));
      return v;
    };
    for (const { sf, seg, start: from, end: to } of candidates(sentinelView(ctx.doc), 'hiddenscript', htmlFiles, toScriptEnd)) {
      const text = sf.info.text;
      const span = text.slice(from, to);
      SCRIPT_TAG.lastIndex = 0;
      for (let m = SCRIPT_TAG.exec(span); m; m = SCRIPT_TAG.exec(span)) {
        const start = from + m.index;
        const attrs = m[1];
        const type = TYPE_ATTR.exec(attrs)?.[1];
        if (type && DATA_TYPE.test(type)) continue;
        const reason: Reason | undefined = inHtmlComment(text, start, seg) ? 'comment' : undefined;
        const srcMatch = SRC_ATTR.exec(attrs);
        const hit = (messageId: string, end: number, data: Record<string, string>): void =>
          emit(ctx, { sf, seg, start, end, messageId, data, base: 'warning', kind: 'judgment', category: 'malicious-command', reason, facts: { ...data } });
        const tagEnd = start + m[0].length;
        if (srcMatch) {
          const src = (srcMatch[1] ?? srcMatch[2] ?? srcMatch[3] ?? '').trim();
          if (/^data:/i.test(src)) {
            hit('dataUri', tagEnd, { src: 'data:…' });
            continue;
          }
          const url = src.startsWith('//') ? `https:${src}` : src;
          const risk = /^https?:\/\//i.test(url) ? hostRisk(url) : 'unknown';
          if (risk === 'ip' || risk === 'throwaway') {
            hit('host', tagEnd, { src: shorten(src), host: hostOf(url) ?? '', risk: pick(RISK_TEXT[risk], ctx.locale) });
            continue;
          }
          if (randomPath(url)) {
            hit('path', tagEnd, { src: shorten(src) });
            continue;
          }
          if (src && isEmail(sf)) hit('email', tagEnd, { src: shorten(src) });
          continue;
        }
        // Inline: the body up to `</script>` (or the end of the span).
        const bodyStart = m.index + m[0].length;
        const close = span.indexOf('</script', bodyStart);
        const body = span.slice(bodyStart, close < 0 ? span.length : close);
        const d = DECODE_RUN.exec(body);
        if (d?.groups) {
          const sink = d.groups.sink.replace(/\s+/g, ' ').replace(/\s*[+]?=$/, '');
          hit('inline', from + bodyStart + d.index + d[0].length, { sink, decoder: d.groups.decoder });
        }
      }
    }
  },
};

const RISK_TEXT: Record<'ip' | 'throwaway', { en: string; zh: string }> = {
  ip: { en: 'a bare IP address', zh: '裸 IP 地址' },
  throwaway: { en: 'a paste, tunnel, shortener or file-drop host', zh: '粘贴站、隧道、短链接或临时文件托管主机' },
};

/** Whether a script at `offset` lies inside an HTML comment of its region. */
function inHtmlComment(text: string, offset: number, seg: Segment): boolean {
  const before = text.slice(Math.max(seg.start, offset - 20000), offset);
  return before.lastIndexOf('<!--') > before.lastIndexOf('-->');
}

function shorten(src: string): string {
  return src.length > 80 ? `${src.slice(0, 77)}…` : src;
}

/**
 * A deep (≥ 4 segments), extension-less path at least half of whose segments (and at
 * least three) are random-looking tokens, mixed case with digits (`/9fuYoDt7/b3BILA/…`):
 * not words (`/api/v1/scripts/loader`), versions or numeric ids (`/js/123456/app`).
 */
export function randomPath(src: string): boolean {
  let path = src.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '');
  path = path.replace(/[?#].*$/, '');
  const parts = path.split('/').filter(Boolean);
  if (parts.length < 4) return false;
  if (parts[parts.length - 1].includes('.')) return false;
  if (!parts.every((p) => /^[A-Za-z0-9_-]+$/.test(p))) return false;
  const random = parts.filter(randomToken).length;
  return random >= 3 && random * 2 >= parts.length;
}

/** A random-looking token: mixed case with digits (`9fuYoDt7`), which names and words never are. */
function randomToken(part: string): boolean {
  return part.length >= 5 && /[A-Z]/.test(part) && /[a-z]/.test(part) && /[0-9]/.test(part);
}
