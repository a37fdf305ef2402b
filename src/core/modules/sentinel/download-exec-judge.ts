/**
 * sentinel/download-exec, the severity of what it found (issue 28): by where the code comes from and how it runs —
 * a dropper host is an error nothing lowers; a host the skill names nowhere else, fetched and run by SKILL.md, a
 * script or a config, is "do not install", and so is a download saved and run later from any host but the tool's own
 * (from that one too when started detached or saved under a hidden name); the installer of the tool the skill is
 * named for, shown in a document, is info; any other named host a warning to review; another package source is
 * judged by whether it lasts, replaces the registry or comes with the checks switched off. The rule: download-exec.ts.
 */
import type { RuleContext } from '../../rules/types.ts';
import { orderedToFollow } from './report-evidence.ts';
import { headingChain } from './report-negation.ts';
import { badHeading, leadLabelsBad } from './defence-off-marks.ts';
import { leadOrders } from './report-checklist.ts';
import { emit, judgmentReason, type Reason } from './report.ts';
import { DOC_HOST_NAME, DROPPER_HOSTS, ELLIPSIS_HOST, hostOf, hostRisk, lookalikeHost } from './hosts.ts';
import { namedForSkill, ownership, segmentAt, vendorSubdomain } from './lib/fetch-run.ts';
import { PACKAGE_INSTALL_CMD } from './lib/fetch-run-args.ts';
import { checksOffAt } from './lib/package-checks.ts';
import { isPublicScope } from './lib/popular-packages.ts';
import { CODE_HOST, hostNamedElsewhere } from './lib/package-archive.ts';
import { lineBounds, sentinelView, type Segment, type SentinelFile, type SentinelView } from './view.ts';

/** A finding waiting for its severity. */
export interface Pending {
  sf: SentinelFile;
  seg: Segment;
  start: number;
  end: number;
  messageId: string;
  data: Record<string, string>;
  url?: string;
  /** `run`: fetched code runs now; `exec`: an interpreter executes network data; `review`: worth a look at most. */
  shape: 'run' | 'exec' | 'review';
  /** Where a saved download is run (its line must run too). */
  runAt?: number;
  /** Another package source: whether it lasts, whether the file also turns the checks off, whether it replaces the registry. */
  source?: { lasting: boolean; checksOff: boolean; replaces?: boolean };
  /** A package archive from a host that is not a shared code host: judged by whether the skill names that host. */
  archive?: boolean;
  /** A source the project names for itself (lib/package-archive.ts ArchiveInstall.mild). */
  mild?: boolean;
  /** The fetcher or interpreter is spelled in escapes or variables: hidden on purpose. */
  hidden?: boolean;
  /** The whole line that runs a saved download (a detached, silenced start shows there). */
  runLine?: string;
}

const KNOWN_INSTALLERS =
  /^https:\/\/(?:sh\.rustup\.rs|(?:www\.)?astral\.sh|bun\.sh|get\.docker\.com|raw\.githubusercontent\.com\/(?:Homebrew|nvm-sh|pyenv|rbenv|creationix)\/|brew\.sh|deno\.land|get\.pnpm\.io|install\.python-poetry\.org|pyenv\.run|get\.sdkman\.io|get\.volta\.sh|(?:install\.)?determinate\.systems|nixos\.org|mise\.(?:jdx\.dev|run)|taskfile\.dev|starship\.rs|cli\.github\.com|claude\.ai\/install|fnm\.vercel\.app|get\.helm\.sh|sh\.vector\.dev|ollama\.com\/install|sdk\.cloud\.google\.com|install\.duckdb\.org|drop-sh\.fullyjustified\.net|(?:deb|rpm)\.nodesource\.com|packages\.microsoft\.com|cli\.doppler\.com|get\.k3s\.io|get\.rvm\.io|tailscale\.com\/install\.sh|fly\.io\/install\.sh|cli\.upbound\.io|get\.enclave\.dev)/i;

/** A yes/no question to the person earlier in the script: `read -r -p "Continue? [y/N]"`, `Read-Host`, `input("… (y/N)")`. */
const ASKS_FIRST = /\[[yY]\/[nN]\]|\([yY]\/[nN]\)|\bRead-Host\b[^\n]*\?|\bread\s+(?:-\w+\s+)*-\w*p\s+["'][^"'\n]*\?/;

/**
 * Severity by where the code comes from (issue 28): a dropper host is an error nothing
 * lowers; a host the skill names nowhere else, fetched and run by SKILL.md, a script or a
 * config, is "do not install"; the installer of the tool the skill is named for, shown in
 * a document, is info; any other named host a warning to review.
 */
export function judge(ctx: RuleContext, p: Pending, runLines: ReadonlyArray<readonly [string, number, number]>): void {
  const { sf, seg, start, end, messageId, data, url } = p;
  const risk = hostRisk(url);
  const facts = { ...(url ? { url } : {}), host: risk };
  // A saved download run only inside a printed hint or a comment does not run.
  if (p.runAt !== undefined) {
    const runSeg = segmentAt(sf, p.runAt);
    if (runSeg && judgmentReason(sf, runSeg, p.runAt, 'malicious-command', true)) return;
  }
  // A bare IP, plain HTTP or a throwaway host: what droppers use — no cue word excuses it; nor
  // a fetch and run whose words were spelled in escapes or variables to hide them.
  // (a documentation-only host in a reference document the agent is not told to follow is a quoted example:
  // judged by its context below, like any other command of such a document)
  const docExample = sf.role === 'markdown' && DOC_HOST_NAME.test(hostOf(url ?? '') ?? '') && !orderedToFollow(ctx.doc, sf.file.path);
  if ((DROPPER_HOSTS.has(risk) && p.messageId !== 'foreignIndex' && !docExample) || p.hidden) {
    emit(ctx, { sf, seg, start, end, messageId, data, base: 'error', kind: 'judgment', strict: true, category: 'malicious-command', facts });
    return;
  }
  if (p.source) {
    judgeSource(ctx, p, risk, facts, runLines);
    return;
  }
  // A package's archive from a host the skill names nowhere but in the install (not its registry,
  // not its project's code host): installing code from somewhere other than the package's home.
  if (p.archive && risk === 'named') {
    // (named: the host written elsewhere in the skill, or the domain of the tool the skill is named for)
    const named = hostNamedElsewhere(sentinelView(ctx.doc).files, url!, runLines) || namedForSkill(ctx.doc, url!);
    const steps = sf.role !== 'markdown' || orderedToFollow(ctx.doc, sf.file.path);
    // (a host that borrows a registry's or vendor's name is a look-alike, named or not)
    emit(ctx, {
      sf,
      seg,
      start,
      end,
      messageId,
      data,
      base: lookalikeHost(url) || (!named && steps && !p.mild) ? 'error' : 'warning',
      kind: 'judgment',
      category: 'malicious-command',
      facts,
    });
    return;
  }
  let reason: Reason | undefined;
  let base: 'error' | 'warning' = 'warning';
  const doc = sf.role !== 'script';
  // Download now, run later (technique 4): the saved program runs unread — executing fetched
  // code, "do not install" wherever its host is not the tool's own, named in the skill or not.
  // Even from the tool's own host, a saved program started detached and silenced, or saved under a
  // hidden name, is kept from the user's eyes: not an install step but a dropper's.
  const later = messageId === 'savedLater' || messageId === 'archiveRun' || messageId === 'savedAutorun';
  const follows = (): boolean => sf.role !== 'markdown' || orderedToFollow(ctx.doc, sf.file.path);
  // (a release pinned on the project's code host — `raw.githubusercontent.com/wp-cli/wp-cli/v2.11.0/…/wp-completion.bash` saved
  // as `~/.wp-completion.bash` — is the dotfile it always was, not a dropper hiding its program)
  const pinnedHome = !!url && CODE_HOST.test(hostOf(url) ?? '') && PINNED_PATH.test(url);
  const hiddenRun = later && (hiddenStart(p.runLine ?? '') || (HIDDEN_NAME.test(String(data.file ?? '')) && !pinnedHome));
  if (risk === 'local') reason = 'local-host';
  // (an address elided in a document — `curl -fsSL https://… | bash` — names the shape, not a host that answers)
  else if (doc && url && ELLIPSIS_HOST.test(url)) reason = 'placeholder';
  else if (DROPPER_HOSTS.has(risk)) base = 'warning';
  // A documented install step for a well-known tool is info; a script that runs the
  // installer by itself, unasked, installs software behind the person's back.
  else if (url && KNOWN_INSTALLERS.test(url)) {
    // (a script that asks the person first installs with their consent)
    if (doc || ASKS_FIRST.test(sf.info.text.slice(Math.max(0, start - 2000), start).replace(/^[ \t]*(?:#|\/\/|REM\b).*$/gim, ''))) reason = 'known-installer';
  } else if (url && risk === 'named') {
    const owner = ownership(ctx.doc, sentinelView(ctx.doc), url, runLines);
    // The installer of the tool the skill is about, from that tool's own domain, shown for the user.
    // Not an index: any package name resolves there, so a look-alike host is the attack itself.
    if (hiddenRun && follows()) base = 'error';
    else if (owner === 'own' && doc && p.shape !== 'exec' && messageId !== 'foreignIndex') reason = 'known-installer';
    // Fetched from a host the skill names nowhere else and run by what the agent follows or runs
    // (SKILL.md, a script, a config, or a reference SKILL.md orders it to follow).
    // (a project's own installer on its code host — Helm's get-helm-3 from its repository — named in the skill stays a warning)
    // (a vendor's sub-domain named for the tool — `foundry.paradigm.xyz` — is its installer's home: a warning to review)
    else if (
      (owner === 'unnamed' ||
        (later && owner === 'named' && !CODE_HOST.test(hostOf(url) ?? '') && !vendorSubdomain(ctx.doc, url) && !PACKAGE_INSTALLER.test(p.runLine ?? ''))) &&
      p.shape !== 'review' &&
      follows()
    )
      base = 'error';
  } else if ((!url || risk === 'unknown') && (p.shape === 'exec' || (later && follows()))) base = 'error';
  emit(ctx, { sf, seg, start, end, messageId, data, base, kind: 'judgment', category: 'malicious-command', reason, facts });
}

/**
 * A saved package handed to the system's installer (`installer -pkg`, `dpkg -i`, `rpm -i`, `msiexec /i`): from a host the skill
 * names — a vendor's own package — a warning to review (the installer checks a signed package); from one it names nowhere, an error.
 */
const PACKAGE_INSTALLER = new RegExp(String.raw`${PACKAGE_INSTALL_CMD}\b`);

/** A line that orders a step ("- Install with …", "1. Set the index …"). */
const ORDERS_LINE = /^\s*(?:[-*+]\s+|\d+[.)]\s+)?(?:run|install|set|configure|add|use|point|apply|execute)\b/i;

/**
 * Another package source (issue 28, technique 1): a warning to review — a private index alone
 * is common — but "do not install" when the same file also switches the package manager's
 * checks off (checksum database, TLS), or when the source lasts (a configuration file, `config
 * set`, a profile) and its host is unrelated to the skill (named nowhere else, a bare IP, plain HTTP).
 */
function judgeSource(
  ctx: RuleContext,
  p: Pending,
  risk: ReturnType<typeof hostRisk>,
  facts: Record<string, string>,
  runLines: ReadonlyArray<readonly [string, number, number]>,
): void {
  const { sf, seg, start, end, url } = p;
  // (a sample shown as what to reject — under "## What not to do", "## Reject in review", after "Bad:" — neither lasts nor
  // switches the checks off: its neighbour samples are no steps either)
  // (… or any sample of a skill that teaches, writes up or detects such attacks, unless a step orders it)
  const view = sentinelView(ctx.doc);
  const teaching = view.writeupSkill || view.detectionSkill;
  const sample =
    sf.role !== 'script' &&
    sf.role !== 'data' &&
    (seg.kind === 'code'
      ? (badHeading(sf, start) || leadLabelsBad(sf, seg) || teaching) && !leadOrders(sf, seg)
      : teaching && !ORDERS_LINE.test(sf.info.text.slice(...lineBounds(sf.info.text, start))));
  const lasting = p.source!.lasting && !sample;
  const off = p.source!.checksOff && !sample;
  const owner = url && risk === 'named' ? ownership(ctx.doc, view, url, runLines) : 'unnamed';
  const unrelated = risk !== 'local' && owner === 'unnamed';
  // A source put in the registry's place, by a step the skill runs, on a host unrelated to the skill: every name resolves there.
  const replaces = p.source!.replaces === true && unrelated && (sf.role === 'script' || sf.role === 'skill' || sf.role === 'data');
  // (a source on a host that borrows a registry's or vendor's name — `gems.rubygems-mirror.example` — is a look-alike: every name resolves there)
  // (a public npm scope sent to another registry — `@react-native:registry=…` — takes packages everyone gets from npm: named or not)
  const scope = /^@([\w.-]+):registry$/.exec(p.data.what ?? '')?.[1];
  const hijack = scope !== undefined && isPublicScope(scope);
  const base: 'error' | 'warning' = risk !== 'local' && (off || (lasting && unrelated) || replaces || hijack || lookalikeHost(url)) ? 'error' : 'warning';
  const messageId = off ? 'sourceUnchecked' : lasting ? 'sourceLasting' : p.messageId;
  const data = { what: p.data.what ?? 'install option', url: p.data.url };
  emit(ctx, {
    sf,
    seg,
    start,
    end,
    messageId,
    data,
    base,
    kind: 'judgment',
    category: 'malicious-command',
    // (a sample in a skill about such attacks is quoted: reported, not counted — a course's block under a lesson's heading,
    // not one under the skill's own install or setup step)
    reason: risk === 'local' ? 'local-host' : base === 'warning' && courseSample(view, sf, seg, start) ? 'quoted' : undefined,
    facts,
  });
}

/** A setup step's heading: what stands under it is done, whatever the skill is about. */
const SETUP_HEADING =
  /\b(?:install\w*|set\s*up|setup|build|usage|quick\s*start|getting\s+started|steps?|workflow|configur\w*|prerequisites?|requirements?|before\s+you\s+(?:begin|start)|dependencies|how\s+to\s+use|run\w*)\b|安装|配置|步骤|准备|前提|インストール|セットアップ|準備|설치|준비/i;
/** A code block of a document in a skill about attacks (view-genre.ts), under a heading that is no setup step of its own. */
function courseSample(view: SentinelView, sf: SentinelFile, seg: Segment, at: number): boolean {
  if (!(view.attackTopic || view.writeupSkill || view.detectionSkill) || seg.kind !== 'code' || sf.role === 'script' || sf.role === 'data') return false;
  const heading = headingChain(sf, at).filter(Boolean).at(-1) ?? '';
  return !SETUP_HEADING.test(heading) && !leadOrders(sf, seg);
}

/** An offset of `sf` where a setting takes effect: not negated, a bad example, a comment, printed or a scanner's pattern (report.ts judgmentReason). */
export function livesIn(sf: SentinelFile, view: SentinelView): (at: number) => boolean {
  return (at) => {
    const seg = segmentAt(sf, at);
    return !seg || judgmentReason(sf, seg, at, 'malicious-command', false, view) === undefined;
  };
}

/** A URL path pinned to a release or a commit (`/v2.11.0/`, `/1.4.2/`, a 40-hex commit). */
const PINNED_PATH = /\/(?:v?\d+\.\d+(?:\.\d+)?(?:[-.][\w.]+)?|[0-9a-f]{40})\//i;

/** A run started detached from the terminal and its output (`nohup`, a trailing `&` — not `&&` —, a hidden window). */
const HIDDEN_RUN = /\bnohup\b|\bsetsid\b|\bdisown\b|-WindowStyle\s+Hidden\b|\bstart\s+\/b\b|\bpythonw\b/i;
function hiddenStart(line: string): boolean {
  // (the trailing `&` read on the trimmed line: one anchored test, linear on any line)
  return HIDDEN_RUN.test(line) || /(?<![&>|])&["')]?$/.test(line.trimEnd());
}
/** A file saved under a hidden name (`.fc-refresh`, `$D/.x`; not a visible file in a hidden folder such as `~/.local/bin/x`). */
const HIDDEN_NAME = /(?:^|[\\/])\.[\w-][^\\/]*$/;

/**
 * Whether the package manager's checks are off where a source at `at` takes effect. In a script or a data file, the file's
 * (`whole`); in a document each code block is its own file — an insecure flag in another block does not reach this one's
 * repositories, the prose's own ("add `--trusted-host …`") does. The file's switches are found once.
 */
export function blockChecksOff(sf: SentinelFile, view: SentinelView, whole: () => boolean): (at: number) => boolean {
  const byBlock = new Map<Segment | undefined, boolean>();
  let offAt: number[] | undefined;
  return (at) => {
    if (sf.role === 'script' || sf.role === 'data') return whole();
    const seg = segmentAt(sf, at);
    let v = byBlock.get(seg);
    if (v === undefined) {
      offAt ??= checksOffAt(sf);
      const live = livesIn(sf, view);
      v = offAt.some((o) => {
        const other = segmentAt(sf, o);
        return (!seg || seg.kind !== 'code' || !other || other === seg || other.kind !== 'code') && live(o);
      });
      byBlock.set(seg, v);
    }
    return v;
  };
}
