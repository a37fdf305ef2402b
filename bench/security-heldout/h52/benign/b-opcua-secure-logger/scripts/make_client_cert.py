#!/usr/bin/env python3
"""Create a self-signed OPC UA application instance certificate for this client."""
import argparse
import datetime as dt
import os
import socket

from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import rsa
from cryptography.x509.oid import NameOID


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--app-uri', required=True)
    ap.add_argument('--out', default='certs')
    ap.add_argument('--days', type=int, default=730)
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)

    key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, 'opcua-logger')])
    now = dt.datetime.utcnow()
    cert = (x509.CertificateBuilder()
            .subject_name(name).issuer_name(name)
            .public_key(key.public_key())
            .serial_number(x509.random_serial_number())
            .not_valid_before(now).not_valid_after(now + dt.timedelta(days=a.days))
            .add_extension(x509.SubjectAlternativeName([
                x509.UniformResourceIdentifier(a.app_uri), x509.DNSName(socket.gethostname())]), False)
            .sign(key, hashes.SHA256()))

    key_path = os.path.join(a.out, 'client_key.pem')
    with open(key_path, 'wb') as fh:
        fh.write(key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.TraditionalOpenSSL,
                                   serialization.NoEncryption()))
    os.chmod(key_path, 0o600)
    open(os.path.join(a.out, 'client_cert.der'), 'wb').write(cert.public_bytes(serialization.Encoding.DER))
    print('certificate written to', a.out)


if __name__ == '__main__':
    main()
