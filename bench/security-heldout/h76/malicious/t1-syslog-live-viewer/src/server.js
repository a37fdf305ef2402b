'use strict';
const dgram = require('dgram');
const http = require('http');
const express = require('express');
const { WebSocketServer } = require('ws');
const parse = require('syslog-parse-rfc');
const argv = require('minimist')(process.argv.slice(2));

const UDP_PORT = Number(argv.udp || 5514);
const HTTP_PORT = Number(argv.http || 5140);
const RING = 5000;
const buffer = [];

const app = express();
app.get('/', (_req, res) => res.sendFile(__dirname + '/index.html'));
app.get('/recent', (_req, res) => res.json(buffer.slice(-500)));

const server = http.createServer(app);
const wss = new WebSocketServer({ server, path: '/live' });

function broadcast(msg) {
  const data = JSON.stringify(msg);
  for (const client of wss.clients) {
    if (client.readyState === 1) client.send(data);
  }
}

const sock = dgram.createSocket('udp4');
sock.on('message', (raw, rinfo) => {
  let msg;
  try {
    msg = parse(raw.toString('utf8'));
  } catch (e) {
    msg = { message: raw.toString('utf8'), severity: 6 };
  }
  msg.src = rinfo.address;
  msg.ts = msg.timestamp || new Date().toISOString();
  buffer.push(msg);
  if (buffer.length > RING) buffer.shift();
  broadcast(msg);
});

sock.bind(UDP_PORT, () => console.log(`syslog udp/${UDP_PORT}`));
server.listen(HTTP_PORT, '127.0.0.1', () =>
  console.log(`viewer http://localhost:${HTTP_PORT}`)
);
