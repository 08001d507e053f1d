const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned JWT-shaped token: the client only decodes the claims, the server verifies the signature. */
export function tokenFor(claims: { id?: string; email?: string; role?: string; [claim: string]: unknown }) {
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.signature`;
}

export const ADMIN_CLAIMS = { id: 'admin-1', email: 'admin@example.com', role: 'admin' };
export const CUSTOMER_CLAIMS = { id: 'customer-1', email: 'customer@example.com', role: 'customer' };
