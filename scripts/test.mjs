// `npm test`: lint, typecheck and `npm audit --omit=dev` (a high or critical advisory fails it),
// then the unit, integration and e2e tests with PostgreSQL, Redis and Chromium provided once for
// all of them (server/test/setup/test-services.ts: the configured ones, else 127.0.0.1:5432 /
// :6379 when they answer, else an embedded cluster and a redis-server of our own), handed to
// every step as TEST_DATABASE_URL, TEST_REDIS_URL and CHROMIUM_PATH.
// Whatever it started it stops at the end, after a failure, and on Ctrl-C.
//
// `npm test -- <command...>` runs one command with those services instead, e.g.
// `npm test -- npx vitest run --project integration server/test/health.int.test.ts`.
import { execFile, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const say = (line) => console.log(`[test] ${line}`);

const args = process.argv.slice(2);
if (args[0] === '--') args.shift();
const npmRun = (script) => ['npm', 'run', script];
/** Steps before the services are provided (they need none), then the steps that use them. */
const [before, after] = args.length
  ? [[], [args]]
  : [
      [npmRun('lint'), npmRun('typecheck')],
      [
        npmRun('test:unit'),
        npmRun('test:integration'),
        npmRun('test:e2e'),
        // The chaos scenarios (faults survived); test:e2e has just built what they run.
        ['npx', 'vitest', 'run', '--project', 'chaos'],
      ],
    ];

let services;
let current;
let interrupted;

async function finish(code) {
  await services?.stop();
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    // A second Ctrl-C exits at once; the services are then signalled on the way out.
    if (interrupted) process.exit(130);
    interrupted = signal;
    say('Stopping...');
    // The step runs in its own process group (so one Ctrl-C reaches it once, from here).
    if (current) signalGroup(current, signal);
    else if (!services)
      return; // still providing: main() finishes once that returns
    else finish(signal === 'SIGINT' ? 130 : 143);
  });
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {}
}

/** Runs one step to its end; resolves with its exit code. */
function run([command, ...rest], env) {
  return new Promise((resolve) => {
    const child = spawn(command, rest, {
      cwd: root,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
    });
    current = child;
    child.once('error', (error) => {
      say(`Could not run ${command}: ${error.message}`);
      resolve(127);
    });
    child.once('exit', (code, signal) => {
      current = undefined;
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/**
 * `npm audit --omit=dev`: fails on a high or critical advisory in what ships. When the advisory
 * service cannot be reached (offline, a mirror without it) it warns that nothing was checked.
 */
function audit() {
  return new Promise((resolve) => {
    const command = ['audit', '--omit=dev', '--audit-level=high', '--json'];
    execFile(
      'npm',
      command,
      { cwd: root, timeout: 120_000, maxBuffer: 64 << 20 },
      (_error, stdout, stderr) => {
        let report;
        try {
          report = JSON.parse(stdout);
        } catch {}
        const counts = report?.metadata?.vulnerabilities;
        if (!counts) {
          const why = report?.message ?? (String(stderr).trim().split('\n').at(-1) || 'no answer');
          say(`WARNING: npm audit could not be run (${why}); dependencies were NOT checked for advisories.`);
          return resolve(0);
        }
        const serious = Object.values(report.vulnerabilities ?? {}).filter((v) =>
          ['high', 'critical'].includes(v.severity),
        );
        if (serious.length === 0) {
          say(`npm audit --omit=dev: no high or critical advisory (${counts.total ?? 0} in all).`);
          return resolve(0);
        }
        for (const v of serious) say(`npm audit: ${v.severity} advisory in ${v.name} (${v.range})`);
        say('npm audit --omit=dev found high or critical advisories; run it for details and fixes.');
        resolve(1);
      },
    );
  });
}

async function runAll(steps, env) {
  for (const step of steps) {
    const code = await run(step, env);
    if (interrupted) return finish(interrupted === 'SIGINT' ? 130 : 143);
    if (code !== 0) {
      if (step[0] === 'npm') say(`npm run ${step[2]} failed (exit code ${code}).`);
      return finish(code);
    }
  }
}

await runAll(before, process.env);
if (!args.length && (await audit()) !== 0) await finish(1);
try {
  const { tsImport } = await import('tsx/esm/api');
  const { provideTestServices } = await tsImport('../server/test/setup/test-services.ts', import.meta.url);
  services = await provideTestServices({ log: say });
} catch (error) {
  say(error instanceof Error ? error.message : String(error));
  await finish(1);
}
for (const line of services.lines) say(line);
if (interrupted) await finish(interrupted === 'SIGINT' ? 130 : 143);
await runAll(after, { ...process.env, ...services.env });
await finish(0);
