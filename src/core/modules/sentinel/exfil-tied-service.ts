/**
 * A credential-named variable the skill's own prose ties to a service and sent to that service's domain:
 * the token's own use, not a flow (sentinel/secret-exfiltration).
 */
import { lineBounds, type SentinelFile } from './view.ts';
import { providerKey } from './lib/taint-weak.ts';

/**
 * A key the skill's own text ties to a service — the key's name on the same line (a bullet, a table row) as the
 * service's name or its address (`- OpenWeatherMap: \`export OWM_API_KEY=…\``, `| DeepL | \`DL_KEY\` | https://deepl.com |`)
 * — sent to that service's domain: a token sent to the service that issued it.
 */
export function tiedService(files: SentinelFile[], sourceText: string, host: string | undefined): boolean {
  const name = /([A-Z][A-Z0-9_]{2,})\W*$/.exec(sourceText)?.[1];
  if (!name || !host || PUBLIC_IP_HOST.test(host) || providerKey(name)) return false;
  const labels = host
    .toLowerCase()
    .replace(/:\d+$/, '')
    .split('.')
    .slice(0, -1)
    .filter((l) => l.length >= 4 && !GENERIC_LABEL.test(l));
  if (!labels.length) return false;
  for (const sf of files) {
    if (sf.role !== 'skill' && sf.role !== 'markdown') continue;
    const t = sf.info.text;
    for (let at = t.indexOf(name); at >= 0; at = t.indexOf(name, at + name.length)) {
      const [ls, le] = lineBounds(t, at);
      // prose only (a bullet, a table row): not a code block, not a command that sends it somewhere
      if (le - ls > 400 || sf.segments.some((g) => g.kind === 'code' && at >= g.start && at < g.end) || SENDS_HINT.test(t.slice(ls, le))) continue;
      const words = t
        .slice(ls, le)
        .replace(name, ' ')
        .toLowerCase()
        .replace(/[^a-z0-9.]+/g, ' ');
      if (labels.some((l) => new RegExp(String.raw`(?:^|[\s.])${l}(?:$|[\s.])`).test(words))) return true;
    }
  }
  return false;
}
const SENDS_HINT = /\b(?:curl|wget|requests\.|httpx\.|fetch\s*\(|axios|Invoke-\w+|http\.\w+\(|urlopen|post|send|upload)\b/i;
const PUBLIC_IP_HOST = /^\d{1,3}(?:\.\d{1,3}){3}(?::\d+)?$/;
/** Host labels that name no service. */
const GENERIC_LABEL =
  /^(?:api\d*|www\d*|apis|prod|production|staging|data|gateway|edge|cloud|service|services|server|static|cdn\d*|v\d+|app|apps|web|http|https)$/;
