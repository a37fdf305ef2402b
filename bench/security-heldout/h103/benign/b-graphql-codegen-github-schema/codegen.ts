import type { CodegenConfig } from '@graphql-codegen/cli';

const token = process.env.GITHUB_TOKEN;
if (!token) {
  throw new Error('Set GITHUB_TOKEN (e.g. `export GITHUB_TOKEN=$(gh auth token)`)');
}

const config: CodegenConfig = {
  schema: [
    {
      'https://api.github.com/graphql': {
        headers: {
          Authorization: `Bearer ${token}`,
          'User-Agent': 'acme-codegen',
        },
      },
    },
  ],
  documents: ['src/**/*.graphql'],
  generates: {
    './src/gql/': {
      preset: 'client',
      config: { scalars: { DateTime: 'string', URI: 'string', GitObjectID: 'string' } },
    },
  },
};

export default config;
