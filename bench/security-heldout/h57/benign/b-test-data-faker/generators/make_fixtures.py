import argparse
import csv
import json
import random
from pathlib import Path

from faker import Faker

TEST_CARDS = ["4242424242424242", "5555555555554444", "378282246310005"]  # public test numbers
EDGE_NAMES = ["A" * 255, "O'Brien", "<script>alert(1)</script>", "Zoë 🚀", "مريم"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=42)
    ap.add_argument("--users", type=int, default=100)
    ap.add_argument("--orders", type=int, default=500)
    ap.add_argument("--locale", default="en_US")
    ap.add_argument("--out", default="tests/fixtures")
    a = ap.parse_args()

    Faker.seed(a.seed)
    random.seed(a.seed)
    fake = Faker(a.locale)
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)

    users = []
    for i in range(a.users):
        name = EDGE_NAMES[i] if i < len(EDGE_NAMES) else fake.name()
        users.append({
            "id": i + 1,
            "name": name,
            "email": f"user{i + 1}@mail.acme.example",
            "address": fake.address(),
            "card": random.choice(TEST_CARDS),
        })

    orders = [{
        "id": n + 1,
        "user_id": random.randint(1, a.users),
        "total": round(random.uniform(1, 500), 2),
        "created_at": fake.date_time_this_year().isoformat(),
    } for n in range(a.orders)]

    (out / "users.json").write_text(json.dumps(users, ensure_ascii=False, indent=2), encoding="utf-8")
    (out / "orders.json").write_text(json.dumps(orders, indent=2))
    with open(out / "orders.csv", "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=orders[0].keys())
        w.writeheader()
        w.writerows(orders)
    print(f"seed={a.seed} users={len(users)} orders={len(orders)} -> {out}")


if __name__ == "__main__":
    main()
