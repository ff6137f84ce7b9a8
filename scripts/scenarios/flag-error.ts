/** A command line QA can fix: the message names the flag and lists its valid values. */
export class FlagError extends Error {}
