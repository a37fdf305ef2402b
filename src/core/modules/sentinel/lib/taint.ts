/**
 * Sources → sinks over a whole file (issue 28, technique 3): the shared taint analysis that
 * the exfiltration rules query once per file (memoised per document).
 *
 * A script (or one fenced code block) is cut into statements; a fixpoint over all of them
 * (at most `PASSES` passes, not a window of lines) marks the names that carry a secret:
 * - bound from a source: assignments (subscript and attribute targets included, `+=`,
 *   destructuring, Go's `a, b :=`), loop variables (`for x in`, `for (const [k, v] of`,
 *   `for k, v := range`, `foreach ($x in`), `with … as x`, containers filled by
 *   `.append/.update/.push/.set/.Add/.WriteString(…)`, every name in a copy or archive
 *   command that copies a tainted path (`cp`, `Copy-Item`, `Compress-Archive`, `shutil.copy`);
 * - a function whose `return` (shell: `echo`) mentions a tainted name taints its calls;
 * - a call of a locally defined function with a tainted argument taints the parameter
 *   (`def f(a, b)`, `function f(a)`, `const f = (a) =>`, `func f(a T)`, PowerShell
 *   `function F { param($a) }` / `function F($a)`, shell functions' `$1 …`).
 * Home-relative paths are normalised first (`Path.home() / ".aws" / "credentials"`,
 * `os.path.join(os.path.expanduser("~"), ".ssh")`, `filepath.Join(home, ".netrc")`,
 * `Join-Path $prof 'Cookies'`) so exfil-sources recognises them, and module-level string
 * constants are resolved in a sink's statement (`SERVICE = "https://…"` … `{SERVICE}/x`).
 * Sinks: everything exfil-sinks finds, a header set on a request object bound from a sink
 * (`req.Header.Set(…)`, `req.add_header(…)`), a Markdown/HTML image URL with a tainted query
 * in a file that writes files, and `git push` to a remote the script adds after a strong
 * secret was copied or written into a path. Flows are judged exactly as `judge` does.
 *
 * Also (round 3): parsers loaded in place (`cp.read(path)`, `cfg.load(f)`) and URL objects
 * filled in place (`u.searchParams.set(k, v)`) carry what they take; a statement whose name
 * is built from pieces (`process['e' + 'nv']`, `getattr(os, "envi" + "ron")`) is read
 * through lib/normalise.ts; an environment look-up keyed by a loop over credential names
 * (`for _, k := range []string{"GITHUB_TOKEN", …}` … `os.LookupEnv(k)`) is a (weak) source; a
 * format whose placeholder opens a DNS label (`Sprintf("%s.%s", chunk, zone)`) is a label; a
 * zone spelled as bytes (`string([]byte{0x62, …})`) is a constant. Across files: a file a
 * region writes a strong secret into (`p.write_text(x)`, `writeFileSync(p, x)`, `fh.write(x)`,
 * `> /tmp/x`) is a source in every other region that names it again (`skillFlows`; a script
 * with no sink of its own is read for these files only when another script has one).
 *
 * Speed: only files whose anchor pass saw an `exfil` anchor and whose text has both a
 * source hint and a sink hint are analysed; statements are split once, ≤ 4 passes.
 *
 * This file is the entry (gates, memo, files between scripts); the parts: taint-statements.ts
 * (statements, identifiers, expression scanning), taint-functions.ts (function bodies and
 * parameters), taint-files.ts (cross-file writes and copies), taint-scope.ts (state and name
 * scopes), taint-engine.ts (the fixpoint: propagation and sinks).
 */
import type { SkillDocument } from '../../../skill/types.ts';
import { memo, memoKey } from '../../../skill/memo.ts';
import { findSources, SOURCE_HINT, STRONG } from '../exfil-sources.ts';
import { SINK_HINT, SINK_PARTS } from '../exfil-sinks.ts';
import { anyOf } from '../exfil-text.ts';
import { anchorHits, sentinelView, type Lang, type Segment, type SentinelFile } from '../view.ts';
import { imports, sinkWrappers, type SinkWrapper } from './taint-wrappers.ts';
import { importedSiblings, importedSources, moduleName } from './taint-imports.ts';
import { firstAtOrAfter } from '../anchors.ts';
import { BUILDS } from './normalise.ts';
import { stripLineComments } from './taint-statements.ts';
import { FILE_LIT, HIDDEN_DIR, ownDir, quotedPart, WRITE_HINT, type Stash } from './taint-files.ts';
import type { Exported, Result, TaintFlow } from './taint-scope.ts';
import { BUILT_HINT, DOTENV_NAME, ENV_BY_VAR, EXTRA_SINK_HINT, NONE, Taint } from './taint-engine.ts';

export type { TaintFlow } from './taint-scope.ts';
export { splitStatements } from './taint-statements.ts';

const FLOWS = memoKey<Map<SentinelFile, Map<Segment, Result>>>('sentinel/taint');
const SKILL = memoKey<Array<{ sf: SentinelFile; seg: Segment; flows: TaintFlow[] }>>('sentinel/taint-skill');

function fileResult(doc: SkillDocument, sf: SentinelFile, seg: Segment): Result {
  const all = memo(doc, FLOWS, () => new Map());
  let per = all.get(sf);
  if (!per) all.set(sf, (per = new Map()));
  let out = per.get(seg);
  // (the wrappers asked for only once the region's own gates pass: reading the sibling scripts cost more than most regions' analysis)
  if (!out)
    per.set(
      seg,
      (out = analyse(
        sf,
        seg,
        undefined,
        false,
        () => importedWrappers(doc, sf),
        () => takenFrom(doc, sf),
      )),
    );
  return out;
}

const IMPORTS_HINT = /\bimport\b|\brequire\s*\(/;
const takenMemo = new WeakMap<SentinelFile, Exported | null>();
/** What the scripts `sf` imports export that carries a secret (lib/taint-imports.ts), once per file. */
function takenFrom(doc: SkillDocument, sf: SentinelFile): Exported | undefined {
  let held = takenMemo.get(sf);
  if (held === undefined) takenMemo.set(sf, (held = importedSources(doc, sf) ?? null));
  return held ?? undefined;
}

const wrappersMemo = new WeakMap<SentinelFile, ReadonlyMap<string, SinkWrapper> | null>();
/** The sink wrappers (lib/taint-wrappers.ts) other scripts of the skill define and `sf`, a script, imports (once per file). */
function importedWrappers(doc: SkillDocument, sf: SentinelFile): ReadonlyMap<string, SinkWrapper> | undefined {
  let held = wrappersMemo.get(sf);
  if (held === undefined) wrappersMemo.set(sf, (held = wrappersImportedBy(doc, sf) ?? null));
  return held ?? undefined;
}
function wrappersImportedBy(doc: SkillDocument, sf: SentinelFile): ReadonlyMap<string, SinkWrapper> | undefined {
  // (only a script that imports a module of its own — `from _net import send`, `require('./net')` —, and only that module read)
  if (sf.role !== 'script') return undefined;
  const mine = new Map<string, SinkWrapper>();
  for (const f of importedSiblings(sf, sentinelView(doc).files))
    for (const [name, w] of sinkWrappers(f)) if (sf.info.text.includes(`${name}(`) && imports(sf.info.text, name, moduleName(f.file.path))) mine.set(name, w);
  return mine.size ? mine : undefined;
}

/** Flows over whole code regions of `sf` (a script, or each fenced code block), computed once per document. */
export function fileFlows(doc: SkillDocument, sf: SentinelFile, seg: Segment): TaintFlow[] {
  return fileResult(doc, sf, seg).flows;
}

/**
 * The same, for every code region of every file of the skill; then, where a region wrote a
 * strong secret into a file, every other region that names that file again, the file
 * standing as a source there (`detect.py` caches `~/.pgpass` into `/tmp/.x.json`,
 * `report.js` uploads `/tmp/.x.json`) — the collector/sender split followed as one flow.
 */
export function skillFlows(doc: SkillDocument): Array<{ sf: SentinelFile; seg: Segment; flows: TaintFlow[] }> {
  return memo(doc, SKILL, () => {
    const out: Array<{ sf: SentinelFile; seg: Segment; flows: TaintFlow[] }> = [];
    const stash: Array<{ sf: SentinelFile; seg: Segment; names: Stash }> = [];
    // (a notebook's cells run as one program: a secret read in one cell and sent in another is one flow)
    const files = sentinelView(doc).files.map(notebookProgram);
    const quiet: Array<{ sf: SentinelFile; seg: Segment }> = [];
    for (const sf of files) {
      if (!sf.segments.length) continue;
      // (a script with no exfiltration word of its own may send what a script it imports exports)
      if (!anchorHits(sf, 'exfil').length && !(sf.role === 'script' && IMPORTS_HINT.test(sf.info.text) && SINK_HINT_OR_EXTRA.test(sf.info.text))) continue;
      for (const seg of sf.segments) {
        if (seg.kind !== 'code' || seg.detector) continue;
        const r = fileResult(doc, sf, seg);
        if (r.flows.length) out.push({ sf, seg, flows: r.flows });
        if (r.stash?.size) stash.push({ sf, seg, names: r.stash });
        if (sf.role === 'script' && r === NONE) quiet.push({ sf, seg });
      }
    }
    // scripts with no sink of their own that write secrets into a file, when another script sends;
    // whether a script sends is asked only of one that names the file (a whole-file sink scan is dear)
    const sends = new Map<SentinelFile, boolean>();
    const sender = (o: SentinelFile): boolean => {
      let yes = sends.get(o);
      if (yes === undefined) sends.set(o, (yes = (SINK_HINT.test(o.info.text) && SINK_ANY.test(o.info.text)) || /\bgit\b[^\n]*\bpush\b/.test(o.info.text)));
      return yes;
    };
    // the scripts that name a file, once per name
    const scripts = quiet.length ? files.filter((o) => o.role === 'script') : [];
    // (the file must be named by another script: a skill with one script has none)
    if (scripts.length < 2) quiet.length = 0;
    const named = new Map<string, SentinelFile[]>();
    const holders = (name: string): SentinelFile[] => {
      let hs = named.get(name);
      if (!hs) named.set(name, (hs = scripts.filter((o) => o.info.text.includes(name))));
      return hs;
    };
    // a file the skill ships (`config.json`) is not where a script hides what it read
    const own = new Set(quiet.length ? files.map((f) => f.file.path.split('/').pop() ?? '') : []);
    for (const { sf, seg } of quiet) {
      // only a region that names a file another script (with a sink) names too
      const text = sf.info.text.slice(seg.start, seg.end);
      if (!WRITE_HINT.test(text)) continue;
      let shared = false;
      for (const m of text.matchAll(FILE_LIT)) if (!own.has(m[1]) && (shared = holders(m[1]).some((o) => o !== sf && sender(o)))) break;
      // … or a hidden folder of its own that another script sends whole
      if (!shared && text.includes('/.'))
        for (const m of text.matchAll(HIDDEN_DIR)) if (ownDir(m[1]) && (shared = holders(m[1]).some((o) => o !== sf && sender(o)))) break;
      if (!shared) continue;
      const r = analyse(sf, seg, undefined, true);
      if (r.stash?.size) stash.push({ sf, seg, names: r.stash });
    }
    if (!stash.length) return out;
    for (const sf of files) {
      if (!sf.segments.length || sf.role === 'markdown') continue;
      for (const seg of sf.segments) {
        if (seg.kind !== 'code' || seg.detector) continue;
        const text = sf.info.text.slice(seg.start, seg.end);
        const seeds: Stash = new Map();
        for (const w of stash)
          if (w.seg !== seg) for (const [name, src] of w.names) if (quotedPart(text, name)) seeds.set(name, { ...src, text: `${src.text} → ${name}` });
        if (!seeds.size) continue;
        const flows = analyse(sf, seg, seeds).flows;
        const had = out.find((o) => o.seg === seg);
        const fresh = flows.filter((f) => !had?.flows.some((g) => g.at === f.at));
        if (!fresh.length) continue;
        if (had) had.flows = [...had.flows, ...fresh];
        else out.push({ sf, seg, flows: fresh });
      }
    }
    return out;
  });
}

const HOME_HINT =
  /home\(\)|homedir|UserHomeDir|expanduser|USERPROFILE|\$\{?HOME\b|APPDATA|environ\b[^\n]{0,12}HOME|Dir\.home|ENV\[["']HOME|["']\.(?:aws|ssh|kube|docker|gnupg|azure|config)["']/;
/** Consecutive literal path parts of a join (`join(x, ".aws", "credentials")`, `p / ".kube" / "config"`) → one path. */
/** Any sink pattern at all (a gate: `findSinks` then judges each one); the same language as `SINK`, ungrouped. */
const SINK_ANY = anyOf(
  SINK_PARTS.map(([, , p]) => p),
  'i',
);
/** `SINK_ANY` or `EXTRA_SINK_HINT`, in one pass; likewise `SINK_HINT` or `EXTRA_SINK_HINT`. */
const SINK_OR_EXTRA = anyOf([...SINK_PARTS.map(([, , p]) => p), EXTRA_SINK_HINT.source], 'i');
const SINK_HINT_OR_EXTRA = anyOf([SINK_HINT.source, EXTRA_SINK_HINT.source], 'i');
/** An environment look-up by a variable key, anywhere (non-global: no `lastIndex` to reset). */
const ENV_BY_VAR_ANY = new RegExp(ENV_BY_VAR.source);

function analyse(
  sf: SentinelFile,
  seg: Segment,
  seeds?: Stash,
  collect = false,
  wrappers?: () => ReadonlyMap<string, SinkWrapper> | undefined,
  taken?: () => Exported | undefined,
): Result {
  // (`wrappers` is asked only where a gate needs it; importedWrappers keeps its answer per file)
  // the anchor pass saw an exfiltration word (a secret store, the environment, a sender) inside this region
  const hits = anchorHits(sf, 'exfil');
  const lo = firstAtOrAfter(hits, seg.start);
  // a region seeded with files another script wrote secrets into needs no anchor of its own
  const anchored = lo < hits.length && hits[lo] < seg.end;
  const text = sf.info.text.slice(seg.start, seg.end);
  // … or a script that sends and imports a script of the skill exporting a secret (lib/taint-imports.ts)
  if (!seeds && !anchored && !(taken && sf.role === 'script' && IMPORTS_HINT.test(text) && SINK_HINT_OR_EXTRA.test(text) && taken())) return NONE;
  if (text.length > 400_000) return NONE;
  // the cheap gates first; `built` (a name spelled in pieces) only where it decides
  let built: boolean | undefined;
  const isBuilt = () => (built ??= !seeds && BUILT_HINT.test(text) && BUILDS.test(text));
  if (!(seeds || SOURCE_HINT.test(text) || HOME_HINT.test(text) || isBuilt() || taken?.())) return NONE;
  if (collect ? !WRITE_HINT.test(text) : !SINK_HINT_OR_EXTRA.test(text) && !wrappers?.()) return NONE;
  const lang: Lang = sf.role === 'script' ? sf.lang : seg.lang;
  const clean = stripLineComments(text, lang);
  // a sink written out; a source written out, or a home directory a path is built from
  if (!collect && !SINK_OR_EXTRA.test(clean) && !wrappers?.()) return NONE;
  const sources = findSources(clean);
  if (
    !sources.length &&
    !seeds &&
    !isBuilt() &&
    !HOME_HINT.test(clean) &&
    !ENV_BY_VAR_ANY.test(clean) &&
    !(clean.includes('.env') && DOTENV_NAME.test(clean)) &&
    !taken?.()
  )
    return NONE;
  // only strong secrets are followed into files
  if (collect && !sources.some((x) => STRONG.has(x.kind)) && !HOME_HINT.test(clean)) return NONE;
  const go = /\bfunc\s+\w|:=/.test(text) && /\bpackage\s+\w+|\bfunc\s/.test(text);
  const taint = new Taint(text, clean, sources, seg.start, lang, go, isBuilt(), seeds, collect);
  const held = wrappers?.();
  if (held) taint.sendsThrough(held);
  const got = taken?.();
  if (got) taint.takes(got);
  return taint.run();
}

const programs = new WeakMap<SentinelFile, SentinelFile>();
/**
 * A notebook read as the program its code cells make in order: one Python region from the first cell to the last,
 * with everything between the cells (Markdown cells, outputs, metadata) blanked to spaces of the same length, so
 * offsets and lines stay the file's own. Any other file as it is.
 */
export function notebookProgram(sf: SentinelFile): SentinelFile {
  if (!sf.notebookBreaks) return sf;
  let p = programs.get(sf);
  if (p) return p;
  const cells = sf.segments.filter((g) => g.kind === 'code');
  if (!cells.length) p = sf;
  else {
    // (a cell's `\n` escapes, read as " n" by the view, become the line breaks they stand for — the same length, so
    // every offset and the file's own line table still hold)
    const chars = sf.info.text.split('');
    for (const b of sf.notebookBreaks ?? []) chars[b] = '\n';
    // (between the cells — Markdown cells, outputs, metadata — blanked, line breaks kept)
    for (let i = 1; i < cells.length; i++) for (let k = cells[i - 1].end; k < cells[i].start; k++) if (chars[k] !== '\n') chars[k] = ' ';
    const joined = chars.join('');
    const program: Segment = { start: cells[0].start, end: cells[cells.length - 1].end, kind: 'code', lang: cells[0].lang, detector: false };
    p = { ...sf, info: { ...sf.info, text: joined }, segments: [program] };
  }
  programs.set(sf, p);
  return p;
}
