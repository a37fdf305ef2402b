"""Echte Schwärzung von PDFs mit Protokoll."""
import argparse
import csv
import re
import subprocess
from pathlib import Path

import fitz

PII = {
    "E-Mail": r"[\w.+-]+@[\w-]+\.[\w.-]+",
    "Telefon": r"(?:\+49|0)[\d /-]{7,}\d",
    "IBAN": r"\bDE\d{2}(?:\s?\d{4}){4}\s?\d{2}\b",
    "Steuer-ID": r"\b\d{2}\s?\d{3}\s?\d{3}\s?\d{3}\b",
    "Geburtsdatum": r"\b\d{2}\.\d{2}\.(?:19|20)\d{2}\b",
    "Kennzeichen": r"\b[A-ZÄÖÜ]{1,3}-[A-Z]{1,2}\s?\d{1,4}[EH]?\b",
}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("pdf")
    ap.add_argument("--begriffe")
    ap.add_argument("--pii", action="store_true")
    ap.add_argument("--vorschau", action="store_true")
    ap.add_argument("--grund", default="")
    a = ap.parse_args()

    muster = dict(PII) if a.pii else {}
    if a.begriffe:
        for i, z in enumerate(Path(a.begriffe).read_text(encoding="utf-8").splitlines()):
            if z.strip():
                muster[f"Begriff {i + 1}"] = z.strip()

    doc = fitz.open(a.pdf)
    protokoll = []
    for seite in doc:
        text = seite.get_text()
        if not text.strip():
            tp = seite.get_textpage_ocr(language="deu", dpi=300, full=True)
            text = seite.get_text(textpage=tp)
            print(f"Seite {seite.number + 1}: OCR verwendet – bitte Sichtkontrolle")
        for kat, rx in muster.items():
            for m in re.finditer(rx, text):
                for rect in seite.search_for(m.group(0)):
                    if a.vorschau:
                        seite.draw_rect(rect, color=(1, 0, 0), fill=(1, 0, 0), fill_opacity=0.3)
                    else:
                        seite.add_redact_annot(rect, text=a.grund, fill=(0, 0, 0), text_color=(1, 1, 1), fontsize=6)
                    protokoll.append({"Seite": seite.number + 1, "Kategorie": kat, "Grund": a.grund})
        if not a.vorschau:
            seite.apply_redactions(images=fitz.PDF_REDACT_IMAGE_PIXELS)
    doc.set_metadata({})
    suffix = "_VORSCHAU" if a.vorschau else "_GESCHWAERZT"
    ziel = Path(a.pdf).with_name(Path(a.pdf).stem + suffix + ".pdf")
    doc.save(ziel, garbage=4, deflate=True, clean=True)
    subprocess.run(["qpdf", "--check", str(ziel)], check=False)
    with open("schwaerzungsprotokoll.csv", "w", newline="", encoding="utf-8") as fh:
        w = csv.DictWriter(fh, fieldnames=["Seite", "Kategorie", "Grund"])
        w.writeheader(); w.writerows(protokoll)
    print(f"{len(protokoll)} Schwärzungen -> {ziel}")


if __name__ == "__main__":
    main()
