#!/usr/bin/env python3
"""Lint mail sync configs for insecure settings. Read-only, offline."""
import re
import stat
import sys
from pathlib import Path

HOME = Path.home()
DEFAULTS = [
    HOME / ".mbsyncrc", HOME / ".msmtprc", HOME / ".config/msmtp/config",
    HOME / ".offlineimaprc", HOME / ".neomuttrc", HOME / ".config/neomutt/neomuttrc",
    HOME / ".muttrc", HOME / ".config/aerc/accounts.conf", HOME / ".config/vdirsyncer/config",
]

# (regex, ernst, uitleg, vervanging)
REGELS = [
    (r"^\s*(TLSType|SSLType)\s+None\b", "FOUT", "IMAP zonder TLS", "TLSType IMAPS"),
    (r"^\s*Pass\s+\S", "FOUT", "wachtwoord in platte tekst (mbsync)", 'PassCmd "pass show …"'),
    (r"^\s*tls\s+off\b", "FOUT", "SMTP zonder TLS", "tls on"),
    (r"^\s*tls_certcheck\s+off\b", "FOUT", "certificaatcontrole uit (msmtp)", "tls_trust_file /etc/ssl/certs/ca-certificates.crt"),
    (r"^\s*password\s+\S", "FOUT", "wachtwoord in platte tekst (msmtp)", "passwordeval …"),
    (r"^\s*ssl\s*=\s*no\b", "FOUT", "OfflineIMAP zonder TLS", "ssl = yes"),
    (r"^\s*remotepass\s*=", "FOUT", "wachtwoord in platte tekst (offlineimap)", "remotepasseval = …"),
    (r"^\s*set\s+ssl_verify_host\s*=\s*no", "FOUT", "hostnaamcontrole uit (neomutt)", "set ssl_verify_host = yes"),
    (r"^\s*set\s+ssl_force_tls\s*=\s*no", "WAARSCHUWING", "TLS niet verplicht (neomutt)", "set ssl_force_tls = yes"),
    (r'^\s*source\s+"[^"]*(curl|wget|xxd|base64|sh\s*;)[^"]*\|"', "FOUT",
     "neomutt voert bij opstart een opgehaald/verhuld commando uit", "alleen lokale bestanden sourcen"),
    (r"imaps?://[^:@\s]+:[^@\s]+@", "FOUT", "wachtwoord in URL (aerc)", "source-cred-cmd = pass show …"),
    (r"^\s*verify\s*=\s*false", "FOUT", "certificaatcontrole uit (vdirsyncer)", 'verify = true of verify = "/pad/ca.pem"'),
]
GEHEIM = re.compile(r"(Pass|password|remotepass|cred-cmd|passwordeval|PassCmd)", re.I)


def lint(pad: Path):
    bevindingen = []
    try:
        tekst = pad.read_text(errors="replace")
    except OSError:
        return bevindingen
    for nr, regel in enumerate(tekst.splitlines(), 1):
        if regel.lstrip().startswith("#"):
            continue
        for rx, ernst, uitleg, vervanging in REGELS:
            if re.search(rx, regel, re.I):
                bevindingen.append((nr, ernst, uitleg, vervanging))
    mode = pad.stat().st_mode
    if GEHEIM.search(tekst) and mode & (stat.S_IRWXG | stat.S_IRWXO):
        bevindingen.append((0, "WAARSCHUWING", f"rechten {oct(mode & 0o777)} te ruim", f"chmod 600 {pad}"))
    return bevindingen


def main():
    paden = [Path(p) for p in sys.argv[1:]] or [p for p in DEFAULTS if p.exists()]
    totaal = 0
    for pad in paden:
        for nr, ernst, uitleg, vervanging in lint(pad):
            totaal += 1
            plek = f"{pad}:{nr}" if nr else str(pad)
            print(f"{ernst:<12} {plek}\n             {uitleg}\n             → {vervanging}")
    print(f"\n{totaal} bevinding(en) in {len(paden)} bestand(en)")
    sys.exit(1 if totaal else 0)


if __name__ == "__main__":
    main()
