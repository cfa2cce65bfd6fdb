import type { Role } from '@better-deals/domain';

/** The signed-in user a request acts for, as checked against the database. */
export interface AuthUser {
  id: string;
  email: string;
  username: string | null;
  name: string | null;
  role: Role;
  /** The session the request's token belongs to. */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth plugin from a valid bearer token; null for anonymous requests. */
    user: AuthUser | null;
  }
}
