/**
 * The practice question sets seeded at every start (admins edit them later; the seed never overwrites an edited set).
 * Pure data: the client's mocks serve the same sets.
 */
import type { InterviewFocus } from "./rules/limits.js";

export interface InterviewQuestionSeed {
  id: string;
  prompt: string;
  guidance: string;
}

export interface InterviewQuestionSetSeed {
  id: string;
  title: string;
  focus: InterviewFocus;
  description: string;
  plannedMinutes: number;
  questions: readonly InterviewQuestionSeed[];
}

/** Question ids are positional (`q1`, `q2`, ...): a set's questions are rewritten as one list. */
export const questionIdAt = (index: number): string => `q${index + 1}`;

const numbered = (questions: readonly Omit<InterviewQuestionSeed, "id">[]): InterviewQuestionSeed[] =>
  questions.map((q, i) => ({ id: questionIdAt(i), ...q }));

export const INTERVIEW_QUESTION_SET_SEED: readonly InterviewQuestionSetSeed[] = [
  {
    id: "behavioural-essentials",
    title: "Behavioural essentials",
    focus: "BEHAVIOURAL",
    description: "The questions almost every first interview asks: your story, teamwork, setbacks and why this job.",
    plannedMinutes: 30,
    questions: numbered([
      {
        prompt: "Tell me about yourself and why you are moving into tech.",
        guidance:
          "Two minutes: where you come from, what you learned and built recently, and why this role is the next step. End on what you want to do here, not on your past.",
      },
      {
        prompt: "Describe a time you worked with someone who disagreed with you. What did you do?",
        guidance:
          "Use a real situation (STAR: situation, task, action, result). Show that you listened, found the shared goal and settled it with evidence; say what you would do differently.",
      },
      {
        prompt: "Tell me about a project that did not go as planned.",
        guidance: "Own your part, explain how you noticed the problem, what you changed and what the project's result taught you.",
      },
      {
        prompt: "How do you learn a new tool or language when a deadline is close?",
        guidance:
          "Name a concrete example: official documentation first, a small spike, asking a colleague early, and how you checked your understanding before shipping.",
      },
      {
        prompt: "Why do you want to work for us?",
        guidance:
          "Refer to the company's product, users or engineering practices you researched, and connect them to your skills and goals.",
      },
    ]),
  },
  {
    id: "frontend-fundamentals",
    title: "Front-end fundamentals",
    focus: "TECHNICAL",
    description: "HTML, CSS, JavaScript and React questions for junior and mid front-end roles.",
    plannedMinutes: 45,
    questions: numbered([
      {
        prompt: "What happens between typing a URL in the browser and seeing the page?",
        guidance:
          "DNS lookup, TCP and TLS handshakes, the HTTP request and response, parsing HTML into the DOM and CSS into the CSSOM, running scripts, layout, paint and compositing; mention caching.",
      },
      {
        prompt: "Explain the difference between `let`, `const` and `var`.",
        guidance:
          "Scope (block vs function), hoisting and the temporal dead zone, re-assignment (const binds once but objects stay mutable), and why var is avoided today.",
      },
      {
        prompt: "How would you make a form accessible?",
        guidance:
          "Labels tied to inputs, error messages linked with aria-describedby, keyboard order and focus, enough colour contrast, not relying on colour alone, and testing with a screen reader.",
      },
      {
        prompt: "When does a React component re-render, and how do you avoid unnecessary renders?",
        guidance:
          "State or props change, a parent re-renders, context changes. Keep state close to where it is used, memoise expensive children (memo, useMemo, useCallback) only when measured, and use stable keys in lists.",
      },
      {
        prompt: "Explain the event loop with `setTimeout(fn, 0)` and a resolved promise.",
        guidance:
          "The call stack runs first; microtasks (promise callbacks) run before the next macrotask (timers), so the promise callback runs first.",
      },
      {
        prompt: "How do you centre an element horizontally and vertically?",
        guidance:
          "Flexbox (justify-content and align-items: center) or grid (place-items: center); mention when each fits and absolute positioning with transform as a fallback.",
      },
    ]),
  },
  {
    id: "backend-and-databases",
    title: "Back-end and databases",
    focus: "TECHNICAL",
    description: "APIs, SQL and server questions for back-end roles.",
    plannedMinutes: 45,
    questions: numbered([
      {
        prompt: "Design a REST API for a to-do list. Which endpoints and status codes would you use?",
        guidance:
          "Resources and verbs (GET /todos, POST /todos, PATCH /todos/:id, DELETE /todos/:id), 201 on create, 204 on delete, 400 vs 404 vs 409, paging and validation.",
      },
      {
        prompt: "What is a database index, and when can it make things slower?",
        guidance:
          "A sorted structure (usually a B-tree) that speeds lookups and ordering; it costs space and slows writes, and may be skipped when a query reads most rows.",
      },
      {
        prompt: "Explain the difference between INNER JOIN and LEFT JOIN with an example.",
        guidance:
          "INNER keeps matching rows only; LEFT keeps every left row with NULLs where nothing matches; e.g. customers with or without orders.",
      },
      {
        prompt: "How would you store users' passwords?",
        guidance:
          "Never in plain text or with a fast hash: a slow, salted password hash (Argon2id, scrypt or bcrypt), rate-limited log-in, and rehashing when parameters change.",
      },
      {
        prompt: "What is a transaction, and what does isolation protect you from?",
        guidance:
          "All-or-nothing changes (ACID); isolation prevents dirty reads, lost updates and similar anomalies; mention row locks or unique constraints for races.",
      },
    ]),
  },
  {
    id: "system-design-basics",
    title: "System design basics",
    focus: "SYSTEM_DESIGN",
    description: "A first system-design conversation: requirements, data, scaling and trade-offs.",
    plannedMinutes: 60,
    questions: numbered([
      {
        prompt: "Design a URL shortener. Start with the requirements you would ask about.",
        guidance:
          "Clarify reads vs writes, custom aliases and expiry; an id scheme (counter with base62 or random with collision checks), a key-value store, caching hot links, and analytics off the request path.",
      },
      {
        prompt: "How would you let users upload profile pictures?",
        guidance:
          "Direct upload to object storage with a signed URL, size and type checks, resizing in a background job, a CDN for delivery, and cleaning up replaced files.",
      },
      {
        prompt: "Your API is slow under load. How do you find out why?",
        guidance:
          "Measure first: metrics and traces per endpoint, database slow-query logs, then fix the bottleneck (indexes, caching, batching, connection pools) and measure again.",
      },
      {
        prompt: "When would you add a cache, and what can go wrong?",
        guidance:
          "For read-heavy, slow-to-compute data; problems are stale data, invalidation, stampedes on expiry and memory limits; explain the chosen expiry strategy.",
      },
    ]),
  },
];
