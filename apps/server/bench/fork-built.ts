/**
 * Starts a bench file's server side as `npm start` runs the server: bundled with build.mjs's
 * settings and run by plain Node. Forked as it is, it would run under tsx, whose loader and
 * compile cache add some 75 MB to the process's memory (measured idle on PostgreSQL: 221 MB
 * under tsx, 146 MB bundled), which the server as shipped never carries.
 */
import { fork, type ChildProcess, type ForkOptions } from 'node:child_process';
import path from 'node:path';

const serverRoot = path.resolve(import.meta.dirname, '..');
/** Beside the server's own bundle: it finds the packages it leaves out and the migrations from there. */
const outdir = 'dist';

export async function forkBuilt(benchFile: string, args: string[], options: ForkOptions): Promise<ChildProcess> {
  const name = `bench-${path.basename(benchFile, '.ts')}`;
  // Loaded here, not at the top: bundled into the child, build.mjs's own "run as a script" check would build the server.
  const { bundle } = await import('../build.mjs');
  await bundle({ [name]: path.relative(serverRoot, benchFile) }, outdir);
  // BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it stops (Node refuses --cpu-prof in NODE_OPTIONS).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`] : [];
  return fork(path.join(serverRoot, outdir, `${name}.js`), args, { ...options, execArgv: profile });
}
