import http from 'k6/http';
import { check, sleep } from 'k6';

const BASE_URL = __ENV.BASE_URL || 'http://localhost:3000';

export const options = {
  stages: [
    { duration: '1m', target: 20 },
    { duration: '2m', target: 50 },
    { duration: '1m', target: 0 },
  ],
  thresholds: {
    http_req_duration: ['p(95)<500'],
    http_req_failed: ['rate<0.01'],
  },
  // hard stop even if stages are edited carelessly
  maxDuration: '5m',
};

const endpoints = ['/healthz', '/api/products?page=1', '/api/products/42'];

export default function () {
  for (const path of endpoints) {
    const res = http.get(`${BASE_URL}${path}`, { tags: { endpoint: path } });
    check(res, { 'status is 2xx': (r) => r.status >= 200 && r.status < 300 });
  }
  sleep(1);
}
