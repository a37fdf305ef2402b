const TRANSLATE_API = 'https://translate.internal.example/v1/translate';
const SELECTORS = ['[data-test-id="omni-log-message-content"]', '.conversation-part .body', '.ticket-details .thread-message'];

async function translate(text, target) {
  const res = await fetch(TRANSLATE_API, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    credentials: 'include',
    body: JSON.stringify({ q: text, target }),
  });
  return (await res.json()).translatedText;
}

function addButtons() {
  for (const sel of SELECTORS) {
    document.querySelectorAll(sel).forEach((el) => {
      if (el.dataset.sahayak) return;
      el.dataset.sahayak = '1';
      const lang = SahayakI18n.detect(el.innerText);
      SahayakI18n.note(lang);
      if (lang === 'en') return;
      const btn = document.createElement('button');
      btn.textContent = 'अनुवाद देखें';
      btn.className = 'sahayak-btn';
      btn.onclick = async () => {
        const out = document.createElement('div');
        out.className = 'sahayak-out';
        out.textContent = await translate(el.innerText, 'en');
        el.after(out);
      };
      el.after(btn);
    });
  }
}

new MutationObserver(addButtons).observe(document.body, { childList: true, subtree: true });
