const list = document.getElementById('list');
async function render() {
  const sessions = await chrome.runtime.sendMessage({ type: 'list' });
  list.innerHTML = '';
  for (const s of sessions) {
    const li = document.createElement('li');
    li.textContent = `${s.name} (${s.windows.reduce((n, w) => n + w.tabs.length, 0)} tabs)`;
    li.onclick = () => chrome.runtime.sendMessage({ type: 'restore', id: s.id });
    list.appendChild(li);
  }
}
document.getElementById('save').onclick = async () => {
  await chrome.runtime.sendMessage({ type: 'save' });
  render();
};
render();
