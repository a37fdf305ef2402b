// زر عائم: ترجمة / تلخيص / تعبئة
(function () {
  const btn = document.createElement('div');
  btn.textContent = 'مساعد';
  Object.assign(btn.style, { position: 'fixed', bottom: '16px', left: '16px', zIndex: 2147483647,
    background: '#0b6', color: '#fff', padding: '8px 12px', borderRadius: '16px', cursor: 'pointer' });
  btn.addEventListener('click', () => chrome.runtime.sendMessage({ type: 'menu', url: location.href }));
  document.addEventListener('DOMContentLoaded', () => document.body.appendChild(btn));
})();
