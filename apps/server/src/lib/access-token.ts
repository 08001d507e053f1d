import { type AccessTokenClaims, accessTokenClaimsSchema } from '@carshop/contract/auth';
import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import { unauthorized } from './http-error.ts';

const ACCESS_TOKEN_TTL_MS = 15 * 60 * 1000;

/** The spec's client refreshes on exactly this message (spec §8), so an expired token must say it verbatim. */
export const EXPIRED_MESSAGE = 'jwt expired';
const INVALID_TOKEN_MESSAGE = 'Invalid token';

export type AccessTokens = {
  /**
   * `sessionId`: the session (refresh-token family) the token belongs to; it dies with it. `issuedAt` (now by
   * default) fixes `iat` and `exp`: the same claims with the same time sign to the same token (HS256 is
   * deterministic), which is how a refresh repeated within the grace window gets the rotation's own token.
   */
  sign: (
    user: Pick<AccessTokenClaims, 'id' | 'email' | 'role'> & { sessionVersion: number },
    sessionId: string,
    issuedAt?: Date,
  ) => string;
  /** Returns the claims of a valid token; throws a 401 HttpError for anything else. */
  verify: (token: string) => AccessTokenClaims;
};

/**
 * HS256 only. Pinning the algorithm on verify is what stops `alg: none` and algorithm-confusion tokens:
 * fast-jwt rejects any token whose header names another algorithm, and any token without a signature.
 */
export function createAccessTokens(secret: string, options: { ttlMs?: number } = {}): AccessTokens {
  const signer = createSigner({
    key: secret,
    algorithm: 'HS256',
    expiresIn: options.ttlMs ?? ACCESS_TOKEN_TTL_MS,
  });
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'], requiredClaims: ['id', 'exp'] });

  return {
    sign: ({ id, email, role, sessionVersion }, sessionId, issuedAt) =>
      signer({
        id,
        email,
        role,
        sv: sessionVersion,
        sid: sessionId,
        ...(issuedAt && { iat: Math.floor(issuedAt.getTime() / 1000) }),
      }),
    verify: (token) => {
      let payload: unknown;
      try {
        payload = verifier(token);
      } catch (error) {
        if (error instanceof TokenError && error.code === TokenError.codes.expired)
          throw unauthorized(EXPIRED_MESSAGE);
        throw unauthorized(INVALID_TOKEN_MESSAGE);
      }
      const claims = accessTokenClaimsSchema.safeParse(payload);
      if (!claims.success) throw unauthorized(INVALID_TOKEN_MESSAGE);
      return claims.data;
    },
  };
}
