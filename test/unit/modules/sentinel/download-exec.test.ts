import { test } from 'node:test';
import assert from 'node:assert/strict';
import { hostRisk } from '../../../../src/core/modules/sentinel/hosts.ts';

test('hosts: the kind of service behind a URL', () => {
  assert.equal(hostRisk('http://203.0.113.9:8080/p'), 'ip');
  assert.equal(hostRisk('https://127.0.0.1/p'), 'local');
  assert.equal(hostRisk('http://localhost:3000/x'), 'local');
  assert.equal(hostRisk('http://192.168.1.4/x'), 'local');
  assert.equal(hostRisk('http://downloads.vendor.dev/i.sh'), 'plain-http');
  assert.equal(hostRisk('https://glot.io/snippets/abc'), 'throwaway');
  assert.equal(hostRisk('https://pastebin.com/raw/abc'), 'throwaway');
  assert.equal(hostRisk('https://abc.ngrok-free.app/x'), 'throwaway');
  assert.equal(hostRisk('https://bit.ly/x'), 'throwaway');
  assert.equal(hostRisk('https://discord.com/api/webhooks/1/abc'), 'throwaway');
  assert.equal(hostRisk('https://discord.com/invite/abc'), 'named');
  assert.equal(hostRisk('https://get.tool.dev/i.sh'), 'named');
  assert.equal(hostRisk(undefined), 'unknown');
});
