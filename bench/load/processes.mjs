// CPU and memory of the processes under load, sampled every second from /proc: the server, the
// worker, the PostgreSQL backends serving the scratch database (from pg_stat_activity), the
// Chromium processes under the worker, the machine's redis-server, and the load generator
// itself. CPU % is CPU time used between two samples over the wall time between them
// (100 % = one core busy); memory is the
// group's summed VmRSS (PostgreSQL backends and Chromium processes each count the shared pages
// they touched, so their sums overstate what they hold together).
import { readdirSync, readFileSync } from 'node:fs';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import pg from 'pg';

const TICK_MS = 10;

/** @param {number} pid @returns {{ cpuMs: number, rssKb: number, ppid: number } | undefined} */
function readProcess(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return {
      cpuMs: (Number(fields[11]) + Number(fields[12])) * TICK_MS,
      rssKb: Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0),
      ppid: Number(fields[1]),
    };
  } catch {
    return undefined; // gone between the listing and the read
  }
}

/** Every process on the machine, by pid. */
const allPids = () =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number);

/** Every descendant of `root` (Chromium's browser, renderer, zygote and utility processes). */
function descendants(/** @type {number} */ root) {
  /** @type {Map<number, number[]>} */
  const children = new Map();
  for (const pid of allPids()) {
    const p = readProcess(pid);
    if (!p) continue;
    const list = children.get(p.ppid) ?? [];
    list.push(pid);
    children.set(p.ppid, list);
  }
  const found = [];
  const queue = [root];
  while (queue.length > 0) {
    for (const child of children.get(/** @type {number} */ (queue.shift())) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

/** The machine's processes whose command name is `name` (the Redis the run uses is one of them). */
function processesNamed(/** @type {string} */ name) {
  return allPids().filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === name;
    } catch {
      return false;
    }
  });
}

/**
 * @typedef {{ serverPid: number, workerPid: number, generationWorkerPid?: number, databaseUrl: string,
 *   databaseName: string, loadGeneratorPid: number }} Targets
 * @typedef {Record<string, { samples: number, avgCpuPct: number, maxCpuPct: number, maxRssMb: number,
 *   maxProcesses: number }>} Figures
 */

/**
 * Starts sampling on a thread of its own; `stop()` returns per group { avgCpuPct, maxCpuPct,
 * maxRssMb, samples }. A thread, because a sample reads /proc synchronously (every process, for
 * Chromium's): 5–40 ms each second that, on the load generator's event loop, would add to the
 * latencies it measures.
 * @param {Omit<Targets, 'loadGeneratorPid'>} targets
 */
export async function sampleProcesses(targets) {
  const thread = new Worker(new URL(import.meta.url), {
    workerData: { sampler: { ...targets, loadGeneratorPid: process.pid } },
  });
  /** @type {(type: string) => Promise<any>} */
  const next = (type) =>
    new Promise((resolve, reject) => {
      const onMessage = (/** @type {{ type: string, value?: unknown }} */ message) => {
        if (message.type !== type) return;
        thread.off('message', onMessage);
        thread.off('error', reject);
        resolve(message.value);
      };
      thread.on('message', onMessage);
      thread.once('error', reject);
    });
  await next('ready');
  // A failed run never waits for it.
  thread.unref();
  return {
    /** @returns {Promise<Figures>} */
    async stop() {
      const figures = next('figures');
      thread.postMessage('stop');
      const value = await figures;
      await thread.terminate();
      return value;
    },
  };
}

if (!isMainThread && workerData?.sampler) {
  const sampler = await startSampling(workerData.sampler);
  parentPort?.postMessage({ type: 'ready' });
  parentPort?.once('message', async () => {
    parentPort?.postMessage({ type: 'figures', value: await sampler.stop() });
  });
}

/** @param {Targets} targets */
async function startSampling({
  serverPid,
  workerPid,
  generationWorkerPid,
  databaseUrl,
  databaseName,
  loadGeneratorPid,
}) {
  // Its own connection (one more backend, of another database: not counted).
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const redisPids = processesNamed('redis-server');
  /** @type {Record<string, () => Promise<number[]> | number[]>} */
  const groups = {
    server: () => [serverPid],
    worker: () => [workerPid],
    ...(generationWorkerPid ? { 'generation worker': () => [generationWorkerPid] } : {}),
    'postgres backends': async () => {
      const { rows } = await admin.query('select pid from pg_stat_activity where datname = $1', [
        databaseName,
      ]);
      return rows.map((r) => Number(r.pid));
    },
    chromium: () => descendants(workerPid),
    // The queue, events and progress all go through it; one thread, so ~100 % is its ceiling.
    redis: () => redisPids,
    'load generator': () => [loadGeneratorPid],
  };
  /** @type {Map<number, number>} */
  let lastCpu = new Map();
  let lastAt = performance.now();
  /** @type {Record<string, { cpu: number[], rssKb: number[], processes: number[] }>} */
  const series = Object.fromEntries(
    Object.keys(groups).map((g) => [g, { cpu: [], rssKb: [], processes: [] }]),
  );

  async function sample() {
    const now = performance.now();
    const wall = now - lastAt;
    /** @type {Map<number, number>} */
    const cpu = new Map();
    for (const [name, list] of Object.entries(groups)) {
      let cpuMs = 0;
      let rssKb = 0;
      let count = 0;
      for (const pid of await list()) {
        const p = readProcess(pid);
        if (!p) continue;
        count++;
        cpu.set(pid, p.cpuMs);
        rssKb += p.rssKb;
        // A process new since the last sample counts from zero: its whole CPU time is this second's.
        cpuMs +=
          p.cpuMs - (lastCpu.get(pid) ?? (name === 'chromium' || name === 'postgres backends' ? 0 : p.cpuMs));
      }
      const s = /** @type {(typeof series)[string]} */ (series[name]);
      if (lastCpu.size > 0) s.cpu.push((cpuMs / wall) * 100);
      s.rssKb.push(rssKb);
      s.processes.push(count);
    }
    lastCpu = cpu;
    lastAt = now;
  }

  await sample();
  let running = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(sample).catch(() => {});
  }, 1_000);
  return {
    async stop() {
      clearInterval(timer);
      await running;
      await admin.end();
      return Object.fromEntries(
        Object.entries(series).map(([name, s]) => [
          name,
          {
            samples: s.cpu.length,
            avgCpuPct: s.cpu.reduce((a, b) => a + b, 0) / Math.max(1, s.cpu.length),
            maxCpuPct: Math.max(0, ...s.cpu),
            maxRssMb: Math.max(0, ...s.rssKb) / 1024,
            maxProcesses: Math.max(0, ...s.processes),
          },
        ]),
      );
    },
  };
}
