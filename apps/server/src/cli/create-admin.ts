import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import { DataDirLockedError } from '../lib/data-dir-lock.ts';
import { type EnsureAdminResult, ensureAdmin, InvalidAdminInput } from './ensure-admin.ts';
import { promptHidden } from './prompt-hidden.ts';
import { runCommand } from './run-command.ts';

export const USAGE = `Usage: npm run create-admin -- --email <email> [--name <name>] [--password <password>]
                            [--promote] [--unblock] [--reset-password]

Creates an admin account. A new account needs --name and a password (at least 8 characters), taken from
--password, the ADMIN_PASSWORD environment variable, or a hidden prompt. Prefer the prompt or
ADMIN_PASSWORD: a password on the command line ends up in the shell history and the process list.

For an account that already exists:
  --promote         make it an admin. Refused without it, showing the account's name and registration date:
                    someone else may have registered that email, and would keep their password. Its sessions
                    are signed out.
  --unblock         let it sign in again (an admin blocked by another admin).
  --reset-password  give it a new password (asked for, or --password / ADMIN_PASSWORD); its sessions are
                    signed out.

It uses the database the server would use: DATABASE_URL, or the embedded database under DATA_DIR.
The embedded database can be opened by one process at a time, so stop the server first.`;

export type CreateAdminArgs = {
  email?: string;
  name?: string;
  password?: string;
  promote: boolean;
  unblock: boolean;
  resetPassword: boolean;
  help: boolean;
};

export function readArgs(argv: string[], env: NodeJS.ProcessEnv): CreateAdminArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      password: { type: 'string' },
      promote: { type: 'boolean', default: false },
      unblock: { type: 'boolean', default: false },
      'reset-password': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  return {
    email: values.email,
    name: values.name,
    password: values.password ?? env.ADMIN_PASSWORD,
    promote: values.promote,
    unblock: values.unblock,
    resetPassword: values['reset-password'],
    help: values.help,
  };
}

async function askPassword(): Promise<string> {
  if (!process.stdin.isTTY)
    throw new InvalidAdminInput('No password: pass --password, set ADMIN_PASSWORD, or run in a terminal');
  const password = await promptHidden('Password for the admin: ');
  if (password !== (await promptHidden('Repeat the password: ')))
    throw new InvalidAdminInput('The passwords do not match');
  return password;
}

/** What happened, in one or two lines an operator can check. */
export function describeResult({ created, changes, user }: EnsureAdminResult): string {
  const account = `${user.email} ("${user.name}", registered ${user.createdAt.slice(0, 10)}, id ${user.id})`;
  if (created) return `Created the admin account ${account}.`;
  if (changes.length === 0) return `${account} is already an admin. Nothing changed.`;
  const said = {
    promoted: 'promoted to admin, its sessions signed out',
    unblocked: 'unblocked',
    'password reset': 'given a new password, its sessions signed out',
  };
  const lines = [`${account}: ${changes.map((change) => said[change]).join('; ')}.`];
  if (changes.includes('promoted') && !changes.includes('password reset'))
    lines.push('Its password was not changed: add --reset-password if you did not choose it yourself.');
  return lines.join('\n');
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
    const result = await ensureAdmin(
      database.db,
      {
        email: args.email,
        name: args.name,
        promote: args.promote,
        unblock: args.unblock,
        resetPassword: args.resetPassword,
      },
      async () => (password !== undefined ? password : askPassword()),
    );
    console.log(`${describeResult(result)} Database: ${database.description}.`);
    if (result.user.status === 'blocked')
      console.warn(`Note: ${result.user.email} is blocked and cannot log in: add --unblock.`);
    return 0;
  } finally {
    await database.close();
  }
}

runCommand(import.meta, 'create-admin', main, [InvalidAdminInput, DataDirLockedError], (error) => {
  if (error instanceof InvalidAdminInput) console.error(`\n${USAGE}`);
});
