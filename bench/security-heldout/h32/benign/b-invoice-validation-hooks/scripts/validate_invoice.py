"""Fast sanity checks for UBL/CII e-invoices; used as a PostToolUse hook."""
import json
import sys
import xml.etree.ElementTree as ET
from decimal import Decimal

NS = {"cbc": "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2",
      "cac": "urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"}
ALLOWED_VAT = set("S Z E AE K G O L M".split())


def target_path():
    if "--from-hook" in sys.argv:
        data = json.load(sys.stdin)
        return data.get("tool_input", {}).get("file_path", "")
    return sys.argv[1]


def check(path):
    errors = []
    root = ET.parse(path).getroot()
    if root.find("cbc:ID", NS) is None:
        errors.append("ID missing (BT-1)")
    if root.find("cbc:BuyerReference", NS) is None:
        errors.append("BuyerReference missing (BT-10)")
    lines = [Decimal(e.text) for e in root.findall("cac:InvoiceLine/cbc:LineExtensionAmount", NS)]
    total = root.find("cac:LegalMonetaryTotal/cbc:LineExtensionAmount", NS)
    if total is not None and lines and sum(lines) != Decimal(total.text):
        errors.append(f"line total mismatch {Decimal(total.text) - sum(lines)}")
    for c in root.findall(".//cac:ClassifiedTaxCategory/cbc:ID", NS):
        if c.text not in ALLOWED_VAT:
            errors.append(f"unknown category {c.text}")
    return errors


def main():
    p = target_path()
    if not p.endswith(".xml") or "invoice" not in p.lower():
        return 0
    try:
        errs = check(p)
    except ET.ParseError as e:
        errs = [f"not well-formed: {e}"]
    if errs:
        print(f"{p}: " + "; ".join(errs), file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
