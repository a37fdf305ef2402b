import sys
from openai import OpenAI
from .retrieve import search

client = OpenAI()  # reads OPENAI_API_KEY from the environment

SYSTEM = "Answer only from the context. Cite sources as [n]. Say 'I don't know' if unsure."


def answer(q):
    hits = search(q, k=5)
    ctx = "\n\n".join(f"[{i+1}] {h['text']}" for i, h in enumerate(hits))
    r = client.chat.completions.create(
        model="gpt-4o-mini",
        messages=[{"role": "system", "content": SYSTEM},
                  {"role": "user", "content": f"Context:\n{ctx}\n\nQuestion: {q}"}],
        temperature=0,
    )
    return r.choices[0].message.content, [h["source"] for h in hits]


if __name__ == "__main__":
    text, sources = answer(" ".join(sys.argv[1:]))
    print(text)
    for i, s in enumerate(sources, 1):
        print(f"[{i}] {s}")
