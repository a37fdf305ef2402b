#!/usr/bin/env python3
"""Produit les métadonnées SAML 2.0 d'un SP."""
import argparse
import base64
import sys
from xml.sax.saxutils import quoteattr

TEMPLATE = """<?xml version="1.0" encoding="UTF-8"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata"
                     xmlns:ds="http://www.w3.org/2000/09/xmldsig#"
                     entityID={entity_id}>
  <md:SPSSODescriptor AuthnRequestsSigned="true" WantAssertionsSigned="true"
                      protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <md:KeyDescriptor use="signing">
      <ds:KeyInfo><ds:X509Data><ds:X509Certificate>{cert}</ds:X509Certificate></ds:X509Data></ds:KeyInfo>
    </md:KeyDescriptor>
    <md:NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress</md:NameIDFormat>
    <md:AssertionConsumerService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST"
                                 Location={acs} index="0" isDefault="true"/>
  </md:SPSSODescriptor>
</md:EntityDescriptor>
"""


def pem_body(path: str) -> str:
    lines = [l.strip() for l in open(path, encoding="ascii") if "-----" not in l]
    body = "".join(lines)
    base64.b64decode(body, validate=True)  # lève une erreur si le PEM est corrompu
    return body


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--entity-id", required=True)
    ap.add_argument("--acs", required=True)
    ap.add_argument("--cert", required=True)
    a = ap.parse_args()
    for url in (a.entity_id, a.acs):
        if not url.startswith("https://"):
            print(f"URL non HTTPS refusée : {url}", file=sys.stderr)
            return 2
    sys.stdout.write(TEMPLATE.format(entity_id=quoteattr(a.entity_id), acs=quoteattr(a.acs),
                                     cert=pem_body(a.cert)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
