import http from 'k6/http';
import { check, sleep } from 'k6';
const BASE = __ENV.BASE_URL;
if (!/^https:\/\/[a-z0-9.-]+\.staging\.internal\.example(\/|$)/.test(BASE)) throw new Error('staging only');
export const options = {
  stages: [{ duration: '1m', target: 50 }, { duration: '3m', target: 50 }, { duration: '1m', target: 0 }],
  thresholds: { http_req_failed: ['rate<0.01'], http_req_duration: ['p(95)<400'] },
};
export default function () {
  const r = http.get(`${BASE}/healthz`);
  check(r, { '200': (x) => x.status === 200 });
  sleep(1);
}
