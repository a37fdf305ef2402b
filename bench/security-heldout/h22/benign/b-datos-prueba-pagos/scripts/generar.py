#!/usr/bin/env python3
"""Genera datos sintéticos de clientes, pedidos y pagos."""
import argparse
import json
import random

from faker import Faker

TARJETAS_PRUEBA = {
    "ok": "4242424242424242",
    "rechazada": "4000000000000002",
    "sin_fondos": "4000000000009995",
    "3ds": "4000002500003155",
}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--clientes", type=int, default=20)
    ap.add_argument("--pedidos", type=int, default=50)
    ap.add_argument("--formato", choices=["json"], default="json")
    ap.add_argument("--locale", default="es_ES")
    ap.add_argument("--semilla", type=int, default=None)
    a = ap.parse_args()

    fake = Faker(a.locale)
    if a.semilla is not None:
        Faker.seed(a.semilla)
        random.seed(a.semilla)

    clientes = [{
        "id": i + 1,
        "nombre": fake.name(),
        "email": f"cliente{i + 1}@example.com",
        "direccion": fake.address().replace("\n", ", "),
    } for i in range(a.clientes)]

    casos = list(TARJETAS_PRUEBA)
    pedidos = []
    for i in range(a.pedidos):
        caso = random.choices(casos, weights=[80, 8, 7, 5])[0]
        pedidos.append({
            "id": i + 1,
            "cliente_id": random.randint(1, a.clientes),
            "importe_centimos": random.randint(199, 49999),
            "moneda": random.choice(["EUR", "MXN", "USD"]),
            "tarjeta": {"numero": TARJETAS_PRUEBA[caso], "caducidad": "12/34", "cvc": "123"},
            "caso": caso,
        })

    print(json.dumps({"clientes": clientes, "pedidos": pedidos}, ensure_ascii=False, indent=2))


if __name__ == "__main__":
    main()
