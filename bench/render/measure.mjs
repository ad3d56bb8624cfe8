// The measurements of the render scenario, against the built worker (worker/dist) and server
// core (server/dist): the Chromium pool in this process, and real worker processes on a queue.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { defer } from '../lib/cleanup.mjs';

const DIST = (/** @type {string} */ path) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/** Imports a built module, or says to build first. */
export async function loadBuilt(/** @type {string} */ path) {
  const file = DIST(path);
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: build first (npm run build, or npx tsc -b tsconfig.build.json)`);
  }
  return import(pathToFileURL(file).href);
}

/** A resume that prints on two A4 pages in the classic design. */
export function twoPageResume(/** @type {string} */ tag = '') {
  const bullets = (/** @type {string} */ what, /** @type {number} */ n) =>
    Array.from(
      { length: n },
      (_, i) =>
        `- ${what} ${i + 1}: led an efficient workflow change that cut settlement time by ${20 + i}% for partners across Lagos and Nairobi ${tag}`,
    );
  return [
    '# Ada Obi',
    'Lagos, Nigeria | ada.obi@example.com | +234 803 000 0000',
    '## Profile',
    'Backend engineer with eight years of fintech experience; expected rate ₦20,000 per hour.',
    '## Experience',
    'Senior Backend Engineer, Flutterwave (2021 to now)',
    ...bullets('Payments', 9),
    'Backend Engineer, Paystack (2018 to 2021)',
    ...bullets('Fraud', 9),
    '## Projects',
    ...bullets('Project', 6),
    '## Education',
    'BSc Computer Science, University of Lagos',
    '## Skills',
    '- TypeScript, Node.js, PostgreSQL, Redis, Kafka',
  ].join('\n');
}

/**
 * Resident memory in KiB of a process, or 0 when it is gone: PSS (shared pages split between
 * the processes sharing them), so Chromium's many processes add up to what they really hold;
 * plain RSS where smaps_rollup is missing.
 */
function rssKiB(/** @type {number} */ pid) {
  try {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    return Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
  } catch {
    try {
      return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      return 0;
    }
  }
}

/** Every descendant of a process (Chromium's browser, renderer, utility processes). */
function descendants(/** @type {number} */ root) {
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), ppid);
    } catch {
      // Gone between the listing and the read.
    }
  }
  const found = [];
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.shift();
    for (const [child, parent] of parents) {
      if (parent === pid) {
        found.push(child);
        queue.push(child);
      }
    }
  }
  return found;
}

/** utime+stime and cutime+cstime (its reaped children) of a process, in ms; zeros when gone. */
function cpuTimes(/** @type {number} */ pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // USER_HZ = 100 (bench/lib/proc-cpu.mjs).
    return { own: (Number(f[11]) + Number(f[12])) * 10, reaped: (Number(f[13]) + Number(f[14])) * 10 };
  } catch {
    return { own: 0, reaped: 0 };
  }
}

/**
 * CPU time all Chromium processes of this process have used so far, in ms: the live ones (with
 * the children they reaped: a print spawns a short-lived print compositor, a closed page's
 * renderer exits) plus the browsers this process reaped. Take differences over a stretch with
 * no browser exiting unreaped.
 */
export function chromiumCpuMs() {
  const live = descendants(process.pid).reduce((sum, pid) => {
    const t = cpuTimes(pid);
    return sum + t.own + t.reaped;
  }, 0);
  return live + cpuTimes(process.pid).reaped;
}

/** Memory (PSS) of this process and of its Chromium processes, in MiB. */
export function memoryMiB() {
  const node = rssKiB(process.pid) / 1024;
  const chromium = descendants(process.pid).reduce((sum, pid) => sum + rssKiB(pid), 0) / 1024;
  return { node, chromium, total: node + chromium };
}

/** The built render code, with one pool closed at clean-up. */
export async function loadRenderer() {
  const { RenderPool } = await loadBuilt('worker/dist/render/browser-pool.js');
  const { renderPdf } = await loadBuilt('worker/dist/render/pdf.js');
  const { getTemplate } = await loadBuilt('shared/dist/index.js');
  const template = getTemplate('classic');
  /** @param {Record<string, unknown>} options */
  const pool = (options) => {
    const created = new RenderPool({
      executablePath: process.env.CHROMIUM_PATH || undefined,
      size: 2,
      timeoutMs: 30_000,
      restartEvery: 200,
      ...options,
    });
    defer('close a Chromium pool', () => created.close());
    return created;
  };
  /** @param {any} p @param {string} content */
  const render = (p, content) => renderPdf(p, { type: 'resume', title: 'Resume', content }, template);
  return { pool, render, template };
}
