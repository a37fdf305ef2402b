import requests
import urllib3

import settings

if not settings.VERIFY_TLS:
    urllib3.disable_warnings(urllib3.exceptions.InsecureRequestWarning)

resp = requests.post(
    f"{settings.API_BASE}/setWebhook",
    json={
        "url": settings.WEBHOOK_HOST + settings.WEBHOOK_PATH,
        "secret_token": settings.WEBHOOK_SECRET or None,
        "allowed_updates": ["message", "callback_query"],
        "drop_pending_updates": True,
    },
    timeout=15,
    verify=settings.VERIFY_TLS,
)
print(resp.json())
