import type { Config } from "../../config";
import type { DatabaseHandle } from "../connection";

/** Seeds demo content when the database has no posts; returns whether it did. */
export async function seedIfEmpty(handle: DatabaseHandle, config: Config): Promise<boolean> {
  void handle;
  void config;
  return false;
}
