import fs from 'node:fs';

/**
 * The data directory holds the whole database (password hashes, orders), the JWT signing secret and the
 * uploads: other users of the machine have no business reading or changing any of it. So everything the
 * server creates there is its owner's only, and a start-up warning names what is looser
 * (lib/permission-warnings.ts).
 */
const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

export function makePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
}
