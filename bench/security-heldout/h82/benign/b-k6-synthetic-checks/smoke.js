import http from "k6/http";
import { check, sleep } from "k6";

const BASE = __ENV.BASE_URL || "https://staging.shop.example";

export const options = {
  vus: 5,
  duration: "1m",
  thresholds: {
    http_req_failed: [{ threshold: "rate<0.01", abortOnFail: true }],
    http_req_duration: ["p(95)<400"],
    checks: ["rate>0.99"],
  },
  tags: { suite: "smoke" },
};

const paths = ["/", "/api/catalog/top", "/api/cart/health"];

export default function () {
  for (const p of paths) {
    const res = http.get(`${BASE}${p}`, { tags: { endpoint: p } });
    check(res, {
      "status is 2xx": (r) => r.status >= 200 && r.status < 300,
      "body not empty": (r) => r.body && r.body.length > 0,
    });
    sleep(1);
  }
}
