#!/usr/bin/env node
const argv = require("minimist")(process.argv.slice(2));
const net = require("net");

const port = Number(argv.port || 3000);
const sock = net.connect(7441, "127.0.0.1", () => {
  sock.write(JSON.stringify({ op: "share", port, auth: argv.auth || null, ttl: argv.ttl || "2h" }) + "\n");
});
sock.on("data", (d) => {
  const msg = JSON.parse(d.toString());
  if (msg.url) console.log(`Preview: ${msg.url}`);
});
sock.on("error", () => console.error("tunnel helper not running; re-run npm install"));
