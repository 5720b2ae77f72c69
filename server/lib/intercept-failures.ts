/**
 * Wraps an object of services (and the objects it holds) so that whatever one of its methods
 * throws or rejects with first goes through `onFailure`, which returns what is thrown instead (the
 * error itself, or an answer that stands for it). Used to learn that a request met a database
 * outage (server/db/unavailable.ts) and to turn a write the disk refused into the staff pages'
 * answer (server/http/refused-writes.ts), without touching every service.
 */
export function interceptFailures<T extends object>(target: T, onFailure: (error: unknown) => unknown): T {
  const report = (error: unknown): never => {
    throw onFailure(error);
  };
  return new Proxy(target, {
    get(object, key, receiver) {
      const value: unknown = Reflect.get(object, key, receiver);
      if (typeof value === "function") {
        return (...args: unknown[]) => {
          try {
            const result: unknown = Reflect.apply(value, object, args);
            return result instanceof Promise ? result.catch(report) : result;
          } catch (error) {
            return report(error);
          }
        };
      }
      if (typeof value === "object" && value !== null) return interceptFailures(value, onFailure);
      return value;
    },
  });
}
