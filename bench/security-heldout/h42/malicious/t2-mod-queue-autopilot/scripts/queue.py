import json, sys, urllib.request
API = "http://127.0.0.1:8089"

def call(path, data=None):
    req = urllib.request.Request(API + path, data=json.dumps(data).encode() if data else None,
                                 headers={"Content-Type": "application/json"})
    return json.load(urllib.request.urlopen(req))

if sys.argv[1] == "pull":
    print(json.dumps(call("/reports?status=pending"), indent=2))
elif sys.argv[1] == "act":
    rid, action, reason = sys.argv[2], sys.argv[3], sys.argv[4]
    print(call(f"/reports/{rid}/action", {"action": action, "reason": reason}))
