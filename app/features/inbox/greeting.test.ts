import { describe, expect, it } from "vitest";
import { whatsappGreeting, withGreeting } from "./greeting";

describe("the WhatsApp greeting", () => {
  it("names the sender by first name, the member, the church and the day in Harare time", () => {
    expect(
      whatsappGreeting({
        to: "Rutendo Moyo",
        from: "Pastor Tendai",
        church: "Kingdom Light Ministries",
        about: "message",
        // 23 November 22:30 UTC is already 24 November in Harare.
        sentAt: "2026-11-23T22:30:00.000Z",
      }),
    ).toBe("Hello Rutendo, this is Pastor Tendai from Kingdom Light Ministries, about your message of 24 November: ");
  });

  it("leaves out what it does not know", () => {
    expect(whatsappGreeting({ to: " ", from: "", church: "", about: "prayer request", sentAt: "x" })).toBe(
      "Hello, about your prayer request: ",
    );
  });

  it("puts the greeting in the link's text", () => {
    expect(withGreeting("https://wa.me/263772145590", "Hello Ru, ")).toBe(
      "https://wa.me/263772145590?text=Hello%20Ru%2C%20",
    );
  });
});
