/**
 * Course page content for the 23 visible courses (SPEC §3 Course: overview, outcomes, modules, instructors,
 * graduates, projects). Believable text written for the product; person and testimonial ids are those of
 * content/seed-data.ts. Hidden placeholders have none.
 */
import type { CourseModule } from "../../../../drizzle/schema/courses.js";

export interface CourseContent {
  /** Overview body, simple HTML (sanitized when seeded). */
  overview: string;
  outcomes: string[];
  modules: CourseModule[];
  instructors: string[];
  graduates: string[];
  projects?: string[];
}

const m = (title: string, ...outcomes: string[]): CourseModule => ({ title, outcomes });

export const COURSE_CONTENT: Record<string, CourseContent> = {
  cada: {
    overview:
      "<p>A job-focused course for aspiring <strong>data analysts</strong>. You work with messy, real business data from the first week and finish with a portfolio of analyses you can present in interviews.</p><ul><li>Instructor-led, online</li><li>Career services included</li></ul>",
    outcomes: [
      "Clean and combine datasets with SQL and Python",
      "Analyse trends and test hypotheses with statistics",
      "Build interactive dashboards in Tableau",
      "Present recommendations to non-technical stakeholders",
    ],
    modules: [
      m("Data foundations", "Frame an analysis as a business question", "Clean spreadsheet data in Excel"),
      m("SQL for analysis", "Join, aggregate and window data", "Write reusable queries"),
      m("Python for data", "Wrangle data with pandas", "Automate repetitive cleaning"),
      m("Statistics in practice", "Describe distributions", "Run and interpret A/B tests"),
      m("Visualisation and dashboards", "Choose the right chart", "Publish a Tableau dashboard"),
      m("Capstone and storytelling", "Deliver an end-to-end analysis", "Present findings in ten minutes"),
    ],
    instructors: ["daniel-wong", "priya-menon"],
    graduates: ["aina-zulkifli", "kelvin-ng", "siew-mei-ong"],
    projects: [
      "Customer churn analysis for a subscription business",
      "Sales performance dashboard for a retail chain",
      "Capstone: an end-to-end analysis of a public dataset",
    ],
  },
  fcda: {
    overview:
      "<p>Start your analytics journey: learn how analysts turn questions into numbers and numbers into decisions, using the tools found in every office.</p>",
    outcomes: [
      "Organise and summarise data in Excel",
      "Query relational databases with SQL",
      "Explore data with basic Python",
      "Communicate insights with clear charts",
    ],
    modules: [
      m("Thinking like an analyst", "Turn a business problem into questions", "Identify the data you need"),
      m("Spreadsheets that scale", "Use lookups and pivot tables", "Avoid common spreadsheet errors"),
      m("SQL essentials", "Filter, sort and group records", "Join tables"),
      m("Python first steps", "Load and explore a dataset", "Plot simple charts"),
      m("Presenting insights", "Structure a short data story", "Design readable charts"),
    ],
    instructors: ["daniel-wong"],
    graduates: ["kelvin-ng", "siew-mei-ong"],
    projects: ["Monthly sales report in Excel", "SQL investigation of an online shop's orders"],
  },
  fcdm: {
    overview:
      "<p>Learn how modern marketing teams plan, run and measure campaigns across <em>search, social and email</em>, and prove their results with analytics.</p>",
    outcomes: [
      "Build a channel plan around a target audience",
      "Run search and social ad campaigns",
      "Track conversions with Google Analytics",
      "Report campaign performance against goals",
    ],
    modules: [
      m("Marketing fundamentals", "Define audiences and positioning", "Set measurable goals"),
      m("Content and social media", "Plan a content calendar", "Write copy for each platform"),
      m("Search and paid ads", "Research keywords", "Set up and optimise ad campaigns"),
      m("Email and automation", "Segment an audience", "Design an onboarding sequence"),
      m("Analytics and reporting", "Configure goals and events", "Build a performance report"),
    ],
    instructors: ["nur-farhana"],
    graduates: ["joanne-yip"],
    projects: ["Launch campaign plan for a local brand", "Analytics report on a live campaign"],
  },
  fcse: {
    overview:
      "<p>Build and ship your first web applications. You learn programming fundamentals, version control and testing the way professional teams use them.</p>",
    outcomes: [
      "Write clear JavaScript programs",
      "Build responsive pages with HTML and CSS",
      "Collaborate through Git and pull requests",
      "Test and debug your own code",
    ],
    modules: [
      m("Programming fundamentals", "Use variables, functions and control flow", "Break problems into steps"),
      m("The web platform", "Structure pages with semantic HTML", "Lay out responsive pages with CSS"),
      m("Interactive pages", "Handle events and update the DOM", "Fetch data from an API"),
      m("Working like a team", "Branch, commit and review with Git", "Write unit tests"),
      m("Final project", "Plan and build a small web app", "Deploy it online"),
    ],
    instructors: ["marcus-lee", "aisyah-karim"],
    graduates: ["farid-hassan", "daniel-yusof"],
    projects: ["Personal portfolio site", "To-do app backed by a public API"],
  },
  caba: {
    overview:
      "<p>For analysts who want a seat at the decision table: model business problems, build dashboards executives use, and recommend actions backed by data.</p>",
    outcomes: [
      "Model business problems and KPIs",
      "Build Power BI dashboards for decision makers",
      "Query and prepare data with SQL",
      "Write recommendations that lead to action",
    ],
    modules: [
      m("Business problems and KPIs", "Map a business model to metrics", "Define KPI trees"),
      m("Data preparation", "Shape data with SQL", "Model data for reporting"),
      m("Dashboards with Power BI", "Design executive dashboards", "Write DAX measures"),
      m("Forecasting and scenarios", "Build simple forecasts", "Compare scenarios in Excel"),
      m("Consulting skills", "Structure a recommendation", "Present to stakeholders"),
    ],
    instructors: ["priya-menon"],
    graduates: ["ravi-kumar", "amirul-azman"],
    projects: ["KPI dashboard for an operations team", "Pricing scenario analysis", "Capstone: a recommendation deck from real data"],
  },
  cabed: {
    overview:
      "<p>Design, build and deploy the services behind modern apps: REST APIs, relational databases, authentication and containers.</p>",
    outcomes: [
      "Design and document REST APIs in Node.js",
      "Model data in PostgreSQL",
      "Secure services with authentication and validation",
      "Package and deploy services with Docker",
    ],
    modules: [
      m("Server-side JavaScript", "Structure a Node.js project", "Handle errors and async code"),
      m("APIs", "Design RESTful resources", "Validate input and document endpoints"),
      m("Databases", "Model relational schemas", "Write migrations and indexed queries"),
      m("Security", "Implement authentication", "Apply common security practices"),
      m("Testing and deployment", "Write integration tests", "Containerise and deploy with Docker"),
      m("Capstone", "Build a production-style API", "Present its design decisions"),
    ],
    instructors: ["marcus-lee"],
    graduates: ["farid-hassan", "daniel-yusof", "brandon-lee"],
    projects: ["Bookings API with authentication", "Capstone: a deployed multi-service back end"],
  },
  cafed: {
    overview:
      "<p>Craft accessible, fast interfaces with <strong>React and TypeScript</strong>, and learn the workflow of a professional front-end team.</p>",
    outcomes: [
      "Build component-based interfaces in React",
      "Type applications with TypeScript",
      "Meet accessibility and performance standards",
      "Test components and ship with confidence",
    ],
    modules: [
      m("Modern CSS and layout", "Build responsive layouts", "Create a small design system"),
      m("TypeScript", "Type functions and data", "Catch bugs at compile time"),
      m("React fundamentals", "Compose components", "Manage state and effects"),
      m("Data and routing", "Fetch and cache API data", "Build multi-page apps"),
      m("Quality", "Test components", "Audit accessibility and performance"),
      m("Capstone", "Ship a complete front end", "Review code with peers"),
    ],
    instructors: ["aisyah-karim"],
    graduates: ["chloe-lim", "brandon-lee"],
    projects: ["Accessible component library", "Capstone: a responsive web app against a real API"],
  },
  fif: {
    overview: "<p>How money moves in the digital economy: payments, digital lending, digital assets and the rules that govern them.</p>",
    outcomes: [
      "Explain how digital payments and lending work",
      "Describe blockchains and digital assets",
      "Understand fintech regulation in the region",
      "Evaluate a fintech business model",
    ],
    modules: [
      m("The financial system", "Describe banks, payments and capital markets"),
      m("Payments and lending", "Follow a card and wallet payment", "Compare digital lending models"),
      m("Digital assets", "Explain blockchains and tokens", "Assess crypto risks"),
      m("Regulation and risk", "Outline licensing and compliance", "Recognise fraud patterns"),
    ],
    instructors: ["tan-boon-keat"],
    graduates: ["melissa-tan"],
  },
  capt: {
    overview:
      "<p>Think like an attacker. Taught with a professional-services firm, this course covers reconnaissance, exploitation and the reporting clients pay for.</p>",
    outcomes: [
      "Plan a scoped penetration test",
      "Find and exploit common vulnerabilities",
      "Test web applications with Burp Suite",
      "Write a professional findings report",
    ],
    modules: [
      m("Security foundations", "Explain networks and protocols", "Work on the Linux command line"),
      m("Reconnaissance", "Map a target with Nmap", "Gather open-source intelligence"),
      m("Exploitation", "Exploit misconfigurations", "Use Metasploit responsibly"),
      m("Web application testing", "Test for injection and access-control flaws", "Use Burp Suite"),
      m("Reporting", "Rate risk", "Write findings for technical and executive readers"),
    ],
    instructors: ["jason-cheung"],
    graduates: ["hariharan-raj"],
    projects: ["Network assessment of a lab environment", "Web application test and report"],
  },
  m1js: {
    overview: "<p>A self-paced first step into programming with JavaScript, the language of the web. No prior experience needed.</p>",
    outcomes: ["Write small JavaScript programs", "Use functions, arrays and objects", "Solve problems step by step"],
    modules: [
      m("Getting started", "Run JavaScript in the browser", "Use variables and types"),
      m("Control flow", "Write conditions and loops"),
      m("Functions and data", "Write functions", "Work with arrays and objects"),
    ],
    instructors: ["marcus-lee"],
    graduates: ["daniel-yusof"],
  },
  m1py: {
    overview: "<p>Self-paced Python from your first line of code to reading and summarising data files.</p>",
    outcomes: ["Write Python scripts", "Use lists, dictionaries and functions", "Read and summarise CSV files"],
    modules: [
      m("Python basics", "Run Python", "Use variables and types"),
      m("Control flow and functions", "Write loops and conditions", "Write functions"),
      m("Working with data", "Read CSV files", "Summarise data"),
    ],
    instructors: ["daniel-wong"],
    graduates: ["nadia-ismail"],
  },
  m1sql: {
    overview:
      "<p>Self-paced SQL: query, join and summarise data in relational databases, the skill behind most analyst and engineering roles.</p>",
    outcomes: ["Query tables with SELECT and WHERE", "Join related tables", "Summarise data with GROUP BY"],
    modules: [
      m("Querying", "Select and filter rows", "Sort results"),
      m("Joining tables", "Use inner and outer joins"),
      m("Summarising", "Aggregate with GROUP BY", "Filter groups with HAVING"),
    ],
    instructors: ["daniel-wong"],
    graduates: ["siew-mei-ong"],
  },
  m1blockchain: {
    overview: "<p>A one-month, self-paced primer on blockchains, smart contracts and where they are used today.</p>",
    outcomes: [
      "Explain how a blockchain reaches agreement",
      "Describe smart contracts",
      "Judge where blockchain fits and where it does not",
    ],
    modules: [
      m("How blockchains work", "Explain blocks, hashes and consensus"),
      m("Smart contracts", "Read a simple contract", "Describe token standards"),
      m("Uses and limits", "Assess real-world use cases"),
    ],
    instructors: ["tan-boon-keat"],
    graduates: ["melissa-tan"],
  },
  fcuiux: {
    overview: "<p>Research users, design flows and prototypes in <strong>Figma</strong>, and test them with real people.</p>",
    outcomes: [
      "Plan and run user interviews",
      "Design flows and wireframes",
      "Build interactive prototypes in Figma",
      "Run usability tests and iterate",
    ],
    modules: [
      m("Design thinking", "Frame a design problem", "Define personas"),
      m("User research", "Interview users", "Synthesise findings"),
      m("Interaction design", "Map user flows", "Sketch and wireframe"),
      m("Visual design and prototyping", "Apply layout and typography", "Prototype in Figma"),
      m("Usability testing", "Run a test", "Iterate on the findings"),
    ],
    instructors: ["emily-ho"],
    graduates: ["vivian-chow"],
    projects: ["Redesign of a public-service app flow", "Tested prototype for a new feature"],
  },
  fctm: {
    overview: "<p>Lead technology projects with confidence: agile delivery, product thinking and working effectively with engineers.</p>",
    outcomes: [
      "Run agile ceremonies and backlogs in Jira",
      "Write clear product requirements",
      "Manage scope, risk and stakeholders",
      "Measure delivery and outcomes",
    ],
    modules: [
      m("How software gets built", "Describe the delivery lifecycle", "Speak engineers' language"),
      m("Agile delivery", "Run sprints", "Manage a backlog in Jira"),
      m("Product thinking", "Write user stories", "Prioritise with evidence"),
      m("Leading projects", "Manage risks and dependencies", "Report to stakeholders"),
    ],
    instructors: ["tan-boon-keat"],
    graduates: ["ravi-kumar"],
    projects: ["Delivery plan for a product launch", "Product requirements document"],
  },
  "aws-ml-a": {
    overview:
      "<p>Prepare for the AWS Certified Machine Learning Engineer – Associate exam: data preparation, model training and deployment on AWS.</p>",
    outcomes: ["Prepare data for machine learning on AWS", "Train and tune models with SageMaker", "Deploy and monitor models"],
    modules: [
      m("Data preparation", "Ingest and transform data", "Engineer features"),
      m("Model development", "Train and tune models in SageMaker"),
      m("Deployment and operations", "Deploy endpoints", "Monitor models in production"),
      m("Exam preparation", "Practise with mock exams"),
    ],
    instructors: ["ryan-choi"],
    graduates: ["syafiq-rosli"],
  },
  "aws-ml-s": {
    overview: "<p>Advanced preparation for the AWS Certified Machine Learning – Specialty exam.</p>",
    outcomes: ["Select the right ML approach for a problem", "Design ML pipelines at scale", "Optimise models for cost and performance"],
    modules: [
      m("Data engineering for ML", "Design data pipelines"),
      m("Exploratory analysis", "Analyse and visualise data for ML"),
      m("Modelling", "Choose and evaluate algorithms"),
      m("ML implementation and operations", "Secure and scale ML workloads", "Practise with mock exams"),
    ],
    instructors: ["ryan-choi"],
    graduates: [],
  },
  "aws-csa-a": {
    overview: "<p>Design resilient, cost-aware architectures on AWS and pass the Solutions Architect – Associate exam.</p>",
    outcomes: ["Design secure architectures", "Design resilient and high-performing systems", "Optimise cost"],
    modules: [
      m("Core services", "Use compute, storage and networking services"),
      m("Secure architectures", "Apply IAM and network security"),
      m("Resilience and performance", "Design for failure", "Scale with demand"),
      m("Cost optimisation and exam practice", "Estimate and reduce cost", "Practise with mock exams"),
    ],
    instructors: ["ryan-choi"],
    graduates: ["syafiq-rosli"],
  },
  "aws-csa-p": {
    overview: "<p>Complex multi-account architectures, migrations and governance at the Solutions Architect – Professional level.</p>",
    outcomes: ["Design multi-account organisations", "Plan large migrations", "Improve existing architectures"],
    modules: [
      m("Organisational complexity", "Design multi-account strategies"),
      m("New solutions", "Design for reliability and security at scale"),
      m("Migration and modernisation", "Plan migrations", "Modernise workloads"),
      m("Exam preparation", "Practise with mock exams"),
    ],
    instructors: ["ryan-choi"],
    graduates: [],
  },
  "gc-a-ce": {
    overview: "<p>Deploy and operate workloads on Google Cloud and prepare for the Associate Cloud Engineer exam.</p>",
    outcomes: ["Set up a Google Cloud environment", "Deploy compute and storage", "Operate and monitor solutions"],
    modules: [
      m("Setting up", "Configure projects, billing and IAM"),
      m("Deploying solutions", "Deploy to Compute Engine, GKE and Cloud Run"),
      m("Operations", "Monitor and log workloads", "Practise with mock exams"),
    ],
    instructors: ["ryan-choi"],
    graduates: ["syafiq-rosli"],
  },
  "gc-p-a": {
    overview: "<p>Design secure, scalable solutions on Google Cloud for the Professional Cloud Architect exam.</p>",
    outcomes: ["Design solutions from business requirements", "Plan for security and compliance", "Manage implementation and operations"],
    modules: [
      m("Solution design", "Translate requirements into architecture"),
      m("Security and compliance", "Design identity and data protection"),
      m("Reliability and operations", "Plan for availability", "Practise with case studies"),
    ],
    instructors: ["ryan-choi"],
    graduates: [],
  },
  "gc-p-de": {
    overview:
      "<p>Build data processing systems and machine-learning pipelines on Google Cloud for the Professional Data Engineer exam.</p>",
    outcomes: ["Design data processing systems", "Build pipelines with BigQuery and Dataflow", "Operationalise ML models"],
    modules: [
      m("Data storage", "Choose storage for each workload"),
      m("Pipelines", "Build batch and streaming pipelines"),
      m("Analytics and ML", "Query with BigQuery", "Deploy ML models"),
    ],
    instructors: ["ryan-choi", "daniel-wong"],
    graduates: [],
  },
  "gc-p-se": {
    overview:
      "<p>Secure Google Cloud workloads: identity, network security, data protection and compliance, for the Professional Security Engineer exam.</p>",
    outcomes: ["Configure identity and access", "Secure networks", "Protect data and meet compliance needs"],
    modules: [
      m("Identity and access", "Configure IAM and organisation policies"),
      m("Network security", "Design perimeters and firewalls"),
      m("Data protection and operations", "Manage keys and secrets", "Monitor for threats"),
    ],
    instructors: ["ryan-choi", "jason-cheung"],
    graduates: [],
  },
};
