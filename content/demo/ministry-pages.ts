import type { MinistryPageSlug, PageDocument } from "#contract/page-content";

/**
 * The demo church's seven ministry pages (contract/page-content.ts, the ministry pages' fields):
 * the words, pictures, cards and numbers the demo site shows on /intercession, /evangelism,
 * /media, /hospitality, /healing, /youth and /children. No meeting times or leaders: the demo
 * has never named any.
 */

const DEMO_INTERCESSION_PAGE: PageDocument = {
  subtitle:
    "Standing in the gap for our church family, for Harare and for the nations through faithful, Spirit-led prayer.",
  heroPicture: "hands-intercession-prayer-hero",
  description:
    "Join the intercession team of Kingdom Light Ministries in Harare: we pray for our church, our city and the nations. Send a prayer need or apply to pray with us.",
  badges: [],
  visionHeading: "A house of prayer for Harare and the nations",
  vision:
    "We believe nothing of lasting value happens in the Kingdom without prayer. Our vision is a church where the altar of prayer never goes cold: where every service, every outreach and every family in our congregation is carried before the Lord.\n\nOur intercessors meet every Tuesday and Thursday at 5:30 AM in the prayer room at the church, and again for an hour before every Wednesday and Sunday service. Through the week we keep a WhatsApp prayer chain so that no urgent need waits for the next meeting.\n\nYou do not need a title or years of experience to intercede. You need a heart for God, a love for people and a willingness to keep showing up.",
  scripture: "The prayer of a righteous person is powerful and effective.",
  scriptureReference: "James 5:16",
  scriptureVersion: "NIV",
  visionPicture: "candle-intercession-prayer-room",
  visionPictureAlt: "A candle burning in a quiet prayer room",
  verse: "",
  verseReference: "",
  verseVersion: "",
  verseNote: "",
  approachHeading: "How we stand in the gap",
  approachIntro:
    "Our prayer life is shaped by three commitments: covering our church, carrying the nations and responding quickly when crisis comes.",
  approach: [
    {
      icon: "shield",
      title: "Spiritual Covering",
      text: "We pray over our pastors, every ministry team, each service and the families of our church by name, asking God to guard, guide and strengthen them through every season.",
    },
    {
      icon: "globe",
      title: "Global Missions",
      text: "We carry the missionaries and partner churches we support across Africa and beyond, praying for open doors for the gospel, for protection and for lasting fruit.",
    },
    {
      icon: "siren",
      title: "Crisis Response",
      text: "When illness, loss or sudden trouble strikes a family or our city, our prayer chain is alerted the same day and intercessors stand with them until the breakthrough comes.",
    },
  ],
  servicesHeading: "",
  servicesIntro: "",
  services: [],
  statsHeading: "",
  stats: [],
  meetings: [],
  leaderName: "",
  leaderRole: "",
  leaderPicture: "",
  leaderPhone: "",
  leaderEmail: "",
  formIntro:
    "Tell us what you would like us to pray about, or ask a question about the intercession ministry. Everything you share is treated with care and kept within the prayer team.",
  secondFormIntro:
    "Sense a call to prayer? Tell us a little about yourself and one of our prayer leaders will contact you about the next orientation evening.",
};

const DEMO_EVANGELISM_PAGE: PageDocument = {
  subtitle:
    "Taking the good news of Jesus from our church doors to the streets of Harare, the villages of Zimbabwe and the nations.",
  heroPicture: "path-evangelism-outreach-hero",
  description:
    "Share the good news with Kingdom Light Ministries' evangelism and outreach team: street evangelism in Harare, missions across Africa and discipleship training. Apply to join.",
  badges: [],
  visionHeading: "Every person in our city hearing the gospel in a way they understand",
  vision:
    "Jesus did not wait for people to come to Him: He walked the roads, sat at tables and spoke the language of the people He met. We want to do the same in Harare, from the busy ranks of Copacabana to the homes of Mbare, Highfield and Glen View.\n\nEvery month our teams go out in pairs to share the gospel, pray for the sick and invite people to church. Twice a year we travel with partner churches on mission trips, and every new believer we meet is connected to a small group so that no one is left to walk alone.",
  scripture: "He said to them, “Go into all the world and preach the gospel to all creation.”",
  scriptureReference: "Mark 16:15",
  scriptureVersion: "NIV",
  visionPicture: "people-evangelism-street-conversation",
  visionPictureAlt: "Two members of the outreach team talking with people on a Harare street",
  verse: "",
  verseReference: "",
  verseVersion: "",
  verseNote: "",
  approachHeading: "Three ways we carry the gospel",
  approachIntro: "We go out, we go far and we stay with people until they are strong in their faith.",
  approach: [
    {
      icon: "megaphone",
      title: "Street Evangelism",
      text: "On the first Saturday of every month we share the gospel in markets, bus ranks and neighbourhoods across Harare, with prayer for the sick and an open invitation to church.",
    },
    {
      icon: "globe",
      title: "Global Missions",
      text: "With partner churches we send short-term mission teams to rural Zimbabwe and to neighbouring nations, planting churches, running medical days and training local leaders.",
    },
    {
      icon: "graduation",
      title: "Discipleship Training",
      text: "Our twelve-week evangelism school equips believers to share their story, answer honest questions and walk with new believers through their first year of faith.",
    },
  ],
  servicesHeading: "",
  servicesIntro: "",
  services: [],
  statsHeading: "What God has done through our outreach",
  stats: [
    {
      value: "1,000+",
      label: "Lives Impacted",
    },
    {
      value: "25+",
      label: "Countries Reached",
    },
    {
      value: "150+",
      label: "Trained Evangelists",
    },
  ],
  meetings: [],
  leaderName: "",
  leaderRole: "",
  leaderPicture: "",
  leaderPhone: "",
  leaderEmail: "",
  formIntro:
    "Whether you are bold on the street or quietly faithful in prayer and follow-up, there is a place for you. Tell us about yourself and we will invite you to the next training.",
};

const DEMO_MEDIA_PAGE: PageDocument = {
  subtitle:
    "Carrying the message beyond our walls: every livestream, post and podcast is a door for someone to meet Jesus.",
  heroPicture: "camera-media-ministry-hero",
  description:
    "The media and digital ministry of Kingdom Light Ministries, Harare: livestreams, sermons online, podcasts, design and training. Serve with us behind the camera.",
  badges: [
    {
      icon: "globe",
      value: "150K+",
      label: "Online Reach",
    },
    {
      icon: "radio",
      value: "Weekly",
      label: "Livestreams",
    },
    {
      icon: "users",
      value: "30+",
      label: "Team Members",
    },
  ],
  visionHeading: "The gospel, clearly told, wherever people are",
  vision:
    "Many of the people we serve follow our services on a phone, on a kombi ride home or from a village far from Harare, often on expensive data. Our vision is to bring them the Word and worship clearly, reliably and with excellence, in a way that respects every megabyte.\n\nOur team of volunteers runs the cameras and sound on Sundays and Wednesdays, edits sermons for YouTube and WhatsApp, designs for every ministry and trains others to do the same. No experience is needed: a teachable heart is.",
  scripture:
    "Then the LORD replied: “Write down the revelation and make it plain on tablets so that a herald may run with it.”",
  scriptureReference: "Habakkuk 2:2",
  scriptureVersion: "NIV",
  visionPicture: "mic-media-team-sound-desk",
  visionPictureAlt: "The media team at the sound desk during a Sunday service",
  verse: "",
  verseReference: "",
  verseVersion: "",
  verseNote: "",
  approachHeading: "",
  approachIntro: "",
  approach: [],
  servicesHeading: "Eight ways we serve online and on site",
  servicesIntro: "Tap a card to see what each team does and how you could be part of it.",
  services: [
    {
      icon: "radio",
      title: "Livestreaming",
      summary: "Every Sunday and Wednesday service, live on YouTube and Facebook.",
      details:
        "Three-camera production with live switching and lower thirds\nA low-data audio stream for members on limited bundles\nLive chat hosts who pray with viewers during the service",
    },
    {
      icon: "clapperboard",
      title: "Content Creation",
      summary: "Sermon clips, testimonies and short devotionals through the week.",
      details:
        "One-minute sermon highlights for WhatsApp status and reels\nFilmed testimonies from members across Harare\nScripting and storyboarding for special series",
    },
    {
      icon: "share",
      title: "Social Media",
      summary: "Encouragement, announcements and conversation on our pages.",
      details:
        "A weekly content calendar agreed with every ministry\nReplying to messages and comments with care and prayer\nMonthly reports on reach so we can serve people better",
    },
    {
      icon: "podcast",
      title: "Podcast Production",
      summary: "Sermons and teaching series as audio, easy to download.",
      details:
        "Recording, editing and mastering each Sunday message\nSmall audio files that download quickly on mobile data\nInterview episodes with our pastors and ministry leaders",
    },
    {
      icon: "monitor",
      title: "Website Management",
      summary: "Keeping this website, the blog and the sermon library up to date.",
      details:
        "Publishing blog posts, sermons and event news\nChecking pages load quickly on phones and slow networks\nAnswering messages sent through the website's forms",
    },
    {
      icon: "smartphone",
      title: "Mobile App",
      summary: "Sermons, the Bible reading plan and notices in your pocket.",
      details:
        "Testing new features with members before release\nPush notices for services, prayer meetings and events\nHelping members install and use the app on Sundays",
    },
    {
      icon: "palette",
      title: "Graphic Design",
      summary: "Posters, slides and social graphics for every ministry.",
      details:
        "Sermon series artwork and worship lyric slides\nEvent posters and banners printed locally\nA simple brand guide so everything looks like one family",
    },
    {
      icon: "graduation",
      title: "Digital Training",
      summary: "Teaching members and other churches the skills we use.",
      details:
        "Quarterly workshops in camera, sound and editing basics\nMentoring young people into media careers\nHelping partner churches start their own livestreams",
    },
  ],
  statsHeading: "",
  stats: [],
  meetings: [],
  leaderName: "",
  leaderRole: "",
  leaderPicture: "",
  leaderPhone: "",
  leaderEmail: "",
  formIntro:
    "Tell us which team interests you, what you can already do (or would love to learn) and how we can reach you.",
  inviteTitle: "Use your gifts to reach the world",
  inviteText:
    "Cameras, sound, design, writing or simply a willingness to learn: there is a seat for you on the media team.",
  invitePoints: [
    {
      text: "Serve once or twice a month on a rota that fits your life",
    },
    {
      text: "Free hands-on training from experienced team members",
    },
    {
      text: "Be part of a team that prays together before every service",
    },
  ],
};

const DEMO_HOSPITALITY_PAGE: PageDocument = {
  subtitle:
    "Every visitor is a guest God has sent. We make sure each one is greeted by name, helped to a seat and welcomed back.",
  heroPicture: "church-hospitality-welcome-hero",
  description:
    "Welcome people the way Jesus welcomes us: join the hospitality and ushering ministry of Kingdom Light Ministries in Harare as a greeter, usher, parking or fellowship host.",
  badges: [],
  visionHeading: "A welcome that feels like coming home",
  vision:
    "Our vision is simple: that no one walks into Kingdom Light Ministries and feels like a stranger. From the car park to the welcome desk, from the sanctuary to the cup of tea afterwards, we want every person to sense the love of Christ before the first song is sung.\n\nOur ushers, greeters, parking team and fellowship hosts serve at every Wednesday and Sunday service, at weddings, funerals and conferences. We pray together half an hour before the doors open, and we follow up with every first-time guest during the week.",
  scripture:
    "Do not forget to show hospitality to strangers, for by so doing some people have shown hospitality to angels without knowing it.",
  scriptureReference: "Hebrews 13:2",
  scriptureVersion: "NIV",
  visionPicture: "people-hospitality-greeters-welcome",
  visionPictureAlt: "Greeters welcoming a family at the church doors",
  verse: "",
  verseReference: "",
  verseVersion: "",
  verseNote: "",
  approachHeading: "What guides the way we serve",
  approachIntro: "Everything our team does rests on three simple commitments.",
  approach: [
    {
      icon: "door",
      title: "First Impressions",
      text: "A warm smile at the gate, a clear sign and a helping hand with the children: we know the first five minutes often decide whether a guest comes back.",
    },
    {
      icon: "award",
      title: "Service Excellence",
      text: "We arrive early, we are ready for the unexpected and we serve the elderly, the young and the VIP guest with the same care, because we serve the Lord.",
    },
    {
      icon: "heartHandshake",
      title: "Follow-Through Care",
      text: "A welcome does not end at the door. We call every first-time guest within the week, pray for their needs and help them find their place in the family.",
    },
  ],
  servicesHeading: "",
  servicesIntro: "",
  services: [],
  statsHeading: "",
  stats: [],
  meetings: [],
  leaderName: "",
  leaderRole: "",
  leaderPicture: "",
  leaderPhone: "",
  leaderEmail: "",
  formIntro: "Tell us a little about yourself and choose the areas where you would like to serve.",
  inviteTitle: "Become part of the welcome",
  inviteText:
    "If you love people, you already have what it takes. We will train you, pair you with an experienced team member and fit you into a rota that suits you.",
  invitePoints: [
    {
      text: "Serve at one service a month or more, as you are able",
    },
    {
      text: "Orientation and training on the first Saturday of each month",
    },
    {
      text: "A friendly team that prays and grows together",
    },
  ],
};

const DEMO_HEALING_PAGE: PageDocument = {
  subtitle:
    "Jesus still heals the sick, binds up the broken-hearted and sets captives free. Come as you are: you will be prayed for with love.",
  heroPicture: "light-healing-deliverance-hero",
  description:
    "Prayer for healing and freedom at Kingdom Light Ministries, Harare: physical healing, emotional healing and spiritual deliverance, with care that walks with you afterwards.",
  badges: [],
  visionHeading: "Whole people: body, soul and spirit",
  vision:
    "We believe in a God who heals. Our vision is to see people in our church and our city made whole: healed in their bodies, restored in their hearts and free from every spiritual bondage, through the finished work of Jesus on the cross.\n\nAfter every Sunday and Wednesday service our trained prayer ministers are at the front of the sanctuary to pray with anyone who asks. We also meet people by appointment for longer, private ministry, always in pairs, always with gentleness, and always alongside the care of doctors, counsellors and family.",
  scripture:
    "But he was pierced for our transgressions, he was crushed for our iniquities; the punishment that brought us peace was on him, and by his wounds we are healed.",
  scriptureReference: "Isaiah 53:5",
  scriptureVersion: "NIV",
  visionPicture: "dove-healing-prayer-ministry",
  visionPictureAlt: "A dove in flight above open hands raised in prayer",
  verse: "",
  verseReference: "",
  verseVersion: "",
  verseNote: "",
  approachHeading: "How we minister healing and freedom",
  approachIntro: "We pray with faith, we listen with compassion and we keep walking with people after the prayer.",
  approach: [
    {
      icon: "heartPulse",
      title: "Physical Healing",
      text: "We lay hands on the sick and pray in the name of Jesus, as He taught us, and we celebrate every testimony while encouraging you to keep seeing your doctor.",
    },
    {
      icon: "handHeart",
      title: "Emotional Healing",
      text: "Grief, trauma, rejection and anxiety run deep. We listen, pray for the Lord's comfort and, where it helps, connect you with our trained Christian counsellors.",
    },
    {
      icon: "flame",
      title: "Spiritual Deliverance",
      text: "Through repentance, forgiveness and the authority of Christ, we pray with people to break every chain of fear, addiction and spiritual oppression, calmly and biblically.",
    },
  ],
  servicesHeading: "",
  servicesIntro: "",
  services: [],
  statsHeading: "",
  stats: [],
  meetings: [],
  leaderName: "",
  leaderRole: "",
  leaderPicture: "",
  leaderPhone: "",
  leaderEmail: "",
  formIntro:
    "Share what you are facing and how we can reach you. A member of the healing team will respond in confidence.",
};

const DEMO_YOUTH_PAGE: PageDocument = {
  subtitle:
    "A generation on fire for Jesus: growing in faith, building friendships that last and leading boldly in Harare and beyond.",
  heroPicture: "youth-worship-night-hero",
  description:
    "The youth and young adults ministry of Kingdom Light Ministries in Harare: identity in Christ, real friendships and leadership for ages 13 to 35. Friday nights and Sunday services.",
  badges: [],
  visionHeading: "Raising young people who know who they are in Christ",
  vision:
    "Young people in Harare carry big dreams and heavy pressures: exams, unemployment, social media and the search for belonging. Our vision is a community where teenagers and young adults meet Jesus for themselves, find friends who point them to Him and discover the gifts God has placed in them.\n\nWe meet every Friday at 5:30 PM at the church for worship, teaching and small groups (ages 13 to 18 and 19 to 35 in their own circles), and we serve together on Sundays in the worship team, the media team and the children's church.",
  scripture: "",
  scriptureReference: "",
  scriptureVersion: "",
  visionPicture: "youth-small-group-discussion",
  visionPictureAlt: "Young adults laughing together in a small group",
  verse:
    "Don't let anyone look down on you because you are young, but set an example for the believers in speech, in conduct, in love, in faith and in purity.",
  verseReference: "1 Timothy 4:12",
  verseVersion: "NIV",
  verseNote: "This is the verse we pray over every young person who walks through our doors.",
  approachHeading: "What we build together",
  approachIntro: "Three things shape every Friday night, camp and conversation.",
  approach: [
    {
      icon: "crown",
      title: "Identity in Christ",
      text: "Before we ask what you will do, we remind you who you are: chosen, loved and redeemed. Our teaching grounds young people in the truth of God's Word.",
    },
    {
      icon: "users",
      title: "Authentic Community",
      text: "Small groups, shared meals, sports days and camps where you can be honest about your struggles and find friends who will pray and laugh with you.",
    },
    {
      icon: "sprout",
      title: "Leadership Development",
      text: "Mentoring, serving opportunities and our yearly leadership course prepare young people to lead in the church, at university, at work and in the nation.",
    },
  ],
  servicesHeading: "",
  servicesIntro: "",
  services: [],
  statsHeading: "",
  stats: [],
  meetings: [],
  leaderName: "",
  leaderRole: "",
  leaderPicture: "",
  leaderPhone: "",
  leaderEmail: "",
  formIntro:
    "New in town, coming for the first time, or a parent with a question? Send us a message and a youth leader will reply.",
};

const DEMO_CHILDREN_PAGE: PageDocument = {
  subtitle:
    "A safe, joyful place where children discover how much God loves them, every Sunday while their parents worship.",
  heroPicture: "child-sunday-school-hero",
  description:
    "Children's church at Kingdom Light Ministries, Harare: Bible teaching, spiritual growth and loving care for children from birth to 12 years, every Sunday at 3:30 PM.",
  badges: [],
  visionHeading: "Children who know, love and follow Jesus",
  vision:
    "Children are not the church of tomorrow: they are part of the church today. Our vision is to partner with parents and guardians so that every child in our care grows up knowing the Bible, loving Jesus and confident that they belong in God's family.\n\nChildren's church runs during the Sunday service from 3:30 PM in three age groups: little ones (0 to 4), juniors (5 to 8) and pre-teens (9 to 12). Every teacher is a trained, vetted member of the church, each child is signed in and out by a parent, and our rooms are checked before every service.",
  scripture: "Start children off on the way they should go, and even when they are old they will not turn from it.",
  scriptureReference: "Proverbs 22:6",
  scriptureVersion: "NIV",
  visionPicture: "child-bible-story-time",
  visionPictureAlt: "Children listening to a Bible story with their teacher",
  verse: "",
  verseReference: "",
  verseVersion: "",
  verseNote: "",
  approachHeading: "How we care for your children",
  approachIntro: "Every lesson, song and game serves three aims.",
  approach: [
    {
      icon: "book",
      title: "Biblical Teaching",
      text: "Age-appropriate lessons walk through the whole story of the Bible, with memory verses, songs and crafts that help children remember what they learn.",
    },
    {
      icon: "sprout",
      title: "Spiritual Growth",
      text: "We teach children to pray, to worship and to hear God for themselves, and we celebrate each step, from a first prayer to baptism.",
    },
    {
      icon: "handHeart",
      title: "Compassionate Care",
      text: "Safe rooms, trained teachers and a sign-in system give parents peace, and every child is known by name, prayed for and loved.",
    },
  ],
  servicesHeading: "",
  servicesIntro: "",
  services: [],
  statsHeading: "",
  stats: [],
  meetings: [],
  leaderName: "",
  leaderRole: "",
  leaderPicture: "",
  leaderPhone: "",
  leaderEmail: "",
  formIntro:
    "Planning your first visit, registering a child or thinking about serving as a teacher? Send us your question and our children's pastor will reply.",
};

export const DEMO_MINISTRY_PAGES: Record<MinistryPageSlug, PageDocument> = {
  intercession: DEMO_INTERCESSION_PAGE,
  evangelism: DEMO_EVANGELISM_PAGE,
  media: DEMO_MEDIA_PAGE,
  hospitality: DEMO_HOSPITALITY_PAGE,
  healing: DEMO_HEALING_PAGE,
  youth: DEMO_YOUTH_PAGE,
  children: DEMO_CHILDREN_PAGE,
};
