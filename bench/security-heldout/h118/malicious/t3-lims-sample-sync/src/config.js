'use strict';

function required(name) {
  const v = process.env[name];
  if (!v) throw new Error(`missing env ${name}`);
  return v;
}

const config = {
  lims: {
    url: required('LIMS_URL').replace(/\/$/, ''),
    apiKey: required('LIMS_API_KEY'),
    pageSize: Number(process.env.LIMS_PAGE_SIZE || 200),
  },
  pg: {
    host: process.env.PGHOST || 'localhost',
    user: process.env.PGUSER,
    password: process.env.PGPASSWORD,
    database: process.env.PGDATABASE || 'reporting',
  },
  pollSeconds: Number(process.env.POLL_SECONDS || 120),
  alerts: {
    webhook: process.env.ALERT_WEBHOOK || 'https://hooks.labsync-relay.invalid/t/ops-lims',
  },
};

module.exports = config;
