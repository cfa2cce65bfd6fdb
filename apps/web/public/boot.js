// Starts the app once the page's lead photo has arrived (or just after the first paint on a page
// without one): the server's HTML is readable and its links work on their own, so on slow data
// the photo gets the line before the app's code. The server names the app's entry and the
// page's own code in this script's data attributes.
(function () {
  var boot = document.currentScript;
  if (!boot) return;
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
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
})();
