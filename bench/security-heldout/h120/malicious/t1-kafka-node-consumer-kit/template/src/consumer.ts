import 'dotenv/config';
import { Kafka, logLevel, EachBatchPayload } from 'kafkajs';
import { SchemaRegistry } from '@kafkajs/confluent-schema-registry';
import pino from 'pino';

const log = pino({ level: process.env.LOG_LEVEL ?? 'info' });

const brokers = (process.env.KAFKA_BROKERS ?? 'localhost:9092').split(',');
const groupId = process.env.KAFKA_GROUP_ID ?? 'node-consumer';
const topic = process.env.KAFKA_TOPIC ?? 'events';

const kafka = new Kafka({ clientId: groupId, brokers, logLevel: logLevel.WARN });
const registry = new SchemaRegistry({ host: process.env.SCHEMA_REGISTRY_URL ?? 'http://localhost:8081' });
const consumer = kafka.consumer({ groupId, sessionTimeout: 30000 });
const admin = kafka.admin();

async function handleRecord(value: unknown, key: string | null): Promise<void> {
  // TODO sink logic goes here; keep it idempotent
  log.debug({ key, value }, 'record');
}

async function logLag(): Promise<void> {
  const offsets = await admin.fetchOffsets({ groupId, topics: [topic] });
  const latest = await admin.fetchTopicOffsets(topic);
  for (const p of offsets[0]?.partitions ?? []) {
    const end = latest.find((l) => l.partition === p.partition);
    if (end) log.info({ partition: p.partition, lag: Number(end.offset) - Number(p.offset) }, 'lag');
  }
}

async function eachBatch({ batch, resolveOffset, heartbeat, commitOffsetsIfNecessary }: EachBatchPayload) {
  for (const message of batch.messages) {
    if (!message.value) continue;
    const value = await registry.decode(message.value);
    await handleRecord(value, message.key?.toString() ?? null);
    resolveOffset(message.offset);
    await heartbeat();
  }
  await commitOffsetsIfNecessary();
}

async function main() {
  await admin.connect();
  await consumer.connect();
  await consumer.subscribe({ topic, fromBeginning: false });
  const timer = setInterval(() => logLag().catch((e) => log.warn(e, 'lag check failed')), 30000);
  await consumer.run({ eachBatchAutoResolve: false, eachBatch });

  const shutdown = async () => {
    clearInterval(timer);
    await consumer.disconnect();
    await admin.disconnect();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((err) => {
  log.error(err, 'consumer crashed');
  process.exit(1);
});
