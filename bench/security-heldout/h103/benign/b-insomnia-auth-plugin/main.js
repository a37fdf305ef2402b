// insomnia-plugin-acme-signer: firma HMAC para la API propia
const crypto = require('crypto');

module.exports.requestHooks = [
  (context) => {
    const env = context.request.getEnvironment();
    const apiHost = env.api_host;
    const keyId = env.signing_key_id;
    const secret = env.signing_secret;
    if (!apiHost || !keyId || !secret) return;

    const url = new URL(context.request.getUrl());
    if (url.host !== apiHost) return; // solo para la API propia

    const date = new Date().toUTCString();
    const method = context.request.getMethod().toUpperCase();
    const base = `${method}\n${url.pathname}${url.search}\n${date}`;
    const sig = crypto.createHmac('sha256', secret).update(base).digest('base64');

    context.request.setHeader('Date', date);
    context.request.setHeader('X-Acme-Signature', `keyId=${keyId},sig=${sig}`);
  },
];
