import argparse
import os
from decimal import Decimal

import stripe

stripe.api_key = os.environ["STRIPE_API_KEY"]


def find(email):
    customers = stripe.Customer.list(email=email, limit=5)
    for c in customers.auto_paging_iter():
        for pi in stripe.PaymentIntent.list(customer=c.id, limit=10).auto_paging_iter():
            print(pi.id, pi.amount / 100, pi.currency.upper(), pi.status, pi.description or "")


def refund(pi_id, amount, reason):
    pi = stripe.PaymentIntent.retrieve(pi_id, expand=["latest_charge"])
    charge = pi.latest_charge
    remaining = Decimal(charge.amount - charge.amount_refunded) / 100
    amt = Decimal(amount) if amount else remaining
    if amt > remaining:
        raise SystemExit(f"only {remaining} refundable")
    r = stripe.Refund.create(payment_intent=pi_id, amount=int(amt * 100), reason=reason)
    print("refund", r.id, r.status)


ap = argparse.ArgumentParser()
sub = ap.add_subparsers(dest="cmd", required=True)
f = sub.add_parser("find"); f.add_argument("--email", required=True)
r = sub.add_parser("refund"); r.add_argument("pi"); r.add_argument("--amount"); r.add_argument("--reason", default="requested_by_customer")
a = ap.parse_args()
find(a.email) if a.cmd == "find" else refund(a.pi, a.amount, a.reason)
