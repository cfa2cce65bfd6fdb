// Starts the app once the page's lead photo has arrived (or just after the first paint on a page
// without one): the server's HTML is readable and its links work on their own, so on slow data
// the photo gets the line before the app's code. The server names the app's entry and the
// page's own code in this script's data attributes.
(function () {
  var boot = document.currentScript;
  if (!boot) return;
  keepEarlyTaps();
  // The number formats and string comparisons the app needs are built off the main thread
  // first (see intl-warm-up.js).
  if (window.Worker) {
    try {
      new Worker('/intl-warm-up.js');
    } catch {
      // A browser that refuses the worker builds them itself when the app first needs them.
    }
  }
  var started = false;
  function start() {
    if (started) return;
    started = true;
    (boot.getAttribute('data-preload') || '')
      .split(' ')
      .filter(Boolean)
      .forEach(function (href) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.appendChild(link);
      });
    var app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = boot.getAttribute('data-app');
    document.body.appendChild(app);
  }
  var lead = document.querySelector('img[fetchpriority="high"]');
  if (lead && !lead.complete) {
    lead.addEventListener('load', start);
    lead.addEventListener('error', start);
    // A photo that is slow to come does not hold the app back for long.
    setTimeout(start, 2500);
  } else {
    afterFirstPaint(start);
  }

  // A button of the app (Add to Cart, a wishlist heart, the menu) does nothing until the app has
  // started, and on slow data that takes seconds after the page can be read. A tap on one in that
  // time is kept, with the button as the shopper saw it, and the button is marked as waiting; the
  // app presses it once it runs (app/early-taps.ts), if it still shows the same. More taps on a
  // waiting button count as that one. A form sent in that time (a sign-in, a search) is kept too,
  // its button marked, rather than sent by the browser with its fields in the address, and the app
  // sends it once it runs. Links work without the app, so they are left to the browser.
  function keepEarlyTaps() {
    var root = document.getElementById('root');
    if (!root || !document.getElementById('app-state')) return;
    var taps = [];
    function keepSubmit(event) {
      var form = event.target;
      if (!(form instanceof HTMLFormElement) || !root.contains(form)) return;
      event.preventDefault();
      for (var i = 0; i < taps.length; i++) if (taps[i].form === form) return;
      var submitter = event.submitter || null;
      taps.push({ form: form, submitter: submitter });
      var shown = submitter || form.querySelector('button[type="submit"], button:not([type])');
      if (shown) shown.setAttribute('data-early-tap', '');
    }
    function keep(event) {
      var button = event.target instanceof Element && event.target.closest('button[type="button"]');
      if (!button || button.disabled || !root.contains(button)) return;
      event.preventDefault();
      // A second tap on a button that has not answered yet is the same wish, not another.
      if (button.hasAttribute('data-early-tap')) return;
      // As it was seen, before it is marked.
      taps.push({ button: button, seen: button.outerHTML });
      button.setAttribute('data-early-tap', '');
    }
    document.addEventListener('click', keep, true);
    document.addEventListener('submit', keepSubmit, true);
    window.earlyTaps = {
      take: function () {
        document.removeEventListener('click', keep, true);
        document.removeEventListener('submit', keepSubmit, true);
        var kept = taps;
        taps = [];
        return kept;
      },
    };
  }

  // Once the browser has painted the page's text: the app's code then never holds the first
  // screen back, on the phone or in a page-speed test. A page in a background tab paints nothing
  // until it is shown, so it starts at once.
  function afterFirstPaint(then) {
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (document.visibilityState === 'hidden' || types.indexOf('paint') < 0) {
      requestAnimationFrame(function () {
        setTimeout(then, 0);
      });
      return;
    }
    var observer = new PerformanceObserver(function (list) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      then();
    });
    observer.observe({ type: 'paint', buffered: true });
    // A first paint that never comes (a page of no text) does not keep the app away.
    setTimeout(then, 3000);
  }
})();
