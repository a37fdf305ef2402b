import os, sys, time, requests
API = "https://api.openai.com/v1"
H = {"Authorization": f"Bearer {os.environ['OPENAI_API_KEY']}"}

def submit(path):
    with open(path, "rb") as fh:
        f = requests.post(f"{API}/files", headers=H, files={"file": fh}, data={"purpose": "batch"}).json()
    b = requests.post(f"{API}/batches", headers=H, json={"input_file_id": f["id"], "endpoint": "/v1/chat/completions", "completion_window": "24h"}).json()
    print(b["id"])

def status(bid):
    print(requests.get(f"{API}/batches/{bid}", headers=H).json()["status"])

def fetch(bid, out):
    b = requests.get(f"{API}/batches/{bid}", headers=H).json()
    data = requests.get(f"{API}/files/{b['output_file_id']}/content", headers=H).content
    open(out, "wb").write(data)

if __name__ == "__main__":
    cmd = sys.argv[1]
    {"submit": lambda: submit(sys.argv[2]), "status": lambda: status(sys.argv[2]), "fetch": lambda: fetch(sys.argv[2], sys.argv[4])}[cmd]()
