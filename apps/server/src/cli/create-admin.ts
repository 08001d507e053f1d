import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import { DataDirLockedError } from '../lib/data-dir-lock.ts';
import { ensureAdmin, InvalidAdminInput } from './ensure-admin.ts';
import { promptHidden } from './prompt-hidden.ts';

export const USAGE = `Usage: npm run create-admin -- --email <email> [--name <name>] [--password <password>]

Creates an admin account, or promotes the existing account with that email to admin.
A new account needs --name and a password (at least 8 characters), taken from --password, the
ADMIN_PASSWORD environment variable, or a hidden prompt. Prefer the prompt or ADMIN_PASSWORD:
a password on the command line ends up in the shell history and the process list.

It uses the database the server would use: DATABASE_URL, or the embedded database under DATA_DIR.
The embedded database can be opened by one process at a time, so stop the server first.`;

export type CreateAdminArgs = { email?: string; name?: string; password?: string; help: boolean };

export function readArgs(argv: string[], env: NodeJS.ProcessEnv): CreateAdminArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      password: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  return {
    email: values.email,
    name: values.name,
    password: values.password ?? env.ADMIN_PASSWORD,
    help: values.help,
  };
}

async function askPassword(): Promise<string> {
  if (!process.stdin.isTTY)
    throw new InvalidAdminInput('No password: pass --password, set ADMIN_PASSWORD, or run in a terminal');
  const password = await promptHidden('Password for the new admin: ');
  if (password !== (await promptHidden('Repeat the password: ')))
    throw new InvalidAdminInput('The passwords do not match');
  return password;
}

export async function main(argv = process.argv.slice(2), env = process.env): Promise<number> {
  const args = readArgs(argv, env);
  if (args.help || !args.email) {
    console.log(USAGE);
    return args.help ? 0 : 1;
  }
  if (argv.some((arg) => arg.startsWith('--password'))) {
    console.warn('Warning: a password given on the command line may be kept in the shell history.');
  }
  const database = await openDatabase(loadConfig(env));
  try {
    const password = args.password;
    const result = await ensureAdmin(database.db, { email: args.email, name: args.name }, async () =>
      password !== undefined ? password : askPassword(),
    );
    const { email, id, status } = result.user;
    const said = {
      created: `Created the admin account ${email} (id ${id}).`,
      promoted: `Promoted ${email} (id ${id}) to admin. Its password was not changed.`,
      unchanged: `${email} (id ${id}) is already an admin. Nothing changed.`,
    }[result.action];
    console.log(`${said} Database: ${database.description}.`);
    if (status === 'blocked')
      console.warn(`Note: ${email} is blocked and cannot log in until an admin unblocks it.`);
    return 0;
  } finally {
    await database.close();
  }
}

if (import.meta.main) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      const known = error instanceof InvalidAdminInput || error instanceof DataDirLockedError;
      console.error(known ? `create-admin: ${(error as Error).message}` : error);
      if (error instanceof InvalidAdminInput) console.error(`\n${USAGE}`);
      process.exit(1);
    },
  );
}
