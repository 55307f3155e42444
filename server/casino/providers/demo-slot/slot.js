/* global window, document, location, fetch, URLSearchParams, setInterval, setTimeout, clearInterval */
/*
 * Demo slot. Runs in the game frame; knows only its game session token from the URL. Every spin is decided
 * by the server (POST /demo/games/api/spin); this page only animates the answer. It tells the site about a new
 * balance ({type:'balance'}), about the Exit button ({type:'exit'}) and about a protection refusal of the server
 * ({type:'protection'}: a due reality check, the game cycle or an ended session) with postMessage to the parent.
 */
(function () {
  'use strict';
  var params = new URLSearchParams(location.search);
  var session = params.get('session') || '';
  // Inside the SoftGamings relay the parent is a sandboxed (opaque-origin) frame, so no origin can be named there;
  // the messages carry nothing secret. Otherwise only the site's own origin may read them.
  var target = params.get('relay') === '1' ? '*' : location.origin;
  var SYMBOLS = ['cherry', 'lemon', 'orange', 'plum', 'bell', 'bar', 'seven'];
  var reels = Array.prototype.slice.call(document.querySelectorAll('.reel'));
  var spinButton = document.getElementById('spin');
  var stakeSelect = document.getElementById('stake');
  var result = document.getElementById('result');
  var balanceText = document.getElementById('balance');
  // The launch language (the site puts the player's language in the URL): the server answers in it (x-locale) and
  // amounts are written in the site's format for it (data-money: contracts/domain/money.ts moneyIntl).
  var lang = params.get('lang') === 'en' ? 'en' : 'tr';
  var moneySpec = JSON.parse(document.querySelector('main').getAttribute('data-money'));
  var money = new Intl.NumberFormat(moneySpec.tag, moneySpec.options);
  var isFun = false;
  // Texts the server rendered into the page in the launch language.
  var texts = { win: document.querySelector('main').getAttribute('data-win'), lose: document.querySelector('main').getAttribute('data-lose') };

  function post(type) {
    if (window.parent !== window) window.parent.postMessage({ type: type }, target);
  }
  function show(reel, symbol) {
    reel.innerHTML = '<svg viewBox="0 0 64 64" aria-hidden="true"><use href="#' + symbol + '"></use></svg>';
    reel.setAttribute('data-symbol', symbol);
  }
  function say(text, kind) {
    result.textContent = text;
    result.className = 'result' + (kind ? ' ' + kind : '');
  }
  // One Idempotency-Key per spin (docs/idempotency.md): a retried spin never takes the stake twice. randomUUID is
  // missing outside a secure context, so 16 random bytes in hex stand in for it there.
  function newKey() {
    if (window.crypto.randomUUID) return window.crypto.randomUUID();
    return Array.prototype.map.call(window.crypto.getRandomValues(new Uint8Array(16)), function (b) { return (b + 256).toString(16).slice(1); }).join('');
  }
  function request(method, path, body, key) {
    var headers = body ? { 'content-type': 'application/json', 'x-locale': lang } : { 'x-locale': lang };
    if (key) headers['idempotency-key'] = key;
    return fetch('/demo/games/api/' + path, {
      method: method,
      headers: headers,
      body: body ? JSON.stringify(body) : undefined,
    }).then(function (response) {
      return response.json().then(function (envelope) {
        if (!response.ok || !envelope.success) {
          var failure = new Error(envelope.message || 'Request failed');
          // A protection refusal (reality check due, game cycle, session ended) carries data.reason.
          failure.reason = envelope.data && typeof envelope.data.reason === 'string' ? envelope.data.reason : null;
          throw failure;
        }
        return envelope.data;
      });
    });
  }

  reels.forEach(function (reel, i) { show(reel, SYMBOLS[(i * 2 + 4) % SYMBOLS.length]); });
  document.getElementById('exit').addEventListener('click', function () { post('exit'); });

  request('GET', 'session?session=' + encodeURIComponent(session))
    .then(function (info) {
      document.title = info.gameName;
      document.getElementById('game-name').textContent = info.gameName;
      document.getElementById('provider').textContent = info.providerName;
      if (info.fun) {
        isFun = true;
        // Fun mode: virtual credits, written as plain numbers (never with the lira sign) and labelled.
        money = new Intl.NumberFormat(moneySpec.tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
        document.getElementById('fun-badge').hidden = false;
        document.getElementById('balance-label').textContent = document.querySelector('main').getAttribute('data-fun-credits');
      }
      balanceText.textContent = money.format(info.balance);
      info.stakes.forEach(function (stake) {
        var option = document.createElement('option');
        option.value = String(stake);
        option.textContent = money.format(stake);
        stakeSelect.appendChild(option);
      });
      spinButton.disabled = false;
    })
    .catch(function (error) { say(error.message, 'error'); });

  spinButton.addEventListener('click', function () {
    spinButton.disabled = true;
    say('');
    var ticks = 0;
    reels.forEach(function (reel) { reel.classList.add('spinning'); });
    var timer = setInterval(function () {
      ticks += 1;
      reels.forEach(function (reel, i) { show(reel, SYMBOLS[(ticks + i * 3) % SYMBOLS.length]); });
    }, 80);
    var started = Date.now();
    request('POST', 'spin', { session: session, stake: Number(stakeSelect.value) }, newKey())
      .then(function (spin) {
        var wait = Math.max(0, 600 - (Date.now() - started));
        setTimeout(function () {
          clearInterval(timer);
          reels.forEach(function (reel, i) { reel.classList.remove('spinning'); show(reel, spin.reels[i]); });
          balanceText.textContent = money.format(spin.balance);
          say(spin.win > 0 ? texts.win.replace('{amount}', money.format(spin.win)) : texts.lose, spin.win > 0 ? 'win' : '');
          spinButton.disabled = false;
          if (!isFun) post('balance');
        }, wait);
      })
      .catch(function (error) {
        clearInterval(timer);
        reels.forEach(function (reel) { reel.classList.remove('spinning'); });
        say(error.message, 'error');
        spinButton.disabled = false;
        // The site re-reads the player's protection state: it shows the due reality check or the session's end.
        if (error.reason) post('protection');
      });
  });
})();
