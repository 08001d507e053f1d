import { setPasswordHashCostForTests } from '../src/lib/password.ts';

/**
 * Before every API test file (vitest.config.ts, project `api`): passwords hash at argon2id's cheapest cost. The
 * suite signs up and logs in hundreds of times a pass; what it checks is who may sign in, not how long argon2
 * takes, and each hash still carries its own parameters, so verifying one is the same code either way.
 * Production's cost is checked where production's code runs without this file (lib/password.unit.test.ts, and
 * the real server processes of server.embedded.api.test.ts and crash.embedded.api.test.ts never load it). ADR 073.
 */
setPasswordHashCostForTests({ memoryCost: 8, timeCost: 1 });
