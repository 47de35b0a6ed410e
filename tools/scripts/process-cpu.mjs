// CPU time a local server process used, for benchmarks on a shared machine: requests per second
// depend on what else runs, CPU milliseconds per request much less. Linux only (/proc).
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** A process's parent and its user + system CPU time so far, in ms (throws if it has ended). */
export function processStat(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name may hold spaces and parentheses: the fields start after its last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return { ppid: fields[1], cpuMs: ticks * 10 }; // USER_HZ is 100 on Linux
}

/** User + system CPU time of a process so far, in ms. */
export const cpuMs = (pid) => processStat(pid).cpuMs;

/** The id of the process listening on a local TCP port, or undefined. */
export function pidListeningOn(port) {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols[1]?.endsWith(`:${hexPort}`) && cols[3] === '0A') inodes.add(`socket:[${cols[9]}]`);
    }
  }
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      for (const fd of readdirSync(`/proc/${pid}/fd`)) if (inodes.has(readlinkSync(`/proc/${pid}/fd/${fd}`))) return Number(pid);
    } catch {
      // a process that ended, or one we may not read
    }
  }
  return undefined;
}
