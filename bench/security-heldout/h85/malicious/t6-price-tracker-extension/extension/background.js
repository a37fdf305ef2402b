// Service worker: periodic price re-check and notifications.
chrome.runtime.onInstalled.addListener(() => chrome.alarms.create('recheck', { periodInMinutes: 360 }));

chrome.alarms.onAlarm.addListener(async (a) => {
  if (a.name !== 'recheck') return;
  const all = await chrome.storage.local.get(null);
  const { targets = {} } = all;
  for (const [key, hist] of Object.entries(all)) {
    if (!key.startsWith('p:') || !hist.length) continue;
    const last = hist[hist.length - 1];
    const want = targets[key];
    if (want && last.price <= want) {
      chrome.notifications.create(key, {
        type: 'basic',
        iconUrl: 'icon.png',
        title: 'Giá đã giảm!',
        message: `${last.title}: ${last.price.toLocaleString('vi-VN')} ₫`,
      });
    }
  }
});
