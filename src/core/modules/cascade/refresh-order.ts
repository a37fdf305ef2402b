/**
 * CASCADE's refresh queue (seed v2 §四, issue 31 item 9): frequently used skills first. "Use" is
 * what Luban records of a skill: its rows in optimization-registry.tsv (one per `luban optimize`
 * run) and the periodic checks recorded for it in `.luban/schedule.json`. Ties go to the more
 * stale skill: the one whose last CASCADE refresh is oldest (never refreshed first), then by
 * folder. Pure: the caller reads the records.
 */
import type { LocalisedText } from '../../base/l10n/text.ts';
import { localTable, type Locale } from '../../base/l10n/index.ts';

export interface QueuedSkill {
  dir: string;
  /** The frontmatter name (the registry's skill_name), else the folder name. */
  name: string;
}

export interface UseRecords {
  /** optimization-registry.tsv rows: only skill_name is read. */
  registry: ReadonlyArray<{ skill_name: string }>;
  /** The recorded last runs of a skill's periodic checks (module → ISO time). */
  lastRuns: (dir: string) => Partial<Record<string, string>>;
}

export interface QueueEntry extends QueuedSkill {
  uses: number;
  /** ISO time of the last CASCADE refresh, when one is recorded. */
  lastRefresh?: string;
}

export function orderRefreshQueue(skills: readonly QueuedSkill[], records: UseRecords): QueueEntry[] {
  const optimised = new Map<string, number>();
  for (const r of records.registry) optimised.set(r.skill_name, (optimised.get(r.skill_name) ?? 0) + 1);
  const entries = skills.map((s): QueueEntry => {
    const runs = records.lastRuns(s.dir);
    const checks = Object.values(runs).filter((v) => typeof v === 'string').length;
    return { ...s, uses: (optimised.get(s.name) ?? 0) + checks, lastRefresh: runs.CASCADE };
  });
  const age = (e: QueueEntry) => (e.lastRefresh ? Date.parse(e.lastRefresh) || 0 : -Infinity);
  return entries.sort((a, b) => b.uses - a.uses || age(a) - age(b) || a.dir.localeCompare(b.dir));
}

const M = {
  header: { en: 'Refresh order (most used first, then least recently refreshed):', zh: '刷新顺序（使用最多的优先，其次是最久未刷新的）：' },
  line: { en: '  {n}. {name} — used {uses} time(s), last refreshed {last}', zh: '  {n}. {name} — 使用 {uses} 次，上次刷新 {last}' },
  never: { en: 'never', zh: '从未' },
} satisfies Record<string, LocalisedText>;
const say = localTable(M);

/** The queue for people (shown before a refresh of more than one skill). */
export function renderRefreshOrder(queue: readonly QueueEntry[], locale: Locale): string {
  const lines = [say(locale, 'header')];
  queue.forEach((e, i) =>
    lines.push(say(locale, 'line', { n: i + 1, name: e.name, uses: e.uses, last: e.lastRefresh ? e.lastRefresh.slice(0, 10) : say(locale, 'never') })),
  );
  return lines.join('\n');
}
