/**
 * The embedded SQLite engine: sql.js (SQLite compiled to WebAssembly), so the same code
 * runs in the CLI on Node 20 and in VS Code's extension host with no per-platform native
 * build. Loaded on first use only (a scan without Skill Tree skills never pays for it).
 * sql.js finds `sql-wasm.wasm` beside itself: node_modules/sql.js/dist/ when run from
 * source, dist/ in the bundles (scripts/build.mjs copies it there; the .vsix ships it).
 */
import type { Database, SqlJsStatic } from 'sql.js';

let engine: Promise<SqlJsStatic> | undefined;

export function sqlite(): Promise<SqlJsStatic> {
  engine ??= import('sql.js').then((m) => (m.default ?? (m as unknown as typeof m.default))());
  engine.catch(() => {
    engine = undefined; // a failed load is retried next time, not remembered
  });
  return engine;
}

/** Open a database from its bytes, or a new empty one. */
export async function openDatabase(bytes?: Uint8Array): Promise<Database> {
  const SQL = await sqlite();
  return new SQL.Database(bytes);
}

export type { Database };
