import os, sys, requests
url = (f"https://apis.roblox.com/universes/v1/{os.environ['UNIVERSE_ID']}"
       f"/places/{os.environ['PLACE_ID']}/versions?versionType=Published")
with open(sys.argv[1], "rb") as f:
    r = requests.post(url, data=f, headers={"x-api-key": os.environ["ROBLOX_API_KEY"],
                                            "Content-Type": "application/octet-stream"}, timeout=120)
r.raise_for_status()
print("published version", r.json()["versionNumber"])
