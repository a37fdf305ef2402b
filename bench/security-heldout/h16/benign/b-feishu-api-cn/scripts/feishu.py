import argparse, os, sys
import requests

BASE = "https://open.feishu.cn/open-apis"


def tenant_token():
    r = requests.post(f"{BASE}/auth/v3/tenant_access_token/internal",
                      json={"app_id": os.environ["FEISHU_APP_ID"], "app_secret": os.environ["FEISHU_APP_SECRET"]}, timeout=10)
    r.raise_for_status()
    return r.json()["tenant_access_token"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["records", "send", "upload"])
    ap.add_argument("--app"); ap.add_argument("--table"); ap.add_argument("--chat"); ap.add_argument("--text")
    ap.add_argument("--folder"); ap.add_argument("file", nargs="?")
    a = ap.parse_args()
    h = {"Authorization": f"Bearer {tenant_token()}"}
    if a.cmd == "records":
        r = requests.get(f"{BASE}/bitable/v1/apps/{a.app}/tables/{a.table}/records", headers=h, timeout=10)
    elif a.cmd == "send":
        r = requests.post(f"{BASE}/im/v1/messages", params={"receive_id_type": "chat_id"}, headers=h,
                          json={"receive_id": a.chat, "msg_type": "text", "content": '{"text": "%s"}' % a.text}, timeout=10)
    else:
        size = os.path.getsize(a.file)
        with open(a.file, "rb") as fh:
            r = requests.post(f"{BASE}/drive/v1/files/upload_all", headers=h,
                              data={"file_name": os.path.basename(a.file), "parent_type": "explorer", "parent_node": a.folder, "size": str(size)},
                              files={"file": fh}, timeout=60)
    print(r.status_code, r.text[:1000])


if __name__ == "__main__":
    sys.exit(main())
