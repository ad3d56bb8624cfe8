import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { ExtractReply } from './extract-thread.js';
import { ResumeReadError } from './read-error.js';
import type { ResumeKind } from './readers.js';

interface Task {
  id: number;
  kind: ResumeKind;
  data: Uint8Array;
  timeoutMs: number;
  resolve: (text: string) => void;
  reject: (error: ResumeReadError) => void;
}

/** Compiled code runs the .js thread; tests and `tsx` run the source through a tsx bootstrap. */
function spawnThread(): Worker {
  const fromSource = import.meta.url.endsWith('.ts');
  return new Worker(
    new URL(fromSource ? './extract-thread-source.mjs' : './extract-thread.js', import.meta.url),
  );
}

/**
 * A few long-lived extraction threads (starting one costs ~100 ms of module loading, so they are
 * reused). A task past its time limit terminates its thread, which is then replaced.
 */
export class ExtractionPool {
  private readonly idle: Worker[] = [];
  private readonly queue: Task[] = [];
  private live = 0;
  private nextId = 1;

  constructor(private readonly size = Math.max(1, Math.min(2, availableParallelism() - 1))) {}

  extract(kind: ResumeKind, buffer: Buffer, timeoutMs: number): Promise<string> {
    return new Promise((resolve, reject) => {
      // A copy, so the caller's buffer stays usable after it is transferred to the thread.
      const data = new Uint8Array(buffer);
      this.queue.push({ id: this.nextId++, kind, data, timeoutMs, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.queue.length > 0) {
      let thread = this.idle.pop();
      if (!thread && this.live < this.size) {
        thread = spawnThread();
        thread.unref();
        this.live += 1;
      }
      if (!thread) return;
      const task = this.queue.shift();
      if (task) this.run(thread, task);
    }
  }

  private run(thread: Worker, task: Task): void {
    const finish = (keep: boolean) => {
      clearTimeout(timer);
      thread.off('message', onMessage);
      thread.off('error', onError);
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
      task.reject(new ResumeReadError('corrupt', { cause: error }));
    };
    const timer = setTimeout(() => {
      finish(false);
      task.reject(new ResumeReadError('timeout'));
    }, task.timeoutMs);
    thread.on('message', onMessage);
    thread.on('error', onError);
    thread.postMessage({ id: task.id, kind: task.kind, data: task.data }, [task.data.buffer as ArrayBuffer]);
  }

  /** Stops every thread (worker shutdown, tests). */
  async close(): Promise<void> {
    const threads = this.idle.splice(0);
    this.live -= threads.length;
    await Promise.all(threads.map((t) => t.terminate()));
  }
}
