/**
 * Job postings at the seeded employers (employers' seed data). Jobs 21-26 are tied to the KL Career Fair event (the
 * campaigns' seed data names it and its jobs). Every job's description is generated from its title and employer
 * (describeJob). Posting dates are counted from the seeding day (shared/seed-dates.ts): one a day, the newest the
 * day before. Demo only: the demo student's saved jobs.
 */
import type { employers, jobTable } from "../../../../drizzle/schema/jobs.js";
import { CAREER_FAIR_JOB_IDS, KL_CAREER_FAIR_EVENT_ID } from "../campaigns/seed-data.js";
import { seedAt } from "../../../shared/seed-dates.js";
import { EMPLOYER_SEED } from "../employers/seed-data.js";

type EmployerInsert = typeof employers.$inferInsert;
type JobInsert = typeof jobTable.$inferInsert;

type JobSeed = [title: string, role: string, employerId: string, location: string, remote: boolean, type: string, featured: boolean];

const jobSeeds: JobSeed[] = [
  ["Junior Cloud Support Engineer", "IT support", "kopicloud", "Kuala Lumpur", false, "Full-time", true],
  ["Data Analyst", "Data science", "lantern-analytics", "Petaling Jaya", false, "Full-time", true],
  ["Front-end Developer (React)", "Software engineer", "harbourpay", "Hong Kong", true, "Full-time", false],
  ["UX/UI Designer", "UX/UI designer", "batik-labs", "George Town", true, "Full-time", true],
  ["Security Analyst (SOC)", "Cybersecurity", "peakshield", "Hong Kong", false, "Full-time", false],
  ["Digital Marketing Executive", "Digital marketing", "straits-commerce", "Kuala Lumpur", false, "Full-time", false],
  ["Back-end Developer (Node.js)", "Software engineer", "straits-commerce", "Kuala Lumpur", true, "Full-time", true],
  ["Business Intelligence Analyst", "Data science", "victoria-harbour-logistics", "Kowloon", false, "Full-time", false],
  ["Graduate Software Engineer", "Software engineer", "kopicloud", "Kuala Lumpur", false, "Full-time", false],
  ["Penetration Tester", "Cybersecurity", "peakshield", "Hong Kong", false, "Contract", false],
  ["Product Designer", "UX/UI designer", "harbourpay", "Hong Kong", false, "Full-time", false],
  ["Data Engineering Intern", "Data science", "lantern-analytics", "Petaling Jaya", false, "Internship", false],
  ["IT Support Specialist", "IT support", "rimba-health", "Cyberjaya", false, "Full-time", false],
  ["Performance Marketing Analyst", "Digital marketing", "straits-commerce", "Kuala Lumpur", false, "Full-time", false],
  ["Full-stack Developer (TypeScript)", "Software engineer", "batik-labs", "George Town", true, "Contract", false],
  ["Cloud Engineer (AWS)", "Software engineer", "kopicloud", "Kuala Lumpur", true, "Full-time", true],
  ["Operations Data Analyst", "Data science", "victoria-harbour-logistics", "Kowloon", false, "Full-time", false],
  ["Business Analyst", "Business management", "harbourpay", "Hong Kong", false, "Full-time", false],
  ["QA Engineer", "Software engineer", "rimba-health", "Cyberjaya", false, "Full-time", false],
  ["Social Media Intern", "Digital marketing", "straits-commerce", "Kuala Lumpur", false, "Internship", false],
  // 21-26: hiring at the KL Career Fair
  ["Junior Data Analyst (Career Fair)", "Data science", "lantern-analytics", "Petaling Jaya", false, "Full-time", true],
  ["Associate Software Engineer", "Software engineer", "straits-commerce", "Kuala Lumpur", false, "Full-time", false],
  ["Cybersecurity Graduate Trainee", "Cybersecurity", "peakshield", "Kuala Lumpur", false, "Full-time", false],
  ["Cloud Operations Trainee", "IT support", "kopicloud", "Kuala Lumpur", false, "Full-time", false],
  ["Junior UI Designer", "UX/UI designer", "batik-labs", "Kuala Lumpur", false, "Internship", false],
  ["Health Data Analyst", "Data science", "rimba-health", "Cyberjaya", false, "Full-time", false],
  ["Mobile Developer (Flutter)", "Software engineer", "harbourpay", "Hong Kong", true, "Full-time", false],
  ["Machine Learning Engineer", "Data science", "victoria-harbour-logistics", "Kowloon", false, "Full-time", true],
  ["SEO Specialist", "Digital marketing", "straits-commerce", "Kuala Lumpur", true, "Part-time", false],
  ["DevOps Engineer", "Software engineer", "kopicloud", "Kuala Lumpur", true, "Full-time", false],
];

/**
 * One posting a day in id order at 17:00 local, the last two the day before the seeding day `now` (they share it, so
 * the id breaks the tie): job 1 is four weeks old.
 */
const postedAt = (now: Date, id: number) => seedAt(now, Math.min(id, jobSeeds.length - 1) - jobSeeds.length, "17:00");

/** A career role id (owned by talent) from the role name a job gives: "UX/UI designer" → "ux-ui-designer". */
export function careerRoleId(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * What each job's work is, and who fits it: the middle and last paragraphs of its description. Written per title,
 * not per career role, since one role spans jobs as different as a data analyst and a machine learning engineer.
 */
const JOB_TEXT: Record<string, { work: string; fit: string }> = {
  "Junior Cloud Support Engineer": {
    work: "You will be the first line of help for our customers' cloud platforms: answering support tickets, checking monitoring alerts with the on-call team, restarting and resizing services by the runbook, and escalating what you cannot fix with clear notes.",
    fit: "You are patient with customers, calm when a service is down, and keen to learn the cloud. Some Linux command line, networking basics or an AWS or Azure fundamentals certificate will help you settle in quickly.",
  },
  "Data Analyst": {
    work: "You will turn clients' operational data into answers: cleaning and joining datasets with SQL and Python, building dashboards that people actually open, and walking stakeholders through what the numbers mean and what they do not.",
    fit: "You are comfortable with SQL and spreadsheets, curious about why a number moved, and careful with definitions. Experience with Python (pandas), a BI tool such as Power BI or Looker, or basic statistics is a plus.",
  },
  "Front-end Developer (React)": {
    work: "You will build the web screens merchants use to take payments and follow their settlements: turning designs into accessible React components, wiring them to our APIs, writing tests, and keeping pages fast on slow connections.",
    fit: "You know modern JavaScript or TypeScript and have built something real with React. You care about accessibility, responsive layouts and clear state management; experience with testing libraries or a design system is a plus.",
  },
  "UX/UI Designer": {
    work: "You will shape how people experience our clients' apps: running quick interviews and usability tests, turning findings into flows and wireframes, and delivering polished, accessible designs in Figma that engineers can build.",
    fit: "You have a portfolio that shows your process, not only final screens, and you can explain the reasons behind a design. You care about accessibility and enjoy working closely with engineers and product managers.",
  },
  "Security Analyst (SOC)": {
    work: "You will watch over clients' networks in our security operations centre: triaging alerts from the SIEM, investigating suspicious logins and traffic, escalating real incidents with a clear timeline, and tuning rules so the noise goes down.",
    fit: "You know how networks, operating systems and logs work, and you stay careful and methodical during a busy shift. Shift work is part of the role; hands-on practice (a home lab, blue-team CTFs) or Security+ will help.",
  },
  "Digital Marketing Executive": {
    work: "You will plan and run campaigns for our marketplace across search, social and e-mail, track what each channel brings in, and test new ideas quickly, reporting results honestly and shifting budget to what works.",
    fit: "You write well, like numbers as much as creative work, and know your way around Google Analytics, Meta Ads or similar tools. A portfolio of campaigns, even personal or student projects, is welcome.",
  },
  "Back-end Developer (Node.js)": {
    work: "You will build the services behind our marketplace's orders, stock and delivery tracking: designing APIs in Node.js, writing SQL that holds up under sale-day traffic, adding tests and monitoring, and fixing what the logs tell you.",
    fit: "You have built a server-side application in Node.js (TypeScript a plus) and are comfortable with a relational database such as PostgreSQL. You know Git, write readable code and like learning from code review.",
  },
  "Business Intelligence Analyst": {
    work: "You will give our operations and commercial teams one trusted view of the business: modelling shipment and warehouse data, building and maintaining Power BI reports, agreeing KPIs with their owners, and retiring reports nobody uses.",
    fit: "You write solid SQL, think carefully about definitions, and explain numbers to people who do not work with data. Experience with Power BI, Tableau or Looker and with data modelling (star schemas) is a plus.",
  },
  "Graduate Software Engineer": {
    work: "You will join a product team and learn by shipping: picking up small features and bug fixes on our cloud management portal, pairing with senior engineers, writing tests, and taking part in code reviews and release days.",
    fit: "You have recently graduated in computing or a related field, or finished a bootcamp, and have built something real in TypeScript, Python, Java or a similar language. You know your way around Git and like learning from feedback.",
  },
  "Penetration Tester": {
    work: "You will test banks' and insurers' web applications, APIs and networks the way an attacker would: scoping each engagement, finding and safely proving weaknesses, and writing reports that rank what to fix first and why.",
    fit: "You understand web and network security in depth, know tools such as Burp Suite and Nmap, and write clearly. Experience from CTFs, bug bounties or a certificate such as OSCP or CEH is a strong plus.",
  },
  "Product Designer": {
    work: "You will own the design of features in our merchant and wallet apps from problem to launch: framing the problem with product managers, prototyping and testing flows, and delivering clear specifications that engineers can build.",
    fit: "You have a portfolio showing end-to-end product work and the reasons behind your decisions. You are fluent in Figma, care about accessibility and trust in payment flows, and check whether a design worked after launch.",
  },
  "Data Engineering Intern": {
    work: "You will help build the pipelines that feed our clients' dashboards: loading data from spreadsheets, databases and APIs, writing SQL and Python transformations, adding data quality checks, and documenting what each table means.",
    fit: "You are studying computer science, data science or a related subject, know some SQL and Python, and like tidy, reliable data. Exposure to dbt, Airflow or a cloud data warehouse is a plus, not a requirement.",
  },
  "IT Support Specialist": {
    work: "You will keep our clinic staff's laptops, accounts and network running: answering tickets, setting up devices for new starters, managing access to the health records system, and writing down fixes so the next person solves the same problem in minutes.",
    fit: "You enjoy helping people, stay calm when something breaks, and explain technical things in plain words. Windows and Microsoft 365 administration, basic networking and care with patients' data will help you settle in quickly.",
  },
  "Performance Marketing Analyst": {
    work: "You will measure and improve what our paid campaigns earn: tracking spend and conversions across search, social and marketplace ads, building attribution reports, designing A/B tests, and recommending where the next budget should go.",
    fit: "You are at ease with numbers and spreadsheets and know the reporting in Google Analytics, Google Ads or Meta Ads. SQL, experience with A/B testing or a marketing analytics certificate is a plus.",
  },
  "Full-stack Developer (TypeScript)": {
    work: "You will build client web apps end to end: React front ends, Node.js APIs and the database behind them, working closely with our designers, shipping in short iterations and handing over clean, documented code.",
    fit: "You have built and deployed a full-stack application in TypeScript and are at home with React, Node.js and SQL. You like working directly with designers and clients; experience with a cloud platform or CI pipelines is a plus.",
  },
  "Cloud Engineer (AWS)": {
    work: "You will design and run AWS environments for retailers and banks: migrating workloads, writing infrastructure as code with Terraform, setting up networking, backups and monitoring, and keeping costs and access under control.",
    fit: "You have hands-on experience with core AWS services (EC2, VPC, IAM, S3, RDS), Linux and scripting in Bash or Python. Terraform or CloudFormation, and an AWS Associate certificate, are a strong plus.",
  },
  "Operations Data Analyst": {
    work: "You will help our warehouses and freight teams run better: analysing shipment, picking and delivery times, spotting bottlenecks, building daily operations dashboards and forecasting volumes so shifts are planned ahead.",
    fit: "You are comfortable with SQL and spreadsheets and curious about how physical operations work. Experience with Python (pandas), a BI tool such as Power BI, or logistics and supply chain data is a plus.",
  },
  "Business Analyst": {
    work: "You will sit between our merchant, compliance and product teams: gathering requirements, mapping payment and onboarding processes, writing clear user stories and following each change through to launch and adoption.",
    fit: "You are organised, a clear writer and a good listener, and you are comfortable with spreadsheets and basic data analysis. Experience in payments, finance or operations is a plus.",
  },
  "QA Engineer": {
    work: "You will make sure our health records and telemedicine apps work before clinics rely on them: writing test plans from requirements, testing new features by hand and with automated tests, reporting bugs clearly and checking fixes before each release.",
    fit: "You are detail-minded and curious about how things break. Some experience with test automation (Playwright, Cypress or Selenium), API testing with Postman, or an ISTQB Foundation certificate is a plus.",
  },
  "Social Media Intern": {
    work: "You will help run our marketplace's social media channels: drafting posts and short videos, keeping the content calendar, replying to comments and messages, and reporting each week on what people engaged with.",
    fit: "You are studying marketing, communications or a related subject, write well in English (Bahasa Malaysia or Chinese is a plus), and know Instagram, TikTok and Facebook as a creator. Basic Canva or video editing skills help.",
  },
  "Junior Data Analyst (Career Fair)": {
    work: "You will learn on real client projects alongside senior analysts: cleaning data in spreadsheets and SQL, preparing weekly reports, checking numbers before they go out, and presenting what you found to the team.",
    fit: "You are a recent graduate in any numerate field, comfortable with Excel and some SQL, and careful with detail. A data analytics course or certificate, such as Google's Data Analytics certificate, is a plus.",
  },
  "Associate Software Engineer": {
    work: "You will join one of our marketplace teams and grow into a full engineer: building small features for sellers and shoppers, fixing bugs, writing tests, reviewing code with your mentor and learning how a high-traffic service is run.",
    fit: "You have a degree, diploma or bootcamp in computing and have built something real in JavaScript, TypeScript, Python or Java. You know Git, ask good questions and like learning from code review.",
  },
  "Cybersecurity Graduate Trainee": {
    work: "You will rotate through our security operations centre, penetration testing and training teams in your first year: triaging alerts, assisting on client assessments and helping prepare security awareness sessions, with a mentor at each step.",
    fit: "You have recently graduated in computing, IT or a related field and are curious about how systems are attacked and defended. CTF practice, a home lab or a certificate such as Security+ will help.",
  },
  "Cloud Operations Trainee": {
    work: "You will learn to run customers' cloud platforms with our 24/7 operations team: watching monitoring dashboards, following runbooks for backups, patching and restarts, handling routine tickets, and writing up what you learn.",
    fit: "You have a diploma or degree in IT or a related field, some Linux or Windows Server experience and an interest in the cloud. A cloud fundamentals certificate (AWS, Azure or Google Cloud) will help; shift work is part of the role.",
  },
  "Junior UI Designer": {
    work: "You will design screens for our clients' mobile apps and websites with a senior designer: building layouts and components in Figma, keeping to each client's design system, preparing assets and checking that built screens match the designs.",
    fit: "You have a portfolio of interface work, student or personal projects included, an eye for typography, colour and spacing, and an interest in accessibility. Basic prototyping or motion design skills are a plus.",
  },
  "Health Data Analyst": {
    work: "You will help clinic groups understand their patients and services: analysing appointment, telemedicine and records data, building dashboards on waiting times and follow-ups, and keeping patients' data de-identified and secure.",
    fit: "You are comfortable with SQL and spreadsheets and careful with definitions and privacy. A background in health sciences, public health or statistics, or knowledge of Malaysia's Personal Data Protection Act, is a plus.",
  },
  "Mobile Developer (Flutter)": {
    work: "You will build our wallet app for iOS and Android in Flutter: implementing payment and onboarding flows from the designs, integrating our APIs and biometric sign-in, writing widget tests, and releasing through the app stores.",
    fit: "You have shipped a Flutter (Dart) app, even a personal one, and understand state management and the mobile app life cycle. Experience with native iOS or Android development, or with payment security, is a plus.",
  },
  "Machine Learning Engineer": {
    work: "You will build and run the models behind our warehouse automation and freight planning: forecasting volumes and arrival times, training and evaluating models in Python, deploying them as services and monitoring them once live.",
    fit: "You know Python and its ML tools (scikit-learn, PyTorch or similar), validate models honestly, and have put a model into production or a serious project. MLOps experience (Docker, MLflow, a cloud ML platform) is a plus.",
  },
  "SEO Specialist": {
    work: "You will grow the number of shoppers who find our marketplace through search: researching keywords, improving product and category pages, fixing technical issues with our engineers, and tracking rankings and organic traffic.",
    fit: "You have run SEO for a website, your own or a client's, and know keyword research, on-page optimisation and technical SEO basics. Experience with Google Search Console, Ahrefs or Semrush, or with e-commerce SEO, is a plus.",
  },
  "DevOps Engineer": {
    work: "You will make shipping and running our platform safe and routine: building CI/CD pipelines, running containers on Kubernetes, writing infrastructure as code with Terraform, and improving monitoring, alerting and incident response.",
    fit: "You are at home on Linux, script in Bash or Python, and have worked with Docker, a CI tool such as GitHub Actions or GitLab CI, and a cloud platform. Kubernetes, Terraform or on-call experience is a plus.",
  },
};

/**
 * "a" or "an" before `phrase`, by the sound of its first word: initialisms are read letter by letter (an SEO, an ML,
 * a UX, a QA, an iOS), words by their first letter with the usual exceptions (a user, a one-off, an hour).
 */
export function indefiniteArticle(phrase: string): "a" | "an" {
  const word = phrase.trim().split(/[\s/(-]/)[0] ?? "";
  // Eight, eleven, eighteen (thousand); not one hundred and ten.
  if (/^\d/.test(word)) return /^(8|1[18](\D|$|\d{3}(\D|$)))/.test(word) ? "an" : "a";
  // Letters whose names start with a vowel sound: "eff", "aitch", "em", "ess", "ex"...
  if (/^[A-Z][A-Z0-9]*$/.test(word) || /^[a-z][A-Z]/.test(word)) return /^[aefhilmnorsx]/i.test(word) ? "an" : "a";
  if (/^(hour|honest|honou?r|heir)/i.test(word)) return "an";
  if (/^(uni(?!n)|us[eu]|ur[aeiou]|uti|uk|eu|ewe|one$|once$)/i.test(word)) return "a";
  return /^[aeiou]/i.test(word) ? "an" : "a";
}

const TYPE_WORDS: Record<string, string> = {
  "Full-time": "a full-time, permanent role",
  Contract: "a fixed-term contract",
  Internship: "an internship",
  "Part-time": "a part-time role",
};

/** A believable 3 paragraph description from a seeded job's title and employer (paragraphs split by blank lines). */
export function describeJob(title: string, employer: EmployerInsert, location: string, remote: boolean, type: string): string {
  const text = JOB_TEXT[title];
  if (!text) throw new Error(`No description text for the seeded job "${title}"`);
  const where = remote ? `based in ${location}, with remote work possible` : `based in ${location}`;
  return [
    `${employer.shortTitle} is hiring ${indefiniteArticle(title)} ${title}, ${TYPE_WORDS[type] ?? type.toLowerCase()} ${where}. About ${employer.shortTitle}: ${employer.profile}`,
    text.work,
    text.fit,
  ].join("\n\n");
}

/** Every seeded job, posted in the weeks before `now` (the seeding day). */
export function jobSeed(now: Date): JobInsert[] {
  return jobSeeds.map(([title, role, employerId, location, remote, type, featured], i) => {
    const id = i + 1;
    return {
      id,
      title,
      role,
      roleId: careerRoleId(role),
      employerId,
      location,
      remote,
      type,
      featured,
      eventId: CAREER_FAIR_JOB_IDS.includes(id) ? KL_CAREER_FAIR_EVENT_ID : null,
      createdAt: postedAt(now, id),
      description: describeJob(
        title,
        EMPLOYER_SEED.find((e) => e.id === employerId)!,
        location,
        remote,
        type,
      ),
    };
  });
}

/** The jobs as of the day this module loads (the client's mocks' today; tests reading the content). */
export const JOB_SEED: JobInsert[] = jobSeed(new Date());

/** Demo only: the demo student's two saved jobs. */
export const DEMO_SAVED_JOB_IDS = [3, 7];
