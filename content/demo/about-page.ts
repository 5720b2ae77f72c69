import type { PageDocument } from "#contract/page-content";

/**
 * The demo church's About page (contract/page-content.ts, /admin/pages/about), as the demo site
 * has always shown it: who the church is, its vision, mission and four values, its four-part
 * mandate, its founder and senior pastor, and the eight ministries of the carousel. Scripture is
 * quoted from the NKJV.
 */
export const DEMO_ABOUT_PAGE: PageDocument = {
  subtitle: "A Spirit-filled family of believers, shining the light of Christ in Harare since 2006.",
  intro:
    "Kingdom Light Ministries is a family of believers from every walk of life who gather in the heart of Harare to worship Jesus, learn His Word and serve our city. Whether you are new to faith or have walked with God for years, there is a place for you here.",
  visionTitle: "A City Shining with His Light",
  vision:
    "A city transformed by the light of God's Kingdom: every family reached with the gospel, every believer discipled, and every gift released for His glory.",
  visionScripture: "You are the light of the world. A city that is set on a hill cannot be hidden.",
  visionReference: "Matthew 5:14",
  missionTitle: "Know Christ, Grow in Him, Go for Him",
  mission:
    "To raise a Spirit-filled family of believers in Harare who know Christ, grow in His Word and carry His light into every home, workplace and nation.",
  missionScripture:
    "Let your light so shine before men, that they may see your good works and glorify your Father in heaven.",
  missionReference: "Matthew 5:16",
  values: [
    {
      title: "Worship in Spirit and Truth",
      text: "We gather to honour God with our whole hearts. Worship is not a warm-up before the sermon; it is how we meet the Father, week in and week out, in song, in giving and in daily obedience.",
      scripture: "God is Spirit, and those who worship Him must worship in spirit and truth.",
      reference: "John 4:24",
    },
    {
      title: "Rooted in the Word",
      text: "The Bible is our foundation and our daily bread. We preach it plainly, study it together in home groups across Harare and let it shape how we live, work and love.",
      scripture: "Your word is a lamp to my feet and a light to my path.",
      reference: "Psalm 119:105",
    },
    {
      title: "A House of Prayer",
      text: "Everything we do begins on our knees. From the Wednesday prayer meeting to the early-morning intercessors, we bring our city, our nation and one another before God.",
      scripture:
        "Be anxious for nothing, but in everything by prayer and supplication, with thanksgiving, let your requests be made known to God.",
      reference: "Philippians 4:6",
    },
    {
      title: "Love in Action",
      text: "Faith shows itself in kindness. We feed the hungry, visit the sick, stand with widows and orphans, and welcome every stranger who walks through our doors as family.",
      scripture: "My little children, let us not love in word or in tongue, but in deed and in truth.",
      reference: "1 John 3:18",
    },
  ],
  mandateIntro: "Four commissions shape everything we do, from Sunday worship to Monday at work.",
  mandate: [
    {
      title: "Preach the Gospel",
      summary: "Good news for every person in our city",
      text: "We take the message of Jesus beyond our walls: to the markets of Mbare, the lecture halls of the university, the hospitals and the high-density suburbs. Every member is a witness, and every conversation is a chance to share the hope we have found.",
      scripture: "Go into all the world and preach the gospel to every creature.",
      reference: "Mark 16:15",
      picture: "globe-preach-the-gospel",
      colours: "dark-blue",
    },
    {
      title: "Make Disciples",
      summary: "Growing believers who grow others",
      text: "Salvation is the beginning, not the end. Through new believers' classes, home cells and mentoring, we walk with each person until they are strong in faith and ready to lead someone else to Christ.",
      scripture:
        "Go therefore and make disciples of all the nations, baptizing them in the name of the Father and of the Son and of the Holy Spirit, teaching them to observe all things that I have commanded you; and lo, I am with you always, even to the end of the age.",
      reference: "Matthew 28:19-20",
      picture: "bible-make-disciples",
      colours: "pale-gold",
    },
    {
      title: "Heal and Restore",
      summary: "Binding up the broken-hearted",
      text: "Jesus came to heal and to set free. We pray for the sick, counsel the hurting, support families through grief and hardship, and believe God for breakthrough in bodies, minds and homes.",
      scripture:
        "The Spirit of the Lord is upon Me, because He has anointed Me to preach the gospel to the poor; He has sent Me to heal the brokenhearted, to proclaim liberty to the captives and recovery of sight to the blind, to set at liberty those who are oppressed.",
      reference: "Luke 4:18",
      picture: "hands-heal-and-restore",
      colours: "pale-blue",
    },
    {
      title: "Establish the Kingdom",
      summary: "His reign in every sphere of life",
      text: "Our name is our calling. We raise men and women who carry the values of God's Kingdom into business, government, education, the arts and the family, until Harare and Zimbabwe are marked by justice, integrity and the love of Christ.",
      scripture:
        "The kingdoms of this world have become the kingdoms of our Lord and of His Christ, and He shall reign forever and ever!",
      reference: "Revelation 11:15",
      picture: "crown-establish-the-kingdom",
      colours: "night-blue",
    },
  ],
  founderName: "Apostle Farai Makoni",
  founderRole: "Founder",
  founderPhoto: "portrait-apostle-farai-makoni",
  founderBio:
    "Apostle Farai Makoni started Kingdom Light Ministries in 2006 with twelve people in a borrowed classroom in the Avenues. A teacher by training and a pastor by calling, he spent thirteen years planting home cells, training leaders and preaching across Zimbabwe before handing the pulpit to Pastor Tinashe Moyo in 2019. He now gives himself to mentoring pastors and to the ministry's missions work.",
  pastorName: "Pastor Tinashe Moyo",
  pastorRole: "Senior Pastor",
  pastorPhoto: "portrait-pastor-tinashe-moyo",
  pastorBio:
    "Pastor Tinashe leads our church family with warmth, wisdom and a deep love for the Word, together with his wife, Pastor Rudo. Most Sundays you will find him preaching, praying with visitors after the service, or in the children's hall making sure every little one is known by name.",
  ministries: [
    {
      ministry: "intercession",
      picture: "hands-intercession-prayer-room",
      text: "Standing in the gap for our church, our city and our nation through early-morning prayer, prayer chains and all-night vigils.",
    },
    {
      ministry: "evangelism",
      picture: "globe-evangelism-outreach",
      text: "Taking the gospel to the streets, markets and villages, and serving communities in need with food, clothing and care.",
    },
    {
      ministry: "music",
      picture: "music-worship-team-stage",
      text: "Singers, instrumentalists and sound technicians leading the church into God's presence in spirit and in truth.",
    },
    {
      ministry: "healing",
      picture: "light-healing-deliverance",
      text: "Praying for the sick and the oppressed with compassion, and walking with people through lasting freedom in Christ.",
    },
    {
      ministry: "media",
      picture: "camera-media-digital-team",
      text: "Livestreaming services, filming testimonies and sharing the message online with Zimbabweans at home and abroad.",
    },
    {
      ministry: "youth",
      picture: "youth-young-adults-fellowship",
      text: "A home for students and young professionals to grow in faith, build friendships and discover their God-given purpose.",
    },
    {
      ministry: "children",
      picture: "child-childrens-church-class",
      text: "Bible stories, songs and safe, joyful classes where every child learns how much Jesus loves them.",
    },
    {
      ministry: "hospitality",
      picture: "people-hospitality-welcome",
      text: "Greeting every guest with a smile, finding them a seat and making sure no one leaves without feeling at home.",
    },
  ],
};
