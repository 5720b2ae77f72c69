import { describe, expect, it } from "vitest";
import { hashPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem, verifyPassword } from "./passwords";

describe("passwordProblem", () => {
  it("asks for at least 10 characters", () => {
    expect(PASSWORD_MIN_LENGTH).toBe(10);
    expect(passwordProblem("a7#kQ2m!z")).toBe("Use at least 10 characters.");
    expect(passwordProblem("a7#kQ2m!zP")).toBeNull();
  });

  it("refuses more than the maximum length, and accepts exactly the maximum", () => {
    const long = "correct horse battery staple ".repeat(10);
    expect(passwordProblem(long.slice(0, PASSWORD_MAX_LENGTH))).toBeNull();
    expect(passwordProblem(long.slice(0, PASSWORD_MAX_LENGTH + 1))).toBe(
      `Use at most ${PASSWORD_MAX_LENGTH} characters.`,
    );
    expect(passwordProblem("x".repeat(1_000_000) + "y")).toBe(`Use at most ${PASSWORD_MAX_LENGTH} characters.`);
  });

  it("refuses the commonest passwords whatever their case", () => {
    for (const common of ["password123", "PASSWORD123", "PassWord123", "QwertyUiop", "JesusIsLord", "1234567890"]) {
      expect(passwordProblem(common), common).toBe("This password is one of the most common ones. Choose another.");
    }
  });

  it("refuses one character repeated, and the email address itself", () => {
    expect(passwordProblem("zzzzzzzzzzzz")).toMatch(/most common/);
    expect(passwordProblem("Pastor@Church.org", "pastor@church.org")).toBe(
      "Do not use your email address as your password.",
    );
    expect(passwordProblem("pastor@church.org", "someone@church.org")).toBeNull();
  });
});

describe("hashPassword and verifyPassword", () => {
  it("hashes with argon2id, and only the right password verifies", async () => {
    const stored = await hashPassword("a long enough passphrase");
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored).not.toContain("a long enough passphrase");
    expect(await verifyPassword(stored, "a long enough passphrase")).toBe(true);
    expect(await verifyPassword(stored, "a long enough passphrasE")).toBe(false);
    expect(await verifyPassword(stored, "")).toBe(false);
  });

  it("gives two hashes of the same password different salts", async () => {
    expect(await hashPassword("same password here")).not.toBe(await hashPassword("same password here"));
  });

  it("checks an account without a hash against a decoy: false, never a match, in comparable time", async () => {
    expect(await verifyPassword(null, "decoy password that matches nothing")).toBe(false);
    expect(await verifyPassword(null, "")).toBe(false);
    const stored = await hashPassword("a long enough passphrase");
    const time = async (hash: string | null) => {
      const start = performance.now();
      await verifyPassword(hash, "wrong password here");
      return performance.now() - start;
    };
    // Interleaved, and the fastest of each: another process may slow any one check, never all.
    const withHash: number[] = [];
    const withoutHash: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      withHash.push(await time(stored));
      withoutHash.push(await time(null));
    }
    const [a, b] = [Math.min(...withHash), Math.min(...withoutHash)];
    expect(Math.max(a, b) / Math.min(a, b)).toBeLessThan(1.6);
  });

  it("refuses an over-long candidate without hashing it, even the stored one's own", async () => {
    const long = "p".repeat(PASSWORD_MAX_LENGTH) + "q";
    const stored = await hashPassword(long);
    expect(await verifyPassword(stored, long)).toBe(false);
    expect(await verifyPassword(stored, "x".repeat(1_000_000))).toBe(false);
  });

  it("treats a corrupt stored hash as no match", async () => {
    expect(await verifyPassword("not a hash", "whatever password")).toBe(false);
  });
});
