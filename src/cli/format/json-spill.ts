/**
 * `scan --format json` for a registry (issue 16: memory): each skill's piece of the report
 * is written to a temporary file as soon as the skill is scanned, and the scan keeps only a
 * stub of the result (its folder, name, description and scores: what collisions and the
 * exit code need). The report is then copied out piece by piece, in the order the skills
 * were found; a skill that collisions gave findings to has its piece read back and those
 * findings appended, exactly where an in-memory report puts them. The output is byte for
 * byte `jsonReportChunks` over the whole results.
 */
import { closeSync, mkdtempSync, openSync, readSync, rmSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ScanCache, SkillScanResult } from '../../core/api/scan.ts';
import type { Finding } from '../../core/api/rules.ts';
import { jsonSkillText, skillArrayChunks, toJsonFinding, toJsonSecurity, toJsonSkill, type JsonSkill } from '../../frontend/report/json.ts';

interface Piece {
  offset: number;
  length: number;
}

export class JsonReportSpill {
  private fd?: number;
  private folder?: string;
  /** Bytes of the pieces kept so far, and of those already on disk. */
  private end = 0;
  private written = 0;
  private pending: Array<string | Buffer> = [];
  private pendingChars = 0;
  private readonly pieces = new WeakMap<SkillScanResult, Piece>();
  /** Whether any skill had a finding of error severity (the exit code). */
  hasError = false;

  constructor(
    private readonly displayDir: (dir: string) => string,
    /** How much text is gathered before it is written out. */
    private readonly flushChars = 1 << 20,
    /**
     * A scan cache made with `lite` (issue 30 item 1): a skill it answered with a kept piece of
     * this report has its piece copied in as bytes (never parsed or made again), and a piece
     * made here is given to the cache to keep.
     */
    private readonly cache?: ScanCache,
  ) {}

  /** scanPaths' `keep`: write the skill's piece, keep a stub in its place. */
  readonly keep = (result: SkillScanResult): SkillScanResult => {
    const shownDir = JSON.stringify(this.displayDir(result.doc.dir));
    const kept = this.cache?.reportPiece(result);
    const bytes = kept && shownPiece(kept.bytes, shownDir);
    let length: number;
    let error: boolean;
    if (bytes) {
      length = bytes.length;
      error = kept!.error;
      this.pending.push(bytes);
      this.pendingChars += length;
    } else {
      // A kept piece not of its shape (a damaged cache): the whole result, from the entry's record.
      if (kept) result = this.cache!.wholeResult(result) ?? fail(result.doc.dir);
      const text = jsonSkillText(toJsonSkill(result, this.displayDir));
      length = Buffer.byteLength(text, 'utf8');
      error = result.findings.some((f) => f.severity === 'error');
      // Pieces go out about a megabyte at a time (one write, one encoding, instead of one per skill).
      this.pending.push(text);
      this.pendingChars += text.length;
      if (this.cache && !kept) {
        const stored = storedPiece(text, shownDir);
        if (stored !== undefined) this.cache.keepPiece(result, stored, error);
      }
    }
    if (this.pendingChars >= this.flushChars) this.flush();
    if (error) this.hasError = true;
    const stub: SkillScanResult = {
      doc: result.doc,
      profile: result.profile,
      // Collisions append theirs here; the rest are in the piece.
      findings: [],
      subscores: result.subscores,
      dims: result.dims,
      runtimeGate: result.runtimeGate,
      summary: {
        ...(result.summary?.name !== undefined ? { name: result.summary.name } : {}),
        ...(result.summary?.described ? { described: result.summary.described } : {}),
        compatibility: [],
      },
    };
    this.pieces.set(stub, { offset: this.end, length });
    this.end += length;
    return stub;
  };

  /** Write the pieces not yet on disk. */
  private flush(): void {
    if (!this.pending.length) return;
    const fd = this.file();
    // Text joined and encoded once; pieces copied from the scan cache written as they are.
    let text = '';
    const out = (bytes: Buffer) => {
      for (let at = 0; at < bytes.length; ) at += writeSync(fd, bytes, at, bytes.length - at, this.written + at);
      this.written += bytes.length;
    };
    for (const p of this.pending) {
      if (typeof p === 'string') text += p;
      else {
        if (text) out(Buffer.from(text, 'utf8'));
        text = '';
        out(p);
      }
    }
    if (text) out(Buffer.from(text, 'utf8'));
    this.pending = [];
    this.pendingChars = 0;
  }

  /** The report, in pieces of about `chunkChars`, for the stubs scanPaths returned (in their order). */
  *chunks(stubs: readonly SkillScanResult[], chunkChars = 1 << 14): Generator<string> {
    this.flush();
    yield* skillArrayChunks(stubs.length, (i) => this.pieceOf(stubs[i]), chunkChars);
  }

  /** The temporary file, while there is one. */
  get path(): string | undefined {
    return this.folder && path.join(this.folder, 'skills.json');
  }

  /** Remove the temporary file. */
  dispose(): void {
    if (this.fd !== undefined) closeSync(this.fd);
    if (this.folder) rmSync(this.folder, { recursive: true, force: true });
    this.fd = undefined;
    this.folder = undefined;
  }

  private pieceOf(stub: SkillScanResult): string {
    const piece = this.pieces.get(stub);
    if (!piece) throw new Error(`json-spill: no report piece for ${stub.doc.dir}`);
    const bytes = Buffer.allocUnsafe(piece.length);
    for (let at = 0; at < piece.length; ) {
      const n = readSync(this.fd!, bytes, at, piece.length - at, piece.offset + at);
      if (n === 0) throw new Error(`json-spill: the report's temporary file ended early (${stub.doc.dir})`);
      at += n;
    }
    const text = bytes.toString('utf8');
    if (stub.findings.length === 0) return text;
    // Findings added after the scan (collisions): appended, and the security summary made again over all of them.
    const skill = JSON.parse(text) as JsonSkill;
    skill.findings.push(...stub.findings.map(toJsonFinding));
    skill.security = toJsonSecurity(skill.findings.map(asFinding));
    return jsonSkillText(skill);
  }

  private file(): number {
    if (this.fd === undefined) {
      this.folder = mkdtempSync(path.join(os.tmpdir(), 'luban-report-'));
      this.fd = openSync(path.join(this.folder, 'skills.json'), 'w+', 0o600);
      // Gone with the process whatever ends it (a Ctrl-C included).
      process.once('exit', () => this.dispose());
    }
    return this.fd;
  }
}

function fail(dir: string): never {
  throw new Error(`json-spill: the scan cache's piece of the report for ${dir} is damaged and its record unreadable`);
}

/** How a piece of the report begins: its folder first (jsonSkillText's indentation). */
const PIECE_HEAD = '{\n      "dir": ';
/** How a kept piece begins: its folder left empty, tabs for line breaks (formats/scan-cache.ts keeps it on one line). */
const STORED_HEAD = '{\t      "dir": ""';
const STORED_HEAD_BYTES = Buffer.from(STORED_HEAD);

/**
 * A piece as the scan cache keeps it: the folder left empty (it is shown relative to the
 * working directory) and tabs for line breaks (JSON never has a raw tab inside a string, and
 * jsonSkillText indents with spaces); undefined for a piece not of that shape.
 */
export function storedPiece(text: string, shownDir: string): string | undefined {
  const head = PIECE_HEAD + shownDir;
  if (!text.startsWith(head) || text.includes('\t')) return undefined;
  return STORED_HEAD + text.slice(head.length).replaceAll('\n', '\t');
}

/** The piece of the report from a kept one: the folder as shown, line breaks back (bytes; undefined for one not of that shape). */
export function shownPiece(stored: Buffer, shownDir: string): Buffer | undefined {
  if (!stored.subarray(0, STORED_HEAD_BYTES.length).equals(STORED_HEAD_BYTES)) return undefined;
  const head = Buffer.from(PIECE_HEAD + shownDir, 'utf8');
  const out = Buffer.allocUnsafe(head.length + stored.length - STORED_HEAD_BYTES.length);
  head.copy(out, 0);
  stored.copy(out, head.length, STORED_HEAD_BYTES.length);
  for (let i = out.indexOf(9, head.length); i !== -1; i = out.indexOf(9, i + 1)) out[i] = 10;
  return out;
}

/** What the security summary reads of a finding. */
function asFinding(f: JsonSkill['findings'][number]): Finding {
  return { module: f.module, severity: f.severity, category: f.category } as Finding;
}
