#!/usr/bin/env python3
import argparse
import csv
import os
import pathlib

import deepl


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("bestand")
    ap.add_argument("--naar", required=True)
    ap.add_argument("--van")
    ap.add_argument("--formeel", action="store_true")
    ap.add_argument("--glossary")
    a = ap.parse_args()

    translator = deepl.Translator(os.environ["DEEPL_AUTH_KEY"])
    src = pathlib.Path(a.bestand)
    dst = src.with_name(f"{src.stem}.{a.naar}{src.suffix}")

    glossary = None
    if a.glossary:
        with open(a.glossary, encoding="utf-8") as fh:
            entries = {r[0]: r[1] for r in csv.reader(fh) if len(r) >= 2}
        glossary = translator.create_glossary(f"skill-{src.stem}", source_lang=a.van or "NL",
                                              target_lang=a.naar.split("-")[0], entries=entries)
    try:
        translator.translate_document_from_filepath(
            str(src), str(dst), source_lang=a.van, target_lang=a.naar,
            formality="more" if a.formeel else "default", glossary=glossary)
    finally:
        if glossary:
            translator.delete_glossary(glossary)
    usage = translator.get_usage()
    print(f"{dst} — verbruikt: {usage.character.count}/{usage.character.limit} tekens")


if __name__ == "__main__":
    main()
