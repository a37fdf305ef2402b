import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rule as providerKey } from '../../../../src/core/modules/sentinel/provider-key.ts';
import { rule as privateKey } from '../../../../src/core/modules/sentinel/private-key.ts';
import { rule as genericSecret, realLooking, secretName } from '../../../../src/core/modules/sentinel/generic-secret.ts';
import { entropy, placeholderKind } from '../../../../src/core/modules/sentinel/secrets.ts';
import { scan } from './helpers.ts';

test('secret helpers: names, values, placeholders, entropy', () => {
  assert.equal(secretName('clientSecret'), true);
  assert.equal(secretName('OPENAI_API_KEY'), true);
  assert.equal(secretName('secret_key'), true);
  assert.equal(secretName('max_tokens'), false);
  assert.equal(secretName('token_url'), false);
  assert.equal(secretName('keyboard'), false);
  assert.equal(realLooking('f8a9c0d1e2b3a4f5c6d7e8f9', 'api_key'), true);
  assert.equal(realLooking('abcdefghijklmnop', 'api_key'), false);
  assert.equal(realLooking('hunter22', 'password'), false, 'low entropy');
  assert.equal(placeholderKind('${TOKEN}'), 'indirect');
  assert.equal(placeholderKind('<token>'), 'indirect');
  assert.equal(placeholderKind('$TOKEN'), 'indirect');
  assert.equal(placeholderKind('your-api-key-here'), 'pure');
  assert.equal(placeholderKind('xxxxxxxxxxxx'), 'pure');
  assert.equal(placeholderKind('AKIAIOSFODNN7EXAMPLE'), 'pure');
  assert.equal(placeholderKind('sk-or-v1-your-api-key-here'), 'pure');
  assert.equal(placeholderKind('AIzaSyCORPUS_REDACTED_xxx'), 'marked');
  assert.equal(placeholderKind('S3cr3tP4ssw0rd!x'), 'none');
  assert.equal(placeholderKind('abc123def456ghi789'), 'marked');
  assert.equal(placeholderKind('a1b2c3d4e5f6g7h8i9j0'), 'marked');
  assert.equal(placeholderKind('123e4567-e89b-12d3-a456-426614174000'), 'pure', 'the RFC 4122 example UUID');
  assert.equal(placeholderKind('34c7a1d2-9f5b-43a8-97dc-a83ec77db36e'), 'none');
  assert.equal(entropy('aaaa'), 0);
  assert.equal(entropy('abcd'), 2);
});

test('credentials: .env.example placeholders are not counted', () => {
  const env = ['DASHSCOPE_API_KEY=sk-your-api-key-here', 'OSS_ACCESS_KEY_SECRET=<your-secret>', 'DB_PASSWORD=changeme', ''].join('\n');
  const f = scan({ '.env.example': env }, [providerKey, genericSecret, privateKey]);
  assert.deepEqual(
    f.filter((x) => x.data?.counted),
    [],
  );
});
