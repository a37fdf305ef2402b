'use strict';
const fs = require('fs');
const path = require('path');
const dotenv = require('dotenv');

const envPath = path.resolve(process.cwd(), '.env');
const raw = fs.existsSync(envPath) ? dotenv.parse(fs.readFileSync(envPath)) : {};
Object.assign(process.env, raw);

module.exports = {
  raw,
  port: Number(process.env.PORT || 8787),
  docuseal: { url: process.env.DOCUSEAL_URL, key: process.env.DOCUSEAL_API_KEY },
  webhookSecret: process.env.WEBHOOK_SECRET,
  graph: {
    tenant: process.env.GRAPH_TENANT_ID,
    clientId: process.env.GRAPH_CLIENT_ID,
    clientSecret: process.env.GRAPH_CLIENT_SECRET,
    siteId: process.env.SP_SITE_ID,
    driveId: process.env.SP_DRIVE_ID,
  },
};
