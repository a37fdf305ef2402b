/**
 * sentinel/provider-key — hard-coded API keys with a provider's own shape:
 * AWS access key IDs (`AKIA…`/`ASIA…` + 16), Google API keys (`AIza` + 35), GitHub tokens
 * (`ghp_`/`gho_`/`ghu_`/`ghs_`/`ghr_` + 36, `github_pat_…`), Slack (`xoxb-`/`xoxp-`/… with
 * numeric segments), Anthropic (`sk-ant-api03-…`), OpenAI (`sk-proj-…`, `sk-svcacct-…`,
 * legacy `sk-…T3BlbkFJ…`, `sk-` + 48), other `sk-` keys of 32+ characters (DashScope,
 * DeepSeek, OpenRouter `sk-or-v1-…`), Stripe live keys, Hugging Face `hf_…`, npm `npm_…`,
 * GitLab `glpat-…`.
 *
 * Why: a key in a skill is published with it; anyone who installs or reads the skill
 * can spend the owner's quota or reach their data. Load keys from the environment.
 * An artifact rule: where the key sits (a doc, an example, a "❌ 错误做法" block) does not
 * change what it is. Placeholders are not findings (`sk-xxxxxxxx`, `your-api-key-here`,
 * `${TOKEN}`, `AKIAIOSFODNN7EXAMPLE`); a key-shaped value that says it is fake
 * (`…REDACTED…`, `…xxxxx`, `…EXAMPLE…`) or sits in a `.env.example`-style file is
 * reported at info level. Scope: every scanned file and the SKILL.md frontmatter.
 */
import type { Rule, RuleContext } from '../../rules/types.ts';
import { literalNames, normaliseCode, substituteNames } from './lib/normalise.ts';
import { emit, redact, type Reason } from './report.ts';
import { placeholderKind } from './secrets.ts';
import { anywhere, candidates, sentinelView, type SentinelFile } from './view.ts';

interface Provider {
  name: string;
  /** Length of the fixed prefix, so placeholder checks look at the random part only. */
  prefix: RegExp;
}

const PROVIDERS: Array<[RegExp, Provider]> = [
  [/^(?:AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AROA|AIPA|ANPA|ANVA)/, { name: 'AWS access key ID', prefix: /^[A-Z]{4}/ }],
  [/^AIza/, { name: 'Google API key', prefix: /^AIza(?:Sy)?/ }],
  [/^github_pat_/, { name: 'GitHub fine-grained token', prefix: /^github_pat_/ }],
  [/^gh[pousr]_/, { name: 'GitHub token', prefix: /^gh[pousr]_/ }],
  [/^xox[abposr]-|^xapp-/, { name: 'Slack token', prefix: /^x(?:ox[abposr]|app)-/ }],
  [/^sk-ant-/, { name: 'Anthropic API key', prefix: /^sk-ant-(?:api|admin)\d\d-/ }],
  [/^sk-(?:proj|svcacct|admin)-/, { name: 'OpenAI API key', prefix: /^sk-(?:proj|svcacct|admin)-/ }],
  [/^sk-or-v1-/, { name: 'OpenRouter API key', prefix: /^sk-or-v1-/ }],
  [/^sk-/, { name: 'API key (sk-…)', prefix: /^sk-/ }],
  [/^[rs]k_live_/, { name: 'Stripe live key', prefix: /^[rs]k_live_/ }],
  [/^hf_/, { name: 'Hugging Face token', prefix: /^hf_/ }],
  [/^npm_/, { name: 'npm token', prefix: /^npm_/ }],
  [/^glpat-/, { name: 'GitLab token', prefix: /^glpat-/ }],
];

const KEYS = new RegExp(
  [
    String.raw`\b(?:AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AROA|AIPA|ANPA|ANVA)[A-Z0-9]{16}(?![A-Za-z0-9])`,
    String.raw`\bAIza[0-9A-Za-z_-]{35}(?![0-9A-Za-z_-])`,
    String.raw`\bgithub_pat_[A-Za-z0-9_]{50,255}`,
    String.raw`\bgh[pousr]_[A-Za-z0-9]{36,255}(?![A-Za-z0-9])`,
    String.raw`\bxox[abposr]-\d{6,}-[0-9A-Za-z-]{8,}|\bxapp-\d-[A-Z0-9]+-\d+-[a-z0-9]{20,}`,
    String.raw`\bsk-ant-(?:api|admin)\d\d-[A-Za-z0-9_-]{40,}`,
    String.raw`\bsk-(?:proj|svcacct|admin)-[A-Za-z0-9_-]{40,}`,
    String.raw`\bsk-or-v1-[A-Za-z0-9]{40,}`,
    String.raw`\bsk-[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20}(?![A-Za-z0-9])|\bsk-[A-Za-z0-9]{32,}(?![A-Za-z0-9_-])`,
    String.raw`\b[rs]k_live_[A-Za-z0-9]{20,}`,
    String.raw`\bhf_[A-Za-z]{34,}(?![A-Za-z0-9])`,
    String.raw`\bnpm_[A-Za-z0-9]{36}(?![A-Za-z0-9])`,
    String.raw`\bglpat-[A-Za-z0-9_-]{20,}`,
  ].join('|'),
  'g',
);

export const rule: Rule = {
  meta: {
    id: 'sentinel/provider-key',
    module: 'Sentinel',
    dimension: 'dim10',
    defaultSeverity: 'error',
    category: 'credential',
    description: {
      en: 'Hard-coded API key with a provider shape (AWS, Google, GitHub, Slack, OpenAI, Anthropic, Stripe …).',
      zh: '硬编码了具有服务商格式的 API 密钥（AWS、Google、GitHub、Slack、OpenAI、Anthropic、Stripe 等）。',
    },
    fixable: false,
    messages: {
      key: {
        en: 'Hard-coded {provider} ({secret}); revoke it and read it from an environment variable{note}.',
        zh: '硬编码了 {provider}（{secret}）；请吊销该密钥，改为从环境变量读取{note}。',
      },
    },
  },
  check(ctx) {
    const split = new Set<SentinelFile>();
    for (const { sf, seg, start: from, end: to } of candidates(sentinelView(ctx.doc), 'providerKey', anywhere)) {
      const text = sf.info.text.slice(from, to);
      if (sf.role === 'script' && PREFIX_ONLY.test(text)) split.add(sf);
      KEYS.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = KEYS.exec(text))) {
        const secret = m[0];
        const provider = PROVIDERS.find(([re]) => re.test(secret))?.[1];
        if (!provider) continue;
        const body = secret.replace(provider.prefix, '');
        const kind = placeholderKind(secret, body);
        if (kind === 'indirect' || kind === 'pure') continue;
        let reason: Reason | undefined;
        if (kind === 'marked') reason = 'placeholder';
        else if (sf.exampleFile) reason = 'example-file';
        const start = from + m.index;
        emit(ctx, {
          sf,
          seg,
          start,
          end: start + secret.length,
          messageId: 'key',
          data: { provider: provider.name, secret: redact(secret) },
          base: 'error',
          kind: 'artifact',
          category: 'credential',
          reason,
          facts: { provider: provider.name, secret: redact(secret) },
        });
      }
    }
    for (const sf of split) splitKeys(ctx, sf);
  },
};

/** A provider prefix alone in a string literal (`a = "ghp_"`): the key may be assembled from pieces. */
const PREFIX_ONLY = /(['"])(?:gh[pousr]_|github_pat_|sk-(?:ant-|proj-|or-v1-)?|AKIA|AIza|xox[abposr]-|hf_|[rs]k_live_)\1/;

/**
 * A key split over innocuously named literals and joined at run time (`a = "ghp_"`, `b = "R8mK…"`,
 * `token = a + b + c`): the names are put back and the literals folded (lib/normalise.ts), and
 * the joined value is checked like any literal. Reported on the line that joins it.
 */
function splitKeys(ctx: RuleContext, sf: SentinelFile): void {
  const body = sf.info.text;
  const names = literalNames(body);
  if (!names.size) return;
  let at = 0;
  for (const line of body.split('\n')) {
    const lineStart = at;
    at += line.length + 1;
    if (!line.includes('+') || line.length > 2000) continue;
    const joined = normaliseCode(substituteNames(line, names));
    KEYS.lastIndex = 0;
    const m = KEYS.exec(joined);
    if (!m) continue;
    const provider = PROVIDERS.find(([re]) => re.test(m[0]))?.[1];
    if (!provider) continue;
    const kind = placeholderKind(m[0], m[0].replace(provider.prefix, ''));
    if (kind !== 'none') continue;
    const seg = sf.segments.find((x) => x.start <= lineStart && lineStart < x.end);
    if (!seg) continue;
    emit(ctx, {
      sf,
      seg,
      start: lineStart,
      end: lineStart + line.length,
      messageId: 'key',
      data: { provider: provider.name, secret: redact(m[0]) },
      base: 'error',
      kind: 'artifact',
      category: 'credential',
      facts: { provider: provider.name, secret: redact(m[0]), assembled: true },
    });
  }
}

const KEY_ANYWHERE = new RegExp(KEYS.source);

/** Whether a value contains a provider-shaped key (so the generic rule leaves it alone). */
export function containsProviderKey(value: string): boolean {
  return KEY_ANYWHERE.test(value);
}
