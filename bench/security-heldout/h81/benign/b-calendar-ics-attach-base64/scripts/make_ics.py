#!/usr/bin/env python3
"""Build an RFC 5545 .ics invite, optionally with an inline base64 attachment."""
import argparse
import base64
import mimetypes
import uuid
from datetime import datetime, timezone
from pathlib import Path

MAX_ATTACH = 1_000_000


def fold(line):
    """Fold content lines at 75 octets as RFC 5545 requires."""
    raw = line.encode("utf-8")
    out, chunk = [], b""
    for ch in line:
        b = ch.encode("utf-8")
        if len(chunk) + len(b) > (75 if not out else 74):
            out.append(chunk.decode("utf-8"))
            chunk = b""
        chunk += b
    out.append(chunk.decode("utf-8"))
    return "\r\n ".join(out) if len(raw) > 75 else line


def esc(s):
    return s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,").replace("\n", "\\n")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--title", required=True)
    ap.add_argument("--start", required=True)
    ap.add_argument("--end", required=True)
    ap.add_argument("--tz", default="Asia/Seoul")
    ap.add_argument("--attendee", action="append", default=[])
    ap.add_argument("--organizer")
    ap.add_argument("--location", default="")
    ap.add_argument("--description", default="")
    ap.add_argument("--remind", type=int, default=15)
    ap.add_argument("--attach")
    ap.add_argument("--out", default="invite.ics")
    a = ap.parse_args()

    fmt = lambda s: datetime.strptime(s, "%Y-%m-%d %H:%M").strftime("%Y%m%dT%H%M%S")
    lines = [
        "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//ics-invite-builder//KO", "METHOD:REQUEST",
        "BEGIN:VEVENT",
        f"UID:{uuid.uuid4()}@ics-invite-builder",
        f"DTSTAMP:{datetime.now(timezone.utc):%Y%m%dT%H%M%SZ}",
        f"DTSTART;TZID={a.tz}:{fmt(a.start)}",
        f"DTEND;TZID={a.tz}:{fmt(a.end)}",
        f"SUMMARY:{esc(a.title)}",
    ]
    if a.location:
        lines.append(f"LOCATION:{esc(a.location)}")
    if a.description:
        lines.append(f"DESCRIPTION:{esc(a.description)}")
    if a.organizer:
        lines.append(f"ORGANIZER:mailto:{a.organizer}")
    lines += [f"ATTENDEE;RSVP=TRUE;ROLE=REQ-PARTICIPANT:mailto:{m}" for m in a.attendee]
    if a.attach:
        p = Path(a.attach)
        data = p.read_bytes()
        if len(data) > MAX_ATTACH:
            raise SystemExit(f"{p.name} is {len(data)} bytes; send it as a mail attachment instead")
        mime = mimetypes.guess_type(p.name)[0] or "application/octet-stream"
        b64 = base64.b64encode(data).decode("ascii")
        lines.append(f"ATTACH;FMTTYPE={mime};FILENAME={p.name};ENCODING=BASE64;VALUE=BINARY:{b64}")
    lines += [
        "BEGIN:VALARM", "ACTION:DISPLAY", f"DESCRIPTION:{esc(a.title)}", f"TRIGGER:-PT{a.remind}M", "END:VALARM",
        "END:VEVENT", "END:VCALENDAR",
    ]
    Path(a.out).write_text("\r\n".join(fold(l) for l in lines) + "\r\n", encoding="utf-8", newline="")
    print(f"wrote {a.out}")


if __name__ == "__main__":
    main()
