/**
 * sentinel/defence-off's clusterOpen check (lib/defence-techniques-host.ts): a Kubernetes manifest that opens the
 * cluster to all its accounts or exempts it from its policies. Read per YAML document (`---`), and each key's own
 * list — block, inline (`[…]`) or flow-map (`{…}`) — so that a neighbour's `"*"` never counts.
 */
import type { Segment } from '../view.ts';
import type { Around } from './defence-types.ts';

const DOC_BREAK = /^---[ \t]*(?:#[^\n]*)?$/gm;
/** Each segment's YAML document starts (after its `---` lines), found once. */
const starts = new WeakMap<Segment, number[]>();

/** The bounds (relative to the segment) of the YAML document of the segment that holds `at`. */
export function yamlDocument(a: Around, at: number): { start: number; end: number; text: string } {
  const whole = a.text.slice(a.seg.start, a.seg.end);
  let list = starts.get(a.seg);
  if (!list) {
    list = [0];
    for (const m of whole.matchAll(DOC_BREAK)) list.push(m.index + m[0].length + 1);
    list.push(whole.length + 1);
    starts.set(a.seg, list);
  }
  const rel = at - a.seg.start;
  // (the last start at or before `rel`: a binary search, a file may hold thousands of documents)
  let lo = 0;
  let hi = list.length - 2;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (list[mid] <= rel) lo = mid;
    else hi = mid - 1;
  }
  const i = lo;
  const end = Math.min(whole.length, list[i + 1] - 1);
  return { start: list[i], end, text: whole.slice(list[i], end) };
}

/** How many lines a key's block or map is read over (a bound: a file of thousands of keys stays linear). */
const BLOCK_LINES = 300;
const indentOf = (line: string): number => /^[ \t]*/.exec(line)![0].length;
/** The column of a line's key (after any `- ` list markers). */
const keyColumn = (line: string): number => /^[ \t]*(?:-[ \t]+)*/.exec(line)![0].length;

/**
 * What the key `before` + `key:` on a line holds: the rest of its line when inline (`key: [..]`, `key: value`; inside a
 * flow map up to its comma or brace), else the lines below that belong to it (deeper than the key, or list items at its column).
 */
function valueAfter(doc: string, at: number, before: string, rest: string): string {
  const inline = rest.replace(/[ \t]+#[^\n]*$/, '').trim();
  if (/\{[^}]*$/.test(before)) return inline.startsWith('[') ? inline.slice(0, inline.indexOf(']') + 1) : inline.split(/[,}]/)[0];
  if (inline) return inline;
  const col = before.length;
  const lines: string[] = [];
  // (line by line from `at`, never the whole rest of the file at once; a key holds at most a few hundred lines)
  for (let s = at, n = 0; s < doc.length && n < BLOCK_LINES; n++) {
    const nl = doc.indexOf('\n', s);
    const line = doc.slice(s, nl < 0 ? doc.length : nl);
    s = nl < 0 ? doc.length : nl + 1;
    if (!line.trim() || /^[ \t]*#/.test(line)) continue;
    if (indentOf(line) > col || (indentOf(line) === col && /^[ \t]*-(?:[ \t]|$)/.test(line))) lines.push(line);
    else break;
  }
  return lines.join('\n');
}

/** What `key` (its first occurrence in `doc`) holds; empty when the key is absent. */
export function keyValue(doc: string, key: string): string {
  const m = new RegExp(String.raw`^([^\n]*?)\b${key}:[ \t]*([^\n]*)$`, 'm').exec(doc);
  return m ? valueAfter(doc, m.index + m[0].length + 1, m[1], m[2]) : '';
}

/** What the key `key` on the line at `ls`–`le` of `text` holds. */
export function valueAt(text: string, ls: number, le: number, key: string): string {
  const m = new RegExp(String.raw`^([^\n]*?)\b${key}:[ \t]*([^\n]*)$`).exec(text.slice(ls, le));
  return m ? valueAfter(text, le + 1, m[1], m[2]) : '';
}

/** The map that holds the key on the line at `ls`–`le`: its sibling keys, up and down, with what they hold. */
export function mapOf(text: string, ls: number, le: number): string {
  const own = text.slice(ls, le);
  const col = keyColumn(own);
  const lines = [own];
  // (up, unless the key opens its list item: `- namespaces: …`; at most BLOCK_LINES each way)
  for (let s = ls, n = 0; indentOf(own) === col && s > 0 && n < BLOCK_LINES; n++) {
    const ps = text.lastIndexOf('\n', s - 2) + 1;
    const line = text.slice(ps, s - 1);
    s = ps;
    if (!line.trim()) continue;
    if (indentOf(line) >= col) lines.unshift(line);
    else {
      if (keyColumn(line) === col) lines.unshift(line);
      break;
    }
  }
  for (let s = le + 1, n = 0; s < text.length && n < BLOCK_LINES; n++) {
    const nl = text.indexOf('\n', s);
    const line = text.slice(s, nl < 0 ? text.length : nl);
    s = nl < 0 ? text.length : nl + 1;
    if (!line.trim()) continue;
    if (indentOf(line) < col) break;
    lines.push(line);
  }
  return lines.join('\n');
}

/** A list (block or inline) that holds a bare `"*"` or `*`. */
export const holdsStar = (list: string): boolean => /(?:^|[\s,[])(?:"\*"|'\*'|\*)(?=[\s,\]}]|$)/m.test(list);

/** Default and read-only roles: binding them to every account grants little (discovery, viewing, a restricted policy). */
const HARMLESS_ROLE =
  /^(?:view|system:(?:basic-user|discovery|public-info-viewer|service-account-issuer-discovery|aggregate-to-view))$|^psp[:-]|(?:^|[-:_.])restricted(?:$|[-:_.])|(?:^|[-:_.])(?:view|viewer|reader|read-?only|readers|auditor)$/i;
/** A rule that writes, escalates or reads secrets. */
const POWERFUL_RULE = /\b(?:create|update|patch|delete|deletecollection|escalate|bind|impersonate)\b|["']\*["']|\bsecrets\b|pods\/exec/;

/** Reviews a login may always ask for itself: creating them reads nothing and changes nothing. */
const SELF_REVIEWS = /^\s*(?:["']?(?:selfsubjectaccessreviews|selfsubjectrulesreviews|selfsubjectreviews|tokenreviews|subjectaccessreviews)["']?\s*,?\s*)+$/i;
/** Whether any rule of a role writes, escalates or reads secrets (rule by rule: `create` on self-reviews is none of these). */
function powerful(rules: string): boolean {
  return rules.split(/\n[ \t]*-[ \t]/).some((rule) => {
    if (!POWERFUL_RULE.test(rule)) return false;
    const resources = /\bresources["']?\s*:\s*\[([^\]]*)\]/.exec(rule)?.[1] ?? keyValue(rule, 'resources').replace(/^[ \t]*-[ \t]*/gm, ',');
    return !(resources && SELF_REVIEWS.test(resources.replace(/\n/g, ' ')) && !/["']\*["']|\bsecrets\b/.test(rule));
  });
}

/** The role the binding of `doc` names (`roleRef:` block or flow map). */
function roleOf(doc: string): string | undefined {
  const ref = keyValue(doc, 'roleRef');
  return /\bname:[ \t]*["']?([\w:.-]+)/.exec(ref)?.[1];
}

/** Each segment's (Cluster)Roles by name: whether the role writes, escalates or reads secrets. */
const roles = new WeakMap<Segment, Map<string, boolean>>();

function rolesOf(a: Around): Map<string, boolean> {
  let found = roles.get(a.seg);
  if (!found) {
    found = new Map();
    for (const d of a.text.slice(a.seg.start, a.seg.end).split(DOC_BREAK)) {
      if (!/^kind:[ \t]*(?:Cluster)?Role[ \t]*$/m.test(d)) continue;
      const name = /^[ \t]*name:[ \t]*["']?([\w:.-]+)/m.exec(keyValue(d, 'metadata'))?.[1];
      if (name) found.set(name, powerful(keyValue(d, 'rules')));
    }
    roles.set(a.seg, found);
  }
  return found;
}

/** Whether a binding of `doc` (holding a subject `group` that stands for every account) opens the cluster. */
export function openBinding(a: Around, doc: { start: number; text: string }, group: string): boolean {
  let memo = bindings.get(a.seg);
  if (!memo) bindings.set(a.seg, (memo = new Map()));
  const key = `${doc.start}:${group}`;
  let open = memo.get(key);
  if (open === undefined) memo.set(key, (open = bindingOpens(a, doc.text, group)));
  return open;
}

/** Each segment's verdicts per binding document and group (a file of many subjects reads each binding once). */
const bindings = new WeakMap<Segment, Map<string, boolean>>();

function bindingOpens(a: Around, doc: string, group: string): boolean {
  if (!/^[ \t]*kind:[ \t]*(?:Cluster)?RoleBinding\b/m.test(doc)) return false;
  const role = roleOf(doc);
  if (!role) return false;
  // (cluster-admin, admin or edit for every login is publicPolicy's finding)
  if (/^(?:cluster-admin|admin|edit)$/.test(role) && group !== 'serviceaccounts') return false;
  // (a role the same file defines is judged by its rules, whatever its name says; another by its name)
  return rolesOf(a).get(role) ?? !HARMLESS_ROLE.test(role);
}

/** An Argo CD project that lets its tenants deploy anything anywhere: any repository, any destination, every cluster-wide kind. */
export function openProject(doc: string): boolean {
  if (!/^[ \t]*kind:[ \t]*AppProject\b/m.test(doc)) return false;
  // (Argo CD's own `default` project is shown as it is installed, not opened by the skill)
  if (/^[ \t]*name:[ \t]*["']?default["']?[ \t]*$/m.test(keyValue(doc, 'metadata'))) return false;
  const kinds = keyValue(doc, 'clusterResourceWhitelist');
  const dest = keyValue(doc, 'destinations');
  return (
    /\bgroup:[ \t]*["']\*["']/.test(kinds) &&
    holdsStar(keyValue(doc, 'sourceRepos')) &&
    /\b(?:namespace):[ \t]*["']\*["']/.test(dest) &&
    /\b(?:server|name):[ \t]*["']\*["']/.test(dest)
  );
}

/** Each segment's verdicts per YAML document (a file of thousands of matching keys reads each document once). */
const perDoc = new WeakMap<Segment, Map<string, boolean>>();

/** `test(doc)` once per document and question. */
export function onceper(a: Around, doc: { start: number; text: string }, question: string, test: (text: string) => boolean): boolean {
  let memo = perDoc.get(a.seg);
  if (!memo) perDoc.set(a.seg, (memo = new Map()));
  const key = `${doc.start}:${question}`;
  let v = memo.get(key);
  if (v === undefined) memo.set(key, (v = test(doc.text)));
  return v;
}
