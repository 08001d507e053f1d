import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { createWorkQueue, type WorkLimits, type WorkQueue } from './work-queue.ts';

/**
 * argon2id with the OWASP minimum: 19 MiB memory, 2 iterations, 1 lane.
 * The encoded hash carries its parameters, so raising them later keeps old hashes verifiable.
 */
const PASSWORD_HASH_COST = { memoryCost: 19_456, timeCost: 2 } as const;
let cost: { memoryCost: number; timeCost: number } = PASSWORD_HASH_COST;

/**
 * The API test suite ONLY (apps/server/test/api-setup.ts): hashes at the cheapest argon2id cost, because the
 * suite signs up and logs in hundreds of times a pass, each hash or verification about 25 ms of CPU at the real
 * cost (docs/decisions/073-api-tests-within-their-share.md). No production module calls this; a unit test checks
 * that, and that the default is the cost above (lib/password.unit.test.ts).
 */
export function setPasswordHashCostForTests(next: { memoryCost: number; timeCost: number }): void {
  cost = next;
}

const options = () => ({ algorithm: 2 /* Argon2id */, parallelism: 1, ...cost }) as const;

/**
 * Every hash and verification in the process waits its turn here: by default half the cores hash at once and
 * 32 more wait, so a flood of sign-ups or logins can neither take every core from the rest of the API nor
 * queue without end (the rest get 503 + Retry-After). One queue per process, because the cores are.
 */
export const DEFAULT_PASSWORD_WORK: WorkLimits = {
  concurrency: Math.max(1, Math.floor(availableParallelism() / 2)),
  maxWaiting: 32,
};
const work = createWorkQueue(DEFAULT_PASSWORD_WORK);
/** The queue itself, for the tests that hold a slot to see what happens to the requests behind it. */
export const passwordWork: Pick<WorkQueue, 'run' | 'running' | 'waiting'> = work;

/** Applies the configured limits (PASSWORD_HASH_CONCURRENCY, PASSWORD_HASH_QUEUE); app.ts calls it. */
export function limitPasswordWork(limits: WorkLimits): void {
  work.setLimits(limits);
}

export function hashPassword(password: string): Promise<string> {
  return work.run(() => hash(password, options()));
}

/** False for a wrong password or a malformed hash; throws only when the server is too busy (503). */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return work.run(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
}

/** A valid hash of a random password, verified against when an email is unknown so timing does not reveal it. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  if (!dummyHash) {
    dummyHash = hashPassword(crypto.randomUUID());
    // Refused by a busy server: the next login tries again instead of inheriting the refusal.
    dummyHash.catch(() => {
      dummyHash = undefined;
    });
  }
  return dummyHash;
}
