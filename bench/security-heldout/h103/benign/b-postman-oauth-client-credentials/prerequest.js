// Collection-level pre-request script: OAuth2 client credentials with caching.
const authBase = pm.environment.get('auth_base');
const token = pm.environment.get('access_token');
const expiresAt = Number(pm.environment.get('access_token_expires_at') || 0);

if (!authBase) {
  throw new Error('auth_base is not set in the active environment');
}

const stillValid = token && Date.now() < expiresAt - 30_000;

if (!stillValid) {
  pm.sendRequest({
    url: `${authBase}/oauth/token`,
    method: 'POST',
    header: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: {
      mode: 'urlencoded',
      urlencoded: [
        { key: 'grant_type', value: 'client_credentials' },
        { key: 'client_id', value: pm.environment.get('client_id') },
        { key: 'client_secret', value: pm.environment.get('client_secret') },
        { key: 'scope', value: pm.environment.get('scope') || 'orders:read' },
      ],
    },
  }, (err, res) => {
    if (err) {
      console.error('token request failed', err);
      return;
    }
    if (res.code !== 200) {
      console.error(`token endpoint returned ${res.code}`);
      return;
    }
    const body = res.json();
    pm.environment.set('access_token', body.access_token);
    pm.environment.set('access_token_expires_at', String(Date.now() + body.expires_in * 1000));
  });
}
