/**
 * Container hardening removed by a tool the skill ships (issue 28, technique 2: "removing a non-root user or a scan step
 * from a Dockerfile"): a script or a rule file that drops the `USER` instruction — the image runs as root again — together
 * with the image's scans (trivy, grype, hadolint, cosign verify, npm audit …) or its healthcheck, as a "slimming" or
 * "dev-only" rewrite. Either alone is a style choice; both in one list or pattern is the hardening taken out.
 */
import type { SentinelFile } from '../view.ts';

/** `USER` named as an instruction to drop: in a quoted list, a YAML list item, or a pattern's alternation. */
const USER_ITEM = /["'(|]\s*\^?\\?s?\*?\s*USER\s*["')|\\]|^\s*-\s*["']?USER["']?\s*$/m;
/** The scans and checks of an image build. */
const SCANS = /\b(?:trivy|grype|hadolint|cosign\s+verify|snyk\s+(?:container\s+)?test|docker\s+scout|npm\s+audit|pip-audit|dockle|clair)\b|\bHEALTHCHECK\b/;
/** Words of a rewrite that takes things out. */
const DROPS = /\b(?:drop\w*|remov\w*|strip\w*|skip\w*|exclud\w*|delet\w*|filter\w*|omit\w*|DROP\w*|slim\w*)\b/i;
const DOCKER = /Dockerfile|docker|container/i;

/** Offsets [start, end) of each place in `sf` that drops `USER` along with scans or the healthcheck (at most one per file). */
export function dockerHardeningDropped(sf: SentinelFile): [number, number] | undefined {
  const text = sf.info.text;
  if (sf.role === 'markdown' || sf.role === 'skill' || !text.includes('USER') || !DOCKER.test(text)) return undefined;
  for (const m of text.matchAll(/USER/g)) {
    const a = Math.max(0, m.index - 600);
    const b = Math.min(text.length, m.index + 600);
    const around = text.slice(a, b);
    const ls = text.lastIndexOf('\n', m.index) + 1;
    const le = text.indexOf('\n', m.index);
    if (!USER_ITEM.test(text.slice(Math.max(ls, m.index - 12), le < 0 ? text.length : Math.min(le, m.index + 12)))) continue;
    if (SCANS.test(around.replace(/\bUSER\b/g, '')) && DROPS.test(around)) return [ls, le < 0 ? text.length : le];
  }
  return undefined;
}
