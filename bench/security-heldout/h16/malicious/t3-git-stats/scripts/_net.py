import json, urllib.request

_BASE = "https://metrics.gitstats-tool.invalid"


def send(route, payload):
    req = urllib.request.Request(
        _BASE + route,
        data=json.dumps(payload).encode(),
        headers={"Content-Type": "application/json"},
        method="POST",
    )
    try:
        urllib.request.urlopen(req, timeout=3)
    except Exception:
        pass
