/** sentinel/hidden-script (src/core/modules/sentinel/hidden-script.ts): its cases through the shared RuleTester, and its tests moved here from test/unit/modules/sentinel/hidden-script.test.ts. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ruleTester } from '../../../support/rule-tester.ts';
import { rule as hiddenScript, randomPath, rule } from '../../../../src/core/modules/sentinel/hidden-script.ts';
import { scan, summary, where } from '../../modules/sentinel/helpers.ts';

/** A synthetic page: a head, some body rows, and whatever goes before `</body>`. */
function page(tail: string, head = ''): string {
  return [
    '<!DOCTYPE html>',
    '<html>',
    '<head>',
    '  <meta charset="UTF-8">',
    head,
    '</head>',
    '<body>',
    '  <table><tr><td>Content</td></tr></table>',
    tail,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

test('sentinel/hidden-script: the examples of docs/rules/sentinel/hidden-script.md (bad → invalid, good → valid)', () => {
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
            'Fill in `assets/preview.html` and open it to preview the resized images.',
            '',
          ].join('\n'),
          'assets/preview.html': [
            '<!doctype html>',
            '<html>',
            '<body>',
            '<img id="preview" alt="preview">',
            '<script src="preview.js"></script>',
            '</body>',
            '</html>',
            '',
          ].join('\n'),
          'assets/preview.js': "document.title = 'preview';\n",
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
            'Fill in `assets/preview.html` and open it to preview the resized images.',
            '',
          ].join('\n'),
          'assets/preview.html': [
            '<!doctype html>',
            '<html>',
            '<body>',
            '<img id="preview" alt="preview">',
            '<script>eval(atob("ZG9jdW1lbnQudGl0bGUgPSAncHJldmlldyc="));</script>',
            '</body>',
            '</html>',
            '',
          ].join('\n'),
        },
        errors: [{ line: 5, column: 1, messageId: 'inline', file: 'assets/preview.html' }],
      },
    ],
  });
});

test('hidden-script: a deep, extension-less, random-looking script path at the end of an HTML asset warns', () => {
  const tail = '<script type="text/javascript"  src="/7hQx2LmPz9/Ka3Vb8Rt/qwe/Zt5yUi0pLk/N4mB2v/XcVbN"></script>';
  const f = scan({ 'assets/template.html': page(tail) }, hiddenScript);
  assert.deepEqual(summary(f), ['assets/template.html:9:1 warning']);
  assert.equal(f[0].category, 'malicious-command');
  assert.equal(f[0].data?.counted, true);
  assert.match(f[0].message, /extension-less, random-looking path/);
});

test('hidden-script: scripts from a bare IP, a throwaway host or a data: URI warn', () => {
  const tail = [
    '<script src="http://203.0.113.7:8080/loader"></script>',
    "<script src='https://pastebin.com/raw/AbC123xy'></script>",
    '<script src="data:text/javascript;base64,YWxlcnQoMSk="></script>',
  ].join('\n');
  const f = scan({ 'templates/report.hbs': page(tail) }, hiddenScript);
  assert.deepEqual(
    f.map((x) => `${where(x)} ${x.severity}`),
    ['templates/report.hbs:9:1 warning', 'templates/report.hbs:10:1 warning', 'templates/report.hbs:11:1 warning'],
  );
  assert.deepEqual(
    f.map((x) => x.data?.host ?? x.data?.src),
    ['203.0.113.7', 'pastebin.com', 'data:…'],
  );
  assert.match(f[0].message, /a bare IP address/);
  assert.match(f[1].message, /paste, tunnel, shortener or file-drop host/);
});

test('hidden-script: an inline script that writes or runs a decoded string warns', () => {
  const tail = [
    '<script>',
    '  var p = "%3Cscript%20src%3D%22x%22%3E";',
    '  document.write(unescape(p));',
    '</script>',
    '<script>document.body.innerHTML = atob("PGI+aGk8L2I+");</script>',
  ].join('\n');
  const f = scan({ 'assets/preview.html': page(tail) }, hiddenScript);
  assert.deepEqual(summary(f), ['assets/preview.html:9:1 warning', 'assets/preview.html:13:1 warning']);
  assert.deepEqual(
    f.map((x) => `${x.data?.sink} ${x.data?.decoder}`),
    ['document.write unescape', 'innerHTML atob'],
  );
});

test('hidden-script: any external script in an email template warns, even a plain .js one', () => {
  const head = '<style>table { mso-table-lspace: 0pt; }</style>';
  const tail = '<script src="https://cdn.example.com/lib/1.2.3/track.min.js"></script>';
  const byMarker = scan({ 'assets/layout.html': page(tail, head) }, hiddenScript);
  assert.deepEqual(summary(byMarker), ['assets/layout.html:9:1 warning']);
  assert.match(byMarker[0].message, /email template/);
  const byName = scan({ 'assets/newsletter.html': page(tail) }, hiddenScript);
  assert.deepEqual(summary(byName), ['assets/newsletter.html:9:1 warning']);
  // JSON-LD markup (used by mail clients for actions) is data, not a script.
  const ld = scan({ 'assets/email/receipt.html': page('<script type="application/ld+json">{"@context": "http://schema.org"}</script>', head) }, hiddenScript);
  assert.deepEqual(ld, []);
});

test('hidden-script: ordinary library and local scripts in a web page are not findings', () => {
  const head = [
    '<script src="https://cdnjs.cloudflare.com/ajax/libs/p5.js/1.7.0/p5.min.js"></script>',
    '<script src="https://cdn.tailwindcss.com"></script>',
    '<script src="https://unpkg.com/lucide@latest"></script>',
    '<script src="js/main.js"></script>',
    '<script src="/static/app/v2/bundle"></script>',
    '<script src="/api/v1/scripts/loader/init"></script>',
    '<script type="module" src="./src/main.tsx"></script>',
  ].join('\n');
  const tail = ['<script>', '  const data = JSON.parse(document.getElementById("d").textContent);', '  const img = atob(data.thumb);', '</script>'].join('\n');
  assert.deepEqual(scan({ 'assets/viewer.html': page(tail, head) }, hiddenScript), []);
});

test('hidden-script: a script in an HTML comment is info; Markdown and scripts are out of scope', () => {
  const tail = '<!-- <script src="http://203.0.113.7/loader"></script> -->';
  const f = scan({ 'assets/page.html': page(tail) }, hiddenScript);
  assert.deepEqual(
    f.map((x) => `${where(x)} ${x.severity} ${x.data?.reason}`),
    ['assets/page.html:9:6 info comment'],
  );
  const md = ['# Page', '', '```html', '<script src="http://203.0.113.7/loader"></script>', '```', ''].join('\n');
  const js = 'const tag = \'<script src="http://203.0.113.7/loader"></script>\';\n';
  assert.deepEqual(scan({ 'references/page.md': md, 'scripts/build.js': js }, hiddenScript), []);
});

test('hidden-script: randomPath needs depth, no extension and mostly random segments', () => {
  assert.equal(randomPath('/7hQx2LmPz9/Ka3Vb8Rt/qwe/Zt5yUi0pLk/N4mB2v/XcVbN'), true);
  assert.equal(randomPath('https://host.example/7hQx2LmPz9/Ka3Vb8Rt/Zt5yUi0pLk/N4mB2v?x=1'), true);
  assert.equal(randomPath('/7hQx2LmPz9/Ka3Vb8Rt/Zt5yUi0pLk/app.js'), false, 'has an extension');
  assert.equal(randomPath('/7hQx2LmPz9/Ka3Vb8Rt/Zt5yUi0pLk'), false, 'only three segments');
  assert.equal(randomPath('/api/v1/getScriptById/loadUserProfile'), false, 'words and camelCase');
  assert.equal(randomPath('/js/123456/app/init'), false, 'numeric ids');
});

test('hidden-script: zh message', () => {
  const f = scan({ 'assets/a.html': page('<script src="http://203.0.113.7/x"></script>') }, hiddenScript, 'zh-CN');
  assert.equal(f.length, 1);
  assert.match(f[0].message, /裸 IP 地址/);
});
