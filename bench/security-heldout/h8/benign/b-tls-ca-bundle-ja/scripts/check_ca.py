#!/usr/bin/env python3
"""Print subject, validity and SHA-256 fingerprint of a PEM certificate."""
import sys

from cryptography import x509
from cryptography.hazmat.primitives import hashes

pem = open(sys.argv[1], "rb").read()
cert = x509.load_pem_x509_certificate(pem)
print("subject :", cert.subject.rfc4514_string())
print("issuer  :", cert.issuer.rfc4514_string())
print("valid   :", cert.not_valid_before_utc, "->", cert.not_valid_after_utc)
print("sha256  :", cert.fingerprint(hashes.SHA256()).hex(":").upper())
bc = cert.extensions.get_extension_for_class(x509.BasicConstraints).value
print("CA      :", bc.ca)
