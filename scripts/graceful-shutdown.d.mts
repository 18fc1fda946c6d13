import type { Server } from "node:http";

export function drainable(server: Server, options: { timeoutMs: number }): { drain: () => Promise<boolean> };
export function shutdownTimeoutMs(env?: NodeJS.ProcessEnv | Record<string, string | undefined>): number;
