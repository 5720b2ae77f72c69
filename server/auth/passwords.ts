import { hash, verify, type Algorithm } from "@node-rs/argon2";

/**
 * Staff passwords: argon2id through @node-rs/argon2 (docs/decisions/013-staff-accounts-and-sessions.md),
 * with OWASP's minimum parameters (19 MiB, 2 passes, 1 lane): about 70 ms on one core here.
 */
// 2 is Algorithm.Argon2id (a const enum, which this project's isolated modules cannot read).
const OPTIONS = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const PASSWORD_MIN_LENGTH = 10;
/** Long enough for any passphrase; bounds the work one request can ask of the hash. */
export const PASSWORD_MAX_LENGTH = 200;

/**
 * The commonest passwords of 10 characters or more in the public breach lists (shorter ones are
 * refused by the length rule already), compared without case.
 */
const COMMON_PASSWORDS = new Set([
  "1234567890",
  "12345678910",
  "123456789a",
  "0123456789",
  "0987654321",
  "1111111111",
  "1234512345",
  "1q2w3e4r5t",
  "1qaz2wsx3edc",
  "qwertyuiop",
  "qwerty123456",
  "qwerty12345",
  "asdfghjkl1",
  "asdfghjkl;",
  "zxcvbnm123",
  "password12",
  "password123",
  "password1234",
  "password!1",
  "passw0rd123",
  "p@ssw0rd123",
  "iloveyou12",
  "iloveyou123",
  "princess123",
  "football123",
  "baseball123",
  "basketball",
  "superman123",
  "sunshine123",
  "welcome123",
  "welcome1234",
  "letmein123",
  "abcdefghij",
  "abc1234567",
  "abcd123456",
  "administrator",
  "admin12345",
  "admin123456",
  "changeme123",
  "trustno1234",
  "monkey12345",
  "dragon12345",
  "jesuschrist",
  "jesus12345",
  "jesusislord",
  "jesuslovesme",
  "godisgood1",
  "godisgood123",
  "hallelujah",
  "blessed123",
  "christian1",
  "church1234",
  "praisethelord",
  "zimbabwe123",
  "harare1234",
  "1234567890a",
  "aaaaaaaaaa",
  "qqqqqqqqqq",
  "computer123",
  "internet123",
  "samsung123",
  "michael123",
  "charlie123",
]);

/** Why a new password is refused, in the words the staff see, or null when it is acceptable. */
export function passwordProblem(password: string, email?: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Use at most ${PASSWORD_MAX_LENGTH} characters.`;
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower) || /^(.)\1+$/.test(password)) {
    return "This password is one of the most common ones. Choose another.";
  }
  if (email && lower === email.toLowerCase()) return "Do not use your email address as your password.";
  return null;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/**
 * A hash of a password nobody has: an unknown address or an account without a password is checked
 * against it, so a wrong address takes as long to refuse as a wrong password. Made when the module
 * loads, not at the first unknown address (which would then take twice as long as a wrong password).
 */
const decoyHash: Promise<string> = hashPassword("decoy password that matches nothing");

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  // Over-long input is refused before hashing (bounded work) but after the same delay.
  const candidate = password.length > PASSWORD_MAX_LENGTH ? "" : password;
  const target = storedHash ?? (await decoyHash);
  try {
    const matches = await verify(target, candidate);
    return storedHash !== null && candidate !== "" && matches;
  } catch {
    return false;
  }
}
