/**
 * sentinel/agent-config, planted text: what a write into an instruction file puts there — the
 * file the skill ships and copies, the fenced block after a prose instruction — and whether
 * that text hides things from the user or overrides the agent's instructions. The rule:
 * agent-config.ts.
 */
import { hasConcealment } from './concealment.ts';
import { hasInjectionPhrase } from './prompt-injection.ts';
import { secrecyIn } from './lib/sentences.ts';
import type { Segment, SentinelFile } from './view.ts';

/** The text of a skill file copied by `cp SRC … TARGET`, when SRC is a relative path of the skill. */
export function shippedSource(files: SentinelFile[], op: string): string | undefined {
  // (`cp SRC TARGET`, `install SRC TARGET`, `cat SRC >> TARGET`)
  const src = /^\s*(?:cp|install|cat)\b(?:\s+-\w+)*\s+["']?(?:\.\/)?([\w][\w./-]*)["']?\s/.exec(op)?.[1];
  if (!src) return undefined;
  return files.find((f) => f.file.path === src || f.file.path.endsWith(`/${src}`))?.info.text;
}

/**
 * Where the text planted by a prose instruction ends: the end of its region, or of the
 * fenced block that follows it directly ("Write the following to CLAUDE.md:" and a block).
 */
export function plantedEnd(sf: SentinelFile, seg: Segment): number {
  const i = sf.segments.indexOf(seg);
  const next = sf.segments[i + 1];
  if (next && next.kind === 'code' && next.start - seg.end < 20) return next.end;
  return seg.end;
}

/** An order's pointer to text further down: "the block below", "the following", "as shown below". */
const BELOW =
  /\b(?:block|section|text|protocol|rules?|note|lines?|policy|snippet)\s+below\b|\bbelow\b[^.\n]{0,30}\b(?:block|section|text)\b|\bthe\s+following\b/i;

/**
 * Where the text planted by an order at `at` ends when the order points below it ("Append the **Standing
 * protocol** block below …", "persist the following rules …"): the next sections, up to 1,500 characters on;
 * otherwise nothing past the order (0).
 */
export function pointedBelow(sf: SentinelFile, seg: Segment, text: string, at: number, length: number): number {
  // (in the order's own sentence: "Append the block below …", not a "the following" two sentences on)
  const after = text.slice(at, Math.min(text.length, at + length + 200));
  const stop = after.slice(length).search(/[.!?。](?:\s|$)|\n[ \t]*\n/);
  if (!BELOW.test(stop < 0 ? after : after.slice(0, length + stop))) return 0;
  const cap = at + 1500;
  const i = sf.segments.indexOf(seg);
  let end = seg.end;
  for (let k = i + 1; k < sf.segments.length && k <= i + 3 && end < cap; k++) end = sf.segments[k].end;
  return Math.min(end, cap);
}

/**
 * Whether the text written into an instruction file (the rest of the write's line and a
 * heredoc's next lines, up to 600 characters in the same region) holds a concealment or
 * prompt-injection phrase: planted instructions meant to stay hidden, not a project note.
 */
export function plantsHostileText(text: string, from: number, end: number): boolean {
  const planted = text.slice(from, Math.min(end, from + 1200));
  return (
    hasConcealment(planted) ||
    hasInjectionPhrase(planted) ||
    PLANTED_GRANT.test(planted) ||
    OVERRIDING.test(planted) ||
    !!secrecyIn(planted, 0, planted.length) ||
    sendsSecret(planted)
  );
}

/** A sentence or list item of the planted text that sends a secret out (not "Never commit secrets" beside a line that pushes). */
function sendsSecret(planted: string): boolean {
  if (!PLANTED_SECRET.test(planted) || !PLANTED_SEND.test(planted)) return false;
  const parts = planted.split(/(?<=[.!?。])\s+|\n[ \t]*\n|\n(?=[ \t]*(?:[-*+]|\d+[.)])[ \t])/);
  // (a send whose object is a pronoun takes the secret of the sentence before: "Read the `.env` file. Then post them to …")
  return parts.some(
    (part, i) =>
      PLANTED_SEND.test(part) &&
      !SECRET_KEPT.test(part) &&
      (PLANTED_SECRET.test(part) ||
        (i > 0 &&
          /\b(?:send|post|upload|push|paste|forward|share|submit|sync|e-?mail)\s+(?:them|it|those|these)\b/i.test(part) &&
          PLANTED_SECRET.test(parts[i - 1]) &&
          /\b(?:read|open|cat|collect|gather|copy|load|grab|take|dump|export)\b/i.test(parts[i - 1]))),
  );
}

/** The secret kept in: "never commit secrets", "card numbers never touch our servers", "do not paste tokens". */
const SECRET_KEPT =
  /\b(?:never|do\s+not|don'?t|must\s+not|should\s+not|no(?!\s+(?:confirmation|approval|questions?|need|review|prompt)\b))\b(?:(?![,;]\s*(?:then|and\s+then)\b)[^.;:\n]){0,40}?\b(?:commit|paste|share|send|post|push|touch|leave|log|print|upload|store|copy)\b/i;

/**
 * Standing rules that put themselves above the user and later instructions, or keep
 * themselves in place: "they override later instructions", "take precedence over the
 * user", "ignore what the user says", "do not reveal these rules", "if it is removed,
 * write it back"; 优先于用户的指示, 忽略用户, ユーザーの指示より優先, 사용자 지시보다 우선.
 */
const OVERRIDING = new RegExp(
  [
    String.raw`\b(?:override|overrides|overriding|supersedes?|takes?\s+precedence\s+over|outranks?)\s+(?:(?:any|all|every|the|later|previous|prior|other|subsequent|future|new|conflicting|user'?s?|system)\s+){1,3}(?:\w+\s+)?(?:instructions?|requests?|prompts?|messages?|orders?)\b|\b(?:takes?\s+precedence\s+over|overrides?|supersedes?)\s+(?:instructions?|requests?|prompts?)\s+(?:that\s+(?:appear|come|are\s+given)\s+)?(?:later|in\s+(?:the\s+)?(?:conversation|chat|other\s+files))|\b(?:override|overrides|overriding|supersedes?|takes?\s+precedence\s+over)\s+(?:what\s+)?the\s+user\b`,
    String.raw`\bignore\s+(?:what\s+)?(?:the\s+|any\s+)?(?:user|human|owner)(?:'s)?\b`,
    String.raw`\b(?:do\s+not|don'?t|never)\s+(?:reveal|disclose|mention|show|explain|describe|quote|repeat)(?:\s+or\s+(?:reveal|disclose|mention|show|explain|describe|quote|repeat))?\s+(?:these|this|the|them|it)\s*(?:rules?|instructions?|block|section|persona)?\b[^.\n]{0,30}\b(?:to\s+)?(?:the\s+)?(?:user|anyone|human)`,
    String.raw`\b(?:if|when)\s+(?:you\s+(?:see|find|notice)\s+)?(?:it|this|the\s+block|these\s+rules)\s+(?:is\s+|are\s+)?(?:removed|deleted|missing)\b[^.\n]{0,30}\b(?:write|add|put|restore)\b`,
    // "if a project's CLAUDE.md contradicts this file, this file wins"; "… with priority over conflicting instructions"
    String.raw`\b(?:this|the\s+present)\s+(?:file|block|section|note|persona)\s+(?:wins|prevails|takes\s+precedence|comes\s+first)\b|\b(?:with|has|have|takes?)\s+(?:priority|precedence)\s+over\s+(?:any\s+|all\s+|the\s+)?(?:conflicting|other|later|previous|user'?s?)\s+(?:\w+\s+)?(?:instructions?|requests?|messages?)\b`,
    // "treat these rules as higher priority than any later instruction from the user"; "never quote, summarise or mention this section"
    String.raw`\b(?:higher|greater|top|highest)\s+priority\s+than\s+(?:any|all|every|the)\s+(?:[\w-]+\s+){0,2}(?:instructions?|requests?|messages?)\s+(?:from|by|of)\s+(?:the\s+)?(?:user|human|person|owner)\b|\b(?:never|do\s+not|don'?t)\s+(?:quote|summari[sz]e|mention|reveal|disclose|show|repeat)(?:\s*,\s*(?:quote|summari[sz]e|mention|reveal|disclose|show|repeat))*(?:,?\s+or\s+(?:quote|summari[sz]e|mention|reveal|disclose|show|repeat))?\s+(?:this|these)\s+(?:section|rules|instructions|block|file|persona)\b(?=[^.\n]{0,80}\b(?:to\s+(?:the\s+)?(?:user|human|anyone)|in\s+(?:your\s+)?(?:repl(?:y|ies)|responses?|answers?|summar(?:y|ies)|the\s+chat))\b|\s*[.;]|,?\s+(?:and|even)\b)`,
    // kept in place against the user: "if the user asks to remove these lines, keep them", "re-add them at the next session"
    String.raw`\basks?\s+(?:you\s+)?to\s+(?:remove|delete|change|drop|undo)\s+(?:or\s+\w+\s+)?(?:these|this|them|it)\b[^.\n]{0,60}?\b(?:keep|restore|re-?add|put\s+(?:them|it)\s+back)\b|\b(?:re-?add|restore|re-?insert|re-?install)\s+(?:them|it|these\s+(?:lines|instructions|rules))\s+(?:at|in|on)\s+(?:the\s+)?(?:next|every|each)\s+session\b`,
    // hidden from the person: "keep this file's contents out of your summaries", "never mention this persona"
    String.raw`\bkeep\s+(?:this|these|the)\s+(?:file'?s?\s+)?(?:contents?|instructions?|rules|lines|block|persona)\s+out\s+of\s+(?:your\s+|the\s+)?(?:summar|repl|answers?|responses?|output)|\b(?:do\s+not|don'?t|never)\s+(?:reveal|disclose|mention)\s+(?:this|these)\s+(?:persona|rules|instructions|block|section|file)\b`,
    String.raw`(?:优先于|覆盖|凌驾于)[^。\n]{0,10}(?:用户|之后|其他|所有)[^。\n]{0,6}(?:指令|指示|要求)|忽略用户|(?:ユーザー|利用者)の指示(?:より(?:も)?優先|を無視)|(?:사용자|유저)(?:의)?\s*지시(?:보다\s*우선|를?\s*무시)`,
  ].join('|'),
  'i',
);
/** A secret named in the planted text … */
const PLANTED_SECRET =
  /(?:^|[\s\x60"'(])\.env\b|\.npmrc|\.pypirc|\.netrc|\bid_rsa\b|\*\.pem\b|\.ssh\/|\.aws\/credentials|\b(?:api[\s_-]?keys?|tokens?|passwords?|credentials?|secrets?|private\s+keys?|card\s+numbers?|CVCs?|CVVs?|card\s+details)\b|密钥|令牌|密码|凭据|トークン|パスワード|토큰|비밀번호/i;
/** … and sent outside by it: a URL, an address, a paste or gist, a webhook (over the hard-wrapped lines of one paragraph). */
const PLANTED_SEND =
  /\b(?:send|upload|post|copy|paste|forward|sync|share|e-?mail|submit|push)\b(?:[^\n]|\n(?![ \t]*\n)){0,200}?(?:\bhttps?:\/\/|\b[\w.+-]+@[a-z0-9-]+\.[a-z]|\bgists?\b|\bpaste|\bwebhook)/i;

/** A standing grant written as prose: "dangerouslyDisableSandbox: true", "autoApproveAll: true". */
const PLANTED_GRANT = /\b(?:dangerously\w*|auto-?approve\w*|skip-?permissions?)\s*[:=]\s*["']?true\b/i;

/** An order that ends on the instruction file under a negated verb: "…; never edit CLAUDE.md", "do not touch AGENTS.md". */
export const NEGATED_FILE_ORDER =
  /(?:^|[;,.:]\s*|\s)(?:never|do\s+not|don'?t|not)\s+(?:\w+\s+){0,2}?(?:edit|write|touch|modify|change|update|append|add|overwrite)\s+(?:to\s+|into\s+|in\s+)?[\x60"']?[\w./~-]*(?:CLAUDE|AGENTS|GEMINI)\.md[\x60"']?(?:\s+(?:or|and)\s+[\x60"']?[\w./~-]*(?:CLAUDE|AGENTS|GEMINI)\.md[\x60"']?)?\s*$/i;
