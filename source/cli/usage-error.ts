import type {CliMessage, CliParams} from './messages.js';

/** A mistake on the command line: what to tell the player (without the "patience: " prefix) and the exit code. */
export class UsageError extends Error {
  constructor(
    readonly key: CliMessage,
    readonly params: CliParams = {},
    readonly code = 2,
  ) {
    super(key);
  }
}
