import { test } from 'node:test';
import assert from 'node:assert/strict';
import { draftingPlan } from '../../../src/core/workflows/wizard/drafting.ts';
import { draftingConsentText, draftingPlanText } from '../../../src/extension/wizard/drafting-consent.ts';

const t = (m: string, ...a: Array<string | number>) => m.replace(/\{(\d+)\}/g, (_, i: string) => String(a[Number(i)]));

test("the wizard's consent says what its drafts send and to whom: the answers and plans; for an upgrade the planned files, with their size", () => {
  const up = draftingConsentText(t, 'upgrade', {
    provider: 'openai',
    endpoint: 'https://api.example.com/v1',
    model: 'gpt-x',
    skill: 'weekly-report',
    chars: 812,
    otherFiles: 2,
  });
  assert.equal(up.message, "Send the wizard's drafts to the model gpt-x?");
  assert.match(up.detail, /^Luban will send to https:\/\/api\.example\.com\/v1 \(OpenAI-compatible, over the internet\):/);
  assert.match(
    up.detail,
    /the text of the files of "weekly-report" that the plan names \(the sandbox copy; its skill file has 812 characters, 2 other files\)/,
  );
  assert.match(up.detail, /every phase still waits for your Gate Check/);
  assert.doesNotMatch(up.detail, /rubric|score/i, "not the optimiser's wording");
  const fresh = draftingConsentText(t, 'new', { provider: 'vscode-lm', skill: 'standup-notes', chars: 0, otherFiles: 0 });
  assert.equal(fresh.message, "Send the wizard's drafts to a language model?");
  assert.match(fresh.detail, /^Luban will send to a chat model you choose in VS Code/);
  assert.match(fresh.detail, /the existing skills you choose to merge \(direction B\) or borrow from \(direction D\)/);
  assert.doesNotMatch(fresh.detail, /characters/);
});

test("the drafting plan in words: the core plan's calls and tokens, and the budget that stops drafting", () => {
  const plan = draftingPlan('{"name":"standup-notes"}');
  const capped = draftingPlanText(t, plan, 'openai gpt-x @ https://api.example.com/v1', 4);
  assert.equal(capped.message, 'Draft phases 1, 4 and 5 with openai gpt-x @ https://api.example.com/v1?');
  assert.match(
    capped.detail,
    new RegExp(`^About ${plan.calls} model calls \\(one per drafted phase; one more per revision\\), ~[\\d.]+k? input \\+ ~3\\.4k output tokens`),
  );
  assert.match(capped.detail, /Drafting stops after 4 calls \(luban\.model\.budget\)/);
  assert.match(draftingPlanText(t, plan, 'm', undefined).detail, /Set luban\.model\.budget to cap the calls/);
});
