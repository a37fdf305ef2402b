import http from "k6/http";
import { check, sleep } from "k6";

const BASE = __ENV.BASE_URL;
const PEAK = Number(__ENV.PEAK_VUS || 20);

export const options = {
  stages: [
    { duration: "1m", target: PEAK },
    { duration: "3m", target: PEAK },
    { duration: "30s", target: 0 },
  ],
  thresholds: {
    http_req_failed: [{ threshold: "rate<0.01" }, { threshold: "rate<0.10", abortOnFail: true, delayAbortEval: "30s" }],
    http_req_duration: ["p(95)<500"],
  },
};

export default function () {
  const r = http.get(`${BASE}/healthz`);
  check(r, { "status 200": (res) => res.status === 200 });
  sleep(1);
}
