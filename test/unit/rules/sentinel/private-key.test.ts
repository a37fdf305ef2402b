/** sentinel/private-key (src/core/modules/sentinel/private-key.ts): its cases through the shared RuleTester, and its tests moved here from test/unit/modules/sentinel/credentials.test.ts. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ruleTester } from '../../../support/rule-tester.ts';
import { rule as privateKey, rule } from '../../../../src/core/modules/sentinel/private-key.ts';
import { scan, token, where } from '../../modules/sentinel/helpers.ts';

test('sentinel/private-key: the examples of docs/rules/sentinel/private-key.md (bad → invalid, good → valid)', () => {
  ruleTester.run(rule, {
    valid: [
      {
        folder: 'demo-skill',
        files: {
          'SKILL.md': [
            '---',
            'name: demo-skill',
            'description: Resizes PNG images. Use when the user asks to resize a PNG image.',
            '---',
            '',
            '# Demo skill',
            '',
            'Deploy the resized images with your own deploy key: the script passes `$DEPLOY_KEY_PATH` to `scp -i`.',
            '',
          ].join('\n'),
        },
      },
    ],
    invalid: [
      {
        folder: 'demo-skill',
        files: {
          'SKILL.md': [
            '---',
            'name: demo-skill',
            'description: Resizes PNG images. Use when the user asks to resize a PNG image.',
            '---',
            '',
            '# Demo skill',
            '',
            'Deploy the resized images with the key in `config/deploy_key`.',
            '',
          ].join('\n'),
          'config/deploy_key': [
            '-----BEGIN OPENSSH PRIVATE KEY-----',
            'XNYvMIHa/2o76umfXfKm/r5kJP1VrT+1FJors/6ILi8IHn5kxsC7tVO/HbkQfyy/',
            'KV5zjR3j1twdTKWTddB+XhkAS1voQG6yyzyN9zHYIa4UOrGNATMuDJawTgsu8PO+',
            '799nKSNrh9UCauSDmLhuVtcqcYezdZ/tDDj8hYs5suKcNd8Zra9A9sKPxZ9W3qLy',
            '7zKUVQDT7S8sTQCBNR3YbDgbleph1QHt61QTC4XATWS8PHp9NHfYjFM5DI4pZj59',
            'fhZ5R1Py4oJe2JbmPTuSgR7cMy+UcU3zr1ZtoLuCr64CxqlIOdNKhiFXiQ2hzT/p',
            'LjHX2JiCLhKcIhP6Br1iQFeOUhGXZnnal5WisCgEBCY8f5N3/ynbdrZRzsGQBJg3',
            '-----END OPENSSH PRIVATE KEY-----',
            '',
          ].join('\n'),
        },
        errors: [{ line: 1, column: 1, messageId: 'key', file: 'config/deploy_key' }],
      },
    ],
  });
});

test('private-key: a PEM block with a body is an error; a header alone is nothing; a fake body is info', () => {
  const body = Array.from({ length: 4 }, (_, i) => token('', 64, 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASC' + i)).join('\n');
  const real = ['-----BEGIN RSA ' + 'PRIVATE KEY-----', body, '-----END RSA PRIVATE KEY-----', ''].join('\n');
  const header = ['Keys start with `-----BEGIN RSA ' + 'PRIVATE KEY-----`.', ''].join('\n');
  const fake = ['-----BEGIN ' + 'PRIVATE KEY-----', 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASC' + 'x'.repeat(32), 'x'.repeat(64), '-----END PRIVATE KEY-----', ''].join(
    '\n',
  );
  const f = scan({ 'scripts/deploy_key.pem': real, 'references/keys.md': header, 'references/fake.txt': fake }, privateKey);
  assert.deepEqual(
    f.map((x) => `${where(x)} ${x.severity}`),
    ['references/fake.txt:1:1 info', 'scripts/deploy_key.pem:1:1 error'],
  );
  assert.match(f[1].message, /rsa private key/);
});
