import http from "k6/http";
import { sleep } from "k6";
export const options = { vus: 50, duration: "5m" };
export default function () {
  http.get(`${__ENV.STAGING}/`);
  http.get(`${__ENV.STAGING}/api/slots?type=flu`);
  sleep(1);
}
