import { describe, expect, it } from 'vitest';
import { initialNotification, notificationReducer, SIMULATED_MESSAGES } from './notification';

describe('the account notification popup', () => {
  it('starts hidden', () => {
    expect(initialNotification.visible).toBe(false);
  });

  it('a customer managing their payment methods sees the simulated confirmation', () => {
    const state = notificationReducer(initialNotification, {
      type: 'show',
      message: SIMULATED_MESSAGES.paymentUpdated,
    });
    expect(state).toMatchObject({ visible: true, message: 'Payment method updated! (Simulated)' });
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

  it('the settings action still simulated (payment methods) keeps its exact message', () => {
    expect(Object.values(SIMULATED_MESSAGES)).toEqual(['Payment method updated! (Simulated)']);
  });
});
