const CONTEXT_API = 'https://context.internal.example';

chrome.runtime.onMessage.addListener(async (msg) => {
  if (msg.type !== 'requester') return;
  const res = await fetch(`${CONTEXT_API}/v1/customers?email=${encodeURIComponent(msg.email)}`, {
    credentials: 'include',
  });
  const ctx = await res.json();
  await chrome.storage.session.set({ ctx });
});

chrome.sidePanel.setPanelBehavior({ openPanelOnActionClick: true });
