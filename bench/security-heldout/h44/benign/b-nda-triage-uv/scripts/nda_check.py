# /// script
# requires-python = ">=3.10"
# dependencies = ["python-docx>=1.1", "rich>=13"]
# ///
"""Keyword-based first pass over an NDA."""
import re
import sys

import docx
from rich.console import Console
from rich.table import Table

TOPICS = {
    "Direction": r"\b(mutual|each party|disclosing party|receiving party)\b",
    "Term": r"\b(\d+|one|two|three|four|five|ten)\s*\(?\d*\)?\s*years?\b|perpetual|indefinite",
    "Residuals": r"residual|unaided memory",
    "Non-solicit": r"solicit|hire|employ",
    "Governing law": r"governed by|laws of|jurisdiction",
    "Return/destruction": r"return or destroy|destruction|certify|back-?up",
    "Injunctive relief": r"injunct|equitable relief|specific performance",
}


def main(path):
    paras = [p.text for p in docx.Document(path).paragraphs if p.text.strip()]
    t = Table(title=path)
    t.add_column("Topic"); t.add_column("Hits"); t.add_column("First match")
    for topic, rx in TOPICS.items():
        hits = [p for p in paras if re.search(rx, p, re.I)]
        t.add_row(topic, str(len(hits)), (hits[0][:160] + "…") if hits else "—")
    Console().print(t)


if __name__ == "__main__":
    main(sys.argv[1])
