// Starts the app once the page's lead photo has arrived (or just after the first paint on a page
// without one): the server's HTML is readable and its links work on their own, so on slow data
// the photo gets the line before the app's code. The server names the app's entry and the
// page's own code in this script's data attributes.
(function () {
  var boot = document.currentScript;
  if (!boot) return;
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

  // Once the browser has drawn the page's text: the app's code then never holds the first
  // screen back, on the phone or in a page-speed test. A page in a background tab draws nothing
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
