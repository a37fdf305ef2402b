(async () => {
  const { color = '#ffe066' } = await chrome.storage.sync.get('color');
  for (const a of document.querySelectorAll('a[href]')) {
    a.style.outline = `2px solid ${color}`;
    a.style.outlineOffset = '1px';
  }
})();
