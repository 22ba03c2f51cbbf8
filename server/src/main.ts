import { runCommand } from './cli/run';
import { loadConfig } from './config';

await runCommand(async () => {
  const config = loadConfig();
  // Loaded only once the configuration is valid, so a wrong variable is reported before the app is.
  const { startServer } = await import('./start');
  await startServer(config);
});
