import { afterEach, describe, expect, it } from 'vitest';
import { pressEarlyTaps, type EarlyTap } from './early-taps';

/** A button on the page as the server rendered it, counting its presses. */
function button(html: string): { button: HTMLButtonElement; presses: () => number } {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  const element = holder.firstElementChild as HTMLButtonElement;
  document.body.append(element);
  let presses = 0;
  element.addEventListener('click', () => presses++);
  return { button: element, presses: () => presses };
}

/** A tap as public/boot.js keeps it: the button as seen, then marked as waiting. */
function tapped(target: HTMLButtonElement): EarlyTap {
  const tap = { button: target, seen: target.outerHTML };
  target.setAttribute('data-early-tap', '');
  return tap;
}

afterEach(() => document.body.replaceChildren());

describe('taps made before the app started', () => {
  it('a shopper who tapped Add to Cart while the app loaded has it pressed once the app runs, and it no longer shows as waiting', () => {
    const add = button('<button type="button">Add to Cart</button>');
    expect(pressEarlyTaps([tapped(add.button)])).toBe(1);
    expect(add.presses()).toBe(1);
    expect(add.button.hasAttribute('data-early-tap')).toBe(false);
  });

  it('a shopper who tapped two buttons has both pressed, in the order they were tapped', () => {
    const order: string[] = [];
    const heart = button('<button type="button" aria-pressed="false" aria-label="Add to wishlist"></button>');
    const add = button('<button type="button">Add to Cart</button>');
    heart.button.addEventListener('click', () => order.push('heart'));
    add.button.addEventListener('click', () => order.push('add'));
    pressEarlyTaps([tapped(heart.button), tapped(add.button)]);
    expect(order).toEqual(['heart', 'add']);
  });

  it('a heart the app renders as already pressed (the saved wishlist holds the product) is not pressed again, so the product stays in the wishlist', () => {
    const heart = button('<button type="button" aria-pressed="false" aria-label="Add to wishlist"></button>');
    const tap = tapped(heart.button);
    // The app takes over with the browser's own wishlist.
    heart.button.setAttribute('aria-pressed', 'true');
    heart.button.setAttribute('aria-label', 'Remove from wishlist');
    expect(pressEarlyTaps([tap])).toBe(0);
    expect(heart.presses()).toBe(0);
    expect(heart.button.hasAttribute('data-early-tap')).toBe(false);
  });

  it('a button gone from the page or disabled by the time the app runs (the product sold out) is left alone', () => {
    const gone = button('<button type="button">Add to Cart</button>');
    const soldOut = button('<button type="button">Add to Cart</button>');
    const taps = [tapped(gone.button), tapped(soldOut.button)];
    gone.button.remove();
    soldOut.button.disabled = true;
    expect(pressEarlyTaps(taps)).toBe(0);
    expect(gone.presses() + soldOut.presses()).toBe(0);
    expect(soldOut.button.hasAttribute('data-early-tap')).toBe(false);
  });

  it('a shopper who sent a form while the app loaded has it sent once the app runs, with what they typed', () => {
    document.body.innerHTML =
      '<form><input name="q" value=""><button type="submit" data-early-tap="">Sign In</button></form>';
    const form = document.querySelector('form')!;
    const submit = document.querySelector('button')!;
    form.querySelector('input')!.value = 'rice';
    const sent: string[] = [];
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      sent.push(new FormData(form).get('q') as string);
    });
    expect(pressEarlyTaps([{ form, submitter: submit }])).toBe(1);
    expect(sent).toEqual(['rice']);
    expect(submit.hasAttribute('data-early-tap')).toBe(false);
  });

  it('a form gone from the page by the time the app runs is not sent', () => {
    const form = document.createElement('form');
    const sent: unknown[] = [];
    form.addEventListener('submit', (event) => sent.push(event));
    expect(pressEarlyTaps([{ form, submitter: null }])).toBe(0);
    expect(sent).toEqual([]);
  });
});
