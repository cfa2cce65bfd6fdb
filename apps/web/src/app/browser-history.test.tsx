import { afterEach, describe, expect, it } from 'vitest';
import { canGoBack } from '../features/help/help-search';
import { createBrowserHistory, type HistoryUpdate } from './browser-history';

function moves(history: ReturnType<typeof createBrowserHistory>): HistoryUpdate[] {
  const seen: HistoryUpdate[] = [];
  history.listen((update) => seen.push(update));
  return seen;
}

describe('the store’s browser history', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('a shopper who follows a link sees the new address, and the app hears of the move', () => {
    window.history.replaceState(null, '', '/store');
    const history = createBrowserHistory(window);
    const seen = moves(history);
    history.push({ pathname: '/product/42', search: '?from=store' }, { note: 'hi' });
    expect(window.location.pathname).toBe('/product/42');
    expect(seen).toHaveLength(1);
    expect(seen[0]?.action).toBe('PUSH');
    expect(seen[0]?.location).toMatchObject({
      pathname: '/product/42',
      search: '?from=store',
      state: { note: 'hi' },
    });
    expect(history.location.pathname).toBe('/product/42');
  });

  it('Back on a help page opened first leaves the store; opened from another page, it stays', () => {
    window.history.replaceState(null, '', '/help-center');
    const history = createBrowserHistory(window);
    expect(canGoBack(window.history.state)).toBe(false);
    history.push('/faq');
    expect(canGoBack(window.history.state)).toBe(true);
    // Changing the filters in place keeps the entry's place.
    history.replace('/faq?q=refund');
    expect(canGoBack(window.history.state)).toBe(true);
  });

  it('the back and forward buttons are heard as moves the browser made', () => {
    window.history.replaceState(null, '', '/');
    const history = createBrowserHistory(window);
    const seen = moves(history);
    window.history.pushState(null, '', '/cart');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(seen.at(-1)).toMatchObject({ action: 'POP', location: { pathname: '/cart' } });
  });

  it('a listener that stopped listening hears nothing more', () => {
    const history = createBrowserHistory(window);
    const seen: HistoryUpdate[] = [];
    const stop = history.listen((update) => seen.push(update));
    stop();
    history.push('/about');
    expect(seen).toHaveLength(0);
  });

  it('links point where they lead', () => {
    const history = createBrowserHistory(window);
    expect(history.createHref({ pathname: '/store', search: '?category=phones', hash: '#top' })).toBe(
      '/store?category=phones#top',
    );
    expect(history.createHref('/faq')).toBe('/faq');
  });
});
