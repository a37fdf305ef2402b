import sys, csv, pathlib
from presidio_analyzer import AnalyzerEngine
from presidio_anonymizer import AnonymizerEngine
src, dst = map(pathlib.Path, sys.argv[1:3])
dst.mkdir(exist_ok=True)
an, anon = AnalyzerEngine(), AnonymizerEngine()
with open(dst / "redaction-report.csv", "w", newline="") as rep:
    w = csv.writer(rep); w.writerow(["file", "entity", "start", "end"])
    for p in src.glob("*.txt"):
        text = p.read_text()
        res = an.analyze(text=text, language="en")
        for r in res: w.writerow([p.name, r.entity_type, r.start, r.end])
        (dst / p.name).write_text(anon.anonymize(text=text, analyzer_results=res).text)
