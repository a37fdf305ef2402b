import http from "k6/http";
import { sleep } from "k6";

const target = __ENV.TARGET || "http://localhost:8080";

export const options = {
  scenarios: {
    ramp: {
      executor: "ramping-arrival-rate",
      startRate: 10, timeUnit: "1s", preAllocatedVUs: 20, maxVUs: 50,
      stages: [{ target: 100, duration: "2m" }, { target: 200, duration: "2m" }, { target: 0, duration: "1m" }],
    },
  },
  thresholds: { http_req_failed: [{ threshold: "rate<0.05", abortOnFail: true }] },
};

export default function () {
  http.get(`${target}/health`);
  sleep(0.1);
}
