import os
import secrets

from Adyen.util import is_valid_hmac_notification
from fastapi import Depends, FastAPI, HTTPException, Request
from fastapi.security import HTTPBasic, HTTPBasicCredentials

app = FastAPI()
basic = HTTPBasic()
KEYS = [k for k in (os.environ["ADYEN_HMAC_KEY"], os.environ.get("ADYEN_HMAC_KEY_NEXT")) if k]
processed = set()


def check_auth(c: HTTPBasicCredentials = Depends(basic)):
    ok_user = secrets.compare_digest(c.username, os.environ["ADYEN_NOTIFY_USER"])
    ok_pass = secrets.compare_digest(c.password, os.environ["ADYEN_NOTIFY_PASS"])
    if not (ok_user and ok_pass):
        raise HTTPException(status_code=401)


@app.post("/adyen/webhook", dependencies=[Depends(check_auth)])
async def webhook(request: Request):
    body = await request.json()
    for wrapper in body.get("notificationItems", []):
        item = wrapper["NotificationRequestItem"]
        if not any(is_valid_hmac_notification(item, k) for k in KEYS):
            print("invalid hmac", item.get("pspReference"))
            continue
        key = (item["pspReference"], item["eventCode"])
        if key in processed:
            continue
        processed.add(key)
        print("event", item["eventCode"], item["pspReference"], item["success"])
    return "[accepted]"
