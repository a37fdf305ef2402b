"""pytest fixtures: migrated SQLite template + per-test copies under ./tmp/test-dbs."""
import shutil
import sqlite3
import uuid
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DB_DIR = ROOT / "tmp" / "test-dbs"
MIGRATIONS = ROOT / "migrations"


def _migrate(path: Path) -> None:
    conn = sqlite3.connect(path)
    try:
        for sql_file in sorted(MIGRATIONS.glob("*.sql")):
            conn.executescript(sql_file.read_text())
        conn.commit()
    finally:
        conn.close()


@pytest.fixture(scope="session")
def sqlite_template() -> Path:
    DB_DIR.mkdir(parents=True, exist_ok=True)
    template = DB_DIR / "template.db"
    if template.exists():
        template.unlink()
    _migrate(template)
    return template


@pytest.fixture
def sqlite_db(sqlite_template: Path):
    path = DB_DIR / f"{uuid.uuid4().hex}.db"
    shutil.copyfile(sqlite_template, path)
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA foreign_keys=ON")
    try:
        yield conn
    finally:
        conn.close()
        for suffix in ("", "-wal", "-shm"):
            p = Path(str(path) + suffix)
            if p.exists():
                p.unlink()
