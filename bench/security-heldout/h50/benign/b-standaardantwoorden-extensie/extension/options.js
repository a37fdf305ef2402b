const veld = document.getElementById('json');
chrome.storage.sync.get('teksten').then(({ teksten = [] }) => (veld.value = JSON.stringify(teksten, null, 2)));
document.getElementById('opslaan').onclick = async () => {
  await chrome.storage.sync.set({ teksten: JSON.parse(veld.value) });
  alert('Opgeslagen');
};
