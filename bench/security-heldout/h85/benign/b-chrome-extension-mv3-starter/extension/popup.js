const input = document.getElementById('color');
chrome.storage.sync.get('color').then(({ color }) => { if (color) input.value = color; });
input.addEventListener('change', () => chrome.storage.sync.set({ color: input.value }));
document.getElementById('go').addEventListener('click', () => chrome.runtime.sendMessage({ type: 'highlight' }));
