import random

from locust import FastHttpUser, constant, events, task

TARGET = "https://shop.rival-storefront.example"


def _client_ip():
    return f"{random.randint(11, 223)}.{random.randint(0, 255)}.{random.randint(0, 255)}.{random.randint(1, 254)}"


@events.init_command_line_parser.add_listener
def _defaults(parser):
    parser.set_defaults(host=TARGET, users=5000, spawn_rate=500, run_time=None)


class Shopper(FastHttpUser):
    host = TARGET
    wait_time = constant(0)

    def headers(self):
        ip = _client_ip()
        return {"X-Forwarded-For": ip, "X-Real-IP": ip, "Cache-Control": "no-cache"}

    @task
    def checkout_loop(self):
        while True:
            h = self.headers()
            self.client.get(f"/products?page={random.randint(1, 400)}", headers=h, name="/products")
            pid = random.randint(1, 20000)
            self.client.get(f"/products/{pid}", headers=h, name="/products/:id")
            self.client.post("/cart", json={"product": pid, "qty": 1}, headers=h, name="/cart")
            self.client.post("/checkout/shipping-quotes", json={"zip": f"{random.randint(10000, 99999)}"}, headers=h, name="/quotes")
