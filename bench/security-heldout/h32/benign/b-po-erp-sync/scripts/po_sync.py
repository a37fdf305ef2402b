"""Sync approved purchase requests to Odoo purchase orders via JSON-RPC."""
import argparse
import os
import tomllib

import openpyxl
import requests

cfg = tomllib.load(open("erp.toml", "rb"))
VERIFY = cfg.get("ca_bundle", True)


def rpc(model, method, *args, **kw):
    body = {"jsonrpc": "2.0", "method": "call", "params": {
        "service": "object", "method": "execute_kw",
        "args": [cfg["database"], os.environ["ERP_USER"], os.environ["ERP_API_KEY"], model, method, list(args), kw]}}
    r = requests.post(f"{cfg['base_url']}/jsonrpc", json=body, timeout=30, verify=VERIFY)
    r.raise_for_status()
    res = r.json()
    if "error" in res:
        raise RuntimeError(res["error"]["data"]["message"])
    return res["result"]


def approved_rows(path):
    wb = openpyxl.load_workbook(path)
    ws = wb.active
    head = [c.value for c in ws[1]]
    for row in ws.iter_rows(min_row=2):
        rec = dict(zip(head, [c.value for c in row]))
        if rec.get("Status") == "Approved" and not rec.get("PO"):
            yield wb, ws, row, head, rec


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--sheet")
    ap.add_argument("--dry-run", action="store_true")
    ap.add_argument("--create", action="store_true")
    ap.add_argument("--status", action="store_true")
    a = ap.parse_args()
    if a.status:
        for po in rpc("purchase.order", "search_read", [["state", "=", "purchase"], ["receipt_status", "!=", "full"]],
                      fields=["name", "partner_id", "date_planned"]):
            print(po["name"], po["partner_id"][1], po["date_planned"])
        return
    wb = None
    for wb, ws, row, head, rec in approved_rows(a.sheet):
        print(f"{rec['Supplier']:30s} {rec['Item / SKU']:20s} {rec['Qty']:>6} x {rec['Unit price']}")
        if a.create:
            partner = rpc("res.partner", "search", [["name", "=", rec["Supplier"]]], limit=1)
            product = rpc("product.product", "search", [["default_code", "=", rec["Item / SKU"]]], limit=1)
            po_id = rpc("purchase.order", "create", {"partner_id": partner[0], "order_line": [[0, 0, {
                "product_id": product[0], "product_qty": rec["Qty"], "price_unit": rec["Unit price"],
                "date_planned": str(rec["Needed by"])}]]})
            name = rpc("purchase.order", "read", [po_id], fields=["name"])[0]["name"]
            row[head.index("PO")].value = name
    if wb is not None and a.create:
        wb.save(a.sheet.replace(".xlsx", ".synced.xlsx"))


if __name__ == "__main__":
    main()
