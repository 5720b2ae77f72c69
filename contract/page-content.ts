import { readHarareLocal } from "./harare-time";
import type { ImageAspect } from "./images";
import { MINISTRIES, type MinistrySlug } from "./ministries";
import { telOf } from "./phone-numbers";
import {
  BACKGROUND_SLIDE_SHAPE,
  BANNER_SHAPE,
  MINISTRY_LEADER_SHAPE,
  MINISTRY_VISION_SHAPE,
  MUSIC_TEAM_SHAPE,
  MUSIC_GALLERY_SHAPE,
  CHURCH_LIFE_SHAPE,
  MANDATE_SHAPE,
  FOUNDER_SHAPE,
  PASTOR_SHAPE,
  MINISTRY_CARD_SHAPE,
} from "./picture-shapes";
import { EMAIL_PATTERN, foldLine } from "./validation";

/**
 * The built-in pages' own content (decision 033: what is particular to one church is data): one
 * JSON document per page, stored in `page_contents` (server/domain/pages/pages.ts) and edited at
 * /admin/pages. Each page's definition below says which fields its document has and the rules
 * they keep; one reader (readPageForm) checks a posted form against it, every problem at once,
 * and the same reader checks a stored document on its way out, so a page only ever renders a
 * document its definition allows. The interface's words (labels, buttons, states) stay in code.
 */

/** One field of a page's document: its name in the document and the form, and its rule. */
export interface PageTextField {
  key: string;
  label: string;
  /** line: one line; text: paragraphs (blank lines between); datetime: Harare local time; picture: a picture's name; link: an https:// address; choice: one of `options`; phone: a number read as the church's phones are (contract/phone-numbers.ts); email: an email address. */
  kind: "line" | "text" | "datetime" | "picture" | "link" | "choice" | "phone" | "email";
  /** The most characters (line, text, link). */
  max?: number;
  required?: boolean;
  hint?: string;
  options?: readonly string[];
  /** How a choice's options read in the form, when not as stored. */
  optionLabels?: Readonly<Record<string, string>>;
  /**
   * A picture's shape on the page, one of contract/picture-shapes.ts, which the component that
   * draws it reads too; wide when not said. The form's preview shows it so, and a built-in picture is drawn in the page's shapes only
   * (content/demo/pages.test.ts checks that the demo's are drawn for their fields' previews).
   */
  shape?: ImageAspect;
}

/** A repeating group (cards, members, slides): rows of the same fields, at most `maxRows`. */
export interface PageGroupField {
  key: string;
  label: string;
  kind: "group";
  /** What one row is called in labels and messages: "Card", "Slide". */
  row: string;
  maxRows: number;
  fields: readonly PageTextField[];
  hint?: string;
}

export type PageField = PageTextField | PageGroupField;

export interface PageDefinition {
  key: PageKey;
  /** The page's name in the back office. */
  title: string;
  /** Where the public sees it. */
  path: string;
  /** A ministry's page: its leaders may edit it too. */
  ministry?: MinistrySlug;
  /** One line under the title in the list. */
  about: string;
  sections: ReadonlyArray<{ title: string; fields: readonly PageField[] }>;
}

/** A page's document: a text per field, a list of rows per group. */
export type PageRow = Record<string, string>;
export type PageDocument = Record<string, string | PageRow[]>;

/** The icons a ministry page's card may show (app/features/ministries/icons.ts draws them). */
export const CARD_ICONS = [
  "award",
  "book",
  "camera",
  "clapperboard",
  "crown",
  "door",
  "flame",
  "globe",
  "graduation",
  "handHeart",
  "handHelping",
  "heartHandshake",
  "heartPulse",
  "megaphone",
  "monitor",
  "palette",
  "podcast",
  "radio",
  "share",
  "shield",
  "siren",
  "smartphone",
  "sparkles",
  "sprout",
  "users",
] as const;
export type CardIcon = (typeof CARD_ICONS)[number];

/** The icons as the form names them. */
export const CARD_ICON_LABELS: Readonly<Record<CardIcon, string>> = {
  award: "Award",
  book: "Open book",
  camera: "Camera",
  clapperboard: "Clapperboard",
  crown: "Crown",
  door: "Open door",
  flame: "Flame",
  globe: "Globe",
  graduation: "Graduation cap",
  handHeart: "Hand with a heart",
  handHelping: "Helping hand",
  heartHandshake: "Handshake with a heart",
  heartPulse: "Heartbeat",
  megaphone: "Megaphone",
  monitor: "Screen",
  palette: "Palette",
  podcast: "Podcast",
  radio: "Radio",
  share: "Share",
  shield: "Shield",
  siren: "Siren",
  smartphone: "Phone",
  sparkles: "Sparkles",
  sprout: "Sprout",
  users: "People",
};

/** The ministry pages with a form of their own, in the list's order. */
export const MINISTRY_PAGE_SLUGS = [
  "intercession",
  "evangelism",
  "media",
  "hospitality",
  "healing",
  "youth",
  "children",
] as const satisfies readonly MinistrySlug[];
export type MinistryPageSlug = (typeof MINISTRY_PAGE_SLUGS)[number];

export type PageKey = "home" | "about" | "coming-soon" | "loading" | "music" | "give" | MinistryPageSlug;

const PICTURE_HINT = "Leave empty for no picture.";

const COMING_SOON: PageDefinition = {
  key: "coming-soon",
  title: "Coming soon",
  path: "/coming-soon",
  about: "The countdown's date, the words under the heading and the background pictures.",
  sections: [
    {
      title: "Countdown and words",
      fields: [
        {
          key: "launchAt",
          label: "Counting down to",
          kind: "datetime",
          hint: "Harare time. A date that has passed shows the page without a countdown; leave empty for none.",
        },
        { key: "intro", label: "Words under the heading", kind: "text", max: 400 },
      ],
    },
    {
      title: "Background pictures",
      fields: [
        {
          key: "slides",
          label: "Background pictures",
          kind: "group",
          row: "Picture",
          maxRows: 3,
          hint: "Up to three, changing every few seconds.",
          fields: [
            {
              key: "picture",
              label: "Picture",
              kind: "picture",
              required: true,
              hint: PICTURE_HINT,
              shape: BACKGROUND_SLIDE_SHAPE,
            },
            { key: "alt", label: "What the picture shows", kind: "line", max: 160, required: true },
          ],
        },
      ],
    },
  ],
};

/**
 * When the loading screen shows (its page's `show`): on every full page load, as designed (10 s on a
 * visitor's first visit, 3 s on later ones); on a visitor's first visit only; or never. A full page
 * load is opening the site, a link or a refresh: moving between pages inside the site never shows it.
 */
export const LOADING_SCREEN_SHOWS = ["every-load", "first-visit", "never"] as const;
export type LoadingScreenShow = (typeof LOADING_SCREEN_SHOWS)[number];

const LOADING: PageDefinition = {
  key: "loading",
  title: "Loading screen",
  path: "/",
  about: "When it shows, and the quotation shown while a page first loads, with its reference.",
  sections: [
    {
      title: "When it shows",
      fields: [
        {
          key: "show",
          label: "Show the loading screen",
          kind: "choice",
          options: LOADING_SCREEN_SHOWS,
          optionLabels: {
            "every-load": "On every full page load",
            "first-visit": "On a visitor's first visit only",
            never: "Never",
          },
          hint: "On every full page load it stays 10 seconds on a visitor's first visit, 3 seconds after. A full page load is opening the site from a link (one shared on WhatsApp, say), a bookmark or a refresh; going from page to page inside the site never shows it. A visitor can always skip it.",
        },
      ],
    },
    {
      title: "Quotation",
      fields: [
        { key: "quote", label: "Quotation", kind: "text", max: 300 },
        { key: "reference", label: "Reference", kind: "line", max: 80, hint: "Such as Revelation 11:15." },
      ],
    },
  ],
};

/** When the loading screen's document says it shows; the design's (every full load) when it says nothing it allows. */
export function loadingScreenShowOf(document: PageDocument): LoadingScreenShow {
  const show = document.show;
  return LOADING_SCREEN_SHOWS.find((choice) => choice === show) ?? "every-load";
}

/** A card's icon, as the ministry pages' cards, services and banner highlights choose it. */
const ICON_FIELD: PageTextField = {
  key: "icon",
  label: "Icon",
  kind: "choice",
  options: CARD_ICONS,
  optionLabels: CARD_ICON_LABELS,
  required: true,
};

/** A Bible verse's three fields: `prefix`, `prefixReference`, `prefixVersion`. */
function verseFields(prefix: string, label = "Bible verse"): PageTextField[] {
  return [
    { key: prefix, label, kind: "text", max: 400 },
    { key: `${prefix}Reference`, label: "Verse reference", kind: "line", max: 60 },
    { key: `${prefix}Version`, label: "Translation", kind: "line", max: 20, hint: "Such as NIV." },
  ];
}

/** The leader a page shows: name, role, portrait and how to reach them (each part optional but the name). */
const LEADER_FIELDS: readonly PageTextField[] = [
  {
    key: "leaderName",
    label: "Leader's name",
    kind: "line",
    max: 80,
    hint: "Leave empty to show no leader (the photo and contact then show nowhere either).",
  },
  { key: "leaderRole", label: "Leader's role", kind: "line", max: 80, hint: "Such as Prayer coordinator." },
  {
    key: "leaderPicture",
    label: "Leader's photo",
    kind: "picture",
    hint: PICTURE_HINT,
    shape: MINISTRY_LEADER_SHAPE,
  },
  {
    key: "leaderPhone",
    label: "Leader's phone",
    kind: "phone",
    max: 30,
    hint: "Written as the church's numbers are, such as 077 214 5590 or +27 82 555 0101.",
  },
  { key: "leaderEmail", label: "Leader's email", kind: "email", max: 120 },
];

/**
 * What each ministry page's frame (content/site/ministries/) puts around its form: the name of a
 * second form (intercession's application), and whether an invitation card stands beside it.
 */
const MINISTRY_FORM_FRAMES: Readonly<Record<MinistryPageSlug, { second?: string; invitation?: boolean }>> = {
  intercession: { second: "application form" },
  evangelism: {},
  media: { invitation: true },
  hospitality: { invitation: true },
  healing: {},
  youth: {},
  children: {},
};

function ministryPage(slug: MinistryPageSlug): PageDefinition {
  const frame = MINISTRY_FORM_FRAMES[slug];
  return {
    key: slug,
    title: `${MINISTRIES[slug]} ministry`,
    path: `/${slug}`,
    ministry: slug,
    about: "The banner, the vision, how the ministry works, its numbers, when it meets, its leader and its form.",
    sections: [
      {
        title: "Banner",
        fields: [
          { key: "subtitle", label: "Words under the ministry's name", kind: "text", max: 300 },
          {
            key: "heroPicture",
            label: "Banner picture",
            kind: "picture",
            hint: "Leave empty for the site's own banner.",
            shape: BANNER_SHAPE,
          },
          {
            key: "description",
            label: "Description for search engines",
            kind: "text",
            max: 300,
            hint: "Search engines and link previews show it.",
          },
          {
            key: "badges",
            label: "Highlights on the banner",
            kind: "group",
            row: "Highlight",
            maxRows: 3,
            hint: "Short figures under the banner's words, such as 30+ team members. Leave out every one for none.",
            fields: [
              ICON_FIELD,
              { key: "value", label: "Figure", kind: "line", max: 20, required: true, hint: "Such as Weekly." },
              { key: "label", label: "What it is", kind: "line", max: 40, required: true },
            ],
          },
        ],
      },
      {
        title: "Vision",
        fields: [
          { key: "visionHeading", label: "Heading", kind: "line", max: 120 },
          {
            key: "vision",
            label: "The vision",
            kind: "text",
            max: 3000,
            hint: "Leave a blank line between paragraphs. Leave empty to leave the vision out.",
          },
          ...verseFields("scripture"),
          {
            key: "visionPicture",
            label: "Picture",
            kind: "picture",
            hint: PICTURE_HINT,
            shape: MINISTRY_VISION_SHAPE,
          },
          { key: "visionPictureAlt", label: "What the picture shows", kind: "line", max: 160 },
        ],
      },
      {
        title: "A verse on its own",
        fields: [
          ...verseFields("verse", "Verse shown on a band of its own"),
          { key: "verseNote", label: "Words under the verse", kind: "text", max: 300 },
        ],
      },
      {
        title: "How we work",
        fields: [
          { key: "approachHeading", label: "Heading", kind: "line", max: 120 },
          { key: "approachIntro", label: "Introduction", kind: "text", max: 600 },
          {
            key: "approach",
            label: "Cards",
            kind: "group",
            row: "Card",
            maxRows: 8,
            hint: "Leave out every card to leave the section out.",
            fields: [
              ICON_FIELD,
              { key: "title", label: "Title", kind: "line", max: 80, required: true },
              { key: "text", label: "Text", kind: "text", max: 600, required: true },
            ],
          },
        ],
      },
      {
        title: "What we do",
        fields: [
          { key: "servicesHeading", label: "Heading", kind: "line", max: 120 },
          { key: "servicesIntro", label: "Introduction", kind: "text", max: 600 },
          {
            key: "services",
            label: "Teams",
            kind: "group",
            row: "Team",
            maxRows: 8,
            hint: "Cards a visitor opens to read more. Leave out every team to leave the section out.",
            fields: [
              ICON_FIELD,
              { key: "title", label: "Name", kind: "line", max: 80, required: true },
              { key: "summary", label: "In one sentence", kind: "line", max: 200, required: true },
              { key: "details", label: "Details", kind: "text", max: 600, hint: "One point a line." },
            ],
          },
        ],
      },
      {
        title: "Numbers",
        fields: [
          { key: "statsHeading", label: "Heading", kind: "line", max: 120 },
          {
            key: "stats",
            label: "Numbers",
            kind: "group",
            row: "Number",
            maxRows: 6,
            hint: "Leave out every number to leave the section out.",
            fields: [
              { key: "value", label: "Number", kind: "line", max: 20, required: true, hint: "Such as 120+." },
              { key: "label", label: "What it counts", kind: "line", max: 80, required: true },
            ],
          },
        ],
      },
      {
        title: "Meeting times and leader",
        fields: [
          {
            key: "meetings",
            label: "Meeting times",
            kind: "group",
            row: "Meeting",
            maxRows: 6,
            hint: "Leave out every meeting time and the leader's name to leave the section out.",
            fields: [
              {
                key: "when",
                label: "Day and time",
                kind: "line",
                max: 80,
                required: true,
                hint: "Such as Tuesdays and Thursdays, 5:30 AM.",
              },
              { key: "place", label: "Place", kind: "line", max: 120, hint: "Such as The prayer room." },
            ],
          },
          ...LEADER_FIELDS,
        ],
      },
      {
        title: "The form",
        fields: [
          {
            key: "formIntro",
            label: frame.second ? "What the first form is about" : "What the form is about",
            kind: "text",
            max: 400,
            hint: "The words above the form, under its heading.",
          },
          ...(frame.second
            ? [{ key: "secondFormIntro", label: `What the ${frame.second} is about`, kind: "text", max: 400 } as const]
            : []),
          ...(frame.invitation
            ? [
                { key: "inviteTitle", label: "Invitation beside the form: heading", kind: "line", max: 120 } as const,
                { key: "inviteText", label: "Invitation: words", kind: "text", max: 400 } as const,
                {
                  key: "invitePoints",
                  label: "Invitation: points",
                  kind: "group",
                  row: "Point",
                  maxRows: 5,
                  fields: [{ key: "text", label: "Point", kind: "line", max: 160, required: true }],
                } as const,
              ]
            : []),
        ],
      },
    ],
  };
}

/** The worship and music page (/music): its tabs' words, people, songs, pictures and events. */
const GIVE: PageDefinition = {
  key: "give",
  title: "Giving",
  path: "/give",
  about: "The other ways to give the giving page shows: bank details, an EcoCash merchant code, giving in person.",
  sections: [
    {
      title: "Other ways to give",
      fields: [
        {
          key: "otherWays",
          label: "Other ways to give",
          kind: "text",
          max: 1500,
          hint: "Shown on the giving page: alone while giving online is not set up, under the form once it is. Each line as you type it. Left empty, the page asks givers to contact the church office, with its phone and email.",
        },
      ],
    },
  ],
};

const MUSIC: PageDefinition = {
  key: "music",
  title: "Worship & Music",
  path: "/music",
  ministry: "music",
  about: "The banner, the About tab, the team, the songs, the gallery, the events and the Join Us tab.",
  sections: [
    {
      title: "Banner",
      fields: [
        { key: "subtitle", label: "Words under the page's name", kind: "text", max: 300 },
        {
          key: "heroPicture",
          label: "Banner picture",
          kind: "picture",
          hint: "Leave empty for the site's own banner.",
          shape: BANNER_SHAPE,
        },
        {
          key: "description",
          label: "Description for search engines",
          kind: "text",
          max: 300,
          hint: "Search engines and link previews show it.",
        },
      ],
    },
    {
      title: "About",
      fields: [
        { key: "aboutHeading", label: "Heading", kind: "line", max: 120 },
        { key: "about", label: "Who we are", kind: "text", max: 3000, hint: "Leave a blank line between paragraphs." },
        {
          key: "values",
          label: "What we value",
          kind: "group",
          row: "Value",
          maxRows: 6,
          fields: [
            { key: "title", label: "Title", kind: "line", max: 80, required: true },
            { key: "text", label: "Text", kind: "text", max: 400, required: true },
          ],
        },
        ...verseFields("scripture"),
      ],
    },
    {
      title: "Our team",
      fields: [
        {
          key: "team",
          label: "Team members",
          kind: "group",
          row: "Member",
          maxRows: 16,
          hint: "Leave out every member to leave the tab out.",
          fields: [
            { key: "name", label: "Name", kind: "line", max: 80, required: true },
            { key: "role", label: "Role", kind: "line", max: 80, hint: "Such as Choir leader." },
            { key: "picture", label: "Photo", kind: "picture", hint: PICTURE_HINT, shape: MUSIC_TEAM_SHAPE },
            { key: "bio", label: "Short biography", kind: "text", max: 600 },
          ],
        },
      ],
    },
    {
      title: "Songs",
      fields: [
        { key: "songsIntro", label: "Introduction", kind: "text", max: 400 },
        {
          key: "songs",
          label: "Songs",
          kind: "group",
          row: "Song",
          maxRows: 12,
          hint: "Leave out every song to leave the tab out.",
          fields: [
            { key: "title", label: "Title", kind: "line", max: 120, required: true },
            { key: "writers", label: "Written by", kind: "line", max: 160 },
            { key: "language", label: "Language", kind: "line", max: 60 },
            { key: "key", label: "Key", kind: "line", max: 30, hint: "Such as G major." },
            { key: "feel", label: "Feel", kind: "line", max: 60, hint: "Such as Slow worship." },
            { key: "description", label: "About the song", kind: "text", max: 400 },
            { key: "line", label: "A line from the song", kind: "line", max: 200 },
            { key: "link", label: "Where to listen", kind: "link", max: 300, hint: "An https:// address, or empty." },
          ],
        },
      ],
    },
    {
      title: "Gallery",
      fields: [
        { key: "galleryIntro", label: "Introduction", kind: "text", max: 400 },
        {
          key: "gallery",
          label: "Pictures",
          kind: "group",
          row: "Picture",
          maxRows: 12,
          hint: "Leave out every picture to leave the tab out.",
          fields: [
            { key: "picture", label: "Picture", kind: "picture", required: true, shape: MUSIC_GALLERY_SHAPE },
            { key: "alt", label: "What the picture shows", kind: "line", max: 160, required: true },
            { key: "caption", label: "Caption", kind: "line", max: 160 },
          ],
        },
      ],
    },
    {
      title: "Events",
      fields: [
        { key: "eventsIntro", label: "Introduction", kind: "text", max: 400 },
        {
          key: "events",
          label: "Events",
          kind: "group",
          row: "Event",
          maxRows: 12,
          hint: "Leave out every event to leave the tab out.",
          fields: [
            { key: "title", label: "Title", kind: "line", max: 120, required: true },
            { key: "start", label: "Starts", kind: "datetime", required: true, hint: "Harare time." },
            { key: "end", label: "Ends", kind: "datetime", hint: "Harare time; empty for no end time." },
            { key: "place", label: "Place", kind: "line", max: 120 },
            { key: "description", label: "About the event", kind: "text", max: 400 },
          ],
        },
      ],
    },
    {
      title: "Join us",
      fields: [
        { key: "joinIntro", label: "Introduction", kind: "text", max: 600 },
        {
          key: "steps",
          label: "How to join",
          kind: "group",
          row: "Step",
          maxRows: 4,
          fields: [
            { key: "title", label: "Title", kind: "line", max: 80, required: true },
            { key: "text", label: "Text", kind: "text", max: 400, required: true },
          ],
        },
        {
          key: "requirements",
          label: "What we ask of team members",
          kind: "group",
          row: "Requirement",
          maxRows: 8,
          fields: [{ key: "text", label: "Requirement", kind: "line", max: 200, required: true }],
        },
        { key: "contactText", label: "Words beside the contact details", kind: "text", max: 300 },
        {
          key: "testimonials",
          label: "Why we serve: testimonials",
          kind: "group",
          row: "Testimonial",
          maxRows: 8,
          fields: [
            { key: "quote", label: "Quotation", kind: "text", max: 600, required: true },
            { key: "name", label: "Name", kind: "line", max: 80, required: true },
            { key: "role", label: "Role", kind: "line", max: 80, hint: "Such as Alto, choir." },
          ],
        },
      ],
    },
  ],
};

/** The colours a mandate item's panel may take (app/features/about/mandate-section.tsx draws them). */
export const MANDATE_COLOURS = ["dark-blue", "pale-gold", "pale-blue", "night-blue"] as const;
export type MandateColour = (typeof MANDATE_COLOURS)[number];

/** The colours as the form names them. */
export const MANDATE_COLOUR_LABELS: Readonly<Record<MandateColour, string>> = {
  "dark-blue": "Dark blue, white words",
  "pale-gold": "Pale gold, dark words",
  "pale-blue": "Pale blue, dark words",
  "night-blue": "Deepest blue, white words",
};

/** The ministries as the About page's carousel's form names them: every ministry, by its name. */
const MINISTRY_SLUGS = Object.keys(MINISTRIES) as MinistrySlug[];

const HOME: PageDefinition = {
  key: "home",
  title: "Home",
  path: "/",
  about: "The welcome's background pictures and messages, and the church-life pictures.",
  sections: [
    {
      title: "Welcome pictures",
      fields: [
        {
          key: "slides",
          label: "Welcome pictures",
          kind: "group",
          row: "Picture",
          maxRows: 5,
          hint: "Behind the welcome, changing every few seconds. With none, the welcome shows on the site's plain colour.",
          fields: [
            {
              key: "picture",
              label: "Picture",
              kind: "picture",
              required: true,
              hint: "From the picture library.",
              shape: BACKGROUND_SLIDE_SHAPE,
            },
            { key: "alt", label: "What the picture shows", kind: "line", max: 160, required: true },
          ],
        },
      ],
    },
    {
      title: "Welcome messages",
      fields: [
        {
          key: "messages",
          label: "Welcome messages",
          kind: "group",
          row: "Message",
          maxRows: 4,
          hint: "They take turns under the church's name. With none, the welcome shows the church's tagline and description.",
          fields: [
            { key: "eyebrow", label: "Small line above", kind: "line", max: 60, hint: "Such as Welcome home." },
            { key: "title", label: "Title", kind: "line", max: 100, required: true },
            { key: "text", label: "Text", kind: "line", max: 300 },
          ],
        },
      ],
    },
    {
      title: "Church life",
      fields: [
        { key: "lifeIntro", label: "Words beside the pictures", kind: "text", max: 400 },
        {
          key: "life",
          label: "Church-life pictures",
          kind: "group",
          row: "Picture",
          maxRows: 5,
          hint: "Up to five, taking turns. Leave out every picture to leave the section out.",
          fields: [
            {
              key: "picture",
              label: "Picture",
              kind: "picture",
              required: true,
              hint: "From the picture library.",
              shape: CHURCH_LIFE_SHAPE,
            },
            {
              key: "caption",
              label: "Caption",
              kind: "line",
              max: 160,
              required: true,
              hint: "Shown under the picture, and read out for those who cannot see it.",
            },
          ],
        },
      ],
    },
  ],
};

/** A person of the About page (the founder, the senior pastor): shown when the name is given. */
function personFields(prefix: "founder" | "pastor", who: string, role: string, shape: ImageAspect): PageTextField[] {
  return [
    { key: `${prefix}Name`, label: `${who} name`, kind: "line", max: 100, hint: "Leave empty to leave the card out." },
    { key: `${prefix}Role`, label: `${who} role`, kind: "line", max: 60, hint: `Such as ${role}.` },
    { key: `${prefix}Photo`, label: `${who} photo`, kind: "picture", hint: PICTURE_HINT, shape },
    { key: `${prefix}Bio`, label: `${who} biography`, kind: "text", max: 1000 },
  ];
}

/** A text with its Bible verse, as the vision card shows the vision and the mission. */
function statementFields(prefix: "vision" | "mission", name: string): PageTextField[] {
  return [
    { key: `${prefix}Title`, label: `${name} title`, kind: "line", max: 120 },
    {
      key: prefix,
      label: `The ${name.toLowerCase()}`,
      kind: "text",
      max: 600,
      hint: "Leave empty to leave it out of the card.",
    },
    { key: `${prefix}Scripture`, label: `${name} Bible verse`, kind: "text", max: 400 },
    {
      key: `${prefix}Reference`,
      label: `${name} verse reference`,
      kind: "line",
      max: 60,
      hint: "Such as Matthew 5:14.",
    },
  ];
}

const ABOUT: PageDefinition = {
  key: "about",
  title: "About us",
  path: "/about-us",
  about: "Who the church is, its vision, mission and values, its mandate, its founder and pastor, and its ministries.",
  sections: [
    {
      title: "Who we are",
      fields: [
        { key: "subtitle", label: "Words under the page's title", kind: "line", max: 200 },
        {
          key: "intro",
          label: "Introduction",
          kind: "text",
          max: 1500,
          hint: "Beside “Who We Are”. Leave a blank line between paragraphs.",
        },
      ],
    },
    { title: "Vision", fields: statementFields("vision", "Vision") },
    { title: "Mission", fields: statementFields("mission", "Mission") },
    {
      title: "Values",
      fields: [
        {
          key: "values",
          label: "Values",
          kind: "group",
          row: "Value",
          maxRows: 4,
          hint: "They follow the vision and the mission in the same card.",
          fields: [
            { key: "title", label: "Title", kind: "line", max: 120, required: true },
            { key: "text", label: "Text", kind: "text", max: 600, required: true },
            { key: "scripture", label: "Bible verse", kind: "text", max: 400 },
            { key: "reference", label: "Verse reference", kind: "line", max: 60 },
          ],
        },
      ],
    },
    {
      title: "Mandate",
      fields: [
        { key: "mandateIntro", label: "Words under “What God Has Called Us To Do”", kind: "text", max: 300 },
        {
          key: "mandate",
          label: "Mandate",
          kind: "group",
          row: "Item",
          maxRows: 6,
          hint: "Each item is a tab; the last one shows first. Leave out every item to leave the section out.",
          fields: [
            { key: "title", label: "Title", kind: "line", max: 80, required: true },
            { key: "summary", label: "One line under the title", kind: "line", max: 120 },
            { key: "text", label: "Text", kind: "text", max: 1000, required: true },
            { key: "scripture", label: "Bible verse", kind: "text", max: 600 },
            { key: "reference", label: "Verse reference", kind: "line", max: 60 },
            {
              key: "picture",
              label: "Picture",
              kind: "picture",
              hint: PICTURE_HINT,
              shape: MANDATE_SHAPE,
            },
            {
              key: "colours",
              label: "Colours",
              kind: "choice",
              options: MANDATE_COLOURS,
              optionLabels: MANDATE_COLOUR_LABELS,
              required: true,
            },
          ],
        },
      ],
    },
    { title: "Founder", fields: personFields("founder", "Founder's", "Founder", FOUNDER_SHAPE) },
    {
      title: "Senior pastor",
      fields: personFields("pastor", "Senior pastor's", "Senior Pastor", PASTOR_SHAPE),
    },
    {
      title: "Ministries",
      fields: [
        {
          key: "ministries",
          label: "Ministries",
          kind: "group",
          row: "Ministry",
          maxRows: MINISTRY_SLUGS.length,
          hint: "The cards of “Our Ministries”, each leading to the ministry's page. Leave out every card to leave the section out.",
          fields: [
            {
              key: "ministry",
              label: "Ministry",
              kind: "choice",
              options: MINISTRY_SLUGS,
              optionLabels: MINISTRIES,
              required: true,
            },
            {
              key: "picture",
              label: "Picture",
              kind: "picture",
              hint: PICTURE_HINT,
              shape: MINISTRY_CARD_SHAPE,
            },
            { key: "text", label: "Text", kind: "text", max: 300, required: true },
          ],
        },
      ],
    },
  ],
};

/** Every built-in page with a form, in the order of /admin/pages. */
export const PAGE_DEFINITIONS: readonly PageDefinition[] = [
  HOME,
  ABOUT,
  COMING_SOON,
  LOADING,
  MUSIC,
  GIVE,
  ...MINISTRY_PAGE_SLUGS.map(ministryPage),
];

export function pageDefinition(key: string): PageDefinition | undefined {
  return PAGE_DEFINITIONS.find((page) => page.key === key);
}

/** Every field of a definition, sections flattened. */
export function fieldsOf(definition: PageDefinition): readonly PageField[] {
  return definition.sections.flatMap((section) => section.fields);
}

/** Every picture a document names in a picture field, with the shape its page shows it in. */
export function picturesOf(
  definition: PageDefinition,
  document: PageDocument,
): Array<{ name: string; shape: ImageAspect }> {
  const pictures: Array<{ name: string; shape: ImageAspect }> = [];
  const add = (field: PageTextField, value: unknown) => {
    if (field.kind === "picture" && typeof value === "string" && value) {
      pictures.push({ name: value, shape: field.shape ?? "wide" });
    }
  };
  for (const field of fieldsOf(definition)) {
    const value = document[field.key];
    if (field.kind !== "group") add(field, value);
    else if (Array.isArray(value)) for (const row of value) for (const cell of field.fields) add(cell, row[cell.key]);
  }
  return pictures;
}

/** The document of a page nobody has written: every text empty, no rows (the public page leaves those parts out). */
export function emptyDocument(definition: PageDefinition): PageDocument {
  const document: PageDocument = {};
  for (const field of fieldsOf(definition)) document[field.key] = field.kind === "group" ? [] : "";
  return document;
}

/** A group's rows as posted: each row's texts, its order number and its remove box. */
export interface PostedRow {
  cells: PageRow;
  order: string;
  remove: boolean;
}

/** A page's form as posted (or as stored, for the form's first showing): kept to show again as typed. */
export interface PostedPage {
  texts: Record<string, string>;
  groups: Record<string, PostedRow[]>;
  /** The groups posted with more rows than the form ever shows: refused whole (the extra are not read). */
  overflowing?: string[];
}

/** The form's input names: `field`, and for a group's rows `group.field`, `group.order`, `group.remove`. */
export const rowInput = (group: string, field: string) => `${group}.${field}`;

/** Reads a posted form (`all(name)` gives every value of a name, in order) into the typed state. */
export function postedPage(definition: PageDefinition, all: (name: string) => string[]): PostedPage {
  const posted: PostedPage = { texts: {}, groups: {} };
  for (const field of fieldsOf(definition)) {
    if (field.kind !== "group") {
      posted.texts[field.key] = all(field.key)[0] ?? "";
      continue;
    }
    const columns = field.fields.map((cell) => all(rowInput(field.key, cell.key)));
    const orders = all(rowInput(field.key, "order"));
    const removed = new Set(all(rowInput(field.key, "remove")));
    const count = Math.max(orders.length, ...columns.map((column) => column.length));
    // More rows than the form ever shows is no form of ours: the extra are not read, and the group is refused.
    const read = field.maxRows + 10;
    if (count > read) (posted.overflowing ??= []).push(field.key);
    posted.groups[field.key] = Array.from({ length: Math.min(count, read) }, (_, index) => ({
      cells: Object.fromEntries(field.fields.map((cell, column) => [cell.key, columns[column]![index] ?? ""])),
      order: orders[index] ?? "",
      remove: removed.has(String(index)),
    }));
  }
  return posted;
}

/** A stored document as the form first shows it: rows numbered 1, 2, 3... */
export function postedOf(definition: PageDefinition, document: PageDocument): PostedPage {
  const posted: PostedPage = { texts: {}, groups: {} };
  for (const field of fieldsOf(definition)) {
    const value = document[field.key];
    if (field.kind === "group") {
      posted.groups[field.key] = (Array.isArray(value) ? value : []).map((cells, index) => ({
        cells: { ...cells },
        order: String(index + 1),
        remove: false,
      }));
    } else posted.texts[field.key] = typeof value === "string" ? value : "";
  }
  return posted;
}

/** Field name as the form names its input (`approach.2.title` for a row's) to message. */
export type PageErrors = Record<string, string>;

/** The input id of a row's field: `group.index.field`. */
export const rowFieldId = (group: string, index: number, field: string) => `${group}.${index}.${field}`;

/**
 * Checks a posted page against its definition: every problem at once, each under its input's id,
 * or the document to store. A row left blank or ticked for removal is no row; rows are put in the
 * order of their order numbers (a row without one keeps its place). `pictureExists` says whether
 * a name is a picture the site has (the library's or a built-in one).
 */
export async function readPageForm(
  definition: PageDefinition,
  posted: PostedPage,
  pictureExists: (name: string) => Promise<boolean>,
): Promise<{ ok: true; document: PageDocument } | { ok: false; errors: PageErrors }> {
  const errors: PageErrors = {};
  const document: PageDocument = {};
  for (const field of fieldsOf(definition)) {
    if (field.kind !== "group") {
      document[field.key] = await checkText(field, posted.texts[field.key] ?? "", field.key, errors, pictureExists);
      continue;
    }
    const kept: Array<{ row: PageRow; order: number }> = [];
    const rows = posted.groups[field.key] ?? [];
    for (const [index, posted] of rows.entries()) {
      if (posted.remove) continue;
      if (field.fields.every((cell) => !(posted.cells[cell.key] ?? "").trim() || cell.kind === "choice")) {
        // Only a choice (which always has a value) is no row either.
        continue;
      }
      const row: PageRow = {};
      for (const cell of field.fields) {
        const id = rowFieldId(field.key, index, cell.key);
        row[cell.key] = await checkText(
          { ...cell, label: `${field.row} ${index + 1}: ${cell.label.toLowerCase()}` },
          posted.cells[cell.key] ?? "",
          id,
          errors,
          pictureExists,
        );
      }
      const typedOrder = posted.order.trim();
      const order = typedOrder === "" ? index + 1 : Number(typedOrder);
      if (!Number.isInteger(order) || order < 1 || order > 99) {
        errors[rowFieldId(field.key, index, "order")] =
          `${field.row} ${index + 1}: the order is a whole number from 1 to 99.`;
      }
      kept.push({ row, order: Number.isFinite(order) ? order : index + 1 });
    }
    if (kept.length > field.maxRows || posted.overflowing?.includes(field.key))
      errors[field.key] = `At most ${field.maxRows} of ${field.label.toLowerCase()}.`;
    document[field.key] = kept
      .map((entry, index) => ({ ...entry, index }))
      .sort((a, b) => a.order - b.order || a.index - b.index)
      .map((entry) => entry.row);
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, document };
}

const DATETIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2})?$/;

/** One text against its field's rule; the cleaned text (problems added to `errors` under `id`). */
async function checkText(
  field: PageTextField,
  typed: string,
  id: string,
  errors: PageErrors,
  pictureExists: (name: string) => Promise<boolean>,
): Promise<string> {
  if (typed.includes("\u0000")) {
    errors[id] = `${field.label} holds a character that cannot be stored.`;
    return "";
  }
  const value =
    field.kind === "text" ? typed.replace(/\r\n?/g, "\n").trim() : foldLine(typed).replace(/\s+/g, " ").trim();
  if (!value) {
    if (field.required) errors[id] = `${field.label} is required.`;
    return "";
  }
  if (field.max !== undefined && value.length > field.max) {
    errors[id] = `${field.label} is too long (at most ${field.max} characters).`;
  } else if (field.kind === "datetime" && !readHarareLocal(value)) {
    errors[id] = `${field.label}: give a date and time, such as 2027-03-01 09:00.`;
  } else if (field.kind === "link" && !isHttpsLink(value)) {
    errors[id] = `${field.label}: the address must start with https://.`;
  } else if (field.kind === "choice" && !field.options?.includes(value)) {
    errors[id] = `${field.label}: choose one of the list.`;
  } else if (field.kind === "phone" && !telOf(value)) {
    errors[id] = `${field.label}: “${value}” is not a phone number we can read.`;
  } else if (field.kind === "email" && !EMAIL_PATTERN.test(value)) {
    errors[id] = `${field.label}: enter a valid email address.`;
  } else if (field.kind === "picture" && !(await pictureExists(value))) {
    errors[id] = `${field.label}: “${value}” is not a picture of the library. Copy its name from the picture library.`;
  }
  return field.kind === "datetime" && DATETIME.test(value) ? value.slice(0, 16) : value;
}

export function isHttpsLink(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** A stored document checked on read: its fields as the definition says, anything else dropped. */
export function documentOf(definition: PageDefinition, stored: unknown): PageDocument {
  const document = emptyDocument(definition);
  if (!stored || typeof stored !== "object") return document;
  const source = stored as Record<string, unknown>;
  for (const field of fieldsOf(definition)) {
    const value = source[field.key];
    if (field.kind !== "group") {
      if (typeof value === "string") document[field.key] = value;
      continue;
    }
    if (!Array.isArray(value)) continue;
    document[field.key] = value
      .filter((row): row is Record<string, unknown> => Boolean(row) && typeof row === "object")
      .slice(0, field.maxRows)
      .map((row) =>
        Object.fromEntries(
          field.fields.map((cell) => [cell.key, typeof row[cell.key] === "string" ? row[cell.key] : ""]),
        ),
      ) as PageRow[];
  }
  return document;
}

/** A document's text field as a page reads it: "" when it has none. */
export function textOf(document: PageDocument, key: string): string {
  const value = document[key];
  return typeof value === "string" ? value : "";
}

/** A document's group as a page reads it: no rows when it has none. */
export function rowsOf(document: PageDocument, key: string): PageRow[] {
  const value = document[key];
  return Array.isArray(value) ? value : [];
}

/** Paragraphs of a text field: split at blank lines. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
