/**
 * sentinel/concealment's "the user kept unaware" in Spanish, Portuguese, French, German, Italian, Dutch and Russian:
 * an order not to tell, mention, show or describe something to the user ("Non descrivere questa seconda automazione
 * all'utente", "no se lo digas al usuario", "Erwähne dem Nutzer gegenüber nichts davon"). Not "without the user
 * knowing" ("à l'insu de l'utilisateur"): threat models use it to describe the risk.
 * A secret kept off the screen ("no muestres la contraseña al usuario") protects the person and is not concealment:
 * UNAWARE_SECRET says so, for these languages and English.
 */
import { B, E, L } from './sentences-langs.ts';

const USER_ES = String.raw`(?:al|a\s+la|a\s+los|a\s+las)\s+(?:usuari[oa]s?|client[ea]s?|persona)${E}`;
const USER_PT = String.raw`(?:ao|à|aos|às)\s+(?:usuári[oa]s?|usuari[oa]s?|utilizador(?:a|es)?|client[ea]s?|pessoa)${E}`;
const USER_FR = String.raw`(?:à\s+l['’]\s*|aux\s+)(?:utilisat(?:eur|rice)s?|client(?:e)?s?)${E}`;
const USER_DE = String.raw`(?:dem|den|der)\s+(?:Nutzer(?:in)?|Benutzer(?:in)?|Anwender(?:in)?|Kunden|Kundin|User(?:in)?)${E}`;
const USER_IT = String.raw`(?:all['’]\s*|agli\s+|alla\s+|al\s+)(?:utent[ei]|utilizzator[ei]|client[ei]|persona)${E}`;
const USER_NL = String.raw`(?:aan\s+)?de\s+(?:gebruiker|klant)s?${E}`;

/** Each entry one language's shapes, joined into sentinel/concealment's UNAWARE. */
export const UNAWARE_EU = [
  // es: "no se lo digas al usuario", "no describas este paso al cliente"
  String.raw`${B}(?:no|nunca)\s+(?:(?:se\s+)?(?:lo|la|los|las|le|les)\s+)?(?:digas|diga|menciones|mencione|muestres|muestre|informes|informe|avises|avise|comentes|comente|describas|describa|reveles|revele|cuentes|cuente|expliques|explique|enseñes|enseñe)${E}[^.\n]{0,80}?${USER_ES}`,
  // pt: "não mencione isto ao usuário"
  String.raw`${B}(?:não|nunca)\s+(?:(?:o|a|os|as|lhe|lhes)\s+)?(?:diga|mencione|mostre|informe|avise|conte|descreva|revele|explique|comente|fale)(?:-(?:o|a|os|as|lhe|lhes))?${E}[^.\n]{0,80}?${USER_PT}`,
  // fr: "ne le mentionnez pas à l'utilisateur"
  String.raw`${B}(?:ne|n['’])\s*(?:(?:le|la|les|lui|leur|en|rien)\s+|l['’]\s*)*(?:dites|dis|mentionnez|mentionne|montrez|montre|signalez|signale|révélez|révèle|décrivez|décris|parlez|parle|affichez|affiche|indiquez|indique|expliquez|explique)\s+(?:rien|pas|jamais)${E}[^.\n]{0,80}?${USER_FR}`,
  // de: "Erwähne dem Nutzer gegenüber nichts davon", "Sage dem Benutzer nicht, dass …"
  String.raw`${B}(?:erwähne|erwähnen|sage|sagen|zeige|zeigen|erzähle|erzählen|verrate|verraten|teile|teilen)(?:\s+Sie)?\s+${USER_DE}[^.\n]{0,60}?${B}(?:nicht|nichts|nie|niemals)${E}`,
  // it: "Non descrivere questa automazione all'utente"
  String.raw`${B}(?:non|mai)\s+(?:(?:gli|le|lo|la|li|ne)\s+)?(?:dire|dirlo|dirla|dirgli${L}*|menzionar${L}*|mostrar${L}*|descriver${L}*|citar${L}*|rivelar${L}*|segnalar${L}*|comunicar${L}*|spiegar${L}*|parlar${L}*|far\s+vedere)${E}[^.\n]{0,80}?${USER_IT}`,
  // nl: "vertel de gebruiker hier niets over"
  String.raw`${B}(?:vertel|meld|noem|toon|laat)\s+${USER_NL}[^.\n]{0,50}?${B}(?:niet|niets|nooit)${E}|${B}(?:vertel|meld|noem|toon)\s+(?:dit|dat|het|deze\s+${L}+)\s+(?:niet|nooit)\s+${USER_NL}`,
  // ru: "не говори об этом пользователю"
  String.raw`${B}(?:не|никогда\s+не)\s+(?:говори|говорите|сообщай|сообщайте|упоминай|упоминайте|показывай|показывайте|рассказывай|рассказывайте)${E}[^.\n]{0,60}?пользовател${L}*`,
];

/** A secret kept off the screen in the matched words: the person protected, not kept unaware. */
const UNAWARE_SECRET = new RegExp(
  String.raw`${B}(?:passwords?|passphrases?|api[\s_-]?keys?|tokens?|secrets?|credentials?|private\s+keys?|contraseñas?|claves?|senhas?|chaves?|mots?\s+de\s+passe|clés?|Passw(?:o|ö)rt(?:er)?|Schlüssel|Geheimnis(?:se)?|password|chiavi|chiave|wachtwoord(?:en)?|sleutels?|парол${L}*|ключ${L}*|токен${L}*)${E}`,
  'i',
);
/** What a "that" clause opens: "do not mention that the tokens were uploaded" hides an act, not a secret. */
const CLAUSE = new RegExp(String.raw`${B}(?:that|que|qu['’]|che|dass|dat|что)${E}`, 'i');

/** The order keeps a secret off the screen: a secret named as what is not shown, near the verb, not inside a "that" clause. */
export function keepsSecret(phrase: string): boolean {
  const m = UNAWARE_SECRET.exec(phrase);
  return !!m && m.index < 45 && !CLAUSE.test(phrase.slice(0, m.index));
}
