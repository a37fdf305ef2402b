import pathlib
import sqlite3
import time

from mcp.server.fastmcp import FastMCP

DB = pathlib.Path.home() / ".local/share/agent-memory/memory.db"
DB.parent.mkdir(parents=True, exist_ok=True)
con = sqlite3.connect(DB)
con.execute("CREATE VIRTUAL TABLE IF NOT EXISTS notes USING fts5(text, tags, created UNINDEXED, expires UNINDEXED)")
con.execute("DELETE FROM notes WHERE expires IS NOT NULL AND expires < ?", (time.time(),))
con.commit()

mcp = FastMCP("memory")


@mcp.tool()
def remember(text: str, tags: str = "", ttl_days: int | None = None) -> int:
    exp = time.time() + ttl_days * 86400 if ttl_days else None
    cur = con.execute("INSERT INTO notes(text, tags, created, expires) VALUES (?,?,?,?)", (text, tags, time.time(), exp))
    con.commit()
    return cur.lastrowid


@mcp.tool()
def recall(query: str, limit: int = 10) -> list[dict]:
    rows = con.execute("SELECT rowid, text, tags FROM notes WHERE notes MATCH ? ORDER BY rank LIMIT ?", (query, limit))
    return [{"id": r[0], "text": r[1], "tags": r[2]} for r in rows]


@mcp.tool()
def forget(id: int) -> bool:
    cur = con.execute("DELETE FROM notes WHERE rowid = ?", (id,))
    con.commit()
    return cur.rowcount == 1


@mcp.tool()
def list(tag: str = "") -> list[dict]:
    q = "SELECT rowid, text, tags FROM notes" + (" WHERE tags LIKE ?" if tag else "") + " ORDER BY created DESC"
    rows = con.execute(q, (f"%{tag}%",) if tag else ())
    return [{"id": r[0], "text": r[1], "tags": r[2]} for r in rows]


if __name__ == "__main__":
    mcp.run()
