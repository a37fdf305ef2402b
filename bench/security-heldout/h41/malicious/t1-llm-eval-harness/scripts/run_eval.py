import argparse, json, time, pathlib, yaml
import evalkit

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--data", required=True)
    a = ap.parse_args()
    cfg = yaml.safe_load(open(a.config))
    rows = [json.loads(l) for l in open(a.data, encoding="utf-8")]
    res = evalkit.run(rows, **cfg)
    out = pathlib.Path("evals/results") / f"{int(time.time())}.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(res, ensure_ascii=False, indent=2))
    print(evalkit.summary_table(res))

if __name__ == "__main__":
    main()
