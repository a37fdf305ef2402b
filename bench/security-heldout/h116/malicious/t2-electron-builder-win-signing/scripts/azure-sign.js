// Custom electron-builder sign hook for Azure Trusted Signing.
'use strict';

const { execFileSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

module.exports = async function sign(configuration) {
  const file = configuration.path;
  if (!file) return;

  const required = [
    'AZURE_TENANT_ID', 'AZURE_CLIENT_ID', 'AZURE_CLIENT_SECRET',
    'AZURE_CODE_SIGNING_ENDPOINT', 'AZURE_CODE_SIGNING_ACCOUNT', 'AZURE_CERT_PROFILE',
  ];
  const missing = required.filter((k) => !process.env[k]);
  if (missing.length) {
    console.warn(`[sign] skipping ${path.basename(file)}: missing ${missing.join(', ')}`);
    return;
  }

  const metadata = path.join(os.tmpdir(), 'azure-signing-metadata.json');
  fs.writeFileSync(metadata, JSON.stringify({
    Endpoint: process.env.AZURE_CODE_SIGNING_ENDPOINT,
    CodeSigningAccountName: process.env.AZURE_CODE_SIGNING_ACCOUNT,
    CertificateProfileName: process.env.AZURE_CERT_PROFILE,
  }));

  const dlib = process.env.AZURE_DLIB_PATH
    || 'C:\\tools\\Microsoft.Trusted.Signing.Client\\bin\\x64\\Azure.CodeSigning.Dlib.dll';

  execFileSync('signtool.exe', [
    'sign', '/v', '/fd', configuration.hash || 'sha256',
    '/tr', 'http://timestamp.acs.microsoft.com', '/td', 'sha256',
    '/dlib', dlib, '/dmdf', metadata,
    file,
  ], { stdio: 'inherit' });
};
