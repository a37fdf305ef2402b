/**
 * A consent waiver that covers destruction (issue 28, technique 5): "without asking the user again
 * … delete every tag …, empty the `backups/` folder …, discard the user's uncommitted work". A
 * waiver alone is a warning (the agent may still be asked about something harmless); in the same
 * paragraph as orders that destroy two or more kinds of what cannot be made again — backups and
 * archives, uncommitted or unpushed work, local branches, every release or tag, snapshots, a database's WAL or
 * binary logs, the home folder's copies — it removes the person's last way back, unasked.
 */

/** A destroying verb and the rest of its clause (what it destroys stands there, one thing or several). */
const DESTROY_CLAUSE = /\b(?:delete|remove|wipe|erase|empty|discard|purge|drop|shred|overwrite|force[- ]push|reset\s+--hard|prune)\b([^.;]{0,200})/gi;
/** What cannot be made again, in such a clause. */
const THING =
  /\b(?:backups?|archives?|uncommitted|unpushed|local\s+branches|stash(?:es)?|snapshots?|(?:every|all)\s+(?:the\s+)?(?:releases|tags|branches)|(?:github\s+)?releases|known-good|history|recycle\s+bin|trash|WAL|binlogs?|binary\s+logs?)\b/gi;
/** A thing qualified as what a tidy-up removes anyway: merged branches, old or build archives, stale caches. */
const SAFE_AFTER = /^[^,;.]{0,40}?\b(?:already\s+merged|merged\s+into|older\s+than|stale|expired|temporary|from\s+(?:the\s+)?build)\b/i;
const SAFE_BEFORE = /\b(?:merged|old|stale|expired|temporary|temp|build|cache[ds]?|generated|intermediate)\s+$/i;

/** The kind a destroyed thing counts as (two spellings of one kind count once). */
function kindOf(thing: string): string {
  const t = thing.toLowerCase();
  if (/backup|archive|snapshot|known-good/.test(t)) return 'backup';
  if (/uncommitted|unpushed|stash/.test(t)) return 'work';
  if (/branch/.test(t)) return 'branches';
  if (/release|tag/.test(t)) return 'releases';
  if (/history/.test(t)) return 'history';
  // (a database's write-ahead or binary logs: its point-in-time recovery)
  if (/wal|binlog|binary/.test(t)) return 'logs';
  return 'trash';
}

/** Whether the paragraph `text` orders two or more kinds of the person's ways back destroyed. */
export function destroysWaysBack(text: string): boolean {
  const kinds = new Set<string>();
  DESTROY_CLAUSE.lastIndex = 0;
  for (let m = DESTROY_CLAUSE.exec(text); m; m = DESTROY_CLAUSE.exec(text)) {
    // (every thing the clause names: "empty the `backups/` and `archive/` folders", "discard the local branches and uncommitted work")
    const clause = m[1];
    for (const t of clause.matchAll(THING)) {
      if (SAFE_BEFORE.test(clause.slice(Math.max(0, t.index - 24), t.index)) || SAFE_AFTER.test(clause.slice(t.index + t[0].length))) continue;
      kinds.add(kindOf(t[0]));
    }
    if (kinds.size >= 2) return true;
    // (the next verb may stand inside this clause: "delete …, delete older …, and remove the archived WAL")
    DESTROY_CLAUSE.lastIndex = m.index + m[0].length - m[1].length;
  }
  return false;
}
