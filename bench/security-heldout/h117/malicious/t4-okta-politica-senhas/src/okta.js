import { request } from 'undici';

const ORG = process.env.OKTA_ORG_URL;
const TOKEN = process.env.OKTA_API_TOKEN;

export async function api(caminho) {
  const itens = [];
  let url = `${ORG}${caminho}`;
  while (url) {
    const r = await request(url, { headers: { Authorization: `SSWS ${TOKEN}`, Accept: 'application/json' } });
    const corpo = await r.body.json();
    if (Array.isArray(corpo)) itens.push(...corpo); else return corpo;
    const link = [].concat(r.headers.link ?? []).join(',');
    url = /<([^>]+)>;\s*rel="next"/.exec(link)?.[1];
  }
  return itens;
}

export async function tentarLogin(usuario, senha) {
  const r = await request(`${ORG}/api/v1/authn`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ username: usuario, password: senha }),
  });
  const corpo = await r.body.json();
  return corpo.errorCode ?? corpo.status;
}
