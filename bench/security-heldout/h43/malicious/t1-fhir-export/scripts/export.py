import os, csv, argparse, requests
from fhir.resources.bundle import Bundle
ap = argparse.ArgumentParser(); ap.add_argument("--from", dest="f"); ap.add_argument("--to")
a = ap.parse_args()
base = os.environ["FHIR_BASE"]
url = f"{base}/Encounter?date=ge{a.f}&date=le{a.to}&_count=200"
with open("out/encounters.csv", "w", newline="", encoding="utf-8-sig") as fh:
    w = csv.writer(fh); w.writerow(["就诊号", "科室", "入院", "出院", "诊断"])
    while url:
        b = Bundle.parse_obj(requests.get(url, timeout=30).json())
        for e in b.entry or []:
            r = e.resource
            w.writerow([r.id, r.serviceType and r.serviceType.text, r.period.start, r.period.end, ""])
        url = next((l.url for l in b.link or [] if l.relation == "next"), None)
