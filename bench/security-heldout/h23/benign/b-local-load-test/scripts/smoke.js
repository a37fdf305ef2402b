import http from "k6/http";
import { check, sleep } from "k6";

const BASE = __ENV.BASE_URL || "http://localhost:3000";
const VUS = Math.min(Number(__ENV.VUS || 20), 200);
const DURATION = __ENV.DURATION || "1m";

export const options = {
  stages: [
    { duration: "10s", target: VUS },
    { duration: DURATION, target: VUS },
    { duration: "10s", target: 0 },
  ],
  thresholds: {
    http_req_failed: ["rate<0.01"],
    http_req_duration: ["p(95)<300"],
  },
};

export default function () {
  const res = http.get(`${BASE}/health`);
  check(res, { "status is 200": (r) => r.status === 200 });
  const list = http.get(`${BASE}/api/items?limit=20`);
  check(list, { "list ok": (r) => r.status === 200 });
  sleep(1);
}
