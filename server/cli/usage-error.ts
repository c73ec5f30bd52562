/** A command line the CLI cannot run: the usage is printed and the exit code is 2. */
export class UsageError extends Error {}
