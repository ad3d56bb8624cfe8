import { buildApp } from './app.js';
import { closeDeps, createDeps } from './deps.js';
import { parseEnvOrExit, publicUrl } from './env.js';
import { onShutdownSignal } from './launch/shutdown.js';
import { describeStartupError } from './launch/startup-errors.js';
import { createLogger } from './logger.js';

// Start-up only: parse env, build the app, listen, shut down cleanly.
const env = parseEnvOrExit();

const logger = createLogger(env, 'server');
const deps = createDeps(env, logger, { sessionCache: true, settingsCache: true });
const app = await buildApp(deps);

try {
  await app.listen({ host: env.HOST, port: env.PORT });
} catch (error) {
  console.error(describeStartupError(error, { port: env.PORT, host: env.HOST }));
  await closeDeps(deps);
  process.exit(1);
}
logger.info({ url: publicUrl(env) }, 'server listening');

onShutdownSignal(env.SHUTDOWN_TIMEOUT_MS, async () => {
  await app.close();
  await closeDeps(deps);
});
