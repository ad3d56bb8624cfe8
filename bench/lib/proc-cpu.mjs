import { readFileSync } from 'node:fs';

// USER_HZ: the unit of /proc/<pid>/stat times; 100 on every mainstream Linux build.
const TICK_MS = 10;

/**
 * CPU time (user + system, all threads) a process has used so far, in ms, or undefined where
 * /proc is missing (not Linux) or the process is gone. CPU per operation is steadier than a
 * rate on a shared machine: other tenants slow the operations down but barely change their cost.
 * @param {number | undefined} pid
 * @returns {number | undefined}
 */
export function processCpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which may itself hold spaces and parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return undefined;
  }
}
