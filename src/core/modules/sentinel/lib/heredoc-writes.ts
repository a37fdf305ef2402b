/**
 * Files a shell script writes through a heredoc (`cat >> "$HOME/.codex/config.toml" <<'TOML'` … `TOML`): the target,
 * the path directly or through a variable the script sets, and the body. Read by sentinel/agent-config (a policy written
 * into the agent's configuration) and lib/package-source.ts (a package source written into a package manager's).
 */

/**
 * A heredoc appended or written to a target, in the orders shells accept: `cat >> "$cfg" <<'TOML'`, `cat <<'TOML' >> "$cfg"`,
 * `tee -a "$cfg" > /dev/null <<'TOML'` (groups `t`: the target, `g`: the tag).
 */
const HEREDOC_TO =
  /\bcat\s*>>?\s*(?<t1>"?[^\s"<>|;&]+"?)\s*<<-?\s*['"]?(?<g1>\w+)['"]?[ \t]*$|\bcat\s*<<-?\s*['"]?(?<g2>\w+)['"]?\s*>>?\s*(?<t2>"?[^\s"<>|;&]+"?)[ \t]*$|\btee\s+(?:-a\s+|--append\s+)?(?<t3>"?[^\s"<>|;&-][^\s"<>|;&]*"?)(?:\s*>\s*\/dev\/null)?\s*<<-?\s*['"]?(?<g3>\w+)['"]?[ \t]*$/gm;

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
    const g = m.groups ?? {};
    const tag = g.g1 ?? g.g2 ?? g.g3;
    let target = (g.t1 ?? g.t2 ?? g.t3).replace(/"/g, '');
    const v = /^\$\{?(\w+)\}?(\/.*)?$/.exec(target);
    if (v) {
      const value = new RegExp(String.raw`^[ \t]*(?:export[ \t]+|local[ \t]+)?${v[1]}=["']?([^"'\n]+)`, 'm').exec(text)?.[1];
      if (value) target = value + (v[2] ?? '');
    }
    // (a default in the value stands for the usual case: `${CARGO_HOME:-$HOME/.cargo}/config.toml`)
    target = target.replace(/\$\{\w+:-([^}]*)\}/g, '$1');
    const start = (m.index ?? 0) + m[0].length + 1;
    // (the terminator alone on its line, tab-indented after `<<-`)
    const close = new RegExp(String.raw`^\t*${tag}[ \t]*$`, 'm').exec(text.slice(start - 1));
    if (!close) continue;
    out.push({ target, start, body: text.slice(start, start - 1 + close.index) });
  }
  return out;
}
