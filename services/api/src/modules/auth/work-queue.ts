import { ServiceBusyError } from '../../errors.js';

export interface WorkQueueStats {
  /** Tasks started since the queue was made. */
  started: number;
  running: number;
  waiting: number;
  /** The most tasks that ever ran at once. */
  peakRunning: number;
}

export interface WorkQueue {
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly stats: Readonly<WorkQueueStats>;
}

/**
 * Runs at most `concurrency` tasks at once; up to `maxWaiting` more wait their turn, and past that a task
 * is refused at once with 503 (ServiceBusyError) instead of piling up. Used for CPU-heavy work that runs
 * on libuv's small thread pool, which file reads and compression share.
 */
export function createWorkQueue({ concurrency, maxWaiting }: { concurrency: number; maxWaiting: number }): WorkQueue {
  const stats: WorkQueueStats = { started: 0, running: 0, waiting: 0, peakRunning: 0 };
  const queue: (() => void)[] = [];

  const release = (): void => {
    stats.running -= 1;
    const next = queue.shift();
    if (next) next();
  };

  return {
    stats,
    async run(task) {
      if (stats.running >= concurrency) {
        if (queue.length >= maxWaiting) throw new ServiceBusyError();
        stats.waiting += 1;
        await new Promise<void>((resolve) => queue.push(resolve));
        stats.waiting -= 1;
      }
      stats.running += 1;
      stats.started += 1;
      stats.peakRunning = Math.max(stats.peakRunning, stats.running);
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
