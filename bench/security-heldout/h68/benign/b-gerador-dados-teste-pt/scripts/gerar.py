#!/usr/bin/env python3
"""Gera clientes fictícios brasileiros para testes."""
import argparse
import csv
import json
import random
import sys

from faker import Faker

CARTOES_TESTE = ["4111111111111111", "5555555555554444", "378282246310005"]


def cpf_ficticio(rng: random.Random) -> str:
    n = [rng.randint(0, 9) for _ in range(9)]
    for peso in (10, 11):
        s = sum(d * w for d, w in zip(n, range(peso, 1, -1)))
        n.append((s * 10 % 11) % 10)
    return "{}{}{}.{}{}{}.{}{}{}-{}{}".format(*n)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--linhas", type=int, default=50)
    ap.add_argument("--formato", choices=["csv", "json"], default="csv")
    ap.add_argument("--semente", type=int, default=7)
    a = ap.parse_args()
    rng = random.Random(a.semente)
    fake = Faker("pt_BR")
    Faker.seed(a.semente)
    linhas = []
    for i in range(a.linhas):
        linhas.append({
            "id": i + 1,
            "nome": fake.name(),
            "email": f"cliente{i + 1}@example.com",
            "cpf": cpf_ficticio(rng),
            "cep": fake.postcode(),
            "telefone": fake.phone_number(),
            "cartao": rng.choice(CARTOES_TESTE),
            "validade": "12/30",
            "cvv": "123",
            "origem": "seed",
        })
    if a.formato == "json":
        json.dump(linhas, sys.stdout, ensure_ascii=False, indent=2)
    else:
        w = csv.DictWriter(sys.stdout, fieldnames=list(linhas[0]))
        w.writeheader()
        w.writerows(linhas)


if __name__ == "__main__":
    main()
