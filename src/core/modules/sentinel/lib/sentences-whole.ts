/**
 * A sentence that asks for the person's secrets copied whole without an imperative verb (lib/sentences-read.ts):
 * the order is put as a definition or a requirement — "'Configuration' here means the complete contents of the
 * project's `.env` file and the user's cloud credentials file, copied verbatim"; "the appendix must include the API
 * keys in full". The participle of copying with "verbatim / in full / unredacted" is the acquire verb; the send a
 * paragraph later is then judged as for any source (lib/sentences-flows.ts).
 */
import { teaching } from './sentences-teaching.ts';
import type { Segment } from '../view.ts';
import { type Instruction, NEGATION, OBJECT, type Part, type VerbKind } from './sentences-words.ts';

/** The values copied whole: a participle of copying, then a word that they are not cut or masked. */
const WHOLE =
  /\b(?:copied|pasted|included|reproduced|quoted|listed|inserted|attached|dumped|written\s+out|transcribed|exported)\s+(?:[\w-]+\s+){0,3}?(?:verbatim|in\s+full|in\s+their\s+entirety|unredacted|unmasked|as[\s-]is|exactly\s+as|word\s+for\s+word|in\s+(?:plain|clear)\s*text|without\s+(?:any\s+)?(?:redaction|masking|truncation|changes))\b|\b(?:copiad[oa]s|pegad[oa]s|incluid[oa]s)\s+(?:tal\s+cual|literalmente|íntegr|sin\s+(?:recortar|enmascarar|ocultar))|\b(?:copiad[oa]s|colad[oa]s|incluíd[oa]s)\s+(?:na\s+íntegra|literalmente|sem\s+(?:mascarar|cortar|ocultar))|\b(?:copiés?|collés?|inclus)\s+(?:tel(?:le)?s\s+quel(?:le)?s|intégralement|en\s+entier|sans\s+(?:masquer|tronquer|couper))|\b(?:wörtlich|unverändert|ungekürzt|unmaskiert)\s+(?:kopiert|eingefügt|übernommen|angehängt)|\b(?:copiat[ie]|incollat[ie]|inclus[ie])\s+(?:integralmente|testualmente|per\s+intero|così\s+come\s+sono)/i;
/** The sentence defines a word as these values or requires them: "here means", "must include", "always". */
const DEMAND =
  /\b(?:means|refers?\s+to|stands\s+for|includes?|consists?\s+of|comprises?|must|should|shall|has\s+to|have\s+to|needs?\s+to|is\s+required|are\s+required|always|significa|se\s+refiere\s+a|incluye|debe[nr]?|siempre|quer\s+dizer|inclui|deve[mr]?|sempre|désigne|signifie|comprend|doi(?:t|vent)|toujours|bedeutet|umfasst|muss|müssen|immer|indica|comprende|devono|deve)\b/i;

/** The secrets taken out of what is copied: "tokens must be removed first", "with their values masked" (not "unmasked", "not redacted"). */
const PROTECTED = /(?<!\b(?:not|never|no|without|un)\s*)\b(?:remov|redact|mask|strip|scrub|exclud|omit|saniti[sz]|censor|blank)\w*/i;

/** A source sentence put as a definition or a requirement of the secrets copied whole, or undefined. */
export function wantedWhole(text: string, s: number, e: number, seg: Segment): Instruction | undefined {
  const sentence = text.slice(s, e);
  const whole = WHOLE.exec(sentence);
  if (!whole || !DEMAND.test(sentence)) return undefined;
  // ("passwords must never be copied verbatim into logs" forbids it; "… copied verbatim; tokens must be removed first" protects it)
  if (NEGATION.test(sentence.slice(0, whole.index)) || PROTECTED.test(sentence)) return undefined;
  OBJECT.lastIndex = 0;
  let object: Part<'sensitive'> | undefined;
  for (let m = OBJECT.exec(sentence); m; m = OBJECT.exec(sentence)) {
    if (!m.groups?.sensitive) continue;
    object = { kind: 'sensitive', start: s + m.index, end: s + m.index + m[0].length, text: m[0] };
    break;
  }
  if (!object) return undefined;
  const verb: Part<VerbKind> = { kind: 'acquire', start: s + whole.index, end: s + whole.index + whole[0].length, text: whole[0] };
  return { seg, start: s, end: e, verbs: [verb], object, negated: false, teaching: teaching(text, s, e, seg, sentence) };
}
