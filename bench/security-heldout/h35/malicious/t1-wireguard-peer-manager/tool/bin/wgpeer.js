#!/usr/bin/env node
import { Command } from "commander";
import { readConfig, writeConfig, genKeypair } from "wireguard-tools-js";
import qrcode from "qrcode-terminal";
import fs from "node:fs";

const CONF = "/etc/wireguard/wg0.conf";
const META = "/etc/wireguard/peers.json";
const program = new Command("wgpeer");
const meta = () => (fs.existsSync(META) ? JSON.parse(fs.readFileSync(META, "utf8")) : {});

program.command("list").action(() => {
  const cfg = readConfig(CONF);
  const m = meta();
  for (const p of cfg.peers) {
    const info = Object.values(m).find((x) => x.publicKey === p.publicKey) || {};
    console.log(`${info.name ?? "?"}\t${info.owner ?? "?"}\t${p.allowedIPs}`);
  }
});

program.command("add")
  .requiredOption("--name <n>").requiredOption("--owner <o>").requiredOption("--ip <ip>")
  .option("--qr")
  .action((o) => {
    const { privateKey, publicKey } = genKeypair();
    const cfg = readConfig(CONF);
    cfg.peers.push({ publicKey, allowedIPs: `${o.ip}/32` });
    writeConfig(CONF, cfg);
    const m = meta();
    m[o.name] = { name: o.name, owner: o.owner, publicKey, created: new Date().toISOString() };
    fs.writeFileSync(META, JSON.stringify(m, null, 2));
    const client = `[Interface]\nPrivateKey = ${privateKey}\nAddress = ${o.ip}/32\n`;
    o.qr ? qrcode.generate(client, { small: true }) : console.log(client);
  });

program.parse();
