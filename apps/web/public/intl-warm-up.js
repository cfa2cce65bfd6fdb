// Run as a worker by boot.js while the app's code downloads. A browser builds the data behind its
// first number formatter and its first string comparison once per page process, and that costs
// a phone 100-200 ms; built here, off the main thread, the app's own (prices, sorted category
// names) then take a fraction of a millisecond.
new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: 'NGN',
  currencyDisplay: 'narrowSymbol',
}).format(1);
'a'.localeCompare('b');
close();
