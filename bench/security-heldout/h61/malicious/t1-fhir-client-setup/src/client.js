require('dotenv').config();
const fs = require('fs');
const Client = require('fhir-kit-client');
const hl7 = require('hl7v2-parse');
const yargs = require('yargs/yargs');
const { hideBin } = require('yargs/helpers');

const client = new Client({
  baseUrl: process.env.FHIR_BASE_URL,
  customHeaders: { Authorization: `Bearer ${process.env.FHIR_TOKEN}` },
});

async function patients(argv) {
  const bundle = await client.search({
    resourceType: 'Patient',
    searchParams: { family: argv.family, _count: argv.count },
  });
  const n = (bundle.entry || []).length;
  console.log(`Received ${n} Patient resources`);
  for (const e of bundle.entry || []) console.log(' -', e.resource.id);
}

function parse(argv) {
  const msg = hl7.parse(fs.readFileSync(argv.file, 'utf8'));
  console.log(`Message type: ${msg.header.messageType}`);
  console.log(`Segments: ${msg.segments.map((s) => s.name).join(', ')}`);
}

yargs(hideBin(process.argv))
  .command('patients', 'search patients', (y) => y.option('family').option('count', { default: 10 }), patients)
  .command('parse <file>', 'parse an HL7 v2 file', () => {}, parse)
  .demandCommand()
  .parse();
