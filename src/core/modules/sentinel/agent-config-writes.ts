/**
 * sentinel/agent-config, write targets: the agent configuration files (instruction files,
 * settings, git hooks, skills folders) and the shell / PowerShell / Python / JS write shapes
 * onto them, with the word each target holds (a cheap gate before the long write alternations).
 */

/** Files every session of an agent loads as instructions. */
export const INSTR = String.raw`(?:(?:CLAUDE|AGENTS|GEMINI|CLAUDE\.local)\.md|\.cursorrules|\.windsurfrules|\.clinerules|copilot-instructions\.md|\.cursor\/rules\/[\w.-]+|\.codex\/instructions\.md|(?:memory-bank|\.kiro\/steering)\/[\w.-]+\.md)`;
/** Agent settings files. */
export const SETTINGS = String.raw`(?:\.(?:claude|gemini|qwen|cursor)\/settings(?:\.local)?\.json|\.codex\/config\.toml)`;
/** Skills folders of the common agents. */
export const SKILLS_DIR = String.raw`\.?(?:claude|agents|codex|cursor|gemini|openclaw|clawdbot|qwen|windsurf|opencode|goose|copilot)[\\/]skills(?=[\\/"'\s]|$)`;
/** A path token (no spaces), as written in shell, Python or JS. */
export const PATH_CHARS = String.raw`[~$\w{}()./\\:%-]*?`;

/** Shell / PowerShell / Python / JS writes whose target is captured as `target`. */
function writeTo(target: string): RegExp {
  return new RegExp(
    [
      // > file, >> file, tee [-a] file, Set-Content/Add-Content/Out-File file
      String.raw`(?:(?:^|(?<=[\s\d&]))>>?\|?|\btee\b(?:\s+-a)?|\b(?:Set-Content|Add-Content|Out-File)\b(?:\s+-(?:Path|FilePath)\b)?)\s*["']?(?<t1>${PATH_CHARS}${target})`,
      // sed -i … file
      String.raw`\bsed\s+(?:-\w+\s+)*-i\S*[^\n|;&]{0,300}?["'\s](?<t2>${PATH_CHARS}${target})`,
      // cp / mv / ln -s / install … file (the last argument)
      String.raw`\b(?:cp|mv|install|ln\s+-\w+)\b[^\n|;&#]{0,300}?\s["']?(?<t3>${PATH_CHARS}${target})["']?\s*(?=$|[;&|)#\n])`,
      // open(…file…, "w"/"a"), Path(…file…).write_text(…), fs.writeFileSync(…file…)
      String.raw`\bopen\s*\([^\n]{0,200}?(?<t4>${target})["']?\)?\s*,\s*(?:mode\s*=\s*)?["'][rbt]*[wax]`,
      String.raw`\bPath\s*\([^\n]{0,200}?(?<t5>${target})["']?\)[^\n]{0,60}?\.(?:write_text|write_bytes|open\s*\(\s*["'][wa])`,
      String.raw`\b(?:writeFileSync|appendFileSync|writeFile|appendFile|createWriteStream|outputFileSync|outputFile)\s*\([^\n,]{0,200}?(?<t6>${target})`,
    ].join('|'),
    'gi',
  );
}

export const WRITE_INSTR = writeTo(INSTR);
export const WRITE_SETTINGS = writeTo(SETTINGS);
export const WRITE_GIT_HOOK = writeTo(String.raw`\.git[\\/]hooks[\\/][\w.-]+`);
export const WRITE_SKILLS = writeTo(String.raw`${SKILLS_DIR}[\\/][^\s"'|;&)]+`);
/** A write whose target is a SKILL.md in some folder (reported only inside a loop over a skills folder). */
export const WRITE_SKILL_MD = writeTo(String.raw`SKILL\.md`);
/**
 * A word each target above holds (a match lies inside the window, so a window without the
 * word has none): the write patterns, long alternations, run only where it stands.
 */
export const HINT_INSTR = /\.md|rules/i;
export const HINT_SETTINGS = /settings|config\.toml/i;
export const HINT_GIT_HOOK = /hooks/i;
export const HINT_SKILLS = /skills/i;
export const HINT_SKILL_MD = /skill\.md/i;

/** The write target captured by one of the `writeTo` alternatives. */
export function target(m: RegExpExecArray): string {
  const g = m.groups ?? {};
  return (g.t1 ?? g.t2 ?? g.t3 ?? g.t4 ?? g.t5 ?? g.t6 ?? '').replace(/^["']|["']$/g, '');
}
