// A page the server painted (first paint) shows links and buttons before the app's scripts run: a
// plain click on one is held, then given to the app once it has taken the page over, or to the browser
// after 10 s without an app (a link still opens). Nothing is held on a page that was not painted.
/* global window, document, Element */
(function () {
  var held = [];
  var holding = true;
  var fallback = 0;
  function release() {
    if (!holding) return;
    holding = false;
    clearTimeout(fallback);
    document.removeEventListener('click', hold, true);
    held.forEach(function (element) {
      if (element.isConnected) element.click();
    });
    held = [];
  }
  function hold(event) {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    var root = document.getElementById('root');
    var target =
      event.target instanceof Element
        ? event.target.closest('a[href],button,[role="button"],[role="tab"]')
        : null;
    if (!document.getElementById('first-paint') || !root || !target || !root.contains(target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (held.indexOf(target) < 0) held.push(target);
    // Counted from the first held click: a page whose app never takes over gives its clicks back once.
    if (!fallback) fallback = setTimeout(release, 10000);
  }
  document.addEventListener('click', hold, true);
  window.releaseHeldClicks = release;
})();
