// What the benchmarks read of the machine's CPU from /proc (Linux): a process's CPU time, which a busy machine
// inflates far less than wall time, and where the cores went while some work ran.
import type { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';

/** The clock ticks of /proc/<pid>/stat (USER_HZ, 100 a second on Linux). */
const TICK_MS = 10;

/** User and system CPU time of a process (every thread), in ms; 0 once it is gone. */
export function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command (in parentheses): state is field 3 of the line, utime 14 and stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** PostgreSQL's processes on this machine (the backends serving the servers among them). */
function postgresPids(): number[] {
  return readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        return readFileSync(`/proc/${d}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** Where the machine's CPU went over a run, in cores (1.00 is one core busy the whole run). */
export interface CpuShare {
  readonly servers: number;
  readonly postgres: number;
  /** This process: autocannon driving the load. */
  readonly generator: number;
  readonly idle: number;
  readonly cores: number;
}

/** The machine's idle and total ticks, over all its cores (/proc/stat). */
function machineTicks(): { idle: number; total: number } {
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  return { idle: cpu[3]! + cpu[4]!, total: cpu.reduce((a, b) => a + b, 0) };
}

/** Runs `work` and says where the CPU went meanwhile. */
export async function sampled<T>(servers: ChildProcess[], work: () => Promise<T>): Promise<[T, CpuShare]> {
  const pids = () => ({ servers: servers.map((c) => c.pid!), postgres: postgresPids() });
  const read = (p: ReturnType<typeof pids>) => ({
    servers: p.servers.reduce((sum, pid) => sum + cpuMs(pid), 0),
    postgres: p.postgres.reduce((sum, pid) => sum + cpuMs(pid), 0),
    generator: cpuMs(process.pid),
    machine: machineTicks(),
  });
  const before = read(pids());
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  // Backends that started during the run count from zero.
  const after = read(pids());
  const cores = cpus().length;
  const machineTotal = after.machine.total - before.machine.total;
  const share: CpuShare = {
    servers: (after.servers - before.servers) / 1000 / seconds,
    postgres: Math.max(0, after.postgres - before.postgres) / 1000 / seconds,
    generator: (after.generator - before.generator) / 1000 / seconds,
    idle: ((after.machine.idle - before.machine.idle) / machineTotal) * cores,
    cores,
  };
  return [result, share];
}
