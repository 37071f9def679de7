/**
 * The tools and skills vocabulary (SPEC §3: languages, frameworks, cloud services, analytics and design tools, and
 * concepts with skill=false). Ids are the natural ids courses and skills refer to.
 */
import type { tools } from "../../drizzle/schema/talent.js";

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
