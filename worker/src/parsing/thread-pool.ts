import { availableParallelism } from 'node:os';
import { type ResourceLimits, Worker } from 'node:worker_threads';
import type { ExtractReply } from './extract-thread.js';
import { ResumeReadError } from './read-error.js';
import type { ResumeKind } from './readers.js';

interface Task {
  id: number;
  owner: string;
  kind: ResumeKind;
  data: Uint8Array;
  timeoutMs: number;
  resolve: (text: string) => void;
  reject: (error: ResumeReadError) => void;
}

/**
 * Memory an extraction thread may use. A file that makes a reader hoard more is stopped with
 * its thread (ERR_WORKER_OUT_OF_MEMORY) instead of taking the worker process down with it.
 */
export const THREAD_LIMITS: ResourceLimits = {
  maxOldGenerationSizeMb: 256,
  maxYoungGenerationSizeMb: 32,
  stackSizeMb: 4,
};

export interface PoolOptions {
  resourceLimits?: ResourceLimits;
  /** The thread's script; tests substitute a stand-in. */
  threadUrl?: URL;
}

/** Compiled code runs the .js thread; tests and `tsx` run the source through a tsx bootstrap. */
function defaultThreadUrl(): URL {
  const fromSource = import.meta.url.endsWith('.ts');
  return new URL(fromSource ? './extract-thread-source.mjs' : './extract-thread.js', import.meta.url);
}

/**
 * A few long-lived extraction threads (starting one costs ~100 ms of module loading, so they are
 * reused). A task past its time limit terminates its thread, which is then replaced.
 *
 * Waiting files are taken in turn per owner, not first come first served: the next file is the
 * oldest of the owner with the fewest files being read now, then the one served longest ago. So
 * someone who queues many files gets one turn in each round, and another person's resume waits
 * for at most the files already being read, however many more the first person sends.
 */
export class ExtractionPool {
  private readonly idle: Worker[] = [];
  /** Waiting tasks per owner, in the order owners arrived. */
  private readonly waiting = new Map<string, Task[]>();
  /** Per owner with work in the pool: files being read, and when they were last given a thread. */
  private readonly running = new Map<string, number>();
  private readonly lastServed = new Map<string, number>();
  private served = 0;
  private live = 0;
  private nextId = 1;

  constructor(
    private readonly size = Math.max(1, Math.min(2, availableParallelism() - 1)),
    private readonly options: PoolOptions = {},
  ) {}

  extract(kind: ResumeKind, buffer: Buffer, timeoutMs: number, owner = ''): Promise<string> {
    return new Promise((resolve, reject) => {
      // A copy, so the caller's buffer stays usable after it is transferred to the thread.
      const data = new Uint8Array(buffer);
      const task = { id: this.nextId++, owner, kind, data, timeoutMs, resolve, reject };
      const queue = this.waiting.get(owner);
      if (queue) queue.push(task);
      else this.waiting.set(owner, [task]);
      this.pump();
    });
  }

  /** The owner whose turn it is: fewest files being read, then served longest ago. */
  private nextOwner(): string | undefined {
    let best: string | undefined;
    let bestKey: [number, number] = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY];
    for (const owner of this.waiting.keys()) {
      const key: [number, number] = [this.running.get(owner) ?? 0, this.lastServed.get(owner) ?? 0];
      if (key[0] < bestKey[0] || (key[0] === bestKey[0] && key[1] < bestKey[1])) {
        best = owner;
        bestKey = key;
      }
    }
    return best;
  }

  private nextTask(): Task | undefined {
    const owner = this.nextOwner();
    if (owner === undefined) return undefined;
    const queue = this.waiting.get(owner) ?? [];
    const task = queue.shift();
    if (queue.length === 0) this.waiting.delete(owner);
    this.running.set(owner, (this.running.get(owner) ?? 0) + 1);
    this.lastServed.set(owner, ++this.served);
    return task;
  }

  /** Forgets an owner once nothing of theirs is waiting or running, so the maps stay small. */
  private release(owner: string): void {
    const left = (this.running.get(owner) ?? 1) - 1;
    if (left > 0) this.running.set(owner, left);
    else {
      this.running.delete(owner);
      if (!this.waiting.has(owner)) this.lastServed.delete(owner);
    }
  }

  private spawn(): Worker {
    const thread = new Worker(this.options.threadUrl ?? defaultThreadUrl(), {
      resourceLimits: this.options.resourceLimits ?? THREAD_LIMITS,
    });
    thread.unref();
    this.live += 1;
    return thread;
  }

  private pump(): void {
    while (this.waiting.size > 0) {
      const thread = this.idle.pop() ?? (this.live < this.size ? this.spawn() : undefined);
      if (!thread) return;
      const task = this.nextTask();
      if (task) this.run(thread, task);
      else this.idle.push(thread);
    }
  }

  private run(thread: Worker, task: Task): void {
    let done = false;
    const finish = (keep: boolean) => {
      done = true;
      clearTimeout(timer);
      this.release(task.owner);
      thread.off('message', onMessage);
      thread.off('error', onError);
      thread.off('exit', onExit);
      if (keep) this.idle.push(thread);
      else {
        this.live -= 1;
        void thread.terminate();
      }
      this.pump();
    };
    const onMessage = (reply: ExtractReply) => {
      if (reply.id !== task.id) return;
      finish(true);
      if ('text' in reply) task.resolve(reply.text);
      else task.reject(new ResumeReadError(reply.failure));
    };
    const onError = (error: Error) => {
      finish(false);
      // Out of memory means the file made the reader hoard: it is refused as oversized.
      const outOfMemory = (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY';
      task.reject(new ResumeReadError(outOfMemory ? 'oversized' : 'corrupt', { cause: error }));
    };
    // A thread that ends without an error event (a reader calling process.exit) fails its task.
    const onExit = () => {
      if (done) return;
      finish(false);
      task.reject(new ResumeReadError('corrupt'));
    };
    const timer = setTimeout(() => {
      finish(false);
      task.reject(new ResumeReadError('timeout'));
    }, task.timeoutMs);
    thread.on('message', onMessage);
    thread.on('error', onError);
    thread.on('exit', onExit);
    thread.postMessage({ id: task.id, kind: task.kind, data: task.data }, [task.data.buffer as ArrayBuffer]);
  }

  /** Stops every thread (worker shutdown, tests). */
  async close(): Promise<void> {
    const threads = this.idle.splice(0);
    this.live -= threads.length;
    await Promise.all(threads.map((t) => t.terminate()));
  }
}
