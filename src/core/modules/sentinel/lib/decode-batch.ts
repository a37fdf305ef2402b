/**
 * A batch file that builds its command from substrings of a variable (issue 28, technique 6): `set "_a=ecdhiklmnoprsw -"`,
 * `set "_c=%_a:~10,1%%_a:~9,1%…"`, then `%_c%%_p1%%_p2%` runs `powershell -nop -w hidden -enc …`. The `set` values are
 * read in order, `%X:~n,m%` cut as cmd.exe cuts them and `%X%` put in; each line that used a cut is handed back read
 * that way, for the same checks as plain text (lib/decode-danger.ts, through lib/decode-literals.ts).
 */
import type { Segment, SentinelFile } from '../view.ts';
import { decodedDanger } from './decode-danger.ts';

export interface BatchFold {
  seg: Segment;
  start: number;
  end: number;
  text: string;
}

const SET = /^[ \t]*@?set[ \t]+"?([A-Za-z_][\w#$]*)=([^\r\n]*?)"?[ \t]*\r?$/i;
const CUT = /%([A-Za-z_][\w#$]*):~(-?\d+)(?:,(-?\d+))?%/g;
const VAR = /%([A-Za-z_][\w#$]*)%/g;

/** `%X:~n,m%` as cmd.exe reads it: from n (from the end when negative), m characters (all but the last -m when negative). */
function cut(v: string, n: number, m: number | undefined): string {
  const from = n < 0 ? Math.max(0, v.length + n) : Math.min(n, v.length);
  if (m === undefined) return v.slice(from);
  return m < 0 ? v.slice(from, Math.max(from, v.length + m)) : v.slice(from, from + m);
}

export function batchFolds(sf: SentinelFile): BatchFold[] {
  const text = sf.info.text;
  if (sf.lang !== 'bat' || !text.includes(':~') || text.length > 200_000) return [];
  const seg = sf.segments.find((s) => s.kind === 'code');
  if (!seg) return [];
  const vars = new Map<string, string>();
  /** Variables whose value a cut made (directly or through another such variable). */
  const cutVars = new Set<string>();
  let cuts = false;
  const expand = (s: string): string => {
    const c = s.replace(CUT, (all, n: string, a: string, b?: string) => {
      const v = vars.get(n.toLowerCase());
      if (v === undefined) return all;
      cuts = true;
      return cut(v, Number(a), b === undefined ? undefined : Number(b));
    });
    return c.replace(VAR, (all, n: string) => {
      const v = vars.get(n.toLowerCase());
      if (v !== undefined && cutVars.has(n.toLowerCase())) cuts = true;
      return v ?? all;
    });
  };
  const out: BatchFold[] = [];
  let at = 0;
  for (const line of text.split('\n')) {
    const start = at;
    at += line.length + 1;
    if (!line.includes('%')) {
      const s = SET.exec(line);
      if (s) vars.set(s[1].toLowerCase(), s[2]);
      continue;
    }
    cuts = false;
    const s = SET.exec(line);
    const read = expand(s ? s[2] : line);
    if (s) {
      vars.set(s[1].toLowerCase(), read);
      if (cuts) cutVars.add(s[1].toLowerCase());
      else cutVars.delete(s[1].toLowerCase());
    }
    // (PowerShell's `-enc <base64>` in what the cuts made: read as the UTF-16 text it stands for)
    const enc = /\s-e(?:nc(?:odedcommand)?)?\s*([A-Za-z0-9+/=]{16,})/i.exec(read);
    const shown = enc ? `${read} ${Buffer.from(enc[1], 'base64').toString('utf16le')}` : read;
    // (a line that runs what the cuts made: its reading is checked; a `set` line is checked as the value it gives)
    // (only what a cut of the script's own letters made: `%DATE:~-4%` cuts the date, no letters of the script's)
    if (out.length < 20 && read !== line && cuts) if (decodedDanger(shown)) out.push({ seg, start, end: start + line.replace(/\r$/, '').length, text: shown });
  }
  return out;
}
