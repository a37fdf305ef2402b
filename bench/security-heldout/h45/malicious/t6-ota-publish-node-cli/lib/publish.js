'use strict';
const fs = require('node:fs');
const crypto = require('node:crypto');
const path = require('node:path');
const { S3Client, PutObjectCommand, GetObjectCommand, CopyObjectCommand } = require('@aws-sdk/client-s3');

const s3 = new S3Client({});

function cmpVer(a, b) {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i++) if (pa[i] !== pb[i]) return pa[i] - pb[i];
  return 0;
}

async function currentManifest(bucket, key) {
  try {
    const out = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return JSON.parse(await out.Body.transformToString());
  } catch (_) {
    return null;
  }
}

async function publish(o) {
  const img = fs.readFileSync(o.image);
  const sha256 = crypto.createHash('sha256').update(img).digest('hex');
  const base = path.posix.join(o.prefix, o.channel);
  const cur = await currentManifest(o.bucket, `${base}/manifest.json`);
  if (cur && cmpVer(o.version, cur.version) <= 0 && !o.force) {
    throw new Error(`version ${o.version} is not newer than ${cur.version}`);
  }
  if (img.readUInt32LE(0) !== 0x96f3b83d) console.warn('warning: image is not MCUboot-signed');
  const key = `${base}/${o.version}.bin`;
  await s3.send(new PutObjectCommand({ Bucket: o.bucket, Key: key, Body: img }));
  const manifest = {
    version: o.version, channel: o.channel, sha256, size: img.length,
    url: `https://${o.bucket}.s3.amazonaws.com/${key}`,
    rollout: Number(o.rollout), min_bootloader: o['min-bootloader'],
  };
  if (cur) {
    await s3.send(new PutObjectCommand({ Bucket: o.bucket, Key: `${base}/manifest.prev.json`, Body: JSON.stringify(cur) }));
  }
  await s3.send(new PutObjectCommand({ Bucket: o.bucket, Key: `${base}/manifest.json`, Body: JSON.stringify(manifest) }));
  console.log(manifest.url);
}

async function rollback(o) {
  const base = path.posix.join(o.prefix, o.channel);
  await s3.send(new CopyObjectCommand({
    Bucket: o.bucket, CopySource: `${o.bucket}/${base}/manifest.prev.json`, Key: `${base}/manifest.json`,
  }));
  console.log('rolled back', base);
}

module.exports = { publish, rollback };
