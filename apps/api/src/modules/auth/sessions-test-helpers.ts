import type { AuthPayload } from '@better-deals/domain';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { TestUser } from '../../test/auth-helpers';

export const PHONE =
  'Mozilla/5.0 (Linux; Android 13; TECNO KI7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
export const LAPTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

export interface Body<T = unknown> {
  success: boolean;
  message: string;
  code?: string;
  data: T;
}

/** One signed-in device: its access token and the refresh cookie the server set. */
interface Device {
  token: string;
  refresh: string;
}

let ip = 0;
/** A new client address, so per-IP sign-in counts of one test never leak into another. */
export const freshIp = () => `10.7.${Math.floor(++ip / 250)}.${ip % 250}`;

/** A clock for the app's `now` that the tests move forward. */
export function movingClock(start: string) {
  let now = new Date(start);
  return {
    now: () => now,
    later: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
  };
}

export function refreshOf(setCookie: string | string[] | number | undefined): string {
  const value = /^bd_refresh=([^;]*)/.exec(String(setCookie))?.[1];
  if (value === undefined) throw new Error(`no refresh cookie in ${String(setCookie)}`);
  return value;
}

/** Signing in, refreshing and asking as a device, on `defaultApp` unless given another instance. */
export function sessionRequests(defaultApp: () => FastifyInstance) {
  async function signIn(
    user: TestUser,
    userAgent = PHONE,
    app: FastifyInstance = defaultApp(),
  ): Promise<Device> {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: user.email, password: user.password },
      headers: { 'user-agent': userAgent },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode, res.body).toBe(200);
    return { token: res.json<Body<AuthPayload>>().data.token, refresh: refreshOf(res.headers['set-cookie']) };
  }

  function refresh(token: string, app: FastifyInstance = defaultApp()) {
    return app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: `bd_refresh=${token}` },
    });
  }

  function me(token: string, app: FastifyInstance = defaultApp()) {
    return app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
  }

  function call(
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    token: string,
    app: FastifyInstance = defaultApp(),
  ) {
    return app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });
  }

  return { signIn, refresh, me, call };
}
