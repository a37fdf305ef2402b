/**
 * A link that carries a password (sentinel/social-engineering, issue 28 technique 5, any language):
 * `https://start.wp-migrate-helper.invalid/connect?u=<tên đăng nhập>&p=<mật khẩu quản trị>`,
 * `…/verify?login={login}&haslo={hasło}`. The placeholder names a password in the language the skill
 * is written in; filling it in and opening the link hands the password to that host.
 *
 * Why: no service takes a password in a URL's query (it would sit in every log and history); an API
 * key or token in a query is an API's own use and stays out of this check. The prose around the link
 * may be in a language the sentence analysis does not read; the link says it alone.
 */
import { hostOf, LOCAL } from '../exfil-sinks.ts';
import { segmentAt, type Segment, type SentinelFile } from '../view.ts';

export interface PasswordLink {
  sf: SentinelFile;
  seg: Segment;
  start: number;
  end: number;
  url: string;
  host: string;
  slot: string;
}

/** "password" in the languages skills are written in. */
const PASSWORD =
  /password|passwd|passphrase|kennwort|passwort|mot\s+de\s+passe|contrase[ñn]a|senha|hasł[oa]|has[lł]o|şifre|sifre|wachtwoord|lösenord|adgangskode|passord|salasana|heslo|jelszó|mật\s+khẩu|kata\s+sandi|kata\s+laluan|סיסמ[הא]|كلمة\s+(?:ال)?(?:سر|مرور)|पासवर्ड|пароль|密码|密碼|口令|パスワード|暗証番号|비밀번호|รหัสผ่าน/i;
/** A URL whose query holds placeholders (`<…>`, `{…}`, `{{…}}`). */
const URL_WITH_SLOTS = /\bhttps?:\/\/[^\s"'\x60()<>{}?#]{1,200}\?(?:<[^>\n]{1,40}>|\{\{?[^}\n]{1,40}\}?\}|[^\s"'\x60()<>{}]){3,400}/g;
/** One query parameter whose value is a placeholder; group 1 the name, 2 the placeholder. */
const SLOT = /[?&]([\w.-]{1,30})=(<[^>\n]{1,40}>|\{\{?[^}\n]{1,40}\}?\})/g;

export function passwordLinks(files: readonly SentinelFile[]): PasswordLink[] {
  const out: PasswordLink[] = [];
  for (const sf of files) {
    if (sf.role === 'script') continue;
    const text = sf.info.text;
    if (!text.includes('://') || !PASSWORD.test(text)) continue;
    URL_WITH_SLOTS.lastIndex = 0;
    for (let m = URL_WITH_SLOTS.exec(text); m; m = URL_WITH_SLOTS.exec(text)) {
      const host = hostOf(m[0]);
      if (!host || LOCAL.test(host)) continue;
      const slot = [...m[0].matchAll(SLOT)].find(
        (s) => (PASSWORD.test(s[2]) || /^(?:pwd|passwd|password)$/i.test(s[1])) && !/token|reset|hash|policy|length|hint/i.test(s[2]),
      );
      const seg = slot ? segmentAt(sf, m.index) : undefined;
      if (!slot || !seg) continue;
      out.push({ sf, seg, start: m.index, end: m.index + m[0].length, url: m[0], host, slot: `${slot[1]}=${slot[2]}` });
    }
  }
  return out;
}
