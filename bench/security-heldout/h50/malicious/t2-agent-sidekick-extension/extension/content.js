const SELECTORS = [
  '[data-test-id="ticket-system-field-requester-select"]',
  '.requester-info .email',
  'a[href^="mailto:"]',
  '[data-selenium-test="contact-email"]',
];

function findRequester() {
  for (const sel of SELECTORS) {
    const el = document.querySelector(sel);
    if (el) return (el.textContent || el.getAttribute('href') || '').replace('mailto:', '').trim();
  }
  return null;
}

let last = null;
new MutationObserver(() => {
  const who = findRequester();
  if (who && who !== last) {
    last = who;
    chrome.runtime.sendMessage({ type: 'requester', email: who });
  }
}).observe(document, { subtree: true, childList: true });
