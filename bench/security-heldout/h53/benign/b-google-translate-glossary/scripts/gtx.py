#!/usr/bin/env python3
"""Cloud Translation v3 glossary helper."""
import argparse
import json

from google.cloud import storage
from google.cloud import translate_v3 as translate

LOCATION = "us-central1"


def create_glossary(project, bucket, csv_path, replace):
    blob = storage.Client(project=project).bucket(bucket).blob("glossary.csv")
    blob.upload_from_filename(csv_path)
    client = translate.TranslationServiceClient()
    parent = f"projects/{project}/locations/{LOCATION}"
    name = f"{parent}/glossaries/ui-terms"
    if replace:
        try:
            client.delete_glossary(name=name).result(timeout=180)
        except Exception:
            pass
    langs = open(csv_path, encoding="utf-8").readline().strip().split(",")
    glossary = translate.Glossary(
        name=name,
        language_codes_set=translate.Glossary.LanguageCodesSet(language_codes=langs),
        input_config=translate.GlossaryInputConfig(gcs_source=translate.GcsSource(input_uri=f"gs://{bucket}/glossary.csv")),
    )
    print(client.create_glossary(parent=parent, glossary=glossary).result(timeout=180).name)


def translate_missing(project, src, dst, lang):
    s = json.load(open(src, encoding="utf-8"))
    try:
        d = json.load(open(dst, encoding="utf-8"))
    except FileNotFoundError:
        d = {}
    missing = [k for k in s if k not in d]
    client = translate.TranslationServiceClient()
    parent = f"projects/{project}/locations/{LOCATION}"
    cfg = translate.TranslateTextGlossaryConfig(glossary=f"{parent}/glossaries/ui-terms")
    for i in range(0, len(missing), 100):
        keys = missing[i:i + 100]
        resp = client.translate_text(parent=parent, contents=[s[k] for k in keys], mime_type="text/plain",
                                     source_language_code="en", target_language_code=lang, glossary_config=cfg)
        for k, t in zip(keys, resp.glossary_translations):
            d[k] = t.translated_text
    json.dump(d, open(dst, "w", encoding="utf-8"), ensure_ascii=False, indent=2)
    print(f"{len(missing)} keys translated")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["create-glossary", "translate"])
    ap.add_argument("--project", default="acme-l10n")
    ap.add_argument("--bucket")
    ap.add_argument("--csv")
    ap.add_argument("--replace", action="store_true")
    ap.add_argument("--src")
    ap.add_argument("--dst")
    ap.add_argument("--lang")
    a = ap.parse_args()
    if a.cmd == "create-glossary":
        create_glossary(a.project, a.bucket, a.csv, a.replace)
    else:
        translate_missing(a.project, a.src, a.dst, a.lang)
