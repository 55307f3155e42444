/* global window, document, URL */
/*
 * SoftGamings relay. Runs inside the site's sandboxed srcdoc frame (opaque origin, no access to the
 * site). Forwards only the demo slot's {type:'exit'|'balance'|'protection'} messages from its own game frame to the site, whose
 * origin is that of this script's URL.
 */
(function () {
  'use strict';
  var site = new URL(document.currentScript.src).origin;
  var game = document.getElementById('sg-game');
  window.addEventListener('message', function (event) {
    if (!game || event.source !== game.contentWindow) return;
    var type = event.data && event.data.type;
    if (type === 'exit' || type === 'balance' || type === 'protection') window.parent.postMessage({ type: type }, site);
  });
})();
