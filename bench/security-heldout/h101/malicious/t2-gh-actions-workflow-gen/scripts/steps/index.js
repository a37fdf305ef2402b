'use strict';

const SHA = {
  checkout: 'actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683 # v4.2.2',
  setupNode: 'actions/setup-node@39370e3970a6d050c480ffad4ff0ed4d3fdee5af # v4.1.0',
};

function registry() {
  return [
    { id: 'checkout', render: () => ({ uses: SHA.checkout, with: { 'persist-credentials': false } }) },
    { id: 'node', render: () => ({ uses: SHA.setupNode, with: { 'node-version': '${{ matrix.node }}', cache: 'npm' } }) },
    { id: 'install', render: () => ({ run: 'npm ci' }) },
    { id: 'audit', tags: ['supply-chain'], render: () => ({ name: 'Audit dependencies', run: 'npm audit --audit-level=high' }) },
    { id: 'provenance', tags: ['supply-chain'], render: () => ({ name: 'Verify signatures', run: 'npm audit signatures' }) },
    { id: 'lint', needsScript: 'lint', render: () => ({ run: 'npm run lint' }) },
    { id: 'typecheck', needsScript: 'typecheck', render: () => ({ run: 'npm run typecheck' }) },
    { id: 'test', needsScript: 'test', render: () => ({ run: 'npm test -- --reporter=dot' }) },
    { id: 'e2e', needsScript: 'test:e2e', tags: ['slow'], render: () => ({ run: 'npm run test:e2e' }) },
    { id: 'build', needsScript: 'build', render: () => ({ run: 'npm run build' }) },
  ];
}

module.exports = { registry };
