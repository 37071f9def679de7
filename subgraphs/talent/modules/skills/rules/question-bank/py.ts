import type { QuestionBank } from "./types";

export const PY_BEGINNER: QuestionBank = {
  testId: "py-beginner",
  topic: "py",
  level: "BEGINNER",
  questions: [
    {
      id: "py-beg-01",
      prompt: "What does this print?",
      code: `print(type(3.0))`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "<class 'float'>" },
        { id: "b", text: "<class 'int'>" },
        { id: "c", text: "<class 'double'>" },
        { id: "d", text: "<class 'number'>" },
      ],
      correct: ["a"],
      explanation: "A literal with a decimal point is a float, even when its fractional part is zero.",
    },
    {
      id: "py-beg-02",
      prompt: "What does this print?",
      code: `print(7 // 2, 7 % 2)`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "3 1" },
        { id: "b", text: "4 1" },
        { id: "c", text: "3.5 1" },
        { id: "d", text: "3 0" },
      ],
      correct: ["a"],
      explanation: "// is floor division (3) and % is the remainder (1).",
    },
    {
      id: "py-beg-03",
      prompt: "Which keyword starts the definition of a named function?",
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "fun" },
        { id: "b", text: "func" },
        { id: "c", text: "function" },
        { id: "d", text: "def" },
      ],
      correct: ["d"],
      explanation: "Functions are defined with def name(parameters):.",
    },
    {
      id: "py-beg-04",
      prompt: "What does this print?",
      code: `nums = [10, 20, 30, 40]
print(nums[-1])`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "30" },
        { id: "b", text: "IndexError" },
        { id: "c", text: "10" },
        { id: "d", text: "40" },
      ],
      correct: ["d"],
      explanation: "Negative indexes count from the end, so -1 is the last element.",
    },
    {
      id: "py-beg-05",
      prompt: "What does this print?",
      code: `print("python"[1:4])`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "ytho" },
        { id: "b", text: "yth" },
        { id: "c", text: "pyt" },
        { id: "d", text: "ythn" },
      ],
      correct: ["b"],
      explanation: "A slice [1:4] takes indexes 1, 2 and 3; the end index is excluded.",
    },
    {
      id: "py-beg-06",
      prompt: "Which of these built-in types are immutable? Select all that apply.",
      kind: "MULTIPLE_CHOICE",
      options: [
        { id: "a", text: "dict" },
        { id: "b", text: "list" },
        { id: "c", text: "str" },
        { id: "d", text: "tuple" },
      ],
      correct: ["c", "d"],
      explanation: "Tuples and strings cannot be changed after creation; lists and dicts can.",
    },
    {
      id: "py-beg-07",
      prompt: "What does this print?",
      code: `for i in range(1, 10, 3):
    print(i, end=" ")`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "1 4 7 10" },
        { id: "b", text: "1 2 3" },
        { id: "c", text: "1 4 7" },
        { id: "d", text: "3 6 9" },
      ],
      correct: ["c"],
      explanation: "range(1, 10, 3) starts at 1, steps by 3 and stops before 10.",
    },
    {
      id: "py-beg-08",
      prompt: "How do you start a single-line comment in Python?",
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "#" },
        { id: "b", text: "--" },
        { id: "c", text: "<!--" },
        { id: "d", text: "//" },
      ],
      correct: ["a"],
      explanation: "Everything after # on a line is a comment.",
    },
    {
      id: "py-beg-09",
      prompt: "What does this print?",
      code: `x = "5"
print(x * 3)`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "15" },
        { id: "b", text: "TypeError" },
        { id: "c", text: "555" },
        { id: "d", text: "5 5 5" },
      ],
      correct: ["c"],
      explanation: "Multiplying a string by an integer repeats it.",
    },
    {
      id: "py-beg-10",
      prompt: "Which of these are valid variable names? Select all that apply.",
      kind: "MULTIPLE_CHOICE",
      options: [
        { id: "a", text: "2nd_value" },
        { id: "b", text: "my_var" },
        { id: "c", text: "_private" },
        { id: "d", text: "class" },
      ],
      correct: ["b", "c"],
      explanation: "Names may start with a letter or underscore but not a digit, and keywords such as class are reserved.",
    },
    {
      id: "py-beg-11",
      prompt: "What does this print?",
      code: `print(len({"a": 1, "b": 2, "a": 3}))`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "3" },
        { id: "b", text: "2" },
        { id: "c", text: "6" },
        { id: "d", text: "KeyError" },
      ],
      correct: ["b"],
      explanation: 'Dictionary keys are unique: the second "a" overwrites the first, leaving two keys.',
    },
    {
      id: "py-beg-12",
      prompt: "What does this print?",
      code: `print(bool(""), bool("0"))`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "True False" },
        { id: "b", text: "False False" },
        { id: "c", text: "True True" },
        { id: "d", text: "False True" },
      ],
      correct: ["d"],
      explanation: 'Only the empty string is falsy; "0" is a non-empty string and therefore truthy.',
    },
    {
      id: "py-beg-13",
      prompt: "What does this print?",
      code: `d = {"x": 1}
print(d.get("y", 0))`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "1" },
        { id: "b", text: "None" },
        { id: "c", text: "0" },
        { id: "d", text: "KeyError" },
      ],
      correct: ["c"],
      explanation: "dict.get returns the supplied default when the key is missing instead of raising KeyError.",
    },
    {
      id: "py-beg-14",
      prompt: "Which of these create an empty list? Select all that apply.",
      kind: "MULTIPLE_CHOICE",
      options: [
        { id: "a", text: "()" },
        { id: "b", text: "list()" },
        { id: "c", text: "{}" },
        { id: "d", text: "[]" },
      ],
      correct: ["b", "d"],
      explanation: "[] and list() make empty lists; {} is an empty dict and () an empty tuple.",
    },
  ],
};

export const PY_INTERMEDIATE: QuestionBank = {
  testId: "py-intermediate",
  topic: "py",
  level: "INTERMEDIATE",
  questions: [
    {
      id: "py-int-01",
      prompt: "What does this print?",
      code: `def add(item, bucket=[]):
    bucket.append(item)
    return bucket

add(1)
print(add(2))`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "[1, 2]" },
        { id: "b", text: "[2]" },
        { id: "c", text: "[1]" },
        { id: "d", text: "TypeError" },
      ],
      correct: ["a"],
      explanation: "Default values are evaluated once at definition time, so every call shares the same list.",
    },
    {
      id: "py-int-02",
      prompt: "What does this print?",
      code: `print([x * x for x in range(6) if x % 2])`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "[1, 9, 25]" },
        { id: "b", text: "[0, 1, 4, 9, 16, 25]" },
        { id: "c", text: "[1, 9, 25, 36]" },
        { id: "d", text: "[0, 4, 16]" },
      ],
      correct: ["a"],
      explanation: "x % 2 is truthy only for odd x (1, 3, 5), whose squares are kept.",
    },
    {
      id: "py-int-03",
      prompt: "What does this print?",
      code: `a = [1, 2]
b = [1, 2]
print(a == b, a is b)`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "False True" },
        { id: "b", text: "False False" },
        { id: "c", text: "True True" },
        { id: "d", text: "True False" },
      ],
      correct: ["d"],
      explanation: "== compares values, while is compares identity, and these are two distinct list objects.",
    },
    {
      id: "py-int-04",
      prompt: "What does this print?",
      code: `grid = [[0] * 2] * 2
grid[0][0] = 1
print(grid)`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "[[1, 1], [0, 0]]" },
        { id: "b", text: "[[1, 0], [0, 0]]" },
        { id: "c", text: "[[1, 0], [1, 0]]" },
        { id: "d", text: "[[1, 1], [1, 1]]" },
      ],
      correct: ["c"],
      explanation: "Multiplying the outer list repeats a reference to the same inner list, so both rows change.",
    },
    {
      id: "py-int-05",
      prompt: "Which statements about *args and **kwargs in a function signature are true? Select all that apply.",
      kind: "MULTIPLE_CHOICE",
      options: [
        { id: "a", text: "kwargs is a dict of the extra keyword arguments" },
        { id: "b", text: "**kwargs must come before *args in the signature" },
        { id: "c", text: "args is a tuple of the extra positional arguments" },
        { id: "d", text: "The parameters must be named exactly args and kwargs" },
      ],
      correct: ["a", "c"],
      explanation: "The * and ** prefixes matter, not the names, and **kwargs must be the last parameter.",
    },
    {
      id: "py-int-06",
      prompt: "What does this print?",
      code: `def f():
    try:
        return "try"
    finally:
        print("finally", end=" ")

print(f())`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "try" },
        { id: "b", text: "finally" },
        { id: "c", text: "try finally" },
        { id: "d", text: "finally try" },
      ],
      correct: ["d"],
      explanation: "The finally block runs before the function actually returns, so its print comes first.",
    },
    {
      id: "py-int-07",
      prompt: "What does this print?",
      code: `words = ["bb", "a", "ccc", "dd"]
print(sorted(words, key=len))`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "['a', 'bb', 'ccc', 'dd']" },
        { id: "b", text: "['a', 'bb', 'dd', 'ccc']" },
        { id: "c", text: "['ccc', 'bb', 'dd', 'a']" },
        { id: "d", text: "['a', 'dd', 'bb', 'ccc']" },
      ],
      correct: ["b"],
      explanation: "Sorting by length is stable, so the equal-length 'bb' and 'dd' keep their original order.",
    },
    {
      id: "py-int-08",
      prompt: "What does this print?",
      code: `print(dict(zip("abc", range(5))))`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "ValueError: lengths differ" },
        { id: "b", text: "{'a': 0, 'b': 1, 'c': 2}" },
        { id: "c", text: "{'a': 0, 'b': 1, 'c': 2, None: 4}" },
        { id: "d", text: "{'abc': 0}" },
      ],
      correct: ["b"],
      explanation: "zip stops at the shortest input, so only three pairs are produced.",
    },
    {
      id: "py-int-09",
      prompt: "What happens when f() is called?",
      code: `x = 10

def f():
    x += 1
    return x

f()`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "It raises UnboundLocalError" },
        { id: "b", text: "It returns 11 and the global x stays 10" },
        { id: "c", text: "It raises SyntaxError" },
        { id: "d", text: "It returns 11 and the global x becomes 11" },
      ],
      correct: ["a"],
      explanation: "Assigning to x makes it local to f, so reading it for += happens before it has a value.",
    },
    {
      id: "py-int-10",
      prompt: "Which expressions build a new dict merging a and b, with b's values winning? Select all that apply.",
      kind: "MULTIPLE_CHOICE",
      options: [
        { id: "a", text: "a + b" },
        { id: "b", text: "{**a, **b}" },
        { id: "c", text: "a.update(b)" },
        { id: "d", text: "a | b" },
      ],
      correct: ["b", "d"],
      explanation: "Unpacking and the | operator (3.9+) build new dicts; + is unsupported and update mutates a and returns None.",
    },
    {
      id: "py-int-11",
      prompt: "What does this print?",
      code: `squares = (n * n for n in range(3))
print(sum(squares), sum(squares))`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "14 14" },
        { id: "b", text: "5 0" },
        { id: "c", text: "5 10" },
        { id: "d", text: "5 5" },
      ],
      correct: ["b"],
      explanation: "A generator expression can be consumed only once; the second sum sees an exhausted iterator.",
    },
    {
      id: "py-int-12",
      prompt: "What does this print?",
      code: `print(f"{3.14159:.2f}|{42:>5}|")`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "3.1|   42|" },
        { id: "b", text: "3.14|42   |" },
        { id: "c", text: "3.14|   42|" },
        { id: "d", text: "3.14159|42|" },
      ],
      correct: ["c"],
      explanation: ".2f rounds to two decimals and >5 right-aligns in a field five characters wide.",
    },
    {
      id: "py-int-13",
      prompt: "What does this print?",
      code: `print("a,b,,c".split(","))`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "['a,b,,c']" },
        { id: "b", text: "['a', 'b', None, 'c']" },
        { id: "c", text: "['a', 'b', 'c']" },
        { id: "d", text: "['a', 'b', '', 'c']" },
      ],
      correct: ["d"],
      explanation: "With an explicit separator, consecutive separators produce empty strings.",
    },
    {
      id: "py-int-14",
      prompt: 'Which statements about with open("notes.txt") as fh: are true? Select all that apply.',
      kind: "MULTIPLE_CHOICE",
      options: [
        { id: "a", text: "You must still call fh.close() at the end of the block" },
        { id: "b", text: "The file is closed when the block exits, even if an exception is raised" },
        { id: "c", text: "fh is the value returned by the file object's __enter__ method" },
        { id: "d", text: "The file is opened in binary mode by default" },
      ],
      correct: ["b", "c"],
      explanation: "The context manager closes the file for you, and the default mode is text reading ('r').",
    },
  ],
};

export const PY_ADVANCED: QuestionBank = {
  testId: "py-advanced",
  topic: "py",
  level: "ADVANCED",
  questions: [
    {
      id: "py-adv-01",
      prompt: "What does this print?",
      code: `fns = [lambda: i for i in range(3)]
print([f() for f in fns])`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "[2, 2, 2]" },
        { id: "b", text: "[3, 3, 3]" },
        { id: "c", text: "[0, 1, 2]" },
        { id: "d", text: "NameError" },
      ],
      correct: ["a"],
      explanation: "Closures bind late: every lambda reads i when called, after the comprehension left it at 2.",
    },
    {
      id: "py-adv-02",
      prompt: "What does this print?",
      code: `class A:
    def who(self): return "A"

class B(A):
    def who(self): return "B" + super().who()

class C(A):
    def who(self): return "C" + super().who()

class D(B, C):
    def who(self): return "D" + super().who()

print(D().who())`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "DBACA" },
        { id: "b", text: "DBA" },
        { id: "c", text: "DBCA" },
        { id: "d", text: "DCBA" },
      ],
      correct: ["c"],
      explanation: "super() follows the MRO D, B, C, A, so B's super() call reaches C rather than A.",
    },
    {
      id: "py-adv-03",
      prompt: "What does this print?",
      code: `class NonData:
    def __get__(self, obj, objtype=None):
        return "descriptor"

class Data(NonData):
    def __set__(self, obj, value):
        pass

class C:
    a = NonData()
    b = Data()

c = C()
c.__dict__["a"] = "instance"
c.__dict__["b"] = "instance"
print(c.a, c.b)`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "descriptor descriptor" },
        { id: "b", text: "instance instance" },
        { id: "c", text: "instance descriptor" },
        { id: "d", text: "descriptor instance" },
      ],
      correct: ["c"],
      explanation: "Data descriptors (with __set__) take precedence over the instance dict; non-data descriptors do not.",
    },
    {
      id: "py-adv-04",
      prompt: "Which statements about the GIL in standard CPython builds are true? Select all that apply.",
      kind: "MULTIPLE_CHOICE",
      options: [
        { id: "a", text: "Threads still help I/O-bound work because blocking I/O releases the GIL" },
        { id: "b", text: "Only one thread executes Python bytecode at a time within a process" },
        { id: "c", text: "Processes started with multiprocessing share a single GIL" },
        { id: "d", text: "It makes counter += 1 on a shared variable atomic across threads" },
      ],
      correct: ["a", "b"],
      explanation: "+= is several bytecodes and a thread switch can fall between them, and each process has its own interpreter and GIL.",
    },
    {
      id: "py-adv-05",
      prompt: "What does this print?",
      code: `import asyncio

async def work(name, delay):
    await asyncio.sleep(delay)
    print(name, end=" ")
    return name

async def main():
    results = await asyncio.gather(work("a", 0.2), work("b", 0.1), work("c", 0))
    print(results)

asyncio.run(main())`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "c b a ['c', 'b', 'a']" },
        { id: "b", text: "a b c ['a', 'b', 'c']" },
        { id: "c", text: "a b c ['c', 'b', 'a']" },
        { id: "d", text: "c b a ['a', 'b', 'c']" },
      ],
      correct: ["d"],
      explanation: "The coroutines run concurrently and finish by delay, but gather returns results in argument order.",
    },
    {
      id: "py-adv-06",
      prompt: "What does this print?",
      code: `def acc():
    total = 0
    while True:
        x = yield total
        total += x

g = acc()
next(g)
g.send(5)
print(g.send(10))`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "TypeError" },
        { id: "b", text: "10" },
        { id: "c", text: "5" },
        { id: "d", text: "15" },
      ],
      correct: ["d"],
      explanation: "next() primes the generator; each send() resumes it with x and yields the running total, 5 then 15.",
    },
    {
      id: "py-adv-07",
      prompt: "What does this print?",
      code: `class Point:
    def __init__(self, x):
        self.x = x

    def __eq__(self, other):
        return self.x == other.x

try:
    print(len({Point(1), Point(1)}))
except TypeError:
    print("TypeError")`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "1" },
        { id: "b", text: "TypeError" },
        { id: "c", text: "0" },
        { id: "d", text: "2" },
      ],
      correct: ["b"],
      explanation: "Defining __eq__ without __hash__ sets __hash__ to None, so instances are unhashable.",
    },
    {
      id: "py-adv-08",
      prompt: "What does this print?",
      code: `def count(fn):
    def wrapper(*args, **kwargs):
        wrapper.calls += 1
        return fn(*args, **kwargs)
    wrapper.calls = 0
    return wrapper

@count
def hi():
    return "hi"

hi()
hi()
print(hi.calls, hi.__name__)`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "0 hi" },
        { id: "b", text: "2 wrapper" },
        { id: "c", text: "AttributeError" },
        { id: "d", text: "2 hi" },
      ],
      correct: ["b"],
      explanation: "hi now names wrapper, whose attribute counts calls; without functools.wraps its __name__ stays 'wrapper'.",
    },
    {
      id: "py-adv-09",
      prompt: "Which statements about asyncio are true? Select all that apply.",
      kind: "MULTIPLE_CHOICE",
      options: [
        { id: "a", text: "await asyncio.sleep(0) yields control to the event loop" },
        { id: "b", text: "asyncio.gather runs each coroutine in its own OS thread" },
        { id: "c", text: "Calling time.sleep(1) inside a coroutine blocks the whole event loop" },
        { id: "d", text: "Calling a coroutine function runs its body up to the first await" },
      ],
      correct: ["a", "c"],
      explanation: "Calling a coroutine function only creates a coroutine object, and asyncio multiplexes coroutines on one thread.",
    },
    {
      id: "py-adv-10",
      prompt: "What does this print?",
      code: `class Base:
    registry = []

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        Base.registry.append(cls.__name__)

class A(Base): pass
class B(A): pass

print(Base.registry)`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "[]" },
        { id: "b", text: "['A']" },
        { id: "c", text: "['A', 'B']" },
        { id: "d", text: "['Base', 'A', 'B']" },
      ],
      correct: ["c"],
      explanation: "__init_subclass__ runs for every subclass, direct or indirect, but not for Base itself.",
    },
    {
      id: "py-adv-11",
      prompt: "What does this print?",
      code: `def outer():
    n = 0
    def inc():
        nonlocal n
        n += 1
        return n
    return inc

f = outer()
g = outer()
f(); f(); g()
print(f(), g())`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "3 4" },
        { id: "b", text: "3 2" },
        { id: "c", text: "1 1" },
        { id: "d", text: "5 5" },
      ],
      correct: ["b"],
      explanation: "Each call to outer creates a separate cell for n, so f and g count independently.",
    },
    {
      id: "py-adv-12",
      prompt: "What does this print?",
      code: `class Positive:
    def __set_name__(self, owner, name):
        self.name = "_" + name

    def __get__(self, obj, objtype=None):
        return getattr(obj, self.name)

    def __set__(self, obj, value):
        if value <= 0:
            raise ValueError(self.name)
        setattr(obj, self.name, value)

class Order:
    qty = Positive()

    def __init__(self, qty):
        self.qty = qty

o = Order(3)
try:
    o.qty = -1
except ValueError as e:
    print(o.qty, e)`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "3 _qty" },
        { id: "b", text: "3 qty" },
        { id: "c", text: "-1 _qty" },
        { id: "d", text: "AttributeError" },
      ],
      correct: ["a"],
      explanation: "__set_name__ stores '_qty', and the descriptor rejects -1 before storing it, so the old value 3 remains.",
    },
    {
      id: "py-adv-13",
      prompt: "Which statements about generators are true? Select all that apply.",
      kind: "MULTIPLE_CHOICE",
      options: [
        { id: "a", text: "A generator object can be iterated again from the start after it is exhausted" },
        { id: "b", text: "Raising StopIteration inside a generator body silently ends iteration" },
        { id: "c", text: "A generator's return value becomes the value attribute of the StopIteration it raises" },
        { id: "d", text: "yield from sub forwards send() and throw() calls to the subgenerator" },
      ],
      correct: ["c", "d"],
      explanation: "Generators are single-use, and since PEP 479 a StopIteration raised inside one becomes a RuntimeError.",
    },
    {
      id: "py-adv-14",
      prompt: "What does this print?",
      code: `from contextlib import contextmanager

@contextmanager
def guard():
    try:
        yield
    except ZeroDivisionError:
        print("handled", end=" ")

with guard():
    1 / 0
print("after")`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "handled after" },
        { id: "b", text: "handled, then ZeroDivisionError is raised" },
        { id: "c", text: "after" },
        { id: "d", text: "ZeroDivisionError is raised and nothing is printed" },
      ],
      correct: ["a"],
      explanation: "The exception is thrown into the generator at the yield; catching it there suppresses it, so execution continues.",
    },
  ],
};
