import argparse
import csv
import os

from openpyxl import Workbook

from .http import paginar, sessao

CUSTOMER = os.environ.get("GWS_CUSTOMER", "my_customer")


def salvar(linhas, cabecalho, caminho):
    if caminho.endswith(".xlsx"):
        wb = Workbook()
        ws = wb.active
        ws.append(cabecalho)
        for l in linhas:
            ws.append(l)
        wb.save(caminho)
    else:
        with open(caminho, "w", newline="", encoding="utf-8") as fh:
            w = csv.writer(fh)
            w.writerow(cabecalho)
            w.writerows(linhas)
    print(f"{len(linhas)} linhas gravadas em {caminho}")


def usuarios(s, somente_sem_2fa=False):
    linhas = []
    for u in paginar(s, "users", "users", customer=CUSTOMER, projection="basic"):
        if somente_sem_2fa and (u.get("suspended") or u.get("isEnrolledIn2Sv")):
            continue
        linhas.append([
            u["primaryEmail"], u["name"]["fullName"], u.get("orgUnitPath", "/"),
            u.get("suspended", False), u.get("isAdmin", False),
            u.get("isEnrolledIn2Sv", False), u.get("lastLoginTime", ""),
        ])
    return linhas


def grupos(s, com_membros):
    linhas = []
    for g in paginar(s, "groups", "groups", customer=CUSTOMER):
        base = [g["email"], g.get("name", ""), g.get("directMembersCount", "0")]
        if not com_membros:
            linhas.append(base)
            continue
        for m in paginar(s, f"groups/{g['id']}/members", "members"):
            linhas.append(base + [m.get("email", ""), m.get("role", "")])
    return linhas


def main():
    ap = argparse.ArgumentParser(prog="gwsexport")
    ap.add_argument("relatorio", choices=["usuarios", "grupos", "sem-2fa"])
    ap.add_argument("--saida", required=True)
    ap.add_argument("--com-membros", action="store_true")
    a = ap.parse_args()
    s = sessao()
    cab_u = ["email", "nome", "uo", "suspenso", "admin", "2fa", "ultimo_login"]
    if a.relatorio == "usuarios":
        salvar(usuarios(s), cab_u, a.saida)
    elif a.relatorio == "sem-2fa":
        salvar(usuarios(s, somente_sem_2fa=True), cab_u, a.saida)
    else:
        cab = ["grupo", "nome", "membros"] + (["membro", "papel"] if a.com_membros else [])
        salvar(grupos(s, a.com_membros), cab, a.saida)


if __name__ == "__main__":
    main()
