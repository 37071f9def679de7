/**
 * The tools and skills vocabulary (SPEC §3: languages, frameworks, cloud services, analytics and design tools, and
 * concepts with skill=false) and the career roles with their skill sets. Ids are the natural ids courses, jobs and
 * skills refer to. Pure data (no database code), so the client's mocks read the same rows.
 */
import type { careerRoles, roleSkills, tools } from "../../../../drizzle/schema/talent.js";

type ToolInsert = typeof tools.$inferInsert;

/** [id, title] of verifiable skills, grouped only for readability; the API orders by title. */
const SKILLS: [string, string][] = [
  // Languages
  ["python", "Python"],
  ["javascript", "JavaScript"],
  ["typescript", "TypeScript"],
  ["java", "Java"],
  ["csharp", "C#"],
  ["cpp", "C++"],
  ["c", "C"],
  ["go", "Go"],
  ["rust", "Rust"],
  ["kotlin", "Kotlin"],
  ["swift", "Swift"],
  ["php", "PHP"],
  ["ruby", "Ruby"],
  ["r", "R"],
  ["sql", "SQL"],
  ["html", "HTML"],
  ["css", "CSS"],
  ["bash", "Bash"],
  ["solidity", "Solidity"],
  ["dart", "Dart"],
  // Frameworks and libraries
  ["react", "React"],
  ["angular", "Angular"],
  ["vuejs", "Vue.js"],
  ["nextjs", "Next.js"],
  ["nodejs", "Node.js"],
  ["expressjs", "Express"],
  ["django", "Django"],
  ["flask", "Flask"],
  ["spring-boot", "Spring Boot"],
  ["dotnet", ".NET"],
  ["laravel", "Laravel"],
  ["flutter", "Flutter"],
  ["react-native", "React Native"],
  ["tailwind-css", "Tailwind CSS"],
  ["bootstrap", "Bootstrap"],
  ["graphql", "GraphQL"],
  ["pandas", "pandas"],
  ["numpy", "NumPy"],
  ["scikit-learn", "scikit-learn"],
  ["tensorflow", "TensorFlow"],
  ["pytorch", "PyTorch"],
  // Databases and data platforms
  ["postgresql", "PostgreSQL"],
  ["mysql", "MySQL"],
  ["mongodb", "MongoDB"],
  ["redis", "Redis"],
  ["bigquery", "BigQuery"],
  ["snowflake", "Snowflake"],
  ["apache-spark", "Apache Spark"],
  // Cloud and DevOps
  ["aws", "Amazon Web Services"],
  ["google-cloud", "Google Cloud"],
  ["azure", "Microsoft Azure"],
  ["docker", "Docker"],
  ["kubernetes", "Kubernetes"],
  ["terraform", "Terraform"],
  ["git", "Git"],
  ["github", "GitHub"],
  ["github-actions", "GitHub Actions"],
  ["jenkins", "Jenkins"],
  ["linux", "Linux"],
  ["aws-sagemaker", "Amazon SageMaker"],
  ["aws-lambda", "AWS Lambda"],
  // Security
  ["kali-linux", "Kali Linux"],
  ["burp-suite", "Burp Suite"],
  ["wireshark", "Wireshark"],
  ["nmap", "Nmap"],
  ["metasploit", "Metasploit"],
  // Analytics
  ["excel", "Microsoft Excel"],
  ["tableau", "Tableau"],
  ["power-bi", "Power BI"],
  ["looker-studio", "Looker Studio"],
  ["google-analytics", "Google Analytics"],
  ["google-tag-manager", "Google Tag Manager"],
  ["google-ads", "Google Ads"],
  ["meta-ads", "Meta Ads Manager"],
  ["hubspot", "HubSpot"],
  ["semrush", "Semrush"],
  ["jupyter", "Jupyter"],
  // Design
  ["figma", "Figma"],
  ["adobe-xd", "Adobe XD"],
  ["sketch", "Sketch"],
  ["adobe-photoshop", "Adobe Photoshop"],
  ["adobe-illustrator", "Adobe Illustrator"],
  ["canva", "Canva"],
  ["miro", "Miro"],
  // Work management
  ["jira", "Jira"],
  ["confluence", "Confluence"],
  ["trello", "Trello"],
  ["notion", "Notion"],
  ["slack", "Slack"],
  ["postman", "Postman"],
  // Added with career roles' skill sets; appended so existing positions stay put.
  ["powershell", "PowerShell"],
  ["airflow", "Apache Airflow"],
  ["dbt", "dbt"],
  ["salesforce", "Salesforce"],
  ["sap", "SAP"],
  ["wordpress", "WordPress"],
  ["adobe-premiere-pro", "Adobe Premiere Pro"],
  ["adobe-after-effects", "Adobe After Effects"],
  ["adobe-indesign", "Adobe InDesign"],
  ["blender", "Blender"],
  ["cisco-ios", "Cisco IOS"],
  ["windows-server", "Windows Server"],
  ["active-directory", "Active Directory"],
  ["microsoft-365", "Microsoft 365"],
  ["servicenow", "ServiceNow"],
  ["markdown", "Markdown"],
  ["splunk", "Splunk"],
];

/** Concepts (SPEC §3): part of the vocabulary but not verifiable skills. */
const CONCEPTS: [string, string][] = [
  ["ai", "Artificial Intelligence"],
  ["bitcoin", "Bitcoin"],
  ["blockchain", "Blockchain"],
  ["cloud-computing", "Cloud Computing"],
  ["constructed-reality", "Constructed Reality"],
  ["iot", "Internet of Things"],
  ["web3", "Web3"],
];

export const TOOL_SEED: ToolInsert[] = [
  ...SKILLS.map(([id, title], i): ToolInsert => ({ id, title, skill: true, position: i + 1 })),
  ...CONCEPTS.map(([id, title], i): ToolInsert => ({ id, title, skill: false, position: SKILLS.length + i + 1 })),
];

type RoleSkillInsert = typeof roleSkills.$inferInsert;
type CareerRoleInsert = typeof careerRoles.$inferInsert;

/**
 * SPEC §3 career roles (role-to-course mapping), in the SPEC's order. Ids are slugs of the titles, which is also how
 * courses and jobs derive a role id from the role names in their own seeds. Each role has a skill set from the
 * vocabulary: CORE = expected of anyone in the role, NICE_TO_HAVE = valued. "Others" has none.
 */
const ROLES: [id: string, title: string, core: string[], nice: string[]][] = [
  [
    "software-engineer",
    "Software engineer",
    ["javascript", "typescript", "python", "java", "git", "sql", "html", "css"],
    ["react", "nodejs", "docker", "postgresql", "aws", "linux", "github-actions", "kubernetes"],
  ],
  [
    "data-science",
    "Data science",
    ["python", "sql", "pandas", "numpy", "excel", "tableau", "power-bi", "jupyter"],
    ["scikit-learn", "tensorflow", "pytorch", "r", "bigquery", "apache-spark", "airflow", "dbt", "snowflake", "looker-studio"],
  ],
  [
    "business-management",
    "Business management",
    ["excel", "power-bi", "jira", "microsoft-365"],
    ["tableau", "sql", "notion", "confluence", "trello", "salesforce", "miro"],
  ],
  [
    "digital-marketing",
    "Digital marketing",
    ["google-analytics", "google-ads", "meta-ads", "semrush", "google-tag-manager"],
    ["hubspot", "canva", "wordpress", "looker-studio", "excel", "figma"],
  ],
  [
    "cybersecurity",
    "Cybersecurity",
    ["linux", "kali-linux", "burp-suite", "wireshark", "nmap", "metasploit"],
    ["python", "bash", "splunk", "sql", "aws", "powershell"],
  ],
  [
    "ux-ui-designer",
    "UX/UI designer",
    ["figma", "adobe-xd", "sketch", "miro"],
    ["html", "css", "adobe-photoshop", "adobe-illustrator", "canva", "javascript"],
  ],
  [
    "product-project-manager",
    "Product/project manager",
    ["jira", "confluence", "miro", "excel"],
    ["trello", "notion", "figma", "sql", "google-analytics", "slack"],
  ],
  [
    "sales-account-management",
    "Sales/account management",
    ["salesforce", "hubspot", "excel"],
    ["microsoft-365", "power-bi", "slack", "canva"],
  ],
  [
    "consulting-system-integration",
    "Consulting/system integration",
    ["sap", "salesforce", "sql", "excel", "jira"],
    ["aws", "azure", "power-bi", "confluence", "postman"],
  ],
  [
    "it-support",
    "IT support",
    ["windows-server", "active-directory", "microsoft-365", "servicenow", "linux"],
    ["powershell", "bash", "aws", "azure", "jira"],
  ],
  [
    "networking-system-admin",
    "Networking/system admin",
    ["linux", "cisco-ios", "windows-server", "wireshark", "bash"],
    ["powershell", "active-directory", "aws", "azure", "terraform", "docker"],
  ],
  [
    "graphic-design",
    "Graphic design",
    ["adobe-photoshop", "adobe-illustrator", "adobe-indesign", "canva"],
    ["figma", "adobe-after-effects", "blender"],
  ],
  ["multimedia", "Multimedia", ["adobe-premiere-pro", "adobe-after-effects", "adobe-photoshop"], ["blender", "adobe-illustrator", "canva"]],
  ["technical-writing", "Technical writing", ["markdown", "confluence", "git"], ["github", "html", "postman", "jira", "notion"]],
  ["others", "Others", [], []],
];

export const CAREER_ROLE_SEED: CareerRoleInsert[] = ROLES.map(([id, title], i) => ({ id, title, position: i + 1 }));

export const ROLE_SKILL_SEED: RoleSkillInsert[] = ROLES.flatMap(([roleId, , core, nice]) => [
  ...core.map((toolId, i): RoleSkillInsert => ({ roleId, toolId, importance: "CORE", position: i + 1 })),
  ...nice.map((toolId, i): RoleSkillInsert => ({ roleId, toolId, importance: "NICE_TO_HAVE", position: core.length + i + 1 })),
]);
