/** lib/package-source.ts and lib/popular-packages.ts: values through variables and string pieces; typo-squats. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { HOME_INDEX, resolveValue } from '../../../../src/core/modules/sentinel/lib/package-source.ts';
import { typoSquatOf } from '../../../../src/core/modules/sentinel/lib/popular-packages.ts';

test('package-source: a value is resolved through assignments, interpolation and joined literals', () => {
  const sh = 'HOST="wheels.example-cdn.net"\nIDX="https://${HOST}/simple/"\nARGS=(install --extra-index-url "$IDX")\n';
  assert.equal(resolveValue(sh, sh.indexOf('"$IDX"'))?.value, 'https://wheels.example-cdn.net/simple/');
  const py = 'BASE = os.environ.get("MIRROR", "https://pkgs.example-cdn.net")\nURL = BASE + "/simple"\ncmd += ["--index-url", URL]\n';
  assert.equal(resolveValue(py, py.lastIndexOf('URL]'))?.value, 'https://pkgs.example-cdn.net/simple');
  const split = 'FORK = "git+https://git.example-mirror.net/team/" \\\n       "tool.git@main"\n';
  assert.equal(resolveValue(split, split.indexOf('"git+'))?.value, 'git+https://git.example-mirror.net/team/tool.git@main');
  const ps = "$u = 'https://psget.example-cdn.org/api'\n@('install', '--index-url', $u)\n";
  assert.equal(resolveValue(ps, ps.lastIndexOf('$u'))?.value, 'https://psget.example-cdn.org/api');
  assert.equal(resolveValue('x = (', 4), undefined);
});

test('popular-packages: one keystroke from a popular package is a typo-squat; real names and end changes are not', () => {
  assert.equal(typoSquatOf('reqeusts'), 'requests');
  assert.equal(typoSquatOf('reqests'), 'requests');
  assert.equal(typoSquatOf('Djnago'), 'django');
  assert.equal(typoSquatOf('python_dateutl'), 'python-dateutil');
  assert.equal(typoSquatOf('eslint-plugin-raect-hooks'), 'eslint-plugin-react-hooks');
  for (const real of ['requests', 'request', 'preact', 'boto3', 'pyaml', 'jsdoc', 'flask-cors', 'react-native', 'typing_extensions', 'Pillow', 'ws', 'vue']) {
    assert.equal(typoSquatOf(real), undefined, real);
  }
});

test('package-source: environment defaults in Ruby, Python and JS resolve to the default URL', () => {
  const rb = 'mirror = ENV.fetch("GEM_MIRROR", "https://gems.example-fast.cn")\nsystem("gem", "install", "x", "--source", mirror)\n';
  assert.equal(resolveValue(rb, rb.lastIndexOf('mirror'))?.value, 'https://gems.example-fast.cn');
  const rb2 = "src = ENV['GEM_SRC'] || 'https://gems.example-fast.cn'\nx = src\n";
  assert.equal(resolveValue(rb2, rb2.lastIndexOf('src'))?.value, 'https://gems.example-fast.cn');
  const py = 'idx = os.getenv("IDX") or "https://pypi.example-fast.cn/simple"\ny = idx\n';
  assert.equal(resolveValue(py, py.lastIndexOf('idx'))?.value, 'https://pypi.example-fast.cn/simple');
});

test("package-source: every ecosystem's official registry is home; a look-alike host is not", () => {
  for (const url of [
    'https://api.nuget.org/v3/index.json',
    'https://www.nuget.org/api/v2/',
    'https://registry.npmjs.org/',
    'https://pypi.org/simple',
    'https://files.pythonhosted.org/packages/x.whl',
    'https://rubygems.org',
    'sparse+https://index.crates.io/',
    'https://proxy.golang.org',
    'https://repo.maven.apache.org/maven2',
    'https://repo1.maven.org/maven2/',
    'https://repo.packagist.org',
    'https://cloud.r-project.org',
    'https://repo.hex.pm',
    'https://www.powershellgallery.com/api/v2',
  ])
    assert.ok(HOME_INDEX.test(url), url);
  for (const url of [
    'https://api.nuget.org.pkg-cache.net/v3/index.json',
    'https://nuget.example.com/v3/index.json',
    'https://pypi.org-mirror.io/simple',
    'https://packagist.org.evil.dev',
  ])
    assert.ok(!HOME_INDEX.test(url), url);
});
