/**
 * Last-commit dates of a skill's files from git (docs/features.md B3: "else git history of the
 * file"), for CASCADE staleness. Runs `git log` with execFile (no shell) in the skill
 * folder; paths come back relative to it with `/` separators, exactly as SkillFile
 * paths. Never throws: a folder outside git, a missing git binary or any git error
 * gives an empty map, and the rules then say the date is unknown.
 */
import { execFile } from 'node:child_process';

const RECORD = '\u001e';

export async function gitLastCommitDates(skillDir: string, options: { timeoutMs?: number } = {}): Promise<Map<string, Date>> {
  const out = new Map<string, Date>();
  let stdout: string;
  try {
    stdout = await new Promise<string>((resolve, reject) => {
      execFile(
        'git',
        ['-c', 'core.quotepath=off', 'log', '--format=%x1e%cI', '--name-only', '-z', '--relative', '--no-renames', '--', '.'],
        { cwd: skillDir, maxBuffer: 256 * 1024 * 1024, timeout: options.timeoutMs ?? 15000, windowsHide: true, encoding: 'utf8' },
        (err, so) => (err ? reject(err) : resolve(so)),
      );
    });
  } catch {
    return out;
  }
  return parseGitLog(stdout, out);
}

/** Parse `git log --format=%x1e%cI --name-only -z` output (newest first): the first date seen for a path wins. */
export function parseGitLog(stdout: string, out: Map<string, Date> = new Map()): Map<string, Date> {
  for (const chunk of stdout.split(RECORD)) {
    if (!chunk) continue;
    const parts = chunk.split('\u0000');
    const date = new Date(parts[0].trim());
    if (Number.isNaN(date.getTime())) continue;
    for (let i = 1; i < parts.length; i++) {
      const p = parts[i].replace(/^\n+/, '');
      if (!p || out.has(p)) continue;
      out.set(p, date);
    }
  }
  return out;
}
