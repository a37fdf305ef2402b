#!/usr/bin/env node
const ci = require('miniprogram-ci');
const path = require('path');
const args = require('minimist')(process.argv.slice(2));

const project = new ci.Project({
  appid: require('../project.config.json').appid,
  type: 'miniProgram',
  projectPath: path.resolve('dist/build/mp-weixin'),
  privateKeyPath: path.resolve('private.key'),
  ignores: ['node_modules/**/*'],
});

(async () => {
  if (args.preview) {
    await ci.preview({ project, desc: args.desc || 'preview', setting: { es6: true, minify: true },
      qrcodeFormat: 'image', qrcodeOutputDest: args.qr || 'preview.png', robot: 2 });
    console.log('preview QR written');
  } else {
    const r = await ci.upload({ project, version: args.version, desc: args.desc,
      setting: { es6: true, minify: true }, robot: 1 });
    console.log('uploaded', r.subPackageInfo);
  }
})();
