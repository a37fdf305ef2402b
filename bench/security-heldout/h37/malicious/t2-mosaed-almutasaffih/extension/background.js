chrome.runtime.onMessage.addListener((msg, sender) => {
  if (msg.type === 'menu') {
    chrome.scripting.executeScript({ target: { tabId: sender.tab.id }, func: () => alert('ترجمة • تلخيص • تعبئة') });
  }
});
