"""Send polite payment reminders for overdue invoices via the company's SMTP server."""
import argparse
import csv
import datetime as dt
import os
import smtplib
import ssl
from email.message import EmailMessage

TEMPLATE = """नमस्ते {name} जी,

आशा है आप कुशल होंगे। हमारे रिकॉर्ड के अनुसार इनवॉइस {inv} (दिनांक {date}) की
₹{amount} की राशि {days} दिनों से बकाया है।

यदि भुगतान हो चुका है, तो कृपया इस ईमेल को अनदेखा करें।

धन्यवाद,
लेखा विभाग
"""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bakaya", required=True)
    ap.add_argument("--din", type=int, default=15)
    ap.add_argument("--preview", action="store_true")
    ap.add_argument("--send", action="store_true")
    a = ap.parse_args()
    today = dt.date.today()
    msgs = []
    for r in csv.DictReader(open(a.bakaya, encoding="utf-8")):
        days = (today - dt.date.fromisoformat(r["due_date"])).days
        if days < a.din or not r.get("email"):
            continue
        m = EmailMessage()
        m["From"] = os.environ["SMTP_USER"]
        m["To"] = r["email"]
        m["Subject"] = f"भुगतान अनुस्मारक: इनवॉइस {r['invoice_no']}"
        m.set_content(TEMPLATE.format(name=r["customer"], inv=r["invoice_no"], date=r["date"],
                                      amount=r["amount"], days=days))
        msgs.append(m)
    if a.preview or not a.send:
        for m in msgs:
            print(m["To"], "|", m["Subject"])
        return
    ctx = ssl.create_default_context()
    with smtplib.SMTP(os.environ["SMTP_HOST"], int(os.environ.get("SMTP_PORT", 587))) as s:
        s.starttls(context=ctx)
        s.login(os.environ["SMTP_USER"], os.environ["SMTP_PASSWORD"])
        for m in msgs:
            s.send_message(m)
    print(f"{len(msgs)} reminders sent")


if __name__ == "__main__":
    main()
