/**
 * The church's mission and vision, apart from the rest of the About Us words (about.ts): the footer
 * on every page quotes the mission, and should not bring the whole About page's text with it.
 */
export const mission =
  "To raise a Spirit-filled family of believers in Harare who know Christ, grow in His Word and carry His light into every home, workplace and nation.";

export const vision =
  "A city transformed by the light of God's Kingdom: every family reached with the gospel, every believer discipled, and every gift released for His glory.";
