/**
 * Text a skill hides from a reader by encoding it (issue 28): a base64 run of ≥ 40
 * characters in what the agent reads — prose, an HTML comment, the frontmatter — that
 * decodes to readable words. The agent can decode it; a person reviewing the file sees
 * noise. The decoded text is handed back as a file of its own, so the same sentence
 * analysis (lib/sentences.ts) and download checks (lib/decode.ts) read it. Nothing is run.
 */
import { textInfo } from '../../../skill/text.ts';
import type { Segment, SentinelFile } from '../view.ts';
import { MAX_PAYLOAD, readableBytes } from './decode.ts';

export interface EncodedText {
  seg: Segment;
  /** The encoded run in the file, [start, end). */
  start: number;
  end: number;
  /** The decoded text as a prose-only file (path `<file>#decoded@<offset>`). */
  decoded: SentinelFile;
}

/** Characters of a base64 run ([A-Za-z0-9+/]). */
const B64_CHAR = new Uint8Array(128);
for (const c of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/') B64_CHAR[c.charCodeAt(0)] = 1;
const EQ = 0x3d;
/** The shortest run. */
const RUN = 40;
const isB64 = (c: number): boolean => c < 128 && B64_CHAR[c] === 1;
/** At most this many runs decoded per file. */
const MAX_RUNS = 50;

function readableSegment(sf: SentinelFile, seg: Segment): boolean {
  if (sf.role === 'script' || sf.role === 'data') return false;
  return seg.kind === 'prose' || seg.kind === 'comment' || seg.kind === 'frontmatter';
}

/**
 * The base64 runs of [from, to): maximal runs of ≥ 40 characters of [A-Za-z0-9+/] with at
 * most two `=` after, neither preceded nor followed by a base64 character or `=` inside the
 * range — what `(?<![A-Za-z0-9+/=])[A-Za-z0-9+/]{40,}={0,2}(?![A-Za-z0-9+/=])` matches, found
 * without trying every position: a run that long covers one of every 40th character, so
 * only the runs through those are measured (prose has few letters in a row).
 */
export function* b64Runs(text: string, from: number, to: number): Generator<[number, number]> {
  for (let k = from + RUN - 1; k < to; k += RUN) {
    if (!isB64(text.charCodeAt(k))) continue;
    let start = k;
    while (start > from && isB64(text.charCodeAt(start - 1))) start--;
    let end = k + 1;
    while (end < to && isB64(text.charCodeAt(end))) end++;
    let pad = end;
    while (pad < to && text.charCodeAt(pad) === EQ) pad++;
    // a later run starts at `pad` or after and covers `pad + RUN - 1`
    k = Math.max(k, pad - 1);
    if (end - start < RUN || pad - end > 2) continue;
    if (start > from && text.charCodeAt(start - 1) === EQ) continue;
    if (pad < to && isB64(text.charCodeAt(pad))) continue;
    yield [start, pad];
  }
}

/** The encoded runs of one file that decode to readable text. */
export function encodedTexts(sf: SentinelFile): EncodedText[] {
  const out: EncodedText[] = [];
  const text = sf.info.text;
  let runs = 0;
  for (const seg of sf.segments) {
    if (!readableSegment(sf, seg)) continue;
    for (const [start, end] of b64Runs(text, seg.start, seg.end)) {
      if (runs >= MAX_RUNS) break;
      const run = text.slice(start, end);
      // a path, a slug or a word has no capitals and digits mixed in; base64 of text has
      if (run.length > MAX_PAYLOAD || !/[A-Z]/.test(run) || !/[a-z]/.test(run) || !/\d/.test(run)) continue;
      runs++;
      const bytes = Buffer.from(run, 'base64');
      if (!readableBytes(bytes)) continue;
      const plain = bytes.toString('utf8');
      out.push({ seg, start, end, decoded: decodedFile(sf, start, plain) });
    }
  }
  return out;
}

function decodedFile(sf: SentinelFile, at: number, plain: string): SentinelFile {
  const info = textInfo(plain);
  return {
    file: { path: `${sf.file.path}#decoded@${at}`, size: plain.length, text: info },
    info,
    role: 'markdown',
    lang: 'other',
    exampleFile: false,
    segments: [{ start: 0, end: info.text.length, kind: 'prose', lang: 'other', detector: false }],
  };
}
