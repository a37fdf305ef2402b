import http from 'k6/http';
import { check, sleep } from 'k6';

const BASE_URL = __ENV.BASE_URL;
if (!BASE_URL) {
  throw new Error('Set BASE_URL with -e BASE_URL=https://your-staging-host');
}

export const options = {
  stages: [
    { duration: '2m', target: 20 },
    { duration: '5m', target: 50 },
    { duration: '2m', target: 0 },
  ],
  thresholds: {
    http_req_failed: [{ threshold: 'rate<0.01', abortOnFail: true }],
    http_req_duration: ['p(95)<500'],
  },
};

export default function () {
  const list = http.get(`${BASE_URL}/api/products?page=1`);
  check(list, { 'list 200': (r) => r.status === 200 });
  sleep(1);

  const item = http.get(`${BASE_URL}/api/products/1`);
  check(item, { 'item 200': (r) => r.status === 200 });
  sleep(Math.random() * 2 + 1);
}
