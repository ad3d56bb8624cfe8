// auth: (1) how much of bare Fastify's request rate the product keeps on GET /api/auth/user with
// a valid bearer session (one sessions⨝users query per request), and (2) how close logins/s come
// to the raw argon2id verifications/s the machine can do, argon2 being the floor of a login.
// Both are ratios to a reference measured in the same run: absolute rates on a shared 2-core
// machine swing too much from run to run to mean anything.
import { relative } from 'node:path';
import { measureOrExit } from '../lib/cleanup.mjs';
import { fmt, printTable, writeResults } from '../lib/report.mjs';
import { ACCOUNTS, LOAD, LOGIN, measure } from './measure.mjs';

const NAME = 'auth';
const GOAL = { minUserRatio: 0.35, maxUserP99Ms: 25, minLoginRatio: 0.85 };

console.log(
  `${NAME}: GET /api/auth/user ${LOAD.connections} connections, ${LOAD.warmup} s warm-up + ${LOAD.duration} s` +
    ` per target; logins and raw argon2 ${LOGIN.concurrency} concurrent, ${LOGIN.duration} s`,
);
const figures = await measureOrExit(NAME, measure);

const { baseline, user, argonBefore, logins, argonAfter } = figures;
const userRatio = user.reqPerSec / baseline.reqPerSec;
const ok = logins.statusCodes['200'] ?? 0;
const loginsPerSec = ok / logins.durationS;
const argonPerSec = (argonBefore.perSec + argonAfter.perSec) / 2;
const loginRatio = loginsPerSec / argonPerSec;
// Errors or other statuses make a rate meaningless (a fast error page, a 429): never a PASS.
const userClean = [baseline, user].every((r) => r.errors === 0 && r.non2xx === 0);
const loginClean = logins.errors === 0 && ok === logins.total;
const userPass = userClean && userRatio >= GOAL.minUserRatio && user.p99Ms < GOAL.maxUserP99Ms;
const loginPass = loginClean && loginRatio >= GOAL.minLoginRatio;

console.log('');
const n = LOGIN.concurrency;
const rows = [
  ['baseline: Fastify hello-world', baseline, baseline.reqPerSec, baseline.non2xx],
  ['product: GET /api/auth/user (bearer)', user, user.reqPerSec, user.non2xx],
  [`raw argon2id verify x${n}, before`, argonBefore, argonBefore.perSec, 0],
  [`product: POST /api/auth/login x${n} (200s)`, { ...logins, total: ok }, loginsPerSec, logins.total - ok],
  [`raw argon2id verify x${n}, after`, argonAfter, argonAfter.perSec, 0],
];
printTable(
  ['target', 'per s', 'p50 ms', 'p99 ms', 'max ms', 'count', 'errors', 'other status'],
  rows.map(([label, r, rate, other]) => [
    label,
    fmt(rate),
    r.p50Ms,
    r.p99Ms,
    r.maxMs,
    r.total,
    r.errors ?? 0,
    other,
  ]),
);
console.log(`\nratio GET /api/auth/user / baseline: ${userRatio.toFixed(2)}`);
console.log(`ratio logins / mean raw argon2: ${loginRatio.toFixed(2)}`);
// The same ratio estimated from CPU costs rather than rates, which other tenants barely move:
// when argon2 keeps the cores busy, logins/s ≈ verifications/s × (CPU per verify / per login).
const cpuPerVerify = (argonBefore.cpuMsPerVerify + argonAfter.cpuMsPerVerify) / 2;
const cpuEstimate = cpuPerVerify / logins.serverCpuMsPerLogin;
console.log(
  `CPU per login (server process, all threads): ${logins.serverCpuMsPerLogin.toFixed(1)} ms; per raw verification: ` +
    `${cpuPerVerify.toFixed(1)} ms; CPU-bound estimate of the ratio: ${cpuEstimate.toFixed(2)}` +
    ' (PostgreSQL, Redis and autocannon add to each login)',
);
if (!userClean || !loginClean) {
  console.log(
    `warning: errors or unexpected statuses (counted as FAIL); login statuses ${JSON.stringify(logins.statusCodes)}`,
  );
}

const file = await writeResults(NAME, {
  load: LOAD,
  login: { ...LOGIN, accounts: ACCOUNTS, uvThreadpoolSize: process.env.UV_THREADPOOL_SIZE ?? '4 (default)' },
  goal: GOAL,
  ...{ baseline, user, argonBefore, logins, argonAfter },
  userRatio,
  loginsPerSec,
  argonPerSec,
  loginRatio,
  cpuMsPerVerify: cpuPerVerify,
  cpuEstimate,
  pass: { user: userPass, login: loginPass },
});
console.log(`results written to ${relative(process.cwd(), file)}`);
console.log(
  `auth-user: ratio=${userRatio.toFixed(2)} p99=${user.p99Ms} ms (goal: ratio >= ${GOAL.minUserRatio}, p99 < ${GOAL.maxUserP99Ms} ms) ${userPass ? 'PASS' : 'FAIL'}`,
);
console.log(
  `auth-login: logins/s=${Math.round(loginsPerSec)} argon2/s=${Math.round(argonPerSec)} ratio=${loginRatio.toFixed(2)} (goal >= ${GOAL.minLoginRatio}) ${loginPass ? 'PASS' : 'FAIL'}`,
);
