import { describe, expect, it } from "vitest";
import { ApiError, NETWORK_ERROR_MESSAGE, newsletterErrorMessage, serverErrorMessage } from "./api";

describe("newsletterErrorMessage", () => {
  const fallback = "Failed to subscribe. Please try again later.";
  it("reads the email field first, then detail, error, a string body, else the fallback", () => {
    expect(
      newsletterErrorMessage(new ApiError(400, { email: ["Enter a valid email address."], detail: "x" }), fallback),
    ).toBe("Enter a valid email address.");
    expect(newsletterErrorMessage(new ApiError(400, { email: "" }), fallback)).toBe("Invalid email address");
    expect(newsletterErrorMessage(new ApiError(403, { detail: "CSRF Failed: CSRF token missing." }), fallback)).toBe(
      "CSRF Failed: CSRF token missing.",
    );
    expect(newsletterErrorMessage(new ApiError(500, { error: "Boom" }), fallback)).toBe("Boom");
    expect(newsletterErrorMessage(new ApiError(502, "Bad gateway"), fallback)).toBe("Bad gateway");
    expect(newsletterErrorMessage(new ApiError(500, {}), fallback)).toBe(fallback);
    expect(newsletterErrorMessage(new ApiError(500, ["?"]), fallback)).toBe("?");
  });
  it("says network error when no response arrived, and falls back for anything else", () => {
    expect(newsletterErrorMessage(new ApiError(null, null), fallback)).toBe(NETWORK_ERROR_MESSAGE);
    expect(newsletterErrorMessage(new TypeError("x"), fallback)).toBe(fallback);
  });
});

describe("serverErrorMessage (server message else default)", () => {
  const fallback = "There was an error sending your message.";
  it("prefers message, then detail, then error, then the first validation message", () => {
    expect(serverErrorMessage(new ApiError(400, { message: "M", detail: "D" }), fallback)).toBe("M");
    expect(serverErrorMessage(new ApiError(429, { detail: "Request was throttled." }), fallback)).toBe(
      "Request was throttled.",
    );
    expect(serverErrorMessage(new ApiError(500, { error: "E" }), fallback)).toBe("E");
    expect(serverErrorMessage(new ApiError(400, { email: ["Enter a valid email address."] }), fallback)).toBe(
      "Enter a valid email address.",
    );
    expect(serverErrorMessage(new ApiError(502, "Bad gateway"), fallback)).toBe("Bad gateway");
  });
  it("gives the default without a usable message or without a response", () => {
    expect(serverErrorMessage(new ApiError(500, {}), fallback)).toBe(fallback);
    expect(serverErrorMessage(new ApiError(500, null), fallback)).toBe(fallback);
    expect(serverErrorMessage(new ApiError(null, null), fallback)).toBe(fallback);
    expect(serverErrorMessage(new Error("x"), fallback)).toBe(fallback);
  });
});
