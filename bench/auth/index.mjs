// auth: (1) how much of bare Fastify's request rate the product keeps on GET /api/auth/user with
// a valid bearer session (a cached session: no query), and (2) how close logins/s come to the
// raw argon2id verifications/s the machine can do, argon2 being the floor of a login.
// Both are ratios to a reference measured in turns with them in the same run (measure.mjs):
// absolute rates on a shared 2-core machine swing too much from run to run to mean anything.
import { relative } from 'node:path';
import { measureOrExit } from '../lib/cleanup.mjs';
import { fmt, printTable, writeResults } from '../lib/report.mjs';
import { median } from '../lib/turns.mjs';
import { ACCOUNTS, LOAD, LOGIN, measure } from './measure.mjs';

const NAME = 'auth';
// Issue 29's goals: GET /api/auth/user at 0.7 of bare Fastify, logins at 0.8 of raw argon2.
const GOAL = { minUserRatio: 0.7, maxUserP99Ms: 25, minLoginRatio: 0.8 };

console.log(
  `${NAME}: GET /api/auth/user ${LOAD.connections} connections, ${LOAD.rounds} turns of ${LOAD.duration} s each` +
    ` with the baseline; logins and raw argon2 ${LOGIN.concurrency} concurrent, ${LOGIN.rounds} login turns of` +
    ` ${LOGIN.duration} s between ${LOGIN.rounds + 1} argon2 runs`,
);
const figures = await measureOrExit(NAME, measure);
const { userTurns, argon, logins } = figures;

const okOf = (/** @type {any} */ run) => run.statusCodes['200'] ?? 0;
const userRatios = userTurns.map(({ baseline, user }) => user.reqPerSec / baseline.reqPerSec);
const loginRates = logins.map((run) => okOf(run) / run.durationS);
// Each login turn against the mean of the argon2 runs just before and just after it.
const argonAround = logins.map((_, i) => (argon[i].perSec + argon[i + 1].perSec) / 2);
const loginRatios = loginRates.map((rate, i) => rate / argonAround[i]);
const userRatio = median(userRatios);
const loginRatio = median(loginRatios);
const userP99 = Math.max(...userTurns.map(({ user }) => user.p99Ms));

// Errors or other statuses make a rate meaningless (a fast error page, a 429): never a PASS.
const userClean = userTurns.every(({ baseline, user }) =>
  [baseline, user].every((r) => r.errors === 0 && r.non2xx === 0),
);
const loginClean = logins.every((run) => run.errors === 0 && okOf(run) === run.total);
const userPass = userClean && userRatio >= GOAL.minUserRatio && userP99 < GOAL.maxUserP99Ms;
const loginPass = loginClean && loginRatio >= GOAL.minLoginRatio;

console.log('');
printTable(
  ['turn', 'baseline per s', 'user per s', 'user p50 ms', 'user p99 ms', 'ratio'],
  userTurns.map(({ baseline, user }, i) => [
    String(i + 1),
    fmt(baseline.reqPerSec),
    fmt(user.reqPerSec),
    user.p50Ms,
    user.p99Ms,
    (userRatios[i] ?? 0).toFixed(2),
  ]),
);
console.log('');
const n = LOGIN.concurrency;
printTable(
  [
    'turn',
    `argon2 x${n} before`,
    `logins x${n} (200s)`,
    'login p50 ms',
    'login p99 ms',
    `argon2 after`,
    'ratio',
  ],
  logins.map((run, i) => [
    String(i + 1),
    fmt(argon[i].perSec),
    fmt(loginRates[i] ?? 0),
    run.p50Ms,
    run.p99Ms,
    fmt(argon[i + 1].perSec),
    (loginRatios[i] ?? 0).toFixed(2),
  ]),
);
console.log(
  `\nratio GET /api/auth/user / baseline (median of ${userRatios.length} turns): ${userRatio.toFixed(2)}`,
);
console.log(`ratio logins / raw argon2 (median of ${loginRatios.length} turns): ${loginRatio.toFixed(2)}`);
// The same ratio estimated from CPU costs rather than rates, which other tenants barely move:
// when argon2 keeps the cores busy, logins/s ≈ verifications/s × (CPU per verify / per login).
const cpuPerVerify = median(argon.map((run) => run.cpuMsPerVerify));
const cpuPerLogin = median(logins.map((run) => run.serverCpuMsPerLogin));
const cpuEstimate = cpuPerVerify / cpuPerLogin;
console.log(
  `CPU per login (server process, all threads): ${cpuPerLogin.toFixed(1)} ms; per raw verification: ` +
    `${cpuPerVerify.toFixed(1)} ms; CPU-bound estimate of the ratio: ${cpuEstimate.toFixed(2)}` +
    ' (PostgreSQL, Redis and autocannon add to each login)',
);
if (!userClean || !loginClean) {
  console.log(
    `warning: errors or unexpected statuses (counted as FAIL); login statuses ${JSON.stringify(logins.map((run) => run.statusCodes))}`,
  );
}

const file = await writeResults(NAME, {
  load: LOAD,
  login: { ...LOGIN, accounts: ACCOUNTS, uvThreadpoolSize: process.env.UV_THREADPOOL_SIZE ?? '4 (default)' },
  goal: GOAL,
  userTurns,
  argon,
  logins,
  userRatios,
  userRatio,
  loginRates,
  loginRatios,
  loginRatio,
  cpuMsPerVerify: cpuPerVerify,
  cpuMsPerLogin: cpuPerLogin,
  cpuEstimate,
  pass: { user: userPass, login: loginPass },
});
console.log(`results written to ${relative(process.cwd(), file)}`);
console.log(
  `auth-user: ratio=${userRatio.toFixed(2)} p99=${userP99} ms (goal: ratio >= ${GOAL.minUserRatio}, p99 < ${GOAL.maxUserP99Ms} ms) ${userPass ? 'PASS' : 'FAIL'}`,
);
console.log(
  `auth-login: ratio=${loginRatio.toFixed(2)} (goal >= ${GOAL.minLoginRatio}) ${loginPass ? 'PASS' : 'FAIL'}`,
);
