// Inject the content script into the active tab when the user asks for it.
chrome.runtime.onMessage.addListener((msg, _sender, reply) => {
  if (msg?.type !== 'highlight') return;
  chrome.tabs.query({ active: true, currentWindow: true }).then(async ([tab]) => {
    if (!tab?.id) return reply({ ok: false });
    await chrome.scripting.executeScript({ target: { tabId: tab.id }, files: ['content.js'] });
    reply({ ok: true });
  });
  return true;
});
