import { describe, expect, it } from "vitest";
import { DEMO_CHURCH } from "#content/demo/church";
import type { ChurchForm } from "#contract/church-form";
import { churchChanges, readChurchForm } from "./church";

const noPictures = async () => false;

function form(change: Partial<ChurchForm> = {}): ChurchForm {
  return {
    name: "Grace Church",
    shortName: "Grace",
    tagline: "",
    description: "A church.",
    logo: "",
    street: "",
    area: "",
    city: "",
    country: "",
    postalAddress: "",
    phoneLabel: [],
    phoneNumber: [],
    email: "",
    whatsAppNumber: "",
    whatsAppGreeting: "",
    socialName: [],
    socialUrl: [],
    mission: "",
    mailSenderName: "Grace Church",
    ...change,
  };
}

describe("readChurchForm", () => {
  it("reads phone numbers with the WhatsApp links' rules and skips blank rows", async () => {
    const read = await readChurchForm(
      form({
        phoneLabel: ["Office", "", "Pastor"],
        phoneNumber: ["0242 700 145", "", "+263 77 214 5590"],
        whatsAppNumber: "077 214 5590",
      }),
      noPictures,
    );
    expect(read.ok && read.church.phones).toEqual([
      { label: "Office", display: "0242 700 145", tel: "+263242700145" },
      { label: "Pastor", display: "+263 77 214 5590", tel: "+263772145590" },
    ]);
    expect(read.ok && read.church.whatsAppNumber).toBe("263772145590");
  });

  it("gives every problem at once, each under its field", async () => {
    const read = await readChurchForm(
      form({
        name: " ",
        mailSenderName: "Bad <x@y.z>",
        email: "nope",
        phoneLabel: ["", "Office"],
        phoneNumber: ["0772 145 590", "abc"],
        socialName: ["Facebook"],
        socialUrl: ["http://facebook.com/x"],
        logo: "photo-0123456789ab",
        description: "d".repeat(501),
        whatsAppNumber: "12",
      }),
      noPictures,
    );
    expect(read.ok).toBe(false);
    expect(!read.ok && Object.keys(read.errors).sort()).toEqual(
      [
        "name",
        "mailSenderName",
        "email",
        "phoneLabel.0",
        "phoneNumber.1",
        "socialUrl.0",
        "logo",
        "description",
        "whatsAppNumber",
      ].sort(),
    );
  });

  it("takes a logo only from the library", async () => {
    const read = await readChurchForm(
      form({ logo: "photo-0123456789ab" }),
      async (name) => name === "photo-0123456789ab",
    );
    expect(read.ok && read.church.logo).toBe("photo-0123456789ab");
    const outside = await readChurchForm(form({ logo: "/logo.svg" }), async () => true);
    expect(!outside.ok && outside.errors.logo).toBe("Pick the logo from the picture library.");
  });
});

describe("churchChanges", () => {
  it("names what changed in staff's words, from what to what", () => {
    const after = { ...DEMO_CHURCH, name: "Grace Church", phones: DEMO_CHURCH.phones.slice(0, 1), socialLinks: [] };
    expect(churchChanges(DEMO_CHURCH, after)).toEqual({
      "Church name": [DEMO_CHURCH.name, "Grace Church"],
      "Phone numbers": [
        "Church office: +263 242 700 145; Pastoral care: +263 77 214 5590; Ministries desk: +263 71 386 2047",
        "Church office: +263 242 700 145",
      ],
      "Social links": [DEMO_CHURCH.socialLinks.map((link) => `${link.name}: ${link.url}`).join("; "), "(none)"],
    });
    expect(churchChanges(DEMO_CHURCH, DEMO_CHURCH)).toEqual({});
  });
});
