import type { ChurchDetails } from "#contract/church";

/**
 * The demo church's details, as SEED_DEMO=1 puts them in the database (server/domain/church/):
 * a new database without the demo starts from the neutral details instead.
 */
export const DEMO_CHURCH: ChurchDetails = {
  name: "Kingdom Light Ministries",
  shortName: "Kingdom Light",
  tagline: "A family of believers in the heart of Harare",
  description:
    "Kingdom Light Ministries is a Spirit-filled church family in Harare, Zimbabwe. Join us on Wednesdays and Sundays at 3:30PM for worship, the Word and fellowship.",
  logo: null,
  address: { street: "14 Josiah Chinamano Avenue", area: "Avenues", city: "Harare", country: "Zimbabwe" },
  postalAddress: "P.O. Box CY 1234, Causeway, Harare, Zimbabwe",
  phones: [
    { label: "Church office", display: "+263 242 700 145", tel: "+263242700145" },
    { label: "Pastoral care", display: "+263 77 214 5590", tel: "+263772145590" },
    { label: "Ministries desk", display: "+263 71 386 2047", tel: "+263713862047" },
  ],
  email: "admin@kingdomlightministries.org",
  whatsAppNumber: "263772145590",
  whatsAppGreeting: "Hello Kingdom Light Ministries, I found you through your website and would like to get in touch.",
  socialLinks: [
    { name: "Facebook", url: "https://www.facebook.com/kingdomlightministries" },
    { name: "YouTube", url: "https://www.youtube.com/@kingdomlightministries" },
    { name: "Instagram", url: "https://www.instagram.com/kingdomlightministries" },
  ],
  mission:
    "To raise a Spirit-filled family of believers in Harare who know Christ, grow in His Word and carry His light into every home, workplace and nation.",
  mailSenderName: "Kingdom Light Ministries",
};
