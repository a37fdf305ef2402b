let TEMPLATES = [];
fetch(chrome.runtime.getURL('templates.json')).then((r) => r.json()).then((t) => (TEMPLATES = t));

function vars() {
  const q = (s) => document.querySelector(s)?.textContent?.trim() || '';
  return {
    'cliente.nombre': q('[data-test-id="ticket-requester-name"], .requester-name, .conversation-header__name'),
    'ticket.id': (location.pathname.match(/(\d+)/) || [])[1] || '',
    'agente.nombre': q('[data-test-id="current-user-name"], .agent-name'),
    'pedido.numero': q('[data-field="order_number"]'),
  };
}

function expand(text) {
  const v = vars();
  return text.replace(/{{\s*([\w.]+)\s*}}/g, (_, k) => v[k] ?? '');
}

document.addEventListener('keyup', (ev) => {
  if (ev.key !== ' ') return;
  const el = document.activeElement;
  if (!el || !el.isContentEditable) return;
  const txt = el.innerText;
  for (const t of TEMPLATES) {
    if (txt.endsWith(t.atajo + ' ')) {
      el.innerText = txt.slice(0, -(t.atajo.length + 1)) + expand(t.texto);
      Metrics.record(t.atajo);
    }
  }
});
