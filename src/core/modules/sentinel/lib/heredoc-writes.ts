/**
 * Files a shell script writes through a heredoc (`cat >> "$HOME/.codex/config.toml" <<'TOML'` … `TOML`): the target,
 * the path directly or through a variable the script sets, and the body. Read by sentinel/agent-config (a policy written
 * into the agent's configuration) and lib/package-source.ts (a package source written into a package manager's).
 */

/** A heredoc appended or written to a target: `cat >> "$cfg" <<'TOML'` (groups: the target, the tag). */
const HEREDOC_TO = /\bcat\s*>>?\s*("?[^\s"<>|;&]+"?)\s*<<-?\s*['"]?(\w+)['"]?[ \t]*$/gm;

export interface HeredocWrite {
  /** The file written, its variable replaced by the script's value (`${CARGO_HOME:-$HOME/.cargo}` by its default). */
  target: string;
  /** Offset of the body's first character in the script. */
  start: number;
  body: string;
}

/** Every heredoc of `text` written into a file. */
export function heredocWrites(text: string): HeredocWrite[] {
  if (!text.includes('<<')) return [];
  const out: HeredocWrite[] = [];
  for (const m of text.matchAll(HEREDOC_TO)) {
    let target = m[1].replace(/"/g, '');
    const v = /^\$\{?(\w+)\}?(\/.*)?$/.exec(target);
    if (v) {
      const value = new RegExp(String.raw`^[ \t]*(?:export[ \t]+|local[ \t]+)?${v[1]}=["']?([^"'\n]+)`, 'm').exec(text)?.[1];
      if (value) target = value + (v[2] ?? '');
    }
    // (a default in the value stands for the usual case: `${CARGO_HOME:-$HOME/.cargo}/config.toml`)
    target = target.replace(/\$\{\w+:-([^}]*)\}/g, '$1');
    const start = (m.index ?? 0) + m[0].length + 1;
    // (the terminator alone on its line, tab-indented after `<<-`)
    const close = new RegExp(String.raw`^\t*${m[2]}[ \t]*$`, 'm').exec(text.slice(start - 1));
    if (!close) continue;
    out.push({ target, start, body: text.slice(start, start - 1 + close.index) });
  }
  return out;
}
