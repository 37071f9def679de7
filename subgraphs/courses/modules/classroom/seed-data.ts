/**
 * Classroom seed content: the lessons of M1 JavaScript, M1 SQL, M1 Python and the Foundation Certificate in
 * Data Analytics (natural ids `{course}-{module}-{position}`, bodies simple HTML sanitized at seed time), and three
 * classes with fixed ids and their live tutorials, dated from the seeding day. Pass marks are the defaults of rules/classroom.ts.
 */
import type { LessonQuestionData, LessonTypeValue, classes, lessons, liveTutorials } from "../../../../drizzle/schema/courses.js";
import { seedAt, seedDay } from "../../../shared/seed-dates.js";
import { DEFAULT_PASS_MARK } from "./rules/classroom.js";

type LessonSeed = typeof lessons.$inferInsert;

const q = (id: string, prompt: string, answer: string, options: string[] = []): LessonQuestionData => ({ id, prompt, options, answer });

function lesson(
  courseId: string,
  moduleNumber: number,
  position: number,
  type: LessonTypeValue,
  title: string,
  body: string,
  extra: { videoMinutes?: number; questions?: LessonQuestionData[] } = {},
): LessonSeed {
  return {
    id: `${courseId}-${moduleNumber}-${position}`,
    courseId,
    moduleIndex: moduleNumber - 1,
    position,
    title,
    type,
    body,
    videoMinutes: extra.videoMinutes ?? null,
    questions: extra.questions ?? [],
    passMark: DEFAULT_PASS_MARK[type],
  };
}

export const LESSONS: LessonSeed[] = [
  // M1 JavaScript
  lesson(
    "m1js",
    1,
    1,
    "READING",
    "Running JavaScript in the browser",
    '<p>Every modern browser runs JavaScript. Open the developer tools (F12, or right-click and choose <em>Inspect</em>) and pick the <strong>Console</strong> tab: anything you type there runs at once.</p><p>Try <code>console.log("Hello")</code> and then <code>2 + 3</code>. Later you will put code in a file and load it from a page with a <code>&lt;script src="app.js"&gt;</code> tag.</p>',
  ),
  lesson(
    "m1js",
    1,
    2,
    "VIDEO",
    "Variables and types",
    "<p>This video shows how to store values with <code>let</code> and <code>const</code>, and the basic types: numbers, strings, booleans, <code>null</code> and <code>undefined</code>.</p><ul><li>Use <code>const</code> unless the value must change.</li><li><code>typeof</code> tells you a value's type.</li></ul>",
    { videoMinutes: 12 },
  ),
  lesson(
    "m1js",
    2,
    1,
    "OPEN_CLASS_QUIZ",
    "Control flow quiz",
    "<p>Three questions on conditions and loops. You need 70% to pass; you may try again.</p>",
    {
      questions: [
        q("q1", "What does `if (0) { … }` do?", "Skips the block: 0 is falsy", [
          "Runs the block",
          "Skips the block: 0 is falsy",
          "Throws an error",
        ]),
        q("q2", "How many times does `for (let i = 0; i < 3; i++)` run its body?", "3", ["2", "3", "4"]),
        q("q3", "Which keyword leaves a loop early?", "break", ["continue", "return", "break"]),
      ],
    },
  ),
  lesson(
    "m1js",
    3,
    1,
    "PROJECT",
    "Build a to-do list",
    "<p>Build a page where you can add tasks, tick them off and remove them. Use an array of objects for the tasks and functions to add, toggle and render them.</p><p>Hand in a short write-up of how it works and a link to your code (for example a repository or a code sandbox).</p>",
  ),

  // M1 SQL
  lesson(
    "m1sql",
    1,
    1,
    "READING",
    "Tables, rows and SELECT",
    "<p>A relational database keeps data in <strong>tables</strong>: each row is one record and each column one attribute. <code>SELECT name, city FROM customers;</code> returns two columns of every row.</p><p><code>SELECT *</code> returns every column: handy to explore, but name the columns in real queries.</p>",
  ),
  lesson(
    "m1sql",
    1,
    2,
    "VIDEO",
    "Filtering and sorting",
    "<p>Filter rows with <code>WHERE</code> (<code>=</code>, <code>&lt;</code>, <code>IN</code>, <code>LIKE</code>) and sort them with <code>ORDER BY … DESC</code>. <code>LIMIT</code> keeps the first rows only.</p>",
    { videoMinutes: 15 },
  ),
  lesson("m1sql", 1, 3, "OPEN_CLASS_QUIZ", "Querying quiz", "<p>Check your understanding of SELECT, WHERE and ORDER BY.</p>", {
    questions: [
      q("q1", "Which clause filters rows?", "WHERE", ["WHERE", "ORDER BY", "FROM"]),
      q("q2", "How do you sort from highest to lowest price?", "ORDER BY price DESC", [
        "ORDER BY price ASC",
        "ORDER BY price DESC",
        "SORT price DOWN",
      ]),
    ],
  }),
  lesson(
    "m1sql",
    2,
    1,
    "READING",
    "Inner and outer joins",
    "<p>A <strong>join</strong> combines rows of two tables that match on a key: <code>SELECT o.id, c.name FROM orders o JOIN customers c ON c.id = o.customer_id;</code></p><p>An inner join keeps matching rows only; a <code>LEFT JOIN</code> keeps every row of the left table, with nulls where nothing matches.</p>",
  ),
  lesson(
    "m1sql",
    2,
    2,
    "OPEN_CLASS_AUTO_GRADED_LAB",
    "Join lab",
    "<p>Type the missing keyword for each query. Answers are not case-sensitive.</p>",
    {
      questions: [
        q(
          "q1",
          "Keep every customer, even those without orders: SELECT … FROM customers c ___ JOIN orders o ON o.customer_id = c.id",
          "left",
        ),
        q("q2", "The keyword that names the join condition: … JOIN orders o ___ o.customer_id = c.id", "on"),
      ],
    },
  ),
  lesson(
    "m1sql",
    2,
    3,
    "ASSIGNMENT",
    "Customers without orders",
    "<p>Write a query listing the customers who have never placed an order, and explain in a few sentences why your join finds them.</p>",
  ),
  lesson(
    "m1sql",
    3,
    1,
    "OPEN_CLASS_ASSIGNMENT",
    "Sales by month",
    "<p>Using <code>GROUP BY</code>, report the number of orders and the revenue per month. Add a <code>HAVING</code> clause that keeps months above 100 orders, and explain the difference between <code>WHERE</code> and <code>HAVING</code>.</p>",
  ),
  lesson(
    "m1sql",
    3,
    2,
    "PROJECT",
    "Analyse an online shop",
    "<p>Answer five business questions about an online shop's database (best customers, best-selling products, monthly trend, repeat purchase rate, average basket) and hand in your queries with a one-page summary.</p>",
  ),

  // M1 Python
  lesson(
    "m1py",
    1,
    1,
    "READING",
    "Your first Python program",
    '<p>Install Python 3, open a terminal and run <code>python3</code>. Type <code>print("Hello")</code>. Save programs in <code>.py</code> files and run them with <code>python3 hello.py</code>.</p>',
  ),
  lesson(
    "m1py",
    2,
    1,
    "VIDEO",
    "Loops and functions",
    "<p>See how <code>for</code> loops walk through lists and how <code>def</code> defines a reusable function with parameters and a return value.</p>",
    { videoMinutes: 18 },
  ),
  lesson("m1py", 2, 2, "OPEN_CLASS_QUIZ", "Python basics quiz", "<p>Four quick questions on Python basics.</p>", {
    questions: [
      q("q1", "What does `len([1, 2, 3])` return?", "3", ["2", "3", "[1, 2, 3]"]),
      q("q2", "Which keyword defines a function?", "def", ["function", "def", "fn"]),
      q("q3", "What is `7 // 2`?", "3", ["3", "3.5", "4"]),
      q("q4", 'Which type is `{"a": 1}`?', "dict", ["list", "set", "dict"]),
    ],
  }),
  lesson(
    "m1py",
    3,
    1,
    "PROJECT",
    "Summarise a CSV file",
    "<p>Read a CSV file of expenses with the <code>csv</code> module, total the amounts per category and print the categories from largest to smallest. Hand in a short write-up and a link to your code.</p>",
  ),

  // Foundation Certificate in Data Analytics (instructor-led: the 90% attendance rule applies)
  lesson(
    "fcda",
    1,
    1,
    "READING",
    "From business question to data",
    "<p>Good analysis starts with a precise question: <em>which</em> customers, <em>what</em> measure, <em>over which period</em>. Write the question down, list the data you need and where it lives before opening any tool.</p>",
  ),
  lesson(
    "fcda",
    2,
    1,
    "VIDEO",
    "Pivot tables",
    "<p>A walk-through of building a pivot table: rows, columns, values and filters, and how to avoid double counting.</p>",
    { videoMinutes: 20 },
  ),
  lesson("fcda", 3, 1, "OPEN_CLASS_QUIZ", "SQL essentials quiz", "<p>Three questions on grouping and joining.</p>", {
    questions: [
      q("q1", "Which clause groups rows for COUNT or SUM?", "GROUP BY", ["ORDER BY", "GROUP BY", "WHERE"]),
      q("q2", "Which clause filters groups?", "HAVING", ["WHERE", "HAVING", "LIMIT"]),
      q("q3", "Which join keeps only matching rows?", "INNER JOIN", ["INNER JOIN", "LEFT JOIN", "FULL JOIN"]),
    ],
  }),
  lesson("fcda", 4, 1, "OPEN_CLASS_AUTO_GRADED_LAB", "Exploring data with pandas", "<p>Type the pandas method for each task.</p>", {
    questions: [
      q("q1", 'Read a CSV file into a DataFrame: pd.___("sales.csv")', "read_csv"),
      q("q2", "Show the first five rows: df.___()", "head"),
    ],
  }),
  lesson(
    "fcda",
    5,
    1,
    "ASSIGNMENT",
    "Present one insight",
    "<p>Pick one finding from your work so far, make one clear chart of it and write three sentences a manager could act on.</p>",
  ),
];

type ClassSeed = typeof classes.$inferInsert & { id: string };

export const M1JS_CLASS_ID = "00000000-0000-4000-8000-0000000c1a01";
export const M1SQL_CLASS_ID = "00000000-0000-4000-8000-0000000c1a02";
export const FCDA_CLASS_ID = "00000000-0000-4000-8000-0000000c1a03";

/**
 * The three classes, their dates counted from the seeding day `now` (shared/seed-dates.ts): the open M1 JavaScript
 * class and the M1 SQL class the demo student finished are running, the fcda class is midway. Slugs and titles keep
 * the names other areas refer to (the forum's class tags); only the dates move.
 */
export function classSeed(now: Date): ClassSeed[] {
  const day = (days: number) => seedDay(now, days);
  return [
    {
      id: M1JS_CLASS_ID,
      slug: "m1js-open-2026",
      title: "M1 JavaScript open class 2026",
      courseId: "m1js",
      startsOn: day(-90),
      endsOn: day(270),
      joinOpen: true,
    },
    {
      id: M1SQL_CLASS_ID,
      slug: "m1sql-2026-05",
      title: "M1 SQL May 2026",
      courseId: "m1sql",
      startsOn: day(-75),
      endsOn: day(45),
      joinOpen: false,
    },
    {
      id: FCDA_CLASS_ID,
      slug: "fcda-2026-10",
      title: "Data Analytics foundation October 2026",
      courseId: "fcda",
      startsOn: day(-55),
      endsOn: day(125),
      joinOpen: true,
    },
  ];
}

type TutorialSeed = Omit<typeof liveTutorials.$inferInsert, "createdBy"> & { id: string };

/** The fcda class's tutorials (19:00 local): two held, 48 and 20 days before the seeding day, two to come. */
export function tutorialSeed(now: Date): TutorialSeed[] {
  const at = (days: number) => seedAt(now, days, "19:00");
  return [
    {
      id: "00000000-0000-4000-8000-0000000c1b01",
      classId: FCDA_CLASS_ID,
      title: "Welcome and analyst mindset",
      startsAt: at(-48),
      durationMinutes: 90,
    },
    {
      id: "00000000-0000-4000-8000-0000000c1b02",
      classId: FCDA_CLASS_ID,
      title: "Pivot tables clinic",
      startsAt: at(-20),
      durationMinutes: 90,
    },
    {
      id: "00000000-0000-4000-8000-0000000c1b03",
      classId: FCDA_CLASS_ID,
      title: "SQL joins workshop",
      startsAt: at(12),
      durationMinutes: 120,
    },
    {
      id: "00000000-0000-4000-8000-0000000c1b04",
      classId: FCDA_CLASS_ID,
      title: "Python for analysts",
      startsAt: at(40),
      durationMinutes: 120,
    },
  ];
}

/** The classes and tutorials as of the day this module loads (the client's mocks' today; tests reading the content). */
export const CLASSES: ClassSeed[] = classSeed(new Date());
export const TUTORIALS: TutorialSeed[] = tutorialSeed(new Date());
