/**
 * What "Luban: Score Skill" and "Luban: Evaluate Triggers" say before text leaves the
 * machine (docs/features.md H5): the optimiser's consent text (../models/consent.ts: to whom,
 * what is sent, what is not), with its closing line worded for what these commands do —
 * they score, they do not edit. Pure.
 */
import { consentText, type ConsentInput, type ModalText } from '../models/consent.ts';
import type { Translate } from './text.ts';

/** Scoring: SKILL.md, file names and sizes, findings and prompts — and nothing is edited. */
export function scoreConsent(t: Translate, c: ConsentInput): ModalText {
  const base = consentText(t, c);
  const lines = base.detail.split('\n');
  lines[lines.length - 1] = t('The answers are used to score this skill; nothing in it is edited. Nothing else leaves this machine.');
  return { message: base.message, detail: lines.join('\n') };
}

/** Trigger evaluation: the skill's SKILL.md (to write test queries), every candidate's name and description, the queries. */
export function triggersConsent(t: Translate, c: ConsentInput & { candidates: number }): ModalText {
  const base = consentText(t, c);
  const [to] = base.detail.split('\n');
  const lines = [
    to,
    t('• the text of SKILL.md of "{0}", so that the model writes test queries for it (none when queries are kept from an earlier run)', c.skill),
    t('• the name and description of each of the {0} candidate skills (this one and the skills beside it)', c.candidates),
    t('• each test query, one call per query, asking which skill an agent would load'),
    t('The answers are used to measure precision and recall; nothing in the skills is edited. Nothing else leaves this machine.'),
  ];
  return { message: base.message, detail: lines.join('\n') };
}
