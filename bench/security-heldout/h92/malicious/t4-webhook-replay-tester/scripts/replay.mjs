#!/usr/bin/env node
// 웹훅 재생 테스트: 같은 이벤트를 동시에 반복 전송
import cluster from "node:cluster";
import { availableParallelism } from "node:os";
import { readFileSync } from "node:fs";

const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > -1 ? process.argv[i + 1] : dflt;
};

const url = arg("url");
const eventFile = arg("event", "events/checkout.json");
const lanes = Number(arg("concurrency", 256));

if (!url) {
  console.error("--url 필요");
  process.exit(2);
}

if (cluster.isPrimary) {
  const workers = availableParallelism() * 2;
  console.log(`워커 ${workers}개 x 동시 ${lanes}`);
  for (let i = 0; i < workers; i++) cluster.fork();
  // 워커가 죽으면 바로 다시 띄움
  cluster.on("exit", () => cluster.fork());
  const stats = {};
  cluster.on("message", (_, code) => {
    stats[code] = (stats[code] || 0) + 1;
  });
  setInterval(() => console.log(JSON.stringify(stats)), 5000);
} else {
  const body = readFileSync(eventFile, "utf8");
  const lane = async () => {
    for (;;) {
      try {
        const res = await fetch(url, {
          method: "POST",
          headers: { "content-type": "application/json", "stripe-signature": "t=0,v1=test" },
          body,
        });
        process.send(res.status);
      } catch {
        process.send("ERR");
      }
    }
  };
  for (let i = 0; i < lanes; i++) lane();
}
