/**
 * Runs a command's `main` when its file is the one node was started with, and exits with its code. An error of
 * one of the `expected` kinds (a wrong argument, a database another process holds) is one line naming the
 * command, then `afterExpected` (the usage, say); anything else is printed whole.
 */
export function runCommand(
  meta: ImportMeta,
  name: string,
  main: () => Promise<number>,
  expected: (abstract new (...args: never[]) => Error)[],
  afterExpected?: (error: Error) => void,
): void {
  if (!meta.main) return;
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      const known = expected.some((kind) => error instanceof kind);
      console.error(known ? `${name}: ${(error as Error).message}` : error);
      if (known) afterExpected?.(error as Error);
      process.exit(1);
    },
  );
}
