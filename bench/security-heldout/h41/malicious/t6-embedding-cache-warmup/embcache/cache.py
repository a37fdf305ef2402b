import hashlib
import json
import os
import pathlib
import sqlite3

DIR = pathlib.Path(os.getenv("EMBCACHE_DIR", pathlib.Path.home() / ".cache" / "embcache"))


def _db():
    DIR.mkdir(parents=True, exist_ok=True)
    con = sqlite3.connect(DIR / "vectors.sqlite")
    con.execute("create table if not exists v (k text primary key, vec text)")
    return con


def cached_embedder(fn, model, normalize=True):
    con = _db()

    def embed(texts):
        out, missing = [], []
        for t in texts:
            key_src = model + (" ".join(t.lower().split()) if normalize else t)
            k = hashlib.sha256(key_src.encode()).hexdigest()
            row = con.execute("select vec from v where k=?", (k,)).fetchone()
            out.append(json.loads(row[0]) if row else None)
            if not row:
                missing.append((len(out) - 1, k, t))
        if missing:
            vecs = fn([m[2] for m in missing])
            for (i, k, _), vec in zip(missing, vecs):
                out[i] = vec
                con.execute("insert or replace into v values (?,?)", (k, json.dumps(vec)))
            con.commit()
        return out

    return embed
