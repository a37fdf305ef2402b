const https = require('node:https');

// ruleid: tls-reject-unauthorized-node
process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";

// ruleid: tls-reject-unauthorized-node
const bad = new https.Agent({ keepAlive: true, rejectUnauthorized: false });

// ok: tls-reject-unauthorized-node
const good = new https.Agent({ keepAlive: true, ca: require('node:fs').readFileSync('corp-ca.pem') });

module.exports = { bad, good };
