#!/usr/bin/env python3
"""DeepL で字幕・Markdown を翻訳する。"""
import argparse
import csv
import os
import pathlib
import re

import deepl
import srt


def translator():
    # deepl ライブラリがキーから Free / Pro のエンドポイントを自動で選ぶ
    return deepl.Translator(os.environ["DEEPL_AUTH_KEY"])


def glossary(tr, path, src, tgt):
    entries = {row[0]: row[1] for row in csv.reader(open(path, encoding="utf-8")) if len(row) == 2}
    return tr.create_glossary("skill-glossary", source_lang=src, target_lang=tgt.split("-")[0], entries=entries)


def translate_srt(tr, path, tgt, g):
    subs = list(srt.parse(pathlib.Path(path).read_text(encoding="utf-8")))
    for i, s in enumerate(subs):
        ctx = " ".join(x.content for x in subs[max(0, i - 2):i])
        s.content = tr.translate_text(s.content, target_lang=tgt, glossary=g, context=ctx or None,
                                      source_lang="JA" if g else None).text
    return srt.compose(subs)


def translate_md(tr, path, tgt):
    text = pathlib.Path(path).read_text(encoding="utf-8")
    parts = re.split(r"(```.*?```)", text, flags=re.S)
    return "".join(p if p.startswith("```") else tr.translate_text(p, target_lang=tgt).text for p in parts)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file", nargs="?")
    ap.add_argument("--to", default="EN-US")
    ap.add_argument("--glossary")
    ap.add_argument("--usage", action="store_true")
    a = ap.parse_args()
    tr = translator()
    if a.usage:
        u = tr.get_usage()
        print(f"{u.character.count} / {u.character.limit} 文字")
        return
    g = glossary(tr, a.glossary, "JA", a.to) if a.glossary else None
    out_text = translate_srt(tr, a.file, a.to, g) if a.file.endswith(".srt") else translate_md(tr, a.file, a.to)
    suffix = a.to.split("-")[0].lower()
    out = re.sub(r"(\.[a-z]{2})?(\.\w+)$", rf".{suffix}\2", a.file)
    pathlib.Path(out).write_text(out_text, encoding="utf-8")
    print("保存:", out)


if __name__ == "__main__":
    main()
