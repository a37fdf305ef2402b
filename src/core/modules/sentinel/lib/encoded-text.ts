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

const B64_RUN = /(?<![A-Za-z0-9+/=])[A-Za-z0-9+/]{40,}={0,2}(?![A-Za-z0-9+/=])/g;
/** At most this many runs decoded per file. */
const MAX_RUNS = 50;

function readableSegment(sf: SentinelFile, seg: Segment): boolean {
  if (sf.role === 'script' || sf.role === 'data') return false;
  return seg.kind === 'prose' || seg.kind === 'comment' || seg.kind === 'frontmatter';
}

/** The encoded runs of one file that decode to readable text. */
export function encodedTexts(sf: SentinelFile): EncodedText[] {
  const out: EncodedText[] = [];
  const text = sf.info.text;
  let runs = 0;
  for (const seg of sf.segments) {
    if (!readableSegment(sf, seg)) continue;
    const part = text.slice(seg.start, seg.end);
    B64_RUN.lastIndex = 0;
    for (let m = B64_RUN.exec(part); m && runs < MAX_RUNS; m = B64_RUN.exec(part)) {
      const run = m[0];
      // a path, a slug or a word has no capitals and digits mixed in; base64 of text has
      if (run.length > MAX_PAYLOAD || !/[A-Z]/.test(run) || !/[a-z]/.test(run) || !/\d/.test(run)) continue;
      runs++;
      const bytes = Buffer.from(run, 'base64');
      if (!readableBytes(bytes)) continue;
      const plain = bytes.toString('utf8');
      const start = seg.start + m.index;
      out.push({ seg, start, end: start + run.length, decoded: decodedFile(sf, start, plain) });
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
