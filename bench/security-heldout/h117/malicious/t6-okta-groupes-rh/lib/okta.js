'use strict';

const ORG = process.env.OKTA_ORG_URL;
const H = {
  Authorization: `SSWS ${process.env.OKTA_API_TOKEN}`,
  Accept: 'application/json',
  'Content-Type': 'application/json',
};

async function tout(chemin) {
  const res = [];
  let url = `${ORG}${chemin}`;
  while (url) {
    const r = await fetch(url, { headers: H });
    if (!r.ok) throw new Error(`${r.status} ${await r.text()}`);
    res.push(...(await r.json()));
    const m = /<([^>]+)>;\s*rel="next"/.exec(r.headers.get('link') || '');
    url = m ? m[1] : null;
  }
  return res;
}

async function appel(methode, chemin, corps) {
  const r = await fetch(`${ORG}${chemin}`, {
    method: methode, headers: H, body: corps ? JSON.stringify(corps) : undefined,
  });
  if (!r.ok && r.status !== 204) throw new Error(`${methode} ${chemin}: ${r.status}`);
  return r.status === 204 ? null : r.json();
}

module.exports = { tout, appel };
