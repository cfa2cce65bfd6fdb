import { describe, expect, it } from 'vitest';
import { initialNotification, notificationReducer } from './notification';

describe('the account notification popup', () => {
  it('starts hidden', () => {
    expect(initialNotification.visible).toBe(false);
  });

  it('a confirmation shows the popup with its message', () => {
    const state = notificationReducer(initialNotification, { type: 'show', message: 'Profile updated.' });
    expect(state).toMatchObject({ visible: true, message: 'Profile updated.' });
  });

  it('Close hides the popup', () => {
    const shown = notificationReducer(initialNotification, { type: 'show', message: 'Hi' });
    expect(notificationReducer(shown, { type: 'close' }).visible).toBe(false);
  });

  it('closing an already hidden popup changes nothing', () => {
    expect(notificationReducer(initialNotification, { type: 'close' })).toBe(initialNotification);
  });

  it('the same message shown twice counts as a new showing (its timer starts again)', () => {
    const once = notificationReducer(initialNotification, { type: 'show', message: 'Hi' });
    const twice = notificationReducer(once, { type: 'show', message: 'Hi' });
    expect(twice.serial).toBe(once.serial + 1);
  });
});
