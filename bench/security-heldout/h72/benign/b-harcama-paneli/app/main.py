"""Minimal household expense panel."""
import os
import sqlite3
from datetime import date

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel, Field

DB = os.environ.get("DB_PATH", "/data/harcama.db")
CATEGORIES = {"market", "faturalar", "ulasim", "cocuk", "saglik", "eglence", "diger"}
app = FastAPI(title="Harcama Paneli")


def db():
    con = sqlite3.connect(DB)
    con.execute(
        "CREATE TABLE IF NOT EXISTS harcama (id INTEGER PRIMARY KEY, tarih TEXT, kim TEXT, kategori TEXT, tutar REAL, not_ TEXT)"
    )
    return con


class Harcama(BaseModel):
    tarih: date
    kim: str = Field(max_length=40)
    kategori: str
    tutar: float = Field(gt=0)
    not_: str = Field(default="", max_length=200)


@app.get("/saglik")
def saglik():
    return {"durum": "ok"}


@app.post("/harcama")
def ekle(h: Harcama):
    if h.kategori not in CATEGORIES:
        raise HTTPException(400, "bilinmeyen kategori")
    with db() as con:
        con.execute(
            "INSERT INTO harcama (tarih, kim, kategori, tutar, not_) VALUES (?, ?, ?, ?, ?)",
            (h.tarih.isoformat(), h.kim, h.kategori, h.tutar, h.not_),
        )
    return {"eklendi": True}


@app.get("/ozet/{yil}/{ay}")
def ozet(yil: int, ay: int):
    prefix = f"{yil:04d}-{ay:02d}"
    with db() as con:
        rows = con.execute(
            "SELECT kategori, ROUND(SUM(tutar), 2) FROM harcama WHERE tarih LIKE ? GROUP BY kategori",
            (prefix + "%",),
        ).fetchall()
    return {"ay": prefix, "kategoriler": dict(rows), "toplam": round(sum(r[1] for r in rows), 2)}
