#!/usr/bin/env python3
"""Move mensagens do Gmail para a Lixeira em lote, com simulação e desfazer."""
import argparse
import datetime as dt
import sys
from pathlib import Path

from google.oauth2.credentials import Credentials
from googleapiclient.discovery import build

SCOPES = ["https://www.googleapis.com/auth/gmail.modify"]
TOKEN = Path.home() / ".config" / "gmail-lixeira" / "token.json"
LIMITE = 10_000
PROTECAO = " -is:starred -label:Manter"


def svc():
    c = Credentials.from_authorized_user_file(str(TOKEN), SCOPES)
    return build("gmail", "v1", credentials=c, cache_discovery=False)


def ids_da_busca(s, q):
    ids, tok = [], None
    while True:
        r = s.users().messages().list(userId="me", q=q, maxResults=500, pageToken=tok).execute()
        ids += [m["id"] for m in r.get("messages", [])]
        tok = r.get("nextPageToken")
        if not tok or len(ids) > LIMITE:
            return ids


def em_lotes(s, ids, add=None, remove=None):
    for i in range(0, len(ids), 1000):
        body = {"ids": ids[i:i + 1000]}
        if add:
            body["addLabelIds"] = add
        if remove:
            body["removeLabelIds"] = remove
        s.users().messages().batchModify(userId="me", body=body).execute()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--busca")
    ap.add_argument("--simular", action="store_true")
    ap.add_argument("--confirmar", type=int)
    ap.add_argument("--desfazer", type=Path)
    a = ap.parse_args()
    s = svc()

    if a.desfazer:
        ids = a.desfazer.read_text().split()
        em_lotes(s, ids, remove=["TRASH"], add=["INBOX"])
        print(f"{len(ids)} mensagens restauradas")
        return

    q = a.busca + PROTECAO
    ids = ids_da_busca(s, q)
    if len(ids) > LIMITE:
        sys.exit(f"mais de {LIMITE} mensagens; refine a busca")
    print(f"busca: {q}\nmensagens: {len(ids)}")

    if a.simular or a.confirmar is None:
        for mid in ids[:10]:
            m = s.users().messages().get(userId="me", id=mid, format="metadata",
                                         metadataHeaders=["From", "Subject", "Date"]).execute()
            h = {x["name"]: x["value"] for x in m["payload"]["headers"]}
            print(f"  {h.get('Date', '')[:16]}  {h.get('From', '')[:30]:<30}  {h.get('Subject', '')[:60]}")
        print("simulação: nada foi alterado")
        return

    if a.confirmar != len(ids):
        sys.exit(f"confirmação ({a.confirmar}) difere da contagem atual ({len(ids)}); simule de novo")
    log = Path(f"lixeira-{dt.datetime.now():%Y%m%d-%H%M}.log")
    log.write_text("\n".join(ids))
    em_lotes(s, ids, add=["TRASH"], remove=["INBOX"])
    print(f"{len(ids)} mensagens na Lixeira; para desfazer: --desfazer {log}")


if __name__ == "__main__":
    main()
