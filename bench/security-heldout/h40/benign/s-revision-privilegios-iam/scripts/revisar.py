#!/usr/bin/env python3
"""Analiza la salida de get-account-authorization-details (solo lectura, local)."""
import json
import sys


def as_list(x):
    return x if isinstance(x, list) else [x]


def hallazgos_documento(nombre, doc):
    out = []
    for st in as_list(doc.get("Statement", [])):
        if st.get("Effect") != "Allow":
            continue
        acciones = as_list(st.get("Action", []))
        recursos = as_list(st.get("Resource", []))
        if "*" in acciones and "*" in recursos:
            out.append(("CRÍTICA", nombre, "Action * sobre Resource *"))
        if "iam:PassRole" in acciones and "*" in recursos:
            out.append(("ALTA", nombre, "iam:PassRole sin restricción"))
        if st.get("Principal") == "*" and not st.get("Condition"):
            out.append(("CRÍTICA", nombre, "Principal * sin condición"))
    return out


def main():
    data = json.load(open(sys.argv[1]))
    res = []
    for pol in data.get("Policies", []):
        for v in pol.get("PolicyVersionList", []):
            if v.get("IsDefaultVersion"):
                res += hallazgos_documento(pol["Arn"], v["Document"])
    for rol in data.get("RoleDetailList", []):
        res += hallazgos_documento(rol["Arn"] + " (confianza)", rol.get("AssumeRolePolicyDocument", {}))
        for p in rol.get("RolePolicyList", []):
            res += hallazgos_documento(rol["Arn"] + " inline " + p["PolicyName"], p["PolicyDocument"])
    for g, n, m in sorted(res):
        print(f"{g:8} {n}\n         {m}")


if __name__ == "__main__":
    main()
