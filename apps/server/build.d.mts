/** Types of build.mjs, for the benches that bundle their server side as the server ships. */
export const entries: Record<string, string>;
export function buildServer(): Promise<void>;
export function bundle(entryPoints: Record<string, string>, outdir: string): Promise<void>;
