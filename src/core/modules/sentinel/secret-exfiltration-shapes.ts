/**
 * sentinel/secret-exfiltration's shapes read apart from its flows (split from secret-exfiltration.ts): every secret of a
 * repository handed to one step (`${{ toJSON(secrets) }}`), and a dotfile manager's template that sends a credential
 * from the environment while it renders (lib/template-flows.ts).
 */
import type { RuleContext, Severity } from '../../rules/types.ts';
import { emit } from './report.ts';
import { lineBounds, segmentAt, type Segment, type SentinelFile, type SentinelView } from './view.ts';
import { TEMPLATE_FILE, templateFlows } from './lib/template-flows.ts';
import { clip } from './exfil-text.ts';
import { SOURCE_NAMES } from './exfil-sources.ts';
import type { Flow } from './exfil-flows.ts';
import { dnsLabelFlows } from './exfil-dns-labels.ts';
import { shippedCredentials } from './exfil-shipper.ts';
import { lookalikeAuth } from './exfil-lookalike.ts';

const ENV_KEY = { en: 'a credential from the environment', zh: '环境变量中的凭据' };

/** Reports the shapes; true when a template sends a credential (a flow, as the rule's own flows). */
export function secretShapes(ctx: RuleContext, view: SentinelView): boolean {
  let flow = false;
  // every secret of a repository handed to one step: `${{ toJSON(secrets) }}` in a workflow, an action or a block to add
  for (const sf of view.files)
    for (const m of sf.info.text.includes('toJSON(secrets)') ? sf.info.text.matchAll(/\$\{\{\s*toJSON\(\s*secrets\s*\)\s*\}\}/g) : []) {
      const seg = segmentAt(sf, m.index);
      if (!seg || seg.kind === 'prose') continue;
      emit(ctx, {
        sf,
        seg,
        start: m.index,
        end: m.index + m[0].length,
        messageId: 'allSecrets',
        data: { cmd: clip(sf.info.text.slice(...lineBounds(sf.info.text, m.index)).trim()) },
        base: 'error',
        kind: 'judgment',
        category: 'exfiltration',
      });
    }
  // a dotfile manager's template that sends a credential while it renders (lib/template-flows.ts)
  for (const sf of view.files)
    if (sf.role === 'data' && sf.segments.length && TEMPLATE_FILE.test(sf.file.path))
      for (const f of templateFlows(sf.info.text)) {
        const n = ENV_KEY;
        const data = { cmd: clip(f.cmd), source: `${n.en} (${f.source})`, sourceZh: `${n.zh}（${f.source}）`, dest: f.host };
        // (what the template runs as it renders is shipped code, an artifact: no sentence around it excuses it)
        emit(ctx, {
          sf,
          seg: sf.segments[0],
          start: f.start,
          end: f.end,
          messageId: 'flow',
          data,
          base: 'error',
          kind: 'artifact',
          category: 'exfiltration',
          facts: { dest: f.host },
        });
        flow = true;
      }
  return flow;
}

type Report = (sf: SentinelFile, seg: Segment, start: number, end: number, messageId: string, base: Severity, data: Record<string, string>) => void;

/**
 * Encoded data cut into DNS labels and looked up, a log shipper whose inputs read key or credential files, and
 * authenticated requests to a look-alike of a vendor's host.
 */
export function tunnelsAndShippers(view: SentinelView, report: Report): void {
  // Authenticated requests to a host posing as a vendor's (exfil-lookalike.ts): the credential in the header goes there.
  for (const l of lookalikeAuth(view.files)) {
    const line = l.sf.info.text.slice(...lineBounds(l.sf.info.text, l.at)).trim();
    report(l.sf, l.sf.segments[0], l.at, l.end, 'keyElsewhere', 'error', {
      cmd: clip(line),
      source: "the credential in the request's authentication header",
      sourceZh: '请求认证头中的凭据',
      dest: l.host,
    });
  }
  // Encoded data cut into DNS labels and looked up (exfil-dns-labels.ts): a DNS tunnel to the zone's name server.
  for (const d of dnsLabelFlows(view.files)) {
    const line = d.sf.info.text.slice(...lineBounds(d.sf.info.text, d.at)).trim();
    report(d.sf, d.sf.segments[0], d.at, d.end, 'dnsLabels', 'error', { cmd: clip(line), dest: d.zone ?? 'a zone the script is given' });
  }
  // A log shipper whose inputs read key or credential files (exfil-shipper.ts): shipped as they are, to its outputs.
  for (const s of shippedCredentials(view.files)) {
    const n = SOURCE_NAMES[s.ssh ? 'ssh' : 'store'];
    const line = s.sf.info.text.slice(...lineBounds(s.sf.info.text, s.at)).trim();
    report(s.sf, s.sf.segments[0], s.at, s.end, 'flow', 'error', {
      cmd: clip(line),
      source: `${n.en} (${s.path})`,
      sourceZh: `${n.zh}（${s.path}）`,
      dest: s.dest,
    });
  }
}

/** A credential written into a git address's user part: `https://x-access-token:${GITHUB_TOKEN}@…`, `https://oauth2:$GITLAB_TOKEN@…`, `f"https://x:{tok}@…"`. */
export const TOKEN_IN_URL =
  /:\/\/[^\s/@"']*(?:\$\{?\w*(?:TOKEN|KEY|SECRET|PASS|PAT|AUTH)\w*\}?|\{\s*\w*(?:tok|key|secret|pass|pat|auth)\w*\s*\}|%\w*(?:TOKEN|KEY|SECRET|PASS)\w*%)[^\s/@"']*@/i;
/** Public code hosts a token is pushed to as the user's own remote. */
export const PUBLIC_GIT_HOST =
  /^(?:github\.com|gitlab\.com|bitbucket\.org|codeberg\.org|(?:ssh\.)?dev\.azure\.com|[\w-]+\.visualstudio\.com|huggingface\.co|git-codecommit\.[\w-]+\.amazonaws\.com|source\.developers\.google\.com|gitee\.com)$/i;

/**
 * A token pushed to its own server: GitLab CI's job token (`gitlab-ci-token:${CI_JOB_TOKEN}@` — to the instance that issued
 * it), or a token named for the host it goes to (`${GITEA_TOKEN}` to `gitea.acme.com`, `$FORGEJO_TOKEN` to `forgejo.…`).
 */
export function ownGitToken(cmd: string, host: string): boolean {
  if (/\bgitlab-ci-token\b|\bCI_JOB_TOKEN\b/.test(cmd)) return true;
  const name = /\$\{?([A-Za-z]+)_(?:TOKEN|PAT|KEY|PASS\w*)\b/.exec(cmd)?.[1]?.toLowerCase();
  return !!name && name.length >= 3 && host.toLowerCase().split(/[.-]/).includes(name);
}

/** What a flow's destination reads when no host is written in the statement. */
export const UNRESOLVED = 'an address held in a variable';

export function flowData(cmd: string, f: Flow): Record<string, string> {
  const n = SOURCE_NAMES[f.source.kind];
  const dest = f.sink.kind === 'dns' ? `DNS lookups (${f.host ?? 'a crafted host name'})` : f.host ? f.host : UNRESOLVED;
  return {
    cmd: clip(
      cmd
        .replace(/\s*\\\n\s*/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    ),
    source: `${n.en} (${clip(f.source.text, 40)})`,
    sourceZh: `${n.zh}（${clip(f.source.text, 40)}）`,
    dest,
  };
}
