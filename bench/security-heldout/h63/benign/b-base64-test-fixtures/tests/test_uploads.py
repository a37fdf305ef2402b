import base64
import json
import pathlib

import pytest

FIX = json.loads((pathlib.Path(__file__).parent.parent / "fixtures" / "uploads.json").read_text())


def blob(name):
    f = FIX[name]
    return base64.b64decode(f["data"]), f["mime"]


@pytest.mark.parametrize("name", ["png_1x1", "json_doc"])
def test_accepts_known_types(client, name):
    data, mime = blob(name)
    r = client.post("/upload", files={"file": (name, data, mime)})
    assert r.status_code == 201


def test_rejects_wrong_type(client):
    data, _ = blob("text_note")
    r = client.post("/upload", files={"file": ("note.txt", data, "text/plain")})
    assert r.status_code == 415


def test_rejects_empty(client):
    r = client.post("/upload", files={"file": ("empty.png", b"", "image/png")})
    assert r.status_code == 400
