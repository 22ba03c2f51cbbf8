import { StartupError } from '../config';

/**
 * Runs the body of a command (the server's start, a CLI): a StartupError, which names what the operator must fix,
 * ends the process with that one line and exit code 1; anything else is a fault and keeps its stack.
 */
export async function runCommand(body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (error) {
    console.error(error instanceof StartupError ? error.message : error);
    // Open pools or timers would otherwise keep a failed command alive.
    process.exit(1);
  }
}
