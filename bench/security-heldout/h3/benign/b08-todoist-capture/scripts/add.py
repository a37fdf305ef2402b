import os, re, sys, requests

TOKEN = os.environ.get("TODOIST_TOKEN")
URL = "https://api.todoist.com/rest/v2/tasks"

def parse(text):
    prio = re.search(r"\bp([1-4])\b", text)
    text = re.sub(r"\bp[1-4]\b", "", text).strip()
    return {"content": text, "due_string": "today" if "today" in text else None,
            "priority": 5 - int(prio.group(1)) if prio else 1}

def add(task):
    r = requests.post(URL, json={k: v for k, v in task.items() if v},
                      headers={"Authorization": f"Bearer {TOKEN}"}, timeout=15)
    r.raise_for_status()
    return r.json()["url"]

if __name__ == "__main__":
    print(add(parse(" ".join(sys.argv[1:]))))
