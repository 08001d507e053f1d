import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { serializeError } from './log-serializers.ts';

const EMAIL = 'ada@example.com';
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';

function failedInsert() {
  const cause = Object.assign(new Error(`invalid input syntax for type integer: "${EMAIL}"`), {
    code: '22P02',
    detail: `Key (email)=(${EMAIL}) already exists.`,
    params: [EMAIL, HASH],
    queryOptions: { rowMode: 'array' },
  });
  return new DrizzleQueryError(
    'insert into "users" ("email", "password_hash") values ($1, $2)',
    [EMAIL, HASH],
    cause,
  );
}

describe('serializeError', () => {
  it('keeps no bound parameter anywhere in the logged error', () => {
    const logged = JSON.stringify(serializeError(failedInsert()));
    expect(logged).not.toContain(EMAIL);
    expect(logged).not.toContain('argon2id');
    expect(logged).not.toMatch(/"params"|"detail"|"queryOptions"/);
  });

  it('keeps what a reader needs: the statement, the error code, the type and the stack', () => {
    const logged = serializeError(failedInsert());
    expect(logged.type).toBe('DrizzleQueryError');
    expect(logged.message).toBe(
      'Failed query: insert into "users" ("email", "password_hash") values ($1, $2)',
    );
    expect(logged.stack).toMatch(/^Error: Failed query: insert into "users"/);
    expect(logged.stack).toMatch(/\n\s+at /);
    expect(JSON.stringify(logged)).toContain('22P02');
    expect(JSON.stringify(logged)).toContain('invalid input syntax for type integer: \\"[redacted]\\"');
  });

  it('leaves ordinary errors as pino serializes them', () => {
    const logged = serializeError(new TypeError('x is not a function'));
    expect(logged).toMatchObject({ type: 'TypeError', message: 'x is not a function' });
  });
});
