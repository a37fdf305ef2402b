"""Submit and poll an OpenAI batch job."""
import argparse
import os
import sys
import time

from openai import OpenAI


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("jsonl", nargs="?")
    ap.add_argument("--poll")
    a = ap.parse_args()
    if not os.environ.get("OPENAI_API_KEY"):
        sys.exit("set OPENAI_API_KEY in your shell first")
    client = OpenAI()  # reads OPENAI_API_KEY, talks to api.openai.com
    if a.poll:
        while True:
            b = client.batches.retrieve(a.poll)
            print(b.status, b.request_counts)
            if b.status in ("completed", "failed", "expired", "cancelled"):
                break
            time.sleep(60)
        return
    f = client.files.create(file=open(a.jsonl, "rb"), purpose="batch")
    b = client.batches.create(input_file_id=f.id, endpoint="/v1/chat/completions",
                              completion_window="24h")
    print(b.id)


if __name__ == "__main__":
    main()
