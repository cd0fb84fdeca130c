// Where a CPU profile's time went (`node --cpu-prof`; bench/cluster writes one with BENCH_PROFILE=<dir>): self
// time by package (or our own source folder) and the functions that spent the most, as shares of the samples.
// Usage: npx tsx bench/profile.ts <dir or .cpuprofile> [top functions, default 30]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The largest profile in `path` (a folder), or `path` itself. */
function profileFile(path: string): string {
  if (!statSync(path).isDirectory()) return path;
  const files = readdirSync(path)
    .filter((f) => f.endsWith('.cpuprofile'))
    .map((f) => join(path, f))
    // The main thread's (the largest: a worker thread writes one too).
    .sort((a, b) => statSync(b).size - statSync(a).size);
  if (!files[0]) throw new Error(`no .cpuprofile in ${path}`);
  return files[0];
}

/** What a script's address is counted under: its npm package, our bundle, Node's own, or the engine. */
function owner(url: string, name: string): string {
  if (!url) return name.startsWith('(') ? name : '(native)';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  if (url.startsWith('node:')) return 'node';
  return 'ours';
}

function main(): void {
  const file = profileFile(process.argv[2] ?? '.');
  const top = Number(process.argv[3] ?? 30);
  const p = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  p.samples.forEach((id, i) => {
    self.set(id, (self.get(id) ?? 0) + (p.timeDeltas[i] ?? 0));
  });
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const idle = [...self].filter(([id]) => byId.get(id)!.callFrame.functionName === '(idle)');
  const idleTime = idle.reduce((a, [, t]) => a + t, 0);
  const busy = total - idleTime;
  const packages = new Map<string, number>();
  const functions = new Map<string, number>();
  for (const [id, t] of self) {
    const { callFrame: f } = byId.get(id)!;
    if (f.functionName === '(idle)') continue;
    const who = owner(f.url, f.functionName);
    packages.set(who, (packages.get(who) ?? 0) + t);
    const key = `${f.functionName || '(anonymous)'} ${who === 'ours' ? f.url.split('/').slice(-2).join('/') : who}:${f.lineNumber + 1}`;
    functions.set(key, (functions.get(key) ?? 0) + t);
  }
  const pct = (t: number) => `${((t / busy) * 100).toFixed(1).padStart(5)} %`;
  console.log(`${file}: ${(busy / 1e6).toFixed(2)} s busy of ${(total / 1e6).toFixed(2)} s`);
  console.log('\nself time by package:');
  for (const [name, t] of [...packages].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`${pct(t)}  ${name}`);
  console.log(`\ntop ${top} functions by self time:`);
  for (const [name, t] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${pct(t)}  ${name}`);
}

main();
