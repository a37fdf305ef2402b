/** sentinel/defence-off: the labels above a line or a section that say it shows what not to do. */
import { BAD_MARKER, HEADING_PROHIBIT, labelsBad, paraBefore, proseBefore } from './report-negation.ts';
import type { Segment, SentinelFile } from './view.ts';

/** A comment line marking the next lines as what not to do. */
const GOOD_MARKER = /\b(?:good|safe|secure|correct|recommended|fixed|better|do)\b|✅|✓|正确|安全|推荐/i;
const HEADING_BAD =
  /\b(?:insecure|not recommended|vulnerable|unsafe|dangerous|anti-?pattern|bad|avoid|bypass\w*|do not|don'?t|never)\b|不推荐|不安全|危险|反例/i;

/** "avoid" naming what the line is for ("avoid outages", "to avoid timeouts"), not what not to do ("avoid this", "avoid using"). */
const AVOID_PURPOSE = /\b(?:to\s+)?avoid(?:s|ing)?\s+(?!this\b|these\b|that\b|it\b|doing\b|using\b|running\b|copying\b|in\s+prod)[a-z][\w-]*/gi;

/** A negation in a purpose clause ("so runs don't fail", "don't break the build", "don't let that stop the run"): what the line is for, not a label. */
const PURPOSE_NOT =
  /\bso(?:\s+that)?\s+(?:[\w-]+\s+){0,3}?(?:do\s+not|don'?t|won'?t|will\s+not|never)\s+[\w-]+|\b(?:do\s+not|don'?t|won'?t)\s+(?:fail|break|crash|hang|error|stall|block|time\s+out)\b|\b(?:do\s+not|don'?t)\s+let\s+(?:that|this|it|them|[\w-]+\s+[\w-]+)\s+(?:stop|block|break|fail|interrupt)\b/gi;

/** A "# VULNERABLE:" / "// BAD" comment above the line, in the same block, no blank line between. */
export function markedAbove(text: string, seg: Segment, ls: number, script = false): boolean {
  let s = ls;
  for (let n = 0; n < 6 && s > seg.start; n++) {
    const pe = s - 1;
    s = text.lastIndexOf('\n', pe - 1) + 1;
    if (s < seg.start) break;
    const line = text.slice(s, pe).trim();
    if (!line) return false;
    if (/^(?:#|\/\/|--|\/\*|\*|<!--|REM\b|::)/i.test(line)) {
      // ("// avoid outages caused by …" gives the line's purpose: not a label of what not to do)
      // (nor "…会出现权限错误，" — a permission error the comment explains —: 错误 after a noun, ending its clause, names an error)
      const label = line
        .replace(AVOID_PURPOSE, ' ')
        .replace(PURPOSE_NOT, ' ')
        .replace(/[\u4e00-\u9fff](?:错误|报错)(?=[，。,.；;！!]|$)/g, ' ');
      // (in a script, a comment that labels the line — "# BAD:", "// insecure example", "❌" — not one that only says the word:
      // "keep the pool tolerant so one bad cert does not take the wallet offline" explains the setting)
      if (script ? SCRIPT_LABEL.test(label) || SHOUTED_LABEL.test(label) : BAD_MARKER.test(label) || HEADING_PROHIBIT.test(label)) return true;
      if (GOOD_MARKER.test(line)) return false;
    }
  }
  return false;
}

/** A script's comment that labels what follows as the wrong way: the marker opens the comment or names an example. */
const SCRIPT_LABEL =
  /^(?:#+|\/\/+|--|\/\*+|\*+|<!--|REM\b|::)\s*(?:[❌✗✘🚫⛔]|(?:bad|wrong|incorrect|insecure|unsafe|vulnerable|anti-?pattern|noncompliant|non-compliant|don'?t|do\s+not|never|avoid)\b|错误|反例|不要|禁止|切勿)|\b(?:bad|insecure|unsafe|vulnerable|wrong)\s+(?:example|sample|pattern|practice|way)\b|\bdo\s+not\s+(?:use|copy|do)\s+this\b/i;

/** A label shouted anywhere in the comment ("… skip certificate checks — BAD, don't do this"), case-sensitive. */
const SHOUTED_LABEL = /\b(?:BAD|WRONG|INSECURE|UNSAFE|DANGEROUS|DON'?T|DO NOT|NEVER|AVOID)\b/;

/** The nearest heading above a hit in a reference document says what follows is insecure. */
export function badHeading(sf: SentinelFile, at: number): boolean {
  const HEADING = /(?:^|\n)[ \t]{0,3}#{1,6}[ \t]+([^\n]*)/g;
  const from = Math.max(0, at - 4000);
  const part = sf.info.text.slice(from, at);
  let last: string | undefined;
  for (let m = HEADING.exec(part); m; m = HEADING.exec(part)) {
    const pos = from + m.index + 1;
    // a `# comment` inside a fenced block is not a heading
    if (!sf.segments.some((g) => g.kind === 'code' && g.start <= pos && pos < g.end)) last = m[1];
  }
  // (SKILL.md: only a heading over what not to do — "What not to do", "Anti-patterns", "やってはいけない")
  return last !== undefined && (sf.role === 'skill' ? HEADING_PROHIBIT.test(last) : HEADING_BAD.test(last) || HEADING_PROHIBIT.test(last));
}

/** A fenced block whose lead-in paragraph is a bad-example label ("**MAL** (FortiGate) — …:", "Bad:", "错误示例："). */
export function leadLabelsBad(sf: SentinelFile, seg: Segment): boolean {
  const text = sf.info.text;
  const fenceLine = text.lastIndexOf('\n', seg.start - 2) + 1;
  const lead = paraBefore(text, fenceLine, proseBefore(sf, seg)?.start ?? 0);
  return lead.length > 0 && labelsBad(lead.split('\n').pop() ?? '');
}
