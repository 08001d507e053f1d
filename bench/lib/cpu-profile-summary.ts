// Where a server's time went, from a V8 CPU profile (`node --cpu-prof`; `BENCH_CPU_PROF=<dir> npm run
// bench:hot-path` writes the shop's): the share of its busy time (idle left out) by package or Node module, and
// the costliest functions, counted only while it was answering HTTP requests (start-up, seeding and shutdown left
// out).
//
//   npm run bench:profile-summary -- <file.cpuprofile> [rows]
import fs from 'node:fs';

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type Profile = { nodes: ProfileNode[]; startTime: number; samples: number[]; timeDeltas: number[] };

const IDLE = new Set(['(idle)']);

/** The package (node_modules), Node module (node:…), file of this repository, or V8's own name, of a frame. */
function owner({ url, functionName }: CallFrame): string {
  const packaged = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(url);
  if (packaged) return packaged[1]!;
  const own = /\/(apps|packages)\/(.*)$/.exec(url);
  if (own) return `${own[1]}/${own[2]}`;
  if (url.startsWith('node:')) return url;
  // Natives: the socket write (writeUtf8String, writeBuffer, writev) includes the system call into the kernel.
  return url ? 'other' : functionName;
}

function summarize(profile: Profile, rows = 15) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const underHttp = (id: number) => {
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      if (byId.get(at)!.callFrame.url === 'node:_http_server') return true;
    }
    return false;
  };
  // Sample times; the window runs from the 2nd to the 99.9th percentile of the samples inside an HTTP request, so
  // the health checks that wait for the server to start, and its start, stay out.
  let time = profile.startTime;
  const times = profile.timeDeltas.map((delta) => (time += delta));
  const http = profile.samples.flatMap((id, i) => (underHttp(id) ? [times[i]!] : []));
  const from = http[Math.floor(http.length * 0.02)] ?? 0;
  const to = http[Math.floor(http.length * 0.999)] ?? 0;
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    if (times[i]! >= from && times[i]! <= to) self.set(id, (self.get(id) ?? 0) + profile.timeDeltas[i]!);
  });
  let busy = 0;
  const owners = new Map<string, number>();
  const functions = new Map<string, number>();
  for (const [id, us] of self) {
    const { callFrame } = byId.get(id)!;
    if (IDLE.has(callFrame.functionName)) continue;
    busy += us;
    owners.set(owner(callFrame), (owners.get(owner(callFrame)) ?? 0) + us);
    const name = `${callFrame.functionName || '(anonymous)'} (${owner(callFrame)}${callFrame.url ? `:${callFrame.lineNumber + 1}` : ''})`;
    functions.set(name, (functions.get(name) ?? 0) + us);
  }
  const top = (costs: Map<string, number>) =>
    [...costs]
      .sort((a, b) => b[1] - a[1])
      .slice(0, rows)
      .map(([name, us]) => `  ${((100 * us) / busy).toFixed(1).padStart(5)} %  ${name}`)
      .join('\n');
  return [
    `${((to - from) / 1e6).toFixed(1)} s answering requests, busy ${((100 * busy) / (to - from)).toFixed(0)} % of it`,
    'Busy time by package or module (self time):',
    top(owners),
    'Costliest functions (self time):',
    top(functions),
  ].join('\n');
}

if (import.meta.main) {
  const [file, rows] = process.argv.slice(2);
  if (!file) throw new Error('Usage: cpu-profile-summary.ts <file.cpuprofile> [rows]');
  console.log(summarize(JSON.parse(fs.readFileSync(file, 'utf8')) as Profile, Number(rows ?? 15)));
}
