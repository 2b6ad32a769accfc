// Types of supervise.mjs, for the tests that import it.
import type { ChildProcess } from 'node:child_process';

export declare const REFUSED_TO_START: number;
export interface RestartPolicy {
  firstDelayMs: number;
  maxDelayMs: number;
  maxCrashes: number;
  windowMs: number;
  stableMs: number;
}
export declare const RESTART_POLICY: RestartPolicy;
export declare function supervise(options: {
  start: () => ChildProcess;
  policy?: RestartPolicy;
  out?: NodeJS.WritableStream;
  err?: NodeJS.WritableStream;
  signals?: NodeJS.Signals[];
}): { done: Promise<number>; stop: (signal?: NodeJS.Signals) => void };
