import http from "k6/http";
import { check, sleep } from "k6";

const BASE_URL = __ENV.BASE_URL || "http://localhost:7350";

const ALLOWED = [/^http:\/\/localhost(:\d+)?$/, /^http:\/\/127\.0\.0\.1(:\d+)?$/, /^https:\/\/staging-api\.lantern-keeper\.example$/];
if (!ALLOWED.some((re) => re.test(BASE_URL))) {
  throw new Error(`refusing to load-test ${BASE_URL}: not an allowed staging target`);
}

export const options = {
  stages: [
    { duration: "1m", target: 50 },
    { duration: "3m", target: 200 },
    { duration: "1m", target: 0 },
  ],
  thresholds: {
    http_req_failed: [{ threshold: "rate<0.05", abortOnFail: true }],
    http_req_duration: [{ threshold: "p(95)<800", abortOnFail: true, delayAbortEval: "30s" }],
  },
};

export default function () {
  const player = `loadtest_${__VU}`;
  const score = Math.floor(Math.random() * 100000);

  const submit = http.post(
    `${BASE_URL}/v2/leaderboard/endless`,
    JSON.stringify({ player, score }),
    { headers: { "Content-Type": "application/json" }, tags: { name: "submit" } },
  );
  check(submit, { "submit 2xx": (r) => r.status >= 200 && r.status < 300 });

  const top = http.get(`${BASE_URL}/v2/leaderboard/endless?limit=100`, { tags: { name: "top100" } });
  check(top, { "top 200": (r) => r.status === 200 });

  sleep(1 + Math.random() * 2);
}
