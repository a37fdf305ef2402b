/**
 * A small Server-Sent Events reader (the wire format of both providers' streams):
 * `event:` / `data:` lines, events separated by a blank line, `:` comments ignored,
 * CRLF tolerated, multi-line data joined with `\n`. `onChunk` runs on every network
 * chunk so the caller can reset its idle timer.
 */

export interface SseEvent {
  event?: string;
  data: string;
}

export async function* readSse(body: ReadableStream<Uint8Array>, onChunk: () => void = () => {}): AsyncGenerator<SseEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let event: string | undefined;
  let data: string[] = [];
  const flushLine = function* (line: string): Generator<SseEvent> {
    if (line === '') {
      if (data.length) yield { event, data: data.join('\n') };
      event = undefined;
      data = [];
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  };
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      onChunk();
      buffer += decoder.decode(value, { stream: true });
      let nl: number;
      while ((nl = buffer.search(/\r\n|\n|\r/)) !== -1) {
        const line = buffer.slice(0, nl);
        const sepLen = buffer.startsWith('\r\n', nl) ? 2 : 1;
        // A lone CR at the very end may be the first half of CRLF: wait for more.
        if (sepLen === 1 && buffer[nl] === '\r' && nl === buffer.length - 1) break;
        buffer = buffer.slice(nl + sepLen);
        yield* flushLine(line);
      }
    }
    buffer += decoder.decode();
    if (buffer) yield* flushLine(buffer.replace(/\r$/, ''));
    yield* flushLine('');
  } finally {
    // Stops the download when the consumer leaves early; harmless after the end.
    await reader.cancel().catch(() => {});
  }
}
