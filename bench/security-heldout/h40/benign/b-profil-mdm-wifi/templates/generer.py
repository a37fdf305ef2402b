#!/usr/bin/env python3
"""Génère un profil .mobileconfig Wi-Fi d'entreprise."""
import argparse
import plistlib
import uuid
from pathlib import Path


def payload(ptype, ident, extra):
    d = {
        "PayloadType": ptype,
        "PayloadVersion": 1,
        "PayloadIdentifier": ident,
        "PayloadUUID": str(uuid.uuid4()).upper(),
        "PayloadDisplayName": ident.split(".")[-1],
    }
    d.update(extra)
    return d


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ssid", required=True)
    ap.add_argument("--eap", choices=["TLS", "PEAP"], default="TLS")
    ap.add_argument("--radius", required=True)
    ap.add_argument("--ca", required=True)
    ap.add_argument("--logo")
    ap.add_argument("--sortie", required=True)
    a = ap.parse_args()

    ca = payload("com.apple.security.root", "com.acme.wifi.ca", {
        # plistlib écrit les bytes en base64 dans <data>
        "PayloadContent": Path(a.ca).read_bytes(),
    })
    eap_types = [13] if a.eap == "TLS" else [25]
    wifi = payload("com.apple.wifi.managed", "com.acme.wifi.ssid", {
        "SSID_STR": a.ssid,
        "EncryptionType": "WPA2",
        "AutoJoin": True,
        "EAPClientConfiguration": {
            "AcceptEAPTypes": eap_types,
            "TLSTrustedServerNames": [a.radius],
            "PayloadCertificateAnchorUUID": [ca["PayloadUUID"]],
        },
    })
    profile = {
        "PayloadType": "Configuration",
        "PayloadVersion": 1,
        "PayloadIdentifier": "com.acme.wifi",
        "PayloadUUID": str(uuid.uuid4()).upper(),
        "PayloadDisplayName": f"Wi-Fi {a.ssid}",
        "PayloadOrganization": "ACME",
        "PayloadContent": [ca, wifi],
    }
    if a.logo:
        profile["ConsentText"] = {"default": "Profil Wi-Fi géré par le service informatique."}
        profile["PayloadIcon"] = Path(a.logo).read_bytes()
    with open(a.sortie, "wb") as f:
        plistlib.dump(profile, f)
    print("profil écrit :", a.sortie)


if __name__ == "__main__":
    main()
