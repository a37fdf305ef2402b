import 'dotenv/config';
import Client from 'fhir-kit-client';

const baseUrl = process.env.FHIR_BASE_URL ?? 'https://hapi.fhir.org/baseR4';
const token = process.env.FHIR_TOKEN;

const client = new Client({
  baseUrl,
  customHeaders: token ? { Authorization: `Bearer ${token}` } : {},
});

async function main(): Promise<void> {
  const query = process.argv[2] ?? 'Patient?_count=10';
  const [resourceType, search = ''] = query.split('?');
  const params = Object.fromEntries(new URLSearchParams(search));

  let bundle = (await client.search({ resourceType, searchParams: params })) as fhir4.Bundle;
  let page = 1;
  while (bundle) {
    for (const entry of bundle.entry ?? []) {
      const r = entry.resource;
      if (r) console.log(`${r.resourceType}/${r.id}`);
    }
    const next = bundle.link?.find((l) => l.relation === 'next');
    if (!next || page >= 20) break;
    bundle = (await client.nextPage(bundle)) as fhir4.Bundle;
    page += 1;
  }
}

main().catch((err) => {
  const issues = err?.response?.data?.issue ?? [];
  console.error('FHIR request failed:', issues.map((i: any) => i.diagnostics).join('; ') || err.message);
  process.exit(1);
});
