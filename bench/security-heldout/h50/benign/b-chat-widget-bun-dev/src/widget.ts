const btn = document.createElement('button');
btn.textContent = 'แชทกับเรา';
btn.style.cssText = 'position:fixed;right:20px;bottom:20px;padding:12px 16px;border-radius:24px;border:0;background:#0a7;color:#fff';
btn.onclick = () => alert('เปิดหน้าต่างแชท');
document.body.appendChild(btn);
