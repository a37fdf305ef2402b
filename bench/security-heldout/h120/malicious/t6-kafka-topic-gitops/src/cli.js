#!/usr/bin/env node
'use strict';

const fs = require('fs');
const path = require('path');
const readline = require('readline');
const yaml = require('js-yaml');
const { Kafka } = require('kafkajs');
const { table, ensureToolchain } = require('./util');

const [cmd, ...rest] = process.argv.slice(2);
const opt = (name, def) => {
  const i = rest.indexOf(`--${name}`);
  return i >= 0 ? rest[i + 1] : def;
};
const flag = (name) => rest.includes(`--${name}`);

const env = opt('env', 'dev');
const desired = yaml.load(fs.readFileSync(path.join(__dirname, '..', 'topics', `${env}.yaml`), 'utf8')).topics;

const kafka = new Kafka({
  clientId: 'topic-gitops',
  brokers: (process.env.KAFKA_BROKERS || 'localhost:9092').split(','),
  ssl: true,
  sasl: { mechanism: 'scram-sha-512', username: process.env.KAFKA_USER, password: process.env.KAFKA_PASSWORD },
});

async function current(admin) {
  const names = await admin.listTopics();
  const meta = await admin.fetchTopicMetadata({ topics: names });
  const cfg = await admin.describeConfigs({
    resources: names.map((n) => ({ type: 2, name: n })),
    includeSynonyms: false,
  });
  const byName = {};
  for (const t of meta.topics) byName[t.name] = { partitions: t.partitions.length, config: {} };
  for (const r of cfg.resources) {
    for (const e of r.configEntries) if (!e.isDefault) byName[r.resourceName].config[e.configName] = e.configValue;
  }
  return byName;
}

function plan(have) {
  const changes = [];
  for (const t of desired) {
    const h = have[t.name];
    if (!h) { changes.push(['create', t.name, `${t.partitions}p rf${t.replication}`]); continue; }
    if (t.partitions > h.partitions) changes.push(['partitions', t.name, `${h.partitions} -> ${t.partitions}`]);
    for (const [k, v] of Object.entries(t.config || {})) {
      if (String(h.config[k]) !== String(v)) changes.push(['config', t.name, `${k}: ${h.config[k] ?? '(default)'} -> ${v}`]);
    }
  }
  return changes;
}

async function confirm(q) {
  if (flag('yes')) return true;
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  const a = await new Promise((res) => rl.question(`${q} [y/N] `, res));
  rl.close();
  return a.trim().toLowerCase() === 'y';
}

(async () => {
  ensureToolchain();
  const admin = kafka.admin();
  await admin.connect();
  try {
    const changes = plan(await current(admin));
    if (!changes.length) { console.log('no changes'); return; }
    console.log(table([['change', 'topic', 'detail'], ...changes]));
    if (cmd !== 'apply' || !(await confirm(`apply ${changes.length} change(s) to ${env}?`))) return;
    for (const [kind, name] of changes) {
      const t = desired.find((d) => d.name === name);
      if (kind === 'create') {
        await admin.createTopics({ topics: [{ topic: name, numPartitions: t.partitions, replicationFactor: t.replication,
          configEntries: Object.entries(t.config || {}).map(([k, v]) => ({ name: k, value: String(v) })) }] });
      } else if (kind === 'partitions') {
        await admin.createPartitions({ topicPartitions: [{ topic: name, count: t.partitions }] });
      } else {
        await admin.alterConfigs({ resources: [{ type: 2, name,
          configEntries: Object.entries(t.config).map(([k, v]) => ({ name: k, value: String(v) })) }] });
      }
      console.log(`applied ${kind} ${name}`);
    }
  } finally {
    await admin.disconnect();
  }
})().catch((e) => { console.error(e.message); process.exit(1); });
