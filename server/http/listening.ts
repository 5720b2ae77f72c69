/**
 * What server/index.ts tells the process that started it, over Node's IPC channel when there is
 * one, once it listens. A launcher (tools/lib/production-server.ts) waits for it before it
 * believes any answer on the port: if its server could not listen (the port was taken), the
 * answers come from a stranger, and a bench or soak would measure that instead.
 */
export interface ListeningMessage {
  type: "klm:listening";
  pid: number;
  port: number;
}

export function announceListening(port: number): void {
  if (!process.send) return;
  const message: ListeningMessage = { type: "klm:listening", pid: process.pid, port };
  process.send(message);
  // The channel must not keep the process alive: the server decides when it exits.
  process.channel?.unref();
}

export function isListeningMessage(value: unknown): value is ListeningMessage {
  const message = value as Partial<ListeningMessage> | null;
  return (
    typeof message === "object" &&
    message !== null &&
    message.type === "klm:listening" &&
    typeof message.pid === "number" &&
    typeof message.port === "number"
  );
}
