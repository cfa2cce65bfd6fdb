import type { TestApp } from '../../test/test-app';

export interface Body<T = unknown> {
  success: boolean;
  message: string;
  code?: string;
  data: T;
}

let ipCounter = 0;
/** A new client address, so per-IP sign-in counts of one test never leak into another. */
const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

/** Signing up, signing in and asking who one is, on the test app `app()`. */
export function authRequests(app: () => TestApp) {
  function register(payload: Record<string, unknown>) {
    return app().app.inject({ method: 'POST', url: '/api/auth/register', payload });
  }

  function login(identifier: string, password: string, remoteAddress = freshIp()) {
    return app().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier, password },
      remoteAddress,
    });
  }

  function me(authorization?: string) {
    return app().app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: authorization ? { authorization } : {},
    });
  }

  return { register, login, me };
}
