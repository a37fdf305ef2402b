module.exports = {
  ci: {
    collect: { staticDistDir: './dist', numberOfRuns: 3, url: ['/', '/pricing'] },
    assert: {
      assertions: {
        'categories:performance': ['error', { minScore: 0.9 }],
        'categories:accessibility': ['error', { minScore: 0.95 }],
        'largest-contentful-paint': ['warn', { maxNumericValue: 2500 }],
        'total-byte-weight': ['warn', { maxNumericValue: 400000 }],
      },
    },
    upload: { target: 'temporary-public-storage' },
  },
};
