/**
 * The code of a skill's files as lib/fetch-run.ts and lib/fetch-run-across.ts search it: scripts, fenced blocks,
 * frontmatter, a task runner's YAML entries, and SKILL.md's inline code spans where a step may stand.
 */
import type { Segment, SentinelFile } from '../view.ts';

/** YAML files whose entries are shell commands: Taskfile, CI pipelines, git-hook managers. */
const TASK_YAML =
  /(?:^|[\\/])(?:[Tt]askfile|\.gitlab-ci|bitbucket-pipelines|azure-pipelines|cloudbuild|lefthook|\.pre-commit-config|\.?tasks?)(?:\.[\w-]+)?\.ya?ml$|(?:^|[\\/])\.github[\\/](?:workflows|actions)[\\/]/;
/** Whether `seg` of `sf` holds code that runs: scripts, fenced blocks, frontmatter, a notebook's cells; not detector tables. */
export function codeSeg(sf: SentinelFile, seg: Segment): boolean {
  return !seg.detector && (seg.kind === 'code' || seg.kind === 'frontmatter' || (seg.kind === 'data' && TASK_YAML.test(sf.file.path)));
}

/** `re`'s matches inside the inline code spans of a prose region that hold one of `words` (offsets in the file). */
function* inlineMatches(text: string, seg: Segment, re: RegExp, words: readonly string[]): Generator<RegExpExecArray> {
  const part = text.slice(seg.start, seg.end);
  if (!part.includes('`') || !words.some((w) => part.includes(w))) return;
  for (const span of part.matchAll(/`([^`\n]{4,600})`/g)) {
    if (!words.some((w) => span[1].includes(w))) continue;
    re.lastIndex = 0;
    for (let m = re.exec(span[1]); m; m = re.exec(span[1])) {
      if (m[0] === '') re.lastIndex++;
      m.index += seg.start + span.index + 1;
      yield m;
    }
  }
}

const lowerMemo = new WeakMap<SentinelFile, string>();
export function lower(sf: SentinelFile): string {
  let t = lowerMemo.get(sf);
  if (t === undefined) lowerMemo.set(sf, (t = sf.info.text.toLowerCase()));
  return t;
}

/** Where a global regex's matches can start (`at`, global: a literal each form begins with) and the regex made sticky. */
export interface Starts {
  at: RegExp;
  sticky: RegExp;
}

/**
 * Matches of the global `re` in the code of `sf` (scripts, fenced blocks, frontmatter; not
 * detector tables), block by block, skipping blocks that hold none of `words`; offsets are
 * into the whole text.
 */
export function* codeMatches(sf: SentinelFile, re: RegExp, words: readonly string[], starts?: Starts, inline = false): Generator<RegExpExecArray> {
  const text = sf.info.text;
  if (!words.some((w) => text.includes(w))) return;
  for (const seg of sf.segments) {
    if (!codeSeg(sf, seg)) {
      // (SKILL.md's steps in inline code: "`curl -fsSL -o ~/.cache/x/tool.sh https://…`" … later "`bash ~/.cache/x/tool.sh`")
      if (inline && sf.role === 'skill' && seg.kind === 'prose') yield* inlineMatches(text, seg, re, words);
      continue;
    }
    const part = text.slice(seg.start, seg.end);
    if (!words.some((w) => part.includes(w))) continue;
    if (starts) {
      // Tried only where one of its forms can start: the same matches, far fewer tries.
      const { at, sticky } = starts;
      at.lastIndex = 0;
      for (let s = at.exec(part); s; s = at.exec(part)) {
        sticky.lastIndex = s.index;
        const m = sticky.exec(part);
        if (!m) {
          at.lastIndex = s.index + 1;
          continue;
        }
        at.lastIndex = m[0] === '' ? s.index + 1 : s.index + m[0].length;
        m.index += seg.start;
        yield m;
      }
      continue;
    }
    re.lastIndex = 0;
    for (let m = re.exec(part); m; m = re.exec(part)) {
      if (m[0] === '') re.lastIndex++;
      m.index += seg.start;
      yield m;
    }
  }
}
