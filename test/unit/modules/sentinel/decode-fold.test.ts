/** lib/decode-fold.ts: the constant folder composes decoding steps in any order and language. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { foldExpression as fold } from '../../../../src/core/modules/sentinel/lib/decode-fold.ts';

const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');
const utf16b64 = (s: string): string => Buffer.from(s, 'utf16le').toString('base64');

test('decode-fold: char codes, joins and module lookups compose (Python)', () => {
  assert.equal(fold(`getattr(__import__(''.join(map(chr, [115, 117, 98, 112, 114, 111, 99, 101, 115, 115]))), 'ru' + 'n')`, 'py'), 'subprocess.run');
  assert.equal(fold(`bytes([111, 115]).decode()`, 'py'), 'os');
  assert.equal(fold(`importlib.import_module('o' 's')`, 'py'), 'os');
  // a rot13 text over two adjacent literals, the codec name itself built from pieces
  assert.equal(fold(`codecs.decode('jtrg ' 'uggc', 'ro' + 't' + '_13')`, 'py'), 'wget http');
  assert.equal(fold(`base64.b64decode(p).decode('utf-8')`, 'py', { p: b64('nc -e /bin/sh') }), 'nc -e /bin/sh');
  assert.equal(fold(`'hs/nib/'[::-1]`, 'py'), '/bin/sh');
});

test('decode-fold: PowerShell casts, negative ranges, -join and UTF-16 base64', () => {
  assert.equal(fold(`[char[]](73,110,118,111,107,101) -join ''`, 'ps'), 'Invoke');
  assert.equal(fold(`-join ('eliFdaolnwoD'.ToCharArray()[-1..-12])`, 'ps'), 'DownloadFile');
  assert.equal(
    fold(`[Text.Encoding]::Unicode.GetString([Convert]::FromBase64String('${utf16b64('https://198.51.100.4/x')}'))`, 'ps'),
    'https://198.51.100.4/x',
  );
  assert.equal(fold(`[System.Text.Encoding]::UTF8.GetString([System.Convert]::FromBase64String('${b64('iex')}'))`, 'ps'), 'iex');
});

test('decode-fold: JavaScript, Go and Lua spellings', () => {
  assert.equal(fold(`String.fromCharCode(...[101, 120, 101, 99])`, 'js'), 'exec');
  assert.equal(fold(`['l', 'a', 'v', 'e'].reverse().join('')`, 'js'), 'eval');
  assert.equal(fold(`Buffer.from('636820', 'hex').toString()`, 'js'), 'ch ');
  assert.equal(fold(`strings.Join([]string{"wg", "et", " -q"}, "")`, 'other'), 'wget -q');
  assert.equal(fold(`string.char(112, 105, 110, 103)`, 'other'), 'ping');
});

test('decode-fold: nothing decoded, nothing returned', () => {
  assert.equal(fold(`"plain text"`, 'py'), undefined);
  assert.equal(fold(`os.path.join(a, b)`, 'py'), undefined);
  assert.equal(fold(`', '.join(names)`, 'py'), undefined);
});
