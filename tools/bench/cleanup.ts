// Everything the bench starts (server, nginx, browser, temp files) registers how to stop it here,
// so that a normal end, an error and Ctrl-C all leave nothing running behind.
import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";

type Task = () => Promise<void> | void;
const tasks: Task[] = [];
const groups = new Set<number>();
let interrupted = false;

/** True once Ctrl-C or SIGTERM came: what fails afterwards fails because it is being stopped. */
export const wasInterrupted = () => interrupted;

/** Runs `task` at cleanup, newest first; returns a function that runs it now and forgets it. */
export function onCleanup(task: Task): () => Promise<void> {
  tasks.push(task);
  return async () => {
    const index = tasks.indexOf(task);
    if (index >= 0) {
      tasks.splice(index, 1);
      await task();
    }
  };
}

export async function cleanupAll(): Promise<void> {
  while (tasks.length > 0) {
    const task = tasks.pop()!;
    try {
      await task();
    } catch (error) {
      console.error("cleanup:", error);
    }
  }
}

function killGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

/**
 * Starts a child in its own process group (so Ctrl-C reaches the bench, which stops it in order)
 * and registers stopping the whole group: SIGTERM, then SIGKILL after `graceMs`.
 */
export function spawnManaged(command: string, args: string[], options: SpawnOptions = {}) {
  const child = spawn(command, args, { ...options, detached: true });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`Could not start ${command}`);
  groups.add(pid);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = onCleanup(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      killGroup(pid, "SIGTERM");
      const timer = setTimeout(() => killGroup(pid, "SIGKILL"), 5000);
      await exited;
      clearTimeout(timer);
    }
    groups.delete(pid);
  });
  // pid is also the process group's id (detached).
  return { child: child as ChildProcess, pid, exited, stop };
}

/** Ctrl-C, SIGTERM: stop what was started, then exit; a last synchronous kill on any other exit. */
export function installSignalHandlers() {
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.once(signal, () => {
      interrupted = true;
      console.error(`\n${signal}: stopping what the bench started...`);
      void cleanupAll().finally(() => process.exit(130));
    });
  }
  process.on("exit", () => {
    for (const pid of groups) killGroup(pid, "SIGKILL");
  });
}
