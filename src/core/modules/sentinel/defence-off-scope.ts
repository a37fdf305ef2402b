/**
 * sentinel/defence-off's scope (split from defence-off.ts): which files it reads as configuration, which stretches of a
 * file the literal pass reads, and whether a hit stands where it is a step the skill takes.
 */
import { firstAtOrAfter } from './anchors.ts';
import { inInlineCode } from './dynamic-exec.ts';
import { lineBounds, type Segment, type SentinelFile } from './view.ts';

/** SKILL.md prose: a whole command in inline code is a step even without a verb. */
export const COMMAND_START = /^(?:git|npm|yarn|pnpm|pip[0-9.]*|conda|curl|wget|docker|podman|nerdctl|kubectl|export|setx|aws|gcloud|az|[A-Z][A-Z0-9_]*=)\b/;

/** Data files that hold configuration (a README in .txt or an .html page does not). */
/** Emacs Lisp: an init file's settings (lib/defence-techniques.ts reads them with techniques of their own). */
export const LISP_FILE = /\.el$|(?:^|\/)\.?emacs$/i;
// (also a file named `config` — ~/.ssh/config, .git/config, a template of either —, a template a dotfile manager
// renders, chezmoi's `dot_…` files, mail and storage tools' rc files: `msmtprc`, `muttrc`, `mbsyncrc`, `s3cfg`)
export const CONFIG_FILE =
  /(?:^|\/)(?:Dockerfile|Containerfile)[^/]*$|\.(?:ya?ml|json|jsonc|json5|hujson|toml|ini|cfg|cnf|conf|env|tf|tfvars|hcl|bicep|properties|dockerfile|npmrc|pypirc|gitconfig|example|sample|template|xml|plist|mobileconfig|patch|diff|rules|reg|fragment|targets|props|sql)$|(?:^|\/)\.?wslconfig$|(?:^|\/)\.mvn\/(?:maven|jvm)\.config$|(?:^|\/)\.(?:npmrc|yarnrc|gitconfig|env[\w.-]*)$|(?:^|\/)\.?(?:curlrc|wgetrc|msmtprc|muttrc|neomuttrc|mbsyncrc|offlineimaprc|fetchmailrc|s3cfg|boto)$|(?:^|\/)pip\.conf$|(?:^|\/)\.?Rprofile(?:\.site)?$|(?:^|\/)\.?Renviron(?:\.site)?$|\.repo$|(?:^|\/)\.?condarc$|\.(?:bb|bbappend|bbclass)$|(?:^|\/)(?:ssh|sshd)_config[\w.-]*$|(?:^|\/)sshd_config\.d\/[^/]+$|(?:^|\/)config$|\.(?:tmpl|j2|jinja2?)$|(?:^|\/)(?:private_|executable_)*dot_[\w.-]+$/i;

/**
 * The stretches of a file worth the literal pass: code, frontmatter, comments, configuration
 * data, SKILL.md's prose (an instruction can stand there as a sentence) and, in reference
 * documents, the inline code spans of prose.
 */
export function* scanned(sf: SentinelFile, hits: readonly number[], followed: () => boolean): Generator<[Segment, number, number]> {
  const text = sf.info.text;
  for (const seg of sf.segments) {
    if (seg.detector) continue;
    if (seg.kind !== 'prose' || sf.role === 'skill') {
      yield [seg, seg.start, seg.end];
      continue;
    }
    // (every span below lies inside the region: with no anchor hit in it, none would be read — followed or not)
    if (!hitWithin(hits, seg.start, seg.end)) continue;
    if (followed()) {
      yield [seg, seg.start, seg.end];
      continue;
    }
    for (let open = text.indexOf('`', seg.start); open >= 0 && open < seg.end; ) {
      let o = open;
      while (text.charCodeAt(o + 1) === 0x60) o++;
      const close = text.indexOf('`', o + 1);
      if (close < 0 || close >= seg.end) break;
      const nl = text.indexOf('\n', o + 1);
      if (nl >= 0 && nl < close) {
        open = text.indexOf('`', nl);
        continue;
      }
      yield [seg, o + 1, close];
      let c = close;
      while (text.charCodeAt(c + 1) === 0x60) c++;
      open = text.indexOf('`', c + 1);
    }
  }
}

/** The ascending `hits` with the starts of a run-control file's bare `insecure` / `-k` lines added. */
export function rcHits(text: string, hits: readonly number[]): number[] {
  const extra = [...text.matchAll(/^[ \t]*(?=(?:--insecure|insecure|-k)[ \t]*$)/gm)].map((m) => m.index + m[0].length);
  return extra.length ? [...new Set([...hits, ...extra])].sort((a, b) => a - b) : [...hits];
}

/** Whether one of the ascending `hits` lies in [start, end). */
function hitWithin(hits: readonly number[], start: number, end: number): boolean {
  const lo = firstAtOrAfter(hits, start);
  return lo < hits.length && hits[lo] < end;
}

export function isStep(sf: SentinelFile, seg: Segment, offset: number, followed: boolean): boolean {
  if (sf.role === 'script') return true;
  if (sf.role === 'data') return hostCommand(sf, offset);
  if (sf.role !== 'skill' && !followed) return false;
  return seg.kind === 'code' || (seg.kind === 'prose' && (inInlineCode(sf.info.text, offset) || indentedCommand(sf.info.text, offset)));
}

/**
 * A command a manifest runs on the user's own machine: a devcontainer's `initializeCommand`
 * (on the host, before the container exists), a package's install lifecycle scripts, an agent
 * hook's command, and a VS Code task run when the folder opens (`"runOn": "folderOpen"`).
 */
const HOST_COMMAND: Array<[RegExp, RegExp]> = [
  [/(?:^|\/)\.?devcontainer(?:\.json|\/[^/]*\.jsonc?)$/i, /["']initializeCommand["']\s*:/],
  [/(?:^|\/)package\.json$/i, /["'](?:preinstall|install|postinstall|prepare|prepublish)["']\s*:/],
  // an agent hook's command (Claude Code settings) runs on every session or tool call
  [/(?:^|\/)\.claude\/settings(?:\.local)?\.json$/i, /["']command["']\s*:/],
  // a VS Code task that runs when the folder is opened
  [/(?:^|\/)\.vscode\/tasks\.json$/i, /["']command["']\s*:/],
];

function hostCommand(sf: SentinelFile, offset: number): boolean {
  const [ls, le] = lineBounds(sf.info.text, offset);
  const line = sf.info.text.slice(ls, le);
  return HOST_COMMAND.some(
    ([file, key]) =>
      file.test(sf.file.path) && key.test(line) && (!/tasks\.json$/i.test(sf.file.path) || /["']runOn["']\s*:\s*["']folderOpen/.test(sf.info.text)),
  );
}

/** A command in a Markdown indented code block (four spaces or a tab, after a blank line): a step like a fenced one. */
function indentedCommand(text: string, offset: number): boolean {
  const ls = text.lastIndexOf('\n', offset - 1) + 1;
  const m = /^(?: {4,}|\t)(\S[^\n]*)/.exec(
    text.slice(ls, offset + 1) + text.slice(offset + 1, text.indexOf('\n', offset) < 0 ? text.length : text.indexOf('\n', offset)),
  );
  if (!m || !COMMAND_START.test(m[1]) || ls < 2) return false;
  const prev = text.slice(text.lastIndexOf('\n', ls - 2) + 1, ls - 1);
  return /^\s*$/.test(prev) || /^(?: {4,}|\t)\S/.test(prev);
}
