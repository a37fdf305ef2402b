#!/usr/bin/env python3
"""Alfred Script Filter: transform clipboard text. Local only."""
import json
import re
import subprocess
import sys

TRANSLIT = dict(zip(
    "абвгдеёжзийклмнопрстуфхцчшщъыьэюя",
    ["a", "b", "v", "g", "d", "e", "e", "zh", "z", "i", "y", "k", "l", "m", "n", "o", "p",
     "r", "s", "t", "u", "f", "kh", "ts", "ch", "sh", "shch", "", "y", "", "e", "yu", "ya"],
))


def clipboard() -> str:
    return subprocess.run(["pbpaste"], capture_output=True, text=True).stdout


def to_snake(s: str) -> str:
    s = re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", s)
    return re.sub(r"[\s\-]+", "_", s).lower()


def to_camel(s: str) -> str:
    parts = re.split(r"[_\s\-]+", s.strip())
    return parts[0].lower() + "".join(p.capitalize() for p in parts[1:])


def translit(s: str) -> str:
    out = []
    for ch in s:
        low = ch.lower()
        if low in TRANSLIT:
            t = TRANSLIT[low]
            out.append(t.capitalize() if ch.isupper() else t)
        else:
            out.append(ch)
    return "".join(out)


def pretty_json(s: str) -> str:
    return json.dumps(json.loads(s), ensure_ascii=False, indent=2)


def plain(s: str) -> str:
    return re.sub(r"\s+", " ", s).strip()


ACTIONS = {
    "json": ("Форматировать JSON", pretty_json),
    "snake": ("snake_case", to_snake),
    "camel": ("camelCase", to_camel),
    "translit": ("Транслитерация", translit),
    "plain": ("Убрать форматирование", plain),
}


def main() -> None:
    query = (sys.argv[1] if len(sys.argv) > 1 else "").strip().lower()
    text = clipboard()
    items = []
    for key, (title, fn) in ACTIONS.items():
        if query and not key.startswith(query):
            continue
        try:
            result = fn(text)
        except Exception as e:  # e.g. invalid JSON
            items.append({"title": title, "subtitle": f"Ошибка: {e}", "valid": False})
            continue
        items.append({
            "uid": key,
            "title": title,
            "subtitle": result[:80].replace("\n", " ⏎ "),
            "arg": result,
            "text": {"copy": result, "largetype": result},
        })
    print(json.dumps({"items": items}, ensure_ascii=False))


if __name__ == "__main__":
    main()
