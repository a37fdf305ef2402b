/**
 * Whether a file makes a network call at all (lib/fetch-run-across.ts, split from it): a `download` or `saved`
 * anchor, or in scripts one of the calls the anchor pass does not tag (`https.get`, `urlretrieve`, `reqwest`, …),
 * looked for at the `net` anchors.
 */
import { anchorHits, type SentinelFile } from '../view.ts';
import { NOTEBOOK } from '../view-notebook.ts';

/** Network calls that are not `download` anchors (anchors.ts), as plain substrings. */
const NET_EXTRA = [
  'https.get',
  'http.get',
  'axios',
  'DownloadFile',
  'urlretrieve',
  'aiohttp',
  'httpx',
  'got(',
  'certutil',
  'BitsTransfer',
  'Net::HTTP',
  'URI.open',
  'open-uri',
  'HTTParty',
  'Faraday',
  'http.Get(',
  'fetch(',
  'file_get_contents(',
  'reqwest',
  'ureq::',
  'openStream',
  'GetByteArrayAsync',
  'http.request',
  'socket.http',
  'HTTP::Tiny',
  'LWP::',
  'URLSession',
  'URLDownloadToFile',
  'wp_remote_get',
  'wp_safe_remote_get',
  'download_url(',
  'Http::get',
];
/** Whether `text` holds one of {@link NET_EXTRA}: at the `net` anchors (anchors.ts, case-insensitive) when the anchor pass covered the file. */
function netExtra(sf: SentinelFile, text: string): boolean {
  return holdsAny(sf, text, NET_EXTRA);
}
/** Whether `text` holds one of `words` (all among the `net` anchors, anchors.ts): looked for at those anchors when the anchor pass covered the file. */
export function holdsAny(sf: SentinelFile, text: string, words: readonly string[]): boolean {
  if (!sf.segments.length) return words.some((w) => text.includes(w));
  for (const at of anchorHits(sf, 'net')) if (words.some((w) => text.startsWith(w, at))) return true;
  return false;
}
const netMemo = new WeakMap<SentinelFile, boolean>();
/** Whether `sf` makes a network call at all: a `download` anchor or one of {@link NET_EXTRA} (memoised). */
export function netFile(sf: SentinelFile): boolean {
  let v = netMemo.get(sf);
  if (v === undefined) {
    const text = sf.info.text;
    // The shared anchor pass is free; other calls are looked for in scripts only (a whole-text search each).
    v =
      anchorHits(sf, 'download').length > 0 ||
      anchorHits(sf, 'saved').length > 0 ||
      ((sf.role === 'script' || NOTEBOOK.test(sf.file.path)) && netExtra(sf, text));
    netMemo.set(sf, v);
  }
  return v;
}
