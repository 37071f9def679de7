/**
 * The seeded events: one or more of every SPEC type, both modes, and every section of an event page. The SPEC names
 * the fields, not the events. Dates are relative to the day of seeding (the demo world stays alive): each event's days
 * are counted from that day in the event's own time zone (Kuala Lumpur and Hong Kong are both UTC+8, without summer
 * time). "kl-tech-career-fair" is the KL Career Fair the jobs seed's campaign tab points to. Pure: the client's
 * mocks build the same events from this file.
 */
import { EMPTY_SECTIONS, type EventDateRange, type EventMode, type EventSections, type EventType } from "./rules/content.js";
import type { EventBanner, EventLink, EventLocation } from "./rules/content.js";

export const KL_CAREER_FAIR_ID = "kl-tech-career-fair";
export const TEAM_EVENT_ID = "penang-schools-outreach";

/** The local (UTC+8) wall-clock time `hhmm` on the day `days` after the seeding day, as an ISO instant. */
export function localDay(now: Date, days: number, hhmm: string): string {
  const local = new Date(now.getTime() + 8 * 3_600_000);
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + days, h - 8, m)).toISOString();
}

export interface EventSeed {
  id: string;
  title: string;
  description: string;
  featured: boolean;
  showAtDashboard: boolean;
  type: EventType;
  mode: EventMode;
  location: EventLocation | null;
  timeZone: string;
  dates: EventDateRange[];
  registration: { from: string; to: string };
  banner: EventBanner | null;
  links: EventLink[];
  sections: EventSections;
  capacity: number | null;
  team: { minSize: number; maxSize: number; minYear: number; maxYear: number } | null;
  /** Employers (jobs' ids) exhibiting, in booth order. */
  exhibitors: { employerId: string; booth: string }[];
}

/** Every seeded event, its dates counted from `now` (the seeding day). */
export function eventSeed(now: Date): EventSeed[] {
  const at = (days: number, hhmm: string) => localDay(now, days, hhmm);
  return [
    {
      id: KL_CAREER_FAIR_ID,
      title: "KL Tech Career Fair",
      description:
        "Meet hiring partners from across Malaysia, bring your CV for on-the-spot reviews and interview for graduate tech roles.",
      featured: true,
      showAtDashboard: true,
      type: "CareerFair",
      mode: "Physical",
      location: {
        country: "Malaysia",
        short: "Kuala Lumpur Convention Centre",
        full: "Kuala Lumpur Convention Centre, Jalan Pinang, 50088 Kuala Lumpur, Malaysia",
        mapSrc: "/events/maps/kl-convention-centre.svg",
        mapLink: "https://www.openstreetmap.org/?mlat=3.1529&mlon=101.7137#map=17/3.1529/101.7137",
      },
      timeZone: "Asia/Kuala_Lumpur",
      dates: [
        { from: at(24, "10:00"), to: at(24, "17:00") },
        { from: at(25, "10:00"), to: at(25, "16:00") },
      ],
      registration: { from: at(-30, "00:00"), to: at(24, "00:00") },
      banner: {
        light: false,
        mainImg: "/events/banners/kl-tech-career-fair.svg",
        contentImg: "/events/banners/kl-tech-career-fair-hall.svg",
        description: "Two days, six hiring partners, one hall: bring your CV and leave with interviews.",
      },
      links: [
        {
          hasMedia: true,
          url: "/jobs?campaign=kl-career-fair",
          buttonTitle: "See the fair's jobs",
          sectionTitle: "Jobs at the fair",
          description: "Every exhibitor lists the roles it is hiring for. Apply before the fair and bring the interview invite.",
          media: "/events/banners/kl-tech-career-fair-jobs.svg",
        },
        {
          hasMedia: false,
          url: "/skills/home",
          buttonTitle: "Verify your skills",
          sectionTitle: "Stand out at the booths",
          description: "Employers see verified skills beside your CV score. Take a skill test before you come.",
          media: null,
        },
      ],
      sections: {
        overview: {
          title: "About the fair",
          body: "The KL Tech Career Fair brings graduate and career-changer tech roles under one roof. Talk to engineers and recruiters, get your CV reviewed by our career coaches, and join the interview lounge for same-day first-round interviews.",
          countdown: true,
        },
        employers: {
          title: "Employers at the fair",
          description: "Hiring partners with open graduate and junior roles. Visit their booths, or apply to their jobs now.",
        },
        partners: [
          { name: "Malaysia Digital Talent Alliance", logoUrl: null, url: null },
          { name: "KL Convention Centre", logoUrl: null, url: null },
          { name: "Women in Tech Malaysia", logoUrl: null, url: null },
        ],
        speakers: [
          {
            name: "Nurul Hidayah",
            job: "Head of Engineering, KopiCloud",
            bio: "Leads a team of forty engineers and has hired more than a hundred graduates. Talks about what a first-round technical interview is really looking for.",
            imageUrl: "/events/speakers/nurul-hidayah.svg",
            logoUrl: "/partners/kopicloud.svg",
          },
          {
            name: "Daniel Lim",
            job: "Talent Partner, HarbourPay",
            bio: "Recruits for payments engineering across Kuala Lumpur and Singapore; shares how to read a job advert and how to follow up after a fair.",
            imageUrl: "/events/speakers/daniel-lim.svg",
            logoUrl: "/partners/harbourpay.svg",
          },
          {
            name: "Priya Raman",
            job: "Career coach, TalentForge",
            bio: "Runs the CV clinic. Has coached career changers from teaching, nursing and retail into junior developer and analyst roles.",
            imageUrl: "/events/speakers/priya-raman.svg",
            logoUrl: null,
          },
        ],
        offers: {
          grid: 3,
          title: "What you get",
          items: [
            {
              title: "CV clinic",
              description: "Fifteen minutes with a career coach.",
              imageUrl: null,
              points: ["Your CV score explained", "Two concrete fixes", "A printed copy to hand out"],
            },
            {
              title: "Interview lounge",
              description: "Same-day first-round interviews.",
              imageUrl: null,
              points: ["Book at the employer's booth", "Quiet rooms", "Feedback within a week"],
            },
            {
              title: "Talks",
              description: "Short talks from engineers and recruiters.",
              imageUrl: null,
              points: ["Hiring in 2027", "Portfolios that get read", "Career changers' stories"],
            },
          ],
        },
        schedule: [
          {
            from: at(24, "10:00"),
            to: at(24, "10:30"),
            title: "Doors open and welcome",
            description: "Pick up your badge and the floor plan.",
            place: "Hall 5 entrance",
          },
          {
            from: at(24, "10:30"),
            to: at(24, "12:30"),
            title: "Employer booths",
            description: "All exhibitors on the floor.",
            place: "Hall 5",
          },
          {
            from: at(24, "11:00"),
            to: at(24, "11:30"),
            title: "What a first-round interview looks for",
            description: "Nurul Hidayah, KopiCloud.",
            place: "Stage A",
          },
          {
            from: at(24, "14:00"),
            to: at(24, "16:30"),
            title: "Interview lounge",
            description: "First-round interviews booked at the booths.",
            place: "Rooms 501–504",
          },
          {
            from: at(24, "14:00"),
            to: at(24, "17:00"),
            title: "CV clinic",
            description: "Walk-in CV reviews.",
            place: "Hall 5, coaching corner",
          },
          {
            from: at(25, "10:00"),
            to: at(25, "12:00"),
            title: "Employer booths",
            description: "All exhibitors on the floor.",
            place: "Hall 5",
          },
          {
            from: at(25, "11:00"),
            to: at(25, "11:30"),
            title: "Reading a job advert",
            description: "Daniel Lim, HarbourPay.",
            place: "Stage A",
          },
          {
            from: at(25, "13:30"),
            to: at(25, "16:00"),
            title: "Interview lounge",
            description: "Last interviews of the fair.",
            place: "Rooms 501–504",
          },
        ],
        locationDetails: {
          description: "Hall 5, level 3 of the Kuala Lumpur Convention Centre, next to the Suria KLCC park.",
          directions: [
            { mode: "Train", description: "LRT Kelana Jaya line to KLCC station, then a 10-minute walk through the park." },
            { mode: "Bus", description: "GoKL free bus, Green line, to the Kuala Lumpur Convention Centre stop." },
            { mode: "Car", description: "Parking in the centre's basement (levels B1–B3), paid by the hour." },
            { mode: "Walk", description: "A covered walkway links Pavilion Kuala Lumpur to the centre in about 15 minutes." },
          ],
        },
        attendee: [
          { title: "Job seekers", description: "Graduates and junior developers, analysts and designers looking for their next role." },
          { title: "Students", description: "Final-year students looking for internships and graduate programmes." },
          { title: "Career changers", description: "People moving into tech from another field, with or without a degree." },
        ],
        sectors: ["Software", "Fintech", "E-commerce", "Data and analytics", "Cybersecurity", "Health tech"],
      },
      capacity: 600,
      team: null,
      exhibitors: [
        { employerId: "kopicloud", booth: "A1" },
        { employerId: "harbourpay", booth: "A2" },
        { employerId: "lantern-analytics", booth: "B1" },
        { employerId: "straits-commerce", booth: "B2" },
        { employerId: "batik-labs", booth: "C1" },
        { employerId: "peakshield", booth: "C2" },
      ],
    },
    {
      id: "breaking-into-data-webinar",
      title: "Breaking into Data Analytics",
      description:
        "An online talk with graduates now working as data analysts: what they learnt, how they built a portfolio and how they got hired.",
      featured: true,
      showAtDashboard: true,
      type: "Webinar",
      mode: "Online",
      location: null,
      timeZone: "Asia/Kuala_Lumpur",
      dates: [{ from: at(7, "20:00"), to: at(7, "21:30") }],
      registration: { from: at(-14, "00:00"), to: at(7, "20:00") },
      banner: {
        light: true,
        mainImg: "/events/banners/breaking-into-data.svg",
        contentImg: null,
        description: "Three analysts, ninety minutes, your questions.",
      },
      links: [
        {
          hasMedia: false,
          url: "/courses",
          buttonTitle: "Browse data courses",
          sectionTitle: "Start learning",
          description: "The courses our panel took, from spreadsheets to SQL and dashboards.",
          media: null,
        },
      ],
      sections: {
        ...EMPTY_SECTIONS,
        overview: {
          title: "About the webinar",
          body: "Our panel moved into data analytics in the last two years. They talk about the skills employers asked for, the projects that got them interviews and what the first months on the job were like. Bring questions: the last half hour is yours.",
          countdown: true,
        },
        speakers: [
          {
            name: "Aisyah Rahman",
            job: "Data Analyst, Lantern Analytics",
            bio: "Former accounts assistant; finished the data analytics certificate in 2025 and joined Lantern's analytics team.",
            imageUrl: "/events/speakers/aisyah-rahman.svg",
            logoUrl: "/partners/lantern-analytics.svg",
          },
          {
            name: "Kelvin Chan",
            job: "Business Intelligence Analyst, Straits Commerce",
            bio: "Builds the dashboards Straits Commerce's buyers use every morning. Self-taught SQL, then a certified-associate course.",
            imageUrl: "/events/speakers/kelvin-chan.svg",
            logoUrl: "/partners/straits-commerce.svg",
          },
        ],
        schedule: [
          { from: at(7, "20:00"), to: at(7, "20:10"), title: "Welcome", description: "How the evening runs.", place: "Online" },
          { from: at(7, "20:10"), to: at(7, "21:00"), title: "Panel", description: "From first course to first job.", place: "Online" },
          { from: at(7, "21:00"), to: at(7, "21:30"), title: "Your questions", description: "Ask the panel anything.", place: "Online" },
        ],
        attendee: [
          { title: "Career changers", description: "Curious about data work and what it takes to get there." },
          { title: "Learners", description: "Already studying data and planning a portfolio." },
        ],
        sectors: ["Data and analytics", "E-commerce"],
      },
      capacity: null,
      team: null,
      exhibitors: [],
    },
    {
      id: "hk-tech-networking-mixer",
      title: "Hong Kong Tech Networking Mixer",
      description:
        "An evening with alumni, instructors and hiring partners in Hong Kong. Drinks and lightning talks from recent graduates.",
      featured: false,
      showAtDashboard: false,
      type: "NetworkingMixer",
      mode: "Physical",
      location: {
        country: "Hong Kong",
        short: "Central, Hong Kong",
        full: "12/F, 28 Queen's Road Central, Central, Hong Kong",
        mapSrc: "/events/maps/central-hong-kong.svg",
        mapLink: "https://www.openstreetmap.org/?mlat=22.2810&mlon=114.1577#map=18/22.2810/114.1577",
      },
      timeZone: "Asia/Hong_Kong",
      dates: [{ from: at(16, "18:30"), to: at(16, "21:30") }],
      registration: { from: at(-10, "00:00"), to: at(15, "00:00") },
      banner: {
        light: false,
        mainImg: "/events/banners/hk-networking-mixer.svg",
        contentImg: null,
        description: "Forty places, one rooftop, the people who hire in Hong Kong tech.",
      },
      links: [],
      sections: {
        ...EMPTY_SECTIONS,
        overview: {
          title: "About the evening",
          body: "A relaxed evening to meet alumni, instructors and people from our Hong Kong hiring partners. Three lightning talks from recent graduates open the night; the rest is conversation. Places are limited: when it is full, join the waitlist and we will move you up if someone cancels.",
          countdown: true,
        },
        employers: { title: "Who is coming", description: "Engineers and recruiters from our Hong Kong hiring partners." },
        schedule: [
          { from: at(16, "18:30"), to: at(16, "19:00"), title: "Arrivals", description: "Drinks and name badges.", place: "Rooftop" },
          {
            from: at(16, "19:00"),
            to: at(16, "19:30"),
            title: "Lightning talks",
            description: "Three graduates, five minutes each.",
            place: "Rooftop",
          },
          { from: at(16, "19:30"), to: at(16, "21:30"), title: "Networking", description: "Meet the hiring partners.", place: "Rooftop" },
        ],
        locationDetails: {
          description: "The rooftop bar on the 12th floor; take the lift from the Queen's Road Central lobby.",
          directions: [
            { mode: "Train", description: "MTR to Central station, exit D2, then two minutes along Queen's Road Central." },
            { mode: "Bus", description: "Any bus to Central (Exchange Square), then a five-minute walk." },
            { mode: "Taxi", description: "Ask for 28 Queen's Road Central; drop-off on Theatre Lane." },
          ],
        },
        attendee: [
          { title: "Alumni", description: "Graduates of our courses working in Hong Kong." },
          { title: "Learners", description: "Current students about to look for work." },
          { title: "Hiring partners", description: "Engineers and recruiters from partner employers." },
        ],
        sectors: ["Fintech", "Logistics", "Software"],
      },
      capacity: 40,
      team: null,
      exhibitors: [{ employerId: "victoria-harbour-logistics", booth: "Rooftop" }],
    },
    {
      id: "kyouth-info-session",
      title: "KYouth Programme Info Session",
      description: "Everything about the sponsored KYouth programme: eligibility, the courses, the schedule and how to apply.",
      featured: false,
      showAtDashboard: true,
      type: "InfoSession",
      mode: "Online",
      location: null,
      timeZone: "Asia/Kuala_Lumpur",
      dates: [{ from: at(40, "15:00"), to: at(40, "16:00") }],
      registration: { from: at(5, "00:00"), to: at(40, "15:00") },
      banner: {
        light: true,
        mainImg: "/events/banners/kyouth-info-session.svg",
        contentImg: null,
        description: "One hour, every question about KYouth.",
      },
      links: [
        {
          hasMedia: false,
          url: "/programmes",
          buttonTitle: "Read about the programme",
          sectionTitle: "Before the session",
          description: "The programme page lists the courses, the schedule and the admission policy.",
          media: null,
        },
      ],
      sections: {
        ...EMPTY_SECTIONS,
        overview: {
          title: "About the session",
          body: "The programme team walks through who KYouth is for, what it costs (nothing, for eligible learners), the six months of courses and the job search that follows, and how the application and assessment work. Registration opens a few days before.",
          countdown: false,
        },
        schedule: [
          {
            from: at(40, "15:00"),
            to: at(40, "15:40"),
            title: "The programme",
            description: "Eligibility, courses, schedule.",
            place: "Online",
          },
          { from: at(40, "15:40"), to: at(40, "16:00"), title: "Questions", description: "Ask the programme team.", place: "Online" },
        ],
        attendee: [{ title: "Applicants", description: "Anyone thinking of applying to KYouth." }],
        sectors: [],
      },
      capacity: 300,
      team: null,
      exhibitors: [],
    },
    {
      id: TEAM_EVENT_ID,
      title: "Code Your Future: Penang Schools Outreach",
      description:
        "A team coding challenge and design workshops for university students in Penang, run by instructors and alumni volunteers.",
      featured: false,
      showAtDashboard: false,
      type: "OutreachProgramme",
      mode: "Physical",
      location: {
        country: "Malaysia",
        short: "George Town, Penang",
        full: "Penang Digital Library, Jalan Anson, 10400 George Town, Penang, Malaysia",
        mapSrc: "/events/maps/penang-digital-library.svg",
        mapLink: "https://www.openstreetmap.org/?mlat=5.4186&mlon=100.3230#map=18/5.4186/100.3230",
      },
      timeZone: "Asia/Kuala_Lumpur",
      dates: [
        { from: at(60, "09:00"), to: at(60, "13:00") },
        { from: at(67, "09:00"), to: at(67, "13:00") },
      ],
      registration: { from: at(-3, "00:00"), to: at(53, "00:00") },
      banner: {
        light: false,
        mainImg: "/events/banners/penang-outreach.svg",
        contentImg: null,
        description: "Teams of three or four, two Saturdays, one working app.",
      },
      links: [],
      sections: {
        ...EMPTY_SECTIONS,
        overview: {
          title: "About the challenge",
          body: "University students in years 1 to 4 form teams of three or four and build a small app for a Penang community group over two Saturdays, coached by our instructors. Register as a team: the team lead registers first and invites the members with the team's code. Individuals are not accepted.",
          countdown: true,
        },
        offers: {
          grid: 2,
          title: "What teams get",
          items: [
            { title: "Coaching", description: "An instructor per four teams.", imageUrl: null, points: ["Design review", "Code review"] },
            {
              title: "Certificates",
              description: "For every member who attends both days.",
              imageUrl: null,
              points: ["Shown on your profile"],
            },
          ],
        },
        schedule: [
          { from: at(60, "09:00"), to: at(60, "10:00"), title: "Kick-off", description: "Meet your community group.", place: "Auditorium" },
          {
            from: at(60, "10:00"),
            to: at(60, "13:00"),
            title: "Design workshop",
            description: "From problem to paper prototype.",
            place: "Lab 1",
          },
          { from: at(67, "09:00"), to: at(67, "12:00"), title: "Build", description: "Coding with the coaches.", place: "Lab 1" },
          { from: at(67, "12:00"), to: at(67, "13:00"), title: "Demos", description: "Each team shows its app.", place: "Auditorium" },
        ],
        locationDetails: {
          description: "The Penang Digital Library on Jalan Anson; the labs are on the first floor.",
          directions: [
            { mode: "Bus", description: "Rapid Penang 10, 101 or 103 to Jalan Anson." },
            { mode: "Car", description: "Street parking on Jalan Anson and Jalan Macalister." },
          ],
        },
        attendee: [{ title: "University students", description: "Students in years 1 to 4, registered as a team of three or four." }],
        sectors: ["Software", "Design", "Non-profit"],
      },
      capacity: 20,
      team: { minSize: 3, maxSize: 4, minYear: 1, maxYear: 4 },
      exhibitors: [],
    },
    {
      id: "career-switchers-webinar",
      title: "Switching into Tech: Q&A with Career Changers",
      description: "Four people who changed careers into software and design answer your questions.",
      featured: false,
      showAtDashboard: false,
      type: "Webinar",
      mode: "Online",
      location: null,
      timeZone: "Asia/Kuala_Lumpur",
      dates: [{ from: at(-20, "20:00"), to: at(-20, "21:00") }],
      registration: { from: at(-45, "00:00"), to: at(-20, "20:00") },
      banner: {
        light: true,
        mainImg: "/events/banners/career-switchers.svg",
        contentImg: null,
        description: "Recorded for everyone who registered.",
      },
      links: [],
      sections: {
        ...EMPTY_SECTIONS,
        overview: {
          title: "About the webinar",
          body: "A former nurse, a chef, a teacher and a bank teller on how they moved into tech: the courses, the money, the first job.",
          countdown: false,
        },
        speakers: [
          {
            name: "Farah Aziz",
            job: "Junior Developer",
            bio: "Moved from retail banking into web development through a certified-associate course.",
            imageUrl: null,
            logoUrl: null,
          },
        ],
        attendee: [{ title: "Career changers", description: "Anyone thinking about a move into tech." }],
        sectors: ["Software", "Design"],
      },
      capacity: null,
      team: null,
      exhibitors: [],
    },
  ];
}
