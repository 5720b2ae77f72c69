import { describe, expect, it } from "vitest";
import { CONTACT_BODY, PRAYER_BODY } from "#contract/submissions";
import { validateBody } from "#contract/validation";
import { CONTACT_TEXT, MESSAGE_FORM, PRAYER_FORM } from "./payloads";

const messagePayload = MESSAGE_FORM.payload;
const prayerPayload = PRAYER_FORM.payload;
const EMPTY_PRAYER = PRAYER_FORM.empty();

describe("contact page payloads", () => {
  it("joins first and last name, trims, and marks the form type", () => {
    const body = messagePayload({
      firstName: " Tendai ",
      lastName: " Moyo",
      email: " tendai@example.org ",
      phone: "",
      subject: " Visiting on Sunday ",
      message: " Where do we park? ",
    });
    expect(body).toEqual({
      name: "Tendai Moyo",
      email: "tendai@example.org",
      message: "Where do we park?",
      form_type: "Contact Page Form",
      subject: "Visiting on Sunday",
      phone: "",
    });
    expect(validateBody(CONTACT_BODY, body).ok).toBe(true);
  });

  it("keeps a lone first or last name without stray spaces", () => {
    const base = { email: "a@example.org", phone: "", subject: "s", message: "m" };
    expect(messagePayload({ ...base, firstName: "Ruth", lastName: "" }).name).toBe("Ruth");
    expect(messagePayload({ ...base, firstName: "", lastName: "Makoni" }).name).toBe("Makoni");
  });

  it("sends a prayer request as private by default, with phone or none", () => {
    expect(EMPTY_PRAYER.isPrivate).toBe(true);
    const body = prayerPayload({
      ...EMPTY_PRAYER,
      name: "Grace",
      email: "grace@example.org",
      request: " Healing for my mother ",
    });
    expect(body).toEqual({
      name: "Grace",
      email: "grace@example.org",
      phone: null,
      request: "Healing for my mother",
      is_private: true,
    });
    expect(validateBody(PRAYER_BODY, body).ok).toBe(true);
    expect(prayerPayload({ ...EMPTY_PRAYER, phone: " +263 77 000 0000 ", isPrivate: false })).toMatchObject({
      phone: "+263 77 000 0000",
      is_private: false,
    });
  });

  it("reads a post without JavaScript into the values the browser keeps", () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      intent: "prayer",
      name: "Grace",
      email: "g@example.org",
      request: "Pray",
    }))
      form.set(name, value);
    expect(PRAYER_FORM.read(form)).toEqual({
      ...EMPTY_PRAYER,
      name: "Grace",
      email: "g@example.org",
      request: "Pray",
      isPrivate: false,
    });
    form.set("isPrivate", "on");
    expect(PRAYER_FORM.read(form).isPrivate).toBe(true);
    expect(Object.keys(MESSAGE_FORM.read(new FormData()))).toEqual(Object.keys(MESSAGE_FORM.empty()));
  });

  it("has the forms' labels and messages", () => {
    expect(CONTACT_TEXT.toggle).toEqual({ toPrayer: "Submit Prayer Request", toMessage: "Back to Contact Form" });
    expect(CONTACT_TEXT.message.success).toBe("Your message has been sent successfully!");
    expect(CONTACT_TEXT.message.fallback).toBe("There was an error sending your message.");
    expect(CONTACT_TEXT.prayer.success).toBe(
      "Your prayer request has been submitted. Our team will be praying for you.",
    );
    expect(CONTACT_TEXT.prayer.fallback).toBe("Unable to submit your prayer request. Please try again later.");
  });
});
