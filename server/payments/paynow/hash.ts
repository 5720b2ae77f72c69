import { createHash, timingSafeEqual } from "node:crypto";
import { fieldOf, type PaynowField, type PaynowMessage } from "./message";

/**
 * Paynow's hash ("Generating Hash", "Validating Hash"): the values of a message in their order,
 * the `hash` field left out, each trimmed, joined, the integration key appended, UTF-8, SHA-512,
 * upper-case hexadecimal. Trimmed because Paynow's own code trims (its C# example of the hash), and
 * its worked example shows it: `returnurl` is printed with a leading space that the expected hash
 * does not include.
 */
export function paynowHash(values: readonly string[], integrationKey: string): string {
  const text = values.map((value) => value.trim()).join("") + integrationKey;
  return createHash("sha512").update(text, "utf8").digest("hex").toUpperCase();
}

/** The message with its hash appended, as Paynow expects every message to it. */
export function signMessage(fields: PaynowMessage, integrationKey: string): PaynowField[] {
  return [...fields, ["hash", paynowHash(valuesToHash(fields), integrationKey)]];
}

function valuesToHash(message: PaynowMessage): string[] {
  return message.filter(([name]) => name !== "hash").map(([, value]) => value);
}

/** Whether the message carries the hash of its values under this key (compared in constant time). */
export function hashVerifies(message: PaynowMessage, integrationKey: string): boolean {
  const given = Buffer.from((fieldOf(message, "hash") ?? "").trim().toUpperCase());
  const expected = Buffer.from(paynowHash(valuesToHash(message), integrationKey));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
