/**
 * sentinel/encoded-exec, payloads hidden without a decode-and-execute on the line: an opaque
 * payload with a decoder and an instruction to follow its output (lib/decode-follow.ts:
 * `decodedDropper` when it decodes to a download-and-run, else `decodeFollow`), and a call or
 * command built from pieces so that its name is not in the text (lib/built-call.ts:
 * `builtCall`). The rule: encoded-exec.ts.
 */
import type { RuleContext } from '../../rules/types.ts';
import { emit, type Reason } from './report.ts';
import { lineBounds, type SentinelFile } from './view.ts';
import { DOC_HOST_IN_TEXT } from './hosts.ts';
import { HOST, excerpt } from './encoded-decode.ts';
import { decodeFollowHits } from './lib/decode-follow.ts';
import { builtCalls } from './lib/built-call.ts';

/** Reports the built calls and decode-and-follow payloads of `sf` not already reported as a decode-and-execute (`done`: their starts). */
export function reportHidden(ctx: RuleContext, sf: SentinelFile, done: ReadonlySet<number> | undefined): void {
  const reported = (from: number, to: number) => done !== undefined && [...done].some((d) => d >= from && d <= to);
  for (const b of builtCalls(sf)) {
    if (reported(b.start, b.end - 1)) continue;
    emit(ctx, {
      sf,
      seg: b.seg,
      start: b.start,
      end: b.end,
      messageId: 'builtCall',
      data: { call: b.call.replace(/`/g, "'"), word: b.word },
      base: 'error',
      kind: 'judgment',
      category: 'malicious-command',
      facts: { shape: 'built-call', word: b.word },
    });
  }
  for (const h of decodeFollowHits(sf)) {
    // already reported as a decode-and-execute on the same line
    const [ls] = lineBounds(sf.info.text, h.start);
    if (reported(ls - 400, h.end)) continue;
    const shown = h.decoded ? excerpt(h.decoded) : '';
    const host = h.decoded ? HOST.exec(h.decoded) : null;
    const facts: Record<string, string | number | boolean> = { shape: 'decode-and-follow', source: 'literal' };
    if (shown) facts.decoded = shown;
    const reason: Reason | undefined = sf.role === 'markdown' && h.decoded && DOC_HOST_IN_TEXT.test(h.decoded) ? 'example-host' : undefined;
    const dropper = h.dropper && host;
    emit(ctx, {
      sf,
      seg: h.seg,
      start: h.start,
      end: h.end,
      messageId: dropper ? 'decodedDropper' : 'decodeFollow',
      data: dropper ? { host: (host[1] ?? host[2]).replace(/\./g, '[.]'), excerpt: shown } : { decoded: shown ? ` (“${shown}”)` : '' },
      base: 'error',
      kind: 'artifact',
      category: 'malicious-command',
      reason,
      facts,
    });
  }
}
