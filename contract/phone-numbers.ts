/**
 * A phone number as a visitor typed it, in the international form a `https://wa.me/` link needs
 *: digits only, country code first, no `+` or `00`. Zimbabwe's own numbers come in
 * every shape (`077 214 5590`, `0772145590`, `+263 77 214 5590`, `263772145590`,
 * `00263772145590`): all read as `263772145590`. A number given with `+` or `00` keeps its own
 * country code. Anything that cannot be read as a number is null: it is shown as typed, unlinked.
 */

const ZIMBABWE = "263";

/** Digits a Zimbabwean number has after 263: 9 for a mobile (7X...), 8 or 9 for a fixed line. */
const ZIMBABWE_NATIONAL = /^[1-9]\d{7,8}$/;

/** E.164: a country code and number of at most 15 digits; fewer than 8 is no real number. */
const INTERNATIONAL = /^[1-9]\d{7,14}$/;

export function whatsappNumber(typed: string): string | null {
  const text = typed.trim();
  // Only what people put in phone numbers: digits, a leading +, spaces, dashes, dots, brackets.
  if (!/^\+?[\d\s\-.()]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, "");
  let international: string;
  if (text.startsWith("+")) international = digits;
  else if (digits.startsWith("00")) international = digits.slice(2);
  else if (digits.startsWith(ZIMBABWE) && digits.length >= 11) international = digits;
  else if (digits.startsWith("0")) international = ZIMBABWE + digits.slice(1);
  // A mobile number without its leading 0 ("772145590").
  else if (/^7\d{8}$/.test(digits)) international = ZIMBABWE + digits;
  else return null;
  if (international.startsWith(ZIMBABWE)) {
    // "+263 (0)77 ..." and "+2630772..." carry the national 0 too.
    const national = international.slice(ZIMBABWE.length).replace(/^0/, "");
    return ZIMBABWE_NATIONAL.test(national) ? ZIMBABWE + national : null;
  }
  return INTERNATIONAL.test(international) ? international : null;
}

/** The wa.me link of a typed number, or null when there is none to make. */
export function whatsappLink(typed: string): string | null {
  const number = whatsappNumber(typed);
  return number ? `https://wa.me/${number}` : null;
}

/** A typed phone number's `tel:` target (+ and the digits), or null when it cannot be read. */
export function telOf(typed: string): string | null {
  const number = whatsappNumber(typed);
  return number ? `+${number}` : null;
}

/** Zimbabwe's mobile networks, named by their operators: EcoCash runs on Econet, OneMoney on NetOne. */
export type MobileNetwork = "econet" | "netone" | "telecel";

/** The second and third digits of a national mobile number (07X...) that name its network. */
const NETWORK_PREFIXES: Readonly<Record<string, MobileNetwork>> = {
  "71": "netone",
  "73": "telecel",
  "77": "econet",
  "78": "econet",
};

export interface ZimbabweMobile {
  /** The national form mobile money asks for: "0771234567". */
  national: string;
  network: MobileNetwork;
}

/**
 * A Zimbabwean mobile number as typed (in any of the shapes `whatsappNumber` reads), in the
 * national form and with its network; null when it is not a Zimbabwean mobile number of a known
 * network (a fixed line, another country's number, or nothing that reads as a number).
 */
export function zimbabweMobile(typed: string): ZimbabweMobile | null {
  const match = /^263(7\d)(\d{7})$/.exec(whatsappNumber(typed) ?? "");
  const network = match ? NETWORK_PREFIXES[match[1]!] : undefined;
  return match && network ? { national: `0${match[1]}${match[2]}`, network } : null;
}
