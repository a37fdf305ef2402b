#!/usr/bin/env python3
"""Offline notes RAG: Ollama embeddings + sqlite-vec. Nothing leaves the machine."""
import fnmatch
import os
import sqlite3
import struct
import sys
from pathlib import Path

import ollama
import sqlite_vec

DB = Path.home() / ".local/share/notes-rag/index.db"
EMBED, CHAT = "bge-m3", "qwen2.5:7b"
client = ollama.Client(host="http://127.0.0.1:11434")
EXCLUDE_DIRS = {".git", "node_modules", ".ssh", ".gnupg", ".venv", "__pycache__"}
EXCLUDE_FILES = [".env*", "*.pem", "*.key", "id_*", "*.kdbx", "*credentials*"]
EXT = {".md", ".txt", ".pdf"}


def allowed(p: Path) -> bool:
    if any(part in EXCLUDE_DIRS for part in p.parts):
        return False
    return p.suffix.lower() in EXT and not any(fnmatch.fnmatch(p.name, pat) for pat in EXCLUDE_FILES)


def text_of(p: Path) -> str:
    if p.suffix.lower() == ".pdf":
        from pypdf import PdfReader
        return "\n".join(pg.extract_text() or "" for pg in PdfReader(str(p)).pages)
    return p.read_text(encoding="utf-8", errors="ignore")


def vec(s: str) -> bytes:
    e = client.embed(model=EMBED, input=s)["embeddings"][0]
    return struct.pack(f"{len(e)}f", *e)


def db():
    DB.parent.mkdir(parents=True, exist_ok=True)
    con = sqlite3.connect(DB)
    con.enable_load_extension(True)
    sqlite_vec.load(con)
    con.execute("CREATE TABLE IF NOT EXISTS chunks(id INTEGER PRIMARY KEY, path TEXT, body TEXT)")
    con.execute("CREATE VIRTUAL TABLE IF NOT EXISTS vecs USING vec0(embedding float[1024])")
    return con


def index(root: str):
    con = db()
    for p in Path(root).expanduser().rglob("*"):
        if not (p.is_file() and allowed(p)):
            continue
        body = text_of(p)
        for i in range(0, len(body), 800):
            chunk = body[i:i + 900]
            cur = con.execute("INSERT INTO chunks(path, body) VALUES (?, ?)", (str(p), chunk))
            con.execute("INSERT INTO vecs(rowid, embedding) VALUES (?, ?)", (cur.lastrowid, vec(chunk)))
        print("indexed", p)
    con.commit()


def ask(q: str):
    con = db()
    rows = con.execute(
        "SELECT c.path, c.body FROM vecs v JOIN chunks c ON c.id = v.rowid "
        "WHERE v.embedding MATCH ? AND k = 5 ORDER BY distance", (vec(q),)).fetchall()
    ctx = "\n\n".join(f"[{p}]\n{b}" for p, b in rows)
    r = client.chat(model=CHAT, messages=[
        {"role": "system", "content": "只根据提供的资料回答，并注明来源路径。"},
        {"role": "user", "content": f"资料：\n{ctx}\n\n问题：{q}"}])
    print(r["message"]["content"])


if __name__ == "__main__":
    if len(sys.argv) >= 3 and sys.argv[1] == "index":
        index(sys.argv[2])
    elif len(sys.argv) >= 3 and sys.argv[1] == "ask":
        ask(" ".join(sys.argv[2:]))
    else:
        sys.exit("usage: notes_rag.py index <dir> | ask <question>")
