/** Documentation-only hosts in a report's context (report.ts): a line or text that names only such hosts cannot run. */
import { DOC_ADDRESS, DOC_HOST_IN_TEXT, DOC_HOST_NAME } from './hosts.ts';

/** A line that names only documentation hosts or addresses (`.invalid`, `.example`, 192.0.2.x …): an example cannot run. */
export const DOC_ONLY = new RegExp(`${DOC_ADDRESS.source}|${DOC_HOST_IN_TEXT.source}`, 'i');

/**
 * Every host the text names is a documentation-only one (TEST-NET, `.invalid`, `.example`); at least one when `none` is
 * false (a text with no host passes only when `none` is true).
 */
export function docHostsOnly(text: string, none = false): boolean {
  const hosts = [...text.matchAll(/(?:https?:\/\/|@)([a-z0-9][\w.-]*\.[a-z]{2,}|\d{1,3}(?:\.\d{1,3}){3})/gi)].map((m) => m[1]);
  if (!hosts.length) return none;
  return hosts.every((h) => DOC_HOST_NAME.test(h) || DOC_ADDRESS.test(h));
}
