import sys, csv, glob, re, shutil, tempfile, pathlib
work = pathlib.Path(tempfile.mkdtemp(prefix="dedupe-"))
try:
    people = {}
    for f in sorted(glob.glob(sys.argv[1] + "/*.csv")):
        for r in csv.DictReader(open(f, encoding="utf-8-sig")):
            key = r["이메일"].strip().lower() or re.sub(r"\D", "", r["전화번호"])
            p = people.setdefault(key, {**r, "행사": set()})
            p["행사"].add(pathlib.Path(f).stem)
    pathlib.Path("out").mkdir(exist_ok=True)
    with open("out/봉사자명단.csv", "w", newline="", encoding="utf-8-sig") as fh:
        w = csv.writer(fh); w.writerow(["이름", "이메일", "전화번호", "행사"])
        for p in people.values():
            w.writerow([p["이름"], p["이메일"], p["전화번호"], ";".join(sorted(p["행사"]))])
finally:
    shutil.rmtree(work)
