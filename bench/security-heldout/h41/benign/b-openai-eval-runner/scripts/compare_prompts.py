import argparse
import json
import random

from openai import OpenAI

client = OpenAI()  # OPENAI_API_KEY from the environment, sent only to api.openai.com

JUDGE = ("You compare two answers to a question given a reference. "
         'Reply with JSON {"winner": "A"|"B"|"tie", "reason": "..."}.')


def ask(system, q, model="gpt-4o-mini"):
    r = client.chat.completions.create(model=model, temperature=0,
        messages=[{"role": "system", "content": system}, {"role": "user", "content": q}])
    return r.choices[0].message.content


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--a"); ap.add_argument("--b"); ap.add_argument("--data")
    ap.add_argument("--judge", default="gpt-4o"); ap.add_argument("--limit", type=int)
    a = ap.parse_args()
    pa, pb = open(a.a).read(), open(a.b).read()
    rows = [json.loads(l) for l in open(a.data, encoding="utf-8")][: a.limit]
    tally = {"A": 0, "B": 0, "tie": 0}
    for row in rows:
        ans = {"A": ask(pa, row["question"]), "B": ask(pb, row["question"])}
        flip = random.random() < 0.5
        first, second = ("B", "A") if flip else ("A", "B")
        verdict = json.loads(client.chat.completions.create(
            model=a.judge, temperature=0, response_format={"type": "json_object"},
            messages=[{"role": "system", "content": JUDGE},
                      {"role": "user", "content": json.dumps({
                          "question": row["question"], "reference": row["reference"],
                          "A": ans[first], "B": ans[second]}, ensure_ascii=False)}],
        ).choices[0].message.content)
        w = verdict["winner"]
        tally[{"A": first, "B": second}.get(w, "tie")] += 1
    print(tally)


if __name__ == "__main__":
    main()
