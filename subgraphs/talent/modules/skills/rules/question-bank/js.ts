import type { QuestionBank } from "./types";

export const JS_BEGINNER: QuestionBank = {
  testId: "js-beginner",
  topic: "js",
  level: "BEGINNER",
  questions: [
    {
      id: "js-beg-01",
      prompt: "Which keyword declares a block-scoped variable that cannot be reassigned?",
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "let" },
        { id: "b", text: "var" },
        { id: "c", text: "static" },
        { id: "d", text: "const" },
      ],
      correct: ["d"],
      explanation: "const is block-scoped and cannot be reassigned; let can be reassigned and var is function-scoped.",
    },
    {
      id: "js-beg-02",
      prompt: "What does this print?",
      code: `console.log(typeof "42");`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "string" },
        { id: "b", text: "text" },
        { id: "c", text: "number" },
        { id: "d", text: "object" },
      ],
      correct: ["a"],
      explanation: "Anything in quotes is a string, whatever characters it contains.",
    },
    {
      id: "js-beg-03",
      prompt: "What does this print?",
      code: `console.log(2 + "3");`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "TypeError" },
        { id: "b", text: "5" },
        { id: "c", text: "NaN" },
        { id: "d", text: "23" },
      ],
      correct: ["d"],
      explanation: "When either operand of + is a string, the other is converted to a string and they are concatenated.",
    },
    {
      id: "js-beg-04",
      prompt: "What does this print?",
      code: `const arr = [10, 20, 30];
console.log(arr[arr.length - 1]);`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "undefined" },
        { id: "b", text: "20" },
        { id: "c", text: "30" },
        { id: "d", text: "3" },
      ],
      correct: ["c"],
      explanation: "Arrays are zero-indexed, so the last element is at index length - 1 = 2.",
    },
    {
      id: "js-beg-05",
      prompt: "What does this print?",
      code: `console.log(5 === "5");`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "false" },
        { id: "b", text: "TypeError" },
        { id: "c", text: "true" },
        { id: "d", text: "undefined" },
      ],
      correct: ["a"],
      explanation: "=== compares without type conversion, and a number is never strictly equal to a string.",
    },
    {
      id: "js-beg-06",
      prompt: "Which of these are primitive types in JavaScript? Select all that apply.",
      kind: "MULTIPLE_CHOICE",
      options: [
        { id: "a", text: "array" },
        { id: "b", text: "number" },
        { id: "c", text: "boolean" },
        { id: "d", text: "object" },
      ],
      correct: ["b", "c"],
      explanation: "number and boolean are primitives; arrays are a kind of object, and objects are not primitives.",
    },
    {
      id: "js-beg-07",
      prompt: "Which array method adds an element to the end of an array?",
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "shift()" },
        { id: "b", text: "push()" },
        { id: "c", text: "pop()" },
        { id: "d", text: "unshift()" },
      ],
      correct: ["b"],
      explanation: "push adds to the end; pop removes from the end, unshift adds to the start and shift removes from the start.",
    },
    {
      id: "js-beg-08",
      prompt: "What does this print (one value per line)?",
      code: `for (let i = 0; i < 3; i++) {
  console.log(i);
}`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "1, 2, 3" },
        { id: "b", text: "0, 1, 2" },
        { id: "c", text: "0, 1, 2, 3" },
        { id: "d", text: "0, 1" },
      ],
      correct: ["b"],
      explanation: "i starts at 0 and the loop stops once i < 3 is false, so it logs 0, 1 and 2.",
    },
    {
      id: "js-beg-09",
      prompt: "How do you write a single-line comment in JavaScript?",
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "-- comment" },
        { id: "b", text: "// comment" },
        { id: "c", text: "# comment" },
        { id: "d", text: "<!-- comment -->" },
      ],
      correct: ["b"],
      explanation: "// starts a comment that runs to the end of the line; /* */ is used for block comments.",
    },
    {
      id: "js-beg-10",
      prompt: "Which of these values are falsy? Select all that apply.",
      kind: "MULTIPLE_CHOICE",
      options: [
        { id: "a", text: "0" },
        { id: "b", text: "[]" },
        { id: "c", text: '""' },
        { id: "d", text: '"0"' },
      ],
      correct: ["a", "c"],
      explanation: 'The number 0 and the empty string are falsy; the non-empty string "0" and an empty array are truthy.',
    },
    {
      id: "js-beg-11",
      prompt: "What does this print?",
      code: `const person = { name: "Ana", age: 30 };
console.log(person["age"]);`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "Ana" },
        { id: "b", text: "age" },
        { id: "c", text: "30" },
        { id: "d", text: "undefined" },
      ],
      correct: ["c"],
      explanation: 'Bracket notation with the key "age" reads the same property as person.age.',
    },
    {
      id: "js-beg-12",
      prompt: "What does this print?",
      code: `function add(a, b) {
  return a + b;
}
console.log(add(2));`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "TypeError" },
        { id: "b", text: "2" },
        { id: "c", text: "undefined" },
        { id: "d", text: "NaN" },
      ],
      correct: ["d"],
      explanation: "The missing argument b is undefined, and 2 + undefined is NaN.",
    },
    {
      id: "js-beg-13",
      prompt: "What does this print?",
      code: `const s = "Hello";
console.log(s.toUpperCase(), s);`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "HELLO Hello" },
        { id: "b", text: "hello Hello" },
        { id: "c", text: "HELLO HELLO" },
        { id: "d", text: "Hello Hello" },
      ],
      correct: ["a"],
      explanation: "Strings are immutable: toUpperCase returns a new string and leaves s unchanged.",
    },
    {
      id: "js-beg-14",
      prompt: "Which of these correctly define a function named f? Select all that apply.",
      kind: "MULTIPLE_CHOICE",
      options: [
        { id: "a", text: "function f() {}" },
        { id: "b", text: "func f() {}" },
        { id: "c", text: "const f = () => {};" },
        { id: "d", text: "def f(): pass" },
      ],
      correct: ["a", "c"],
      explanation: "Function declarations and arrow functions assigned to a variable are valid; func and def are not JavaScript.",
    },
  ],
};

export const JS_INTERMEDIATE: QuestionBank = {
  testId: "js-intermediate",
  topic: "js",
  level: "INTERMEDIATE",
  questions: [
    {
      id: "js-int-01",
      prompt: "What does this print?",
      code: `console.log(0.1 + 0.2 === 0.3);`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "true" },
        { id: "b", text: "undefined" },
        { id: "c", text: "NaN" },
        { id: "d", text: "false" },
      ],
      correct: ["d"],
      explanation: "Binary floating point cannot represent 0.1 and 0.2 exactly, so the sum is 0.30000000000000004.",
    },
    {
      id: "js-int-02",
      prompt: "What does this print?",
      code: `console.log(["1", "2", "3"].map(parseInt));`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "[ NaN, NaN, NaN ]" },
        { id: "b", text: "[ 1, NaN, NaN ]" },
        { id: "c", text: "[ 1, 2, 3 ]" },
        { id: "d", text: "[ 1, 2, NaN ]" },
      ],
      correct: ["b"],
      explanation: 'map passes the index as parseInt\'s radix: radix 0 means 10, radix 1 is invalid, and "3" is not a base-2 digit.',
    },
    {
      id: "js-int-03",
      prompt: "What does this print?",
      code: `console.log([10, 9, 1].sort());`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "[ 1, 10, 9 ]" },
        { id: "b", text: "[ 9, 10, 1 ]" },
        { id: "c", text: "[ 1, 9, 10 ]" },
        { id: "d", text: "[ 10, 9, 1 ]" },
      ],
      correct: ["a"],
      explanation: 'Without a comparator, sort compares elements as strings, and "10" sorts before "9".',
    },
    {
      id: "js-int-04",
      prompt: "What does this print?",
      code: `console.log(x);
var x = 5;`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "undefined" },
        { id: "b", text: "5" },
        { id: "c", text: "ReferenceError: x is not defined" },
        { id: "d", text: "null" },
      ],
      correct: ["a"],
      explanation: "var declarations are hoisted and initialised to undefined; only the assignment stays in place.",
    },
    {
      id: "js-int-05",
      prompt: "What does this print?",
      code: `const a = [1, 2, 3];
const b = a;
b.push(4);
console.log(a.length);`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "4" },
        { id: "b", text: "3" },
        { id: "c", text: "undefined" },
        { id: "d", text: "TypeError, because a is const" },
      ],
      correct: ["a"],
      explanation: "b refers to the same array as a, and const only stops rebinding the name, not mutating the array.",
    },
    {
      id: "js-int-06",
      prompt: "Which of these array methods return a new array and leave the original unchanged? Select all that apply.",
      kind: "MULTIPLE_CHOICE",
      options: [
        { id: "a", text: "map" },
        { id: "b", text: "reverse" },
        { id: "c", text: "splice" },
        { id: "d", text: "filter" },
      ],
      correct: ["a", "d"],
      explanation: "map and filter build new arrays; splice and reverse modify the array in place.",
    },
    {
      id: "js-int-07",
      prompt: "What does this print?",
      code: `console.log(null == undefined, null === undefined);`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "false false" },
        { id: "b", text: "true true" },
        { id: "c", text: "true false" },
        { id: "d", text: "false true" },
      ],
      correct: ["c"],
      explanation: "Loose equality treats null and undefined as equal to each other, but they are different types under ===.",
    },
    {
      id: "js-int-08",
      prompt: "What does this print?",
      code: `const a = { x: 1, inner: { y: 1 } };
const b = { ...a };
b.x = 2;
b.inner.y = 2;
console.log(a.x, a.inner.y);`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "1 1" },
        { id: "b", text: "1 2" },
        { id: "c", text: "2 1" },
        { id: "d", text: "2 2" },
      ],
      correct: ["b"],
      explanation: "Spread makes a shallow copy: x is copied, but inner is the same object shared by a and b.",
    },
    {
      id: "js-int-09",
      prompt: "What does this print?",
      code: `const { a = 10, b = 20 } = { a: undefined, b: null };
console.log(a, b);`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "undefined null" },
        { id: "b", text: "undefined 20" },
        { id: "c", text: "10 null" },
        { id: "d", text: "10 20" },
      ],
      correct: ["c"],
      explanation: "Destructuring defaults apply only when the value is undefined, not when it is null.",
    },
    {
      id: "js-int-10",
      prompt: "What does this print?",
      code: `const config = { retries: 0 };
console.log(config.retries || 3, config.retries ?? 3);`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "3 3" },
        { id: "b", text: "0 3" },
        { id: "c", text: "0 0" },
        { id: "d", text: "3 0" },
      ],
      correct: ["d"],
      explanation: "|| falls back on any falsy value including 0, while ?? falls back only on null or undefined.",
    },
    {
      id: "js-int-11",
      prompt: "Which statements about JSON.stringify are true? Select all that apply.",
      kind: "MULTIPLE_CHOICE",
      options: [
        { id: "a", text: "A Date value is serialised as an ISO 8601 string" },
        { id: "b", text: "JSON.stringify({ a: undefined, b: 1 }) returns '{\"b\":1}'" },
        { id: "c", text: 'JSON.stringify(new Map([["k", 1]])) returns \'{"k":1}\'' },
        { id: "d", text: "Methods of an object are included as their source code" },
      ],
      correct: ["a", "b"],
      explanation: "Properties holding undefined or functions are omitted, Dates use toJSON (ISO strings), and a Map serialises as {}.",
    },
    {
      id: "js-int-12",
      prompt: "What does this print?",
      code: `Promise.resolve(1)
  .then((x) => x + 1)
  .then((x) => {
    throw new Error(String(x));
  })
  .catch((e) => Number(e.message) * 10)
  .then((x) => console.log(x));`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "Nothing: the chain is rejected" },
        { id: "b", text: "20" },
        { id: "c", text: "2" },
        { id: "d", text: "10" },
      ],
      correct: ["b"],
      explanation: "The error carries 2, catch recovers with 2 × 10 = 20, and the next then receives that value.",
    },
    {
      id: "js-int-13",
      prompt: "What does this print?",
      code: `for (var i = 0; i < 3; i++) {
  setTimeout(() => console.log(i));
}`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "0, 1, 2" },
        { id: "b", text: "2, 2, 2" },
        { id: "c", text: "3, 3, 3" },
        { id: "d", text: "undefined, undefined, undefined" },
      ],
      correct: ["c"],
      explanation: "var creates one function-scoped i shared by every callback, and the loop has set it to 3 before any timer runs.",
    },
    {
      id: "js-int-14",
      prompt: "Which of these expressions evaluate to true? Select all that apply.",
      kind: "MULTIPLE_CHOICE",
      options: [
        { id: "a", text: "[1] == 1" },
        { id: "b", text: "Object.is(NaN, NaN)" },
        { id: "c", text: "Number.isNaN(NaN)" },
        { id: "d", text: "NaN === NaN" },
      ],
      correct: ["a", "b", "c"],
      explanation:
        'NaN is never === to itself, but Number.isNaN and Object.is detect it; [1] == 1 converts the array to "1" and then to 1.',
    },
  ],
};

export const JS_ADVANCED: QuestionBank = {
  testId: "js-advanced",
  topic: "js",
  level: "ADVANCED",
  questions: [
    {
      id: "js-adv-01",
      prompt: "In what order are the letters logged?",
      code: `console.log("A");
setTimeout(() => console.log("B"), 0);
Promise.resolve().then(() => console.log("C"));
queueMicrotask(() => console.log("D"));
console.log("E");`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "A E D C B" },
        { id: "b", text: "A E B C D" },
        { id: "c", text: "A B C D E" },
        { id: "d", text: "A E C D B" },
      ],
      correct: ["d"],
      explanation: "Synchronous code runs first, then microtasks in the order they were queued, then the timer task.",
    },
    {
      id: "js-adv-02",
      prompt: "In what order are the numbers logged?",
      code: `async function f() {
  console.log(1);
  await null;
  console.log(2);
}
f();
console.log(3);`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "1 2 3" },
        { id: "b", text: "2 1 3" },
        { id: "c", text: "3 1 2" },
        { id: "d", text: "1 3 2" },
      ],
      correct: ["d"],
      explanation: "An async function runs synchronously until its first await; the rest resumes as a microtask after the caller's code.",
    },
    {
      id: "js-adv-03",
      prompt: "What does this print?",
      code: `function* gen() {
  const x = yield 1;
  const y = yield x * 2;
  return x + y;
}
const g = gen();
console.log(g.next(5).value, g.next(10).value, g.next(3).value);`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "1 10 8" },
        { id: "b", text: "1 20 undefined" },
        { id: "c", text: "5 20 13" },
        { id: "d", text: "1 20 13" },
      ],
      correct: ["d"],
      explanation: "The first next() argument is discarded; 10 becomes x (yielding 20) and 3 becomes y, so the return value is 13.",
    },
    {
      id: "js-adv-04",
      prompt: "What does this print?",
      code: `const fns = [];
for (var i = 0; i < 3; i++) {
  let j = i;
  fns.push(() => i + j);
}
console.log(fns.map((f) => f()));`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "[ 0, 2, 4 ]" },
        { id: "b", text: "[ 3, 4, 5 ]" },
        { id: "c", text: "[ 6, 6, 6 ]" },
        { id: "d", text: "[ 3, 3, 3 ]" },
      ],
      correct: ["b"],
      explanation: "Each closure captures its own block-scoped j (0, 1, 2) but the single var i, which is 3 when they run.",
    },
    {
      id: "js-adv-05",
      prompt: "What does this print?",
      code: `class Counter {
  count = 0;
  inc() {
    this.count++;
  }
  incArrow = () => {
    this.count++;
  };
}
const c = new Counter();
const { inc, incArrow } = c;
incArrow();
try {
  inc();
} catch (e) {
  console.log(e.constructor.name);
}
console.log(c.count);`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "2" },
        { id: "b", text: "TypeError, then 0" },
        { id: "c", text: "TypeError, then 1" },
        { id: "d", text: "1" },
      ],
      correct: ["c"],
      explanation:
        "The arrow field captured this at construction; the detached method runs with this undefined (class code is strict) and throws.",
    },
    {
      id: "js-adv-06",
      prompt: "Which statements about the Promise combinators are true? Select all that apply.",
      kind: "MULTIPLE_CHOICE",
      options: [
        { id: "a", text: "Promise.allSettled does not reject when input promises reject" },
        { id: "b", text: "Promise.any fulfils with an array of every fulfilled value" },
        { id: "c", text: "Promise.all rejects as soon as any input promise rejects" },
        { id: "d", text: "Promise.race ignores rejections and waits for the first fulfilment" },
      ],
      correct: ["a", "c"],
      explanation: "race settles like the first promise to settle (even a rejection), and any fulfils with the first fulfilled value only.",
    },
    {
      id: "js-adv-07",
      prompt: "In what order are the numbers logged?",
      code: `setTimeout(() => console.log(1));
(async () => {
  console.log(2);
  await Promise.resolve();
  console.log(3);
  setTimeout(() => console.log(4));
  await new Promise((resolve) => setTimeout(resolve));
  console.log(5);
})();
Promise.resolve().then(() => console.log(6));
console.log(7);`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "2 7 6 3 1 4 5" },
        { id: "b", text: "2 3 7 6 1 4 5" },
        { id: "c", text: "2 7 3 6 1 4 5" },
        { id: "d", text: "7 2 3 6 1 5 4" },
      ],
      correct: ["c"],
      explanation: "The await continuation was queued before the then callback; the timers then fire in the order they were scheduled.",
    },
    {
      id: "js-adv-08",
      prompt: "What does this print (one value per line)?",
      code: `function* g() {
  try {
    yield 1;
    yield 2;
  } finally {
    console.log("cleanup");
  }
}
for (const v of g()) {
  console.log(v);
  break;
}`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "1, 2, cleanup" },
        { id: "b", text: "1, cleanup" },
        { id: "c", text: "cleanup, 1" },
        { id: "d", text: "1" },
      ],
      correct: ["b"],
      explanation: "Leaving for...of early calls the generator's return(), which runs its finally block.",
    },
    {
      id: "js-adv-09",
      prompt: "Which statements about async functions are true? Select all that apply.",
      kind: "MULTIPLE_CHOICE",
      options: [
        { id: "a", text: "An exception thrown inside one rejects its returned promise instead of propagating synchronously to the caller" },
        { id: "b", text: "They always return a promise" },
        { id: "c", text: "Code before the first await runs only after the caller's synchronous code has finished" },
        { id: "d", text: "await blocks the whole thread until the awaited promise settles" },
      ],
      correct: ["a", "b"],
      explanation: "await suspends only that function and code before the first await runs synchronously during the call.",
    },
    {
      id: "js-adv-10",
      prompt: "What does this print?",
      code: `const target = { a: 1 };
const p = new Proxy(target, {
  get: (t, key) => (key in t ? t[key] : "missing:" + String(key)),
});
p.b = 2;
console.log(p.a, p.b, p.c, target.b);`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "1 2 missing:c 2" },
        { id: "b", text: "1 2 undefined 2" },
        { id: "c", text: "1 2 missing:c undefined" },
        { id: "d", text: "1 missing:b missing:c undefined" },
      ],
      correct: ["a"],
      explanation: "Without a set trap the assignment is forwarded to the target, and the get trap only replaces missing keys.",
    },
    {
      id: "js-adv-11",
      prompt: "What does this print?",
      code: `const o = { b: 1, 2: "x", a: 2, 1: "y" };
console.log(Object.keys(o).join(","));`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "b,2,a,1" },
        { id: "b", text: "1,2,b,a" },
        { id: "c", text: "a,b,1,2" },
        { id: "d", text: "b,a,1,2" },
      ],
      correct: ["b"],
      explanation: "Integer-like keys come first in ascending order, then string keys in insertion order.",
    },
    {
      id: "js-adv-12",
      prompt: "What does this print?",
      code: `async function fail() {
  throw new Error("boom");
}
async function main() {
  try {
    return fail();
  } catch {
    return "caught";
  }
}
main().then(
  (v) => console.log(v),
  (e) => console.log("rejected:", e.message),
);`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "rejected: boom" },
        { id: "b", text: "undefined" },
        { id: "c", text: "caught" },
        { id: "d", text: "An uncaught exception is thrown synchronously" },
      ],
      correct: ["a"],
      explanation:
        "return fail() without await leaves the try block before the promise rejects, so catch never sees it; return await would.",
    },
    {
      id: "js-adv-13",
      prompt: "Which statements about WeakMap are true? Select all that apply.",
      kind: "MULTIPLE_CHOICE",
      options: [
        { id: "a", text: "Using a string as a key throws a TypeError" },
        { id: "b", text: "An entry does not keep its key object alive for garbage collection" },
        { id: "c", text: "Its entries can be iterated with for...of" },
        { id: "d", text: "It has a size property" },
      ],
      correct: ["a", "b"],
      explanation: "WeakMap keys must be objects held weakly, which is why it offers neither iteration nor size.",
    },
    {
      id: "js-adv-14",
      prompt: "What does this print?",
      code: `const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
async function run() {
  const out = [];
  [30, 10, 20].forEach(async (ms) => {
    await sleep(ms);
    out.push(ms);
  });
  console.log(out.length);
  await sleep(50);
  console.log(out.join(","));
}
run();`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "3, then 30,10,20" },
        { id: "b", text: "0, then 30,10,20" },
        { id: "c", text: "0, then 10,20,30" },
        { id: "d", text: "3, then 10,20,30" },
      ],
      correct: ["c"],
      explanation: "forEach does not await async callbacks, so nothing is pushed yet; they later finish in order of their delays.",
    },
  ],
};
