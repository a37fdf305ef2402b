/**
 * sentinel/private-key — a PEM private key block with a body:
 * `-----BEGIN [RSA |EC |DSA |OPENSSH |ENCRYPTED |PGP ]PRIVATE KEY[ BLOCK]-----` followed by
 * at least two lines of base64.
 *
 * Why: a private key shipped in a skill is public; whoever has it can impersonate its
 * owner (SSH, TLS, signing). A header on its own (a doc that shows the format, a regex)
 * is not a finding; a body made of placeholder characters (`MIIE…xxxx`, `...`) is
 * reported at info level. An artifact rule; scope: every scanned file and the SKILL.md
 * frontmatter.
 */
import type { Rule } from '../../rules/types.ts';
import { emit, type Reason } from './report.ts';
import { anywhere, candidates, sentinelView, type SpanFn } from './view.ts';

const PEM =
  /-----BEGIN ((?:RSA |EC |DSA |OPENSSH |ENCRYPTED |PGP )?PRIVATE KEY(?: BLOCK)?)-----[ \t]*\r?\n((?:[ \t]*[A-Za-z0-9+/=:, -]*\r?\n){0,4}?(?:[ \t]*[A-Za-z0-9+/=]{20,}\r?\n){2,})/g;

/** From the header line to the END line (or 8 KB further), within the region. */
const block: SpanFn = (text, ls, _le, seg) => {
  const stop = Math.min(seg.end, ls + 8192);
  const endMarker = text.indexOf('-----END', ls);
  const end = endMarker < 0 || endMarker > stop ? stop : Math.min(stop, text.indexOf('\n', endMarker) < 0 ? stop : text.indexOf('\n', endMarker));
  return [ls, end];
};

export const rule: Rule = {
  meta: {
    id: 'sentinel/private-key',
    module: 'Sentinel',
    dimension: 'dim10',
    defaultSeverity: 'error',
    category: 'credential',
    description: {
      en: 'A PEM private key block (BEGIN … PRIVATE KEY with a body) is shipped in the skill.',
      zh: '技能中包含 PEM 私钥块（带内容的 BEGIN … PRIVATE KEY）。',
    },
    fixable: false,
    messages: {
      key: {
        en: 'Embedded {kind}; remove it, rotate it, and load keys from a secret store at run time{note}.',
        zh: '内嵌了 {kind}；请删除并轮换该密钥，运行时从密钥存储中读取{note}。',
      },
    },
  },
  check(ctx) {
    for (const { sf, seg, start: from, end: to } of candidates(sentinelView(ctx.doc), 'pem', anywhere, block)) {
      const text = sf.info.text.slice(from, to);
      PEM.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = PEM.exec(text))) {
        const body = m[2].replace(/\s+/g, '');
        let reason: Reason | undefined;
        if (/x{8,}|X{8,}|\.{3}|…|(.)\1{15,}|REDACTED|EXAMPLE/.test(body)) reason = 'placeholder';
        else if (sf.exampleFile) reason = 'example-file';
        const start = from + m.index;
        const headerEnd = start + m[0].indexOf('-----', 5) + 5;
        emit(ctx, {
          sf,
          seg,
          start,
          end: headerEnd,
          messageId: 'key',
          data: { kind: m[1].toLowerCase() },
          base: 'error',
          kind: 'artifact',
          category: 'credential',
          reason,
        });
      }
    }
  },
};
