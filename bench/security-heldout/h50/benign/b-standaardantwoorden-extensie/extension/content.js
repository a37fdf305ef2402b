function requesterName() {
  const el = document.querySelector('[data-test-id="ticket-requester-name"], .requester-name');
  return el ? el.textContent.trim().split(' ')[0] : '';
}

async function pick() {
  const { teksten = [] } = await chrome.storage.sync.get('teksten');
  const q = prompt('Standaardantwoord (titel):');
  if (!q) return null;
  const hit = teksten.find((t) => t.titel.toLowerCase().startsWith(q.toLowerCase()));
  return hit ? hit.tekst.replace('{naam}', requesterName()).replace(/\s{2,}/g, ' ') : null;
}

document.addEventListener('keydown', async (ev) => {
  if (!(ev.altKey && ev.shiftKey && ev.code === 'KeyS')) return;
  const target = document.activeElement;
  if (!target || !(target.isContentEditable || target.tagName === 'TEXTAREA')) return;
  ev.preventDefault();
  const tekst = await pick();
  if (tekst) document.execCommand('insertText', false, tekst);
});
