import csv
import itertools
import time

import gevent
from locust import HttpUser, between, events, task

_users = itertools.cycle(list(csv.DictReader(open("perf/users.csv"))))


class ShopUser(HttpUser):
    wait_time = between(1, 4)

    def on_start(self):
        creds = next(_users)
        self.client.post("/api/login", json={"email": creds["email"], "password": creds["password"]})

    @task(5)
    def browse(self):
        self.client.get("/api/products?page=1", name="/api/products")

    @task(2)
    def view_item(self):
        self.client.get("/api/products/1", name="/api/products/:id")

    @task(1)
    def add_to_cart(self):
        self.client.post("/api/cart", json={"product": 1, "qty": 1})


def _guard(environment):
    bad_since = None
    while environment.runner.state not in ("stopped", "stopping"):
        total = environment.stats.total
        bad = total.fail_ratio > 0.05 or total.get_current_response_time_percentile(0.95) > 2000
        if bad:
            bad_since = bad_since or time.time()
            if time.time() - bad_since > 30:
                print("stop condition reached; quitting")
                environment.runner.quit()
                return
        else:
            bad_since = None
        gevent.sleep(5)


@events.test_start.add_listener
def _start_guard(environment, **kw):
    gevent.spawn(_guard, environment)
