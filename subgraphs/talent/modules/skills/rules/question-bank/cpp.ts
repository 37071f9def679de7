import type { QuestionBank } from "./types";

export const CPP_BEGINNER: QuestionBank = {
  testId: "cpp-beginner",
  topic: "cpp",
  level: "BEGINNER",
  questions: [
    {
      id: "cpp-beg-01",
      prompt: "Which header must be included to use std::cout?",
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "<console>" },
        { id: "b", text: "<string>" },
        { id: "c", text: "<stdio>" },
        { id: "d", text: "<iostream>" },
      ],
      correct: ["d"],
      explanation: "std::cout and std::cin are declared in <iostream>.",
    },
    {
      id: "cpp-beg-02",
      prompt: "What does this print?",
      code: `int x = 7 / 2;
std::cout << x;`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "4" },
        { id: "b", text: "3.5" },
        { id: "c", text: "3" },
        { id: "d", text: "3.0" },
      ],
      correct: ["c"],
      explanation: "Dividing two ints performs integer division, discarding the fractional part.",
    },
    {
      id: "cpp-beg-03",
      prompt: "Given Point* p, which operator accesses the member x of the object p points to?",
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "p->x" },
        { id: "b", text: "p.x" },
        { id: "c", text: "p&x" },
        { id: "d", text: "p::x" },
      ],
      correct: ["a"],
      explanation: "p->x is shorthand for (*p).x; the dot operator needs an object, not a pointer.",
    },
    {
      id: "cpp-beg-04",
      prompt: "What does this print?",
      code: `int a = 5;
int& r = a;
r = 10;
std::cout << a;`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "10" },
        { id: "b", text: "5" },
        { id: "c", text: "15" },
        { id: "d", text: "It does not compile" },
      ],
      correct: ["a"],
      explanation: "r is a reference, another name for a, so assigning to r assigns to a.",
    },
    {
      id: "cpp-beg-05",
      prompt: "What does this print?",
      code: `for (int i = 0; i < 5; i += 2) {
  std::cout << i << ' ';
}`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "0 2 4 6" },
        { id: "b", text: "0 2 4" },
        { id: "c", text: "0 1 2 3 4" },
        { id: "d", text: "2 4" },
      ],
      correct: ["b"],
      explanation: "i takes the values 0, 2 and 4; at 6 the condition i < 5 fails.",
    },
    {
      id: "cpp-beg-06",
      prompt: "Which of these are fundamental (built-in) types rather than library classes? Select all that apply.",
      kind: "MULTIPLE_CHOICE",
      options: [
        { id: "a", text: "std::string" },
        { id: "b", text: "std::vector<int>" },
        { id: "c", text: "bool" },
        { id: "d", text: "int" },
      ],
      correct: ["c", "d"],
      explanation: "int and bool are built into the language; std::string and std::vector are standard library class templates.",
    },
    {
      id: "cpp-beg-07",
      prompt: "What does this print?",
      code: `std::vector<int> v{1, 2, 3};
v.push_back(4);
std::cout << v.size();`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "10" },
        { id: "b", text: "4" },
        { id: "c", text: "3" },
        { id: "d", text: "5" },
      ],
      correct: ["b"],
      explanation: "The vector starts with three elements and push_back appends a fourth.",
    },
    {
      id: "cpp-beg-08",
      prompt: "Which character ends most statements in C++?",
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: ":" },
        { id: "b", text: "." },
        { id: "c", text: "A newline" },
        { id: "d", text: ";" },
      ],
      correct: ["d"],
      explanation: "Statements end with a semicolon; line breaks are just whitespace to the compiler.",
    },
    {
      id: "cpp-beg-09",
      prompt: "What does this print?",
      code: `int x = 5;
int y = x++;
std::cout << x << ' ' << y;`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "6 5" },
        { id: "b", text: "6 6" },
        { id: "c", text: "5 5" },
        { id: "d", text: "5 6" },
      ],
      correct: ["a"],
      explanation: "Post-increment yields the old value (5) and then increments x to 6.",
    },
    {
      id: "cpp-beg-10",
      prompt: "Which of these declare an int named a initialised to 0? Select all that apply.",
      kind: "MULTIPLE_CHOICE",
      options: [
        { id: "a", text: "int a = 0;" },
        { id: "b", text: "int a(0);" },
        { id: "c", text: "int a{0};" },
        { id: "d", text: "int a := 0;" },
      ],
      correct: ["a", "b", "c"],
      explanation: "Copy, brace and direct initialisation are all valid; := is not a C++ operator.",
    },
    {
      id: "cpp-beg-11",
      prompt: "What does this print?",
      code: `std::string s = "Hi";
s += '!';
std::cout << s.length();`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "2" },
        { id: "b", text: "4" },
        { id: "c", text: "3" },
        { id: "d", text: "It does not compile" },
      ],
      correct: ["c"],
      explanation: "Appending one character to the two-character string gives length 3; length() does not count a terminator.",
    },
    {
      id: "cpp-beg-12",
      prompt: "What does this print?",
      code: `bool b = 3 > 2 && 2 > 5;
std::cout << b;`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "false" },
        { id: "b", text: "0" },
        { id: "c", text: "1" },
        { id: "d", text: "true" },
      ],
      correct: ["b"],
      explanation: "2 > 5 is false, so the && is false, and streams print bool as 0 or 1 unless std::boolalpha is set.",
    },
    {
      id: "cpp-beg-13",
      prompt: "What does const mean in const int limit = 5;?",
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "limit is stored in a CPU register" },
        { id: "b", text: "limit is evaluated again each time it is used" },
        { id: "c", text: "limit cannot be modified after it is initialised" },
        { id: "d", text: "limit is shared by every function in the program" },
      ],
      correct: ["c"],
      explanation: "A const object is read-only after initialisation, and the compiler rejects assignments to it.",
    },
    {
      id: "cpp-beg-14",
      prompt: "Which of these are valid comments in C++? Select all that apply.",
      kind: "MULTIPLE_CHOICE",
      options: [
        { id: "a", text: "# text" },
        { id: "b", text: "// text" },
        { id: "c", text: "/* text */" },
        { id: "d", text: "<!-- text -->" },
      ],
      correct: ["b", "c"],
      explanation: "C++ has // line comments and /* */ block comments; # begins a preprocessor directive.",
    },
  ],
};

export const CPP_INTERMEDIATE: QuestionBank = {
  testId: "cpp-intermediate",
  topic: "cpp",
  level: "INTERMEDIATE",
  questions: [
    {
      id: "cpp-int-01",
      prompt: "What does this print?",
      code: `void f(int a, int& b) {
  a++;
  b++;
}

int main() {
  int x = 1, y = 1;
  f(x, y);
  std::cout << x << y;
}`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "22" },
        { id: "b", text: "21" },
        { id: "c", text: "12" },
        { id: "d", text: "11" },
      ],
      correct: ["c"],
      explanation: "a is a copy of x, so only y, passed by reference, is changed.",
    },
    {
      id: "cpp-int-02",
      prompt: "What does this print?",
      code: `struct Base {
  virtual std::string name() const { return "Base"; }
  virtual ~Base() = default;
};
struct Derived : Base {
  std::string name() const override { return "Derived"; }
};

void show(Base b) { std::cout << b.name(); }

int main() {
  Derived d;
  show(d);
}`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "BaseDerived" },
        { id: "b", text: "Base" },
        { id: "c", text: "It does not compile" },
        { id: "d", text: "Derived" },
      ],
      correct: ["b"],
      explanation: "Passing by value copies only the Base part (slicing), so the parameter really is a Base.",
    },
    {
      id: "cpp-int-03",
      prompt: "What does this print?",
      code: `struct A {
  A() { std::cout << "A"; }
  ~A() { std::cout << "a"; }
};
struct B : A {
  B() { std::cout << "B"; }
  ~B() { std::cout << "b"; }
};

int main() { B b; }`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "ABab" },
        { id: "b", text: "ABba" },
        { id: "c", text: "BAba" },
        { id: "d", text: "BAab" },
      ],
      correct: ["b"],
      explanation: "Base classes are constructed before derived ones and destroyed in the reverse order.",
    },
    {
      id: "cpp-int-04",
      prompt: "Which operation on a std::vector can invalidate all existing iterators to its elements?",
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "push_back, when size() equals capacity()" },
        { id: "b", text: "Calling front()" },
        { id: "c", text: "Reading an element with operator[]" },
        { id: "d", text: "Calling size()" },
      ],
      correct: ["a"],
      explanation: "A push_back that exceeds capacity reallocates and moves every element to new storage.",
    },
    {
      id: "cpp-int-05",
      prompt: "Which statements about std::map<int, std::string> m are true? Select all that apply.",
      kind: "MULTIPLE_CHOICE",
      options: [
        { id: "a", text: "m.at(5) inserts an empty string if key 5 is absent" },
        { id: "b", text: "Iterating over m visits the keys in ascending order" },
        { id: "c", text: "Lookup takes constant time on average" },
        { id: "d", text: "m[5] inserts an empty string if key 5 is absent" },
      ],
      correct: ["b", "d"],
      explanation: "std::map is an ordered tree with logarithmic lookup, and at() throws std::out_of_range for a missing key.",
    },
    {
      id: "cpp-int-06",
      prompt: "What does this print?",
      code: `std::vector<int> v;
std::cout << (v.size() - 1 > 0);`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "-1" },
        { id: "b", text: "0" },
        { id: "c", text: "Nothing: it is undefined behaviour" },
        { id: "d", text: "1" },
      ],
      correct: ["d"],
      explanation: "size() is unsigned, so 0 - 1 wraps around to the largest std::size_t value, which is greater than 0.",
    },
    {
      id: "cpp-int-07",
      prompt: "Which statement about a const member function, such as int size() const;, is true?",
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "It can be called on const objects and cannot modify non-mutable data members" },
        { id: "b", text: "It returns a value that the caller cannot modify" },
        { id: "c", text: "It is evaluated at compile time" },
        { id: "d", text: "It can only be called on const objects" },
      ],
      correct: ["a"],
      explanation: "The trailing const makes this a pointer to const, so the function may not change ordinary members.",
    },
    {
      id: "cpp-int-08",
      prompt: "What does this print?",
      code: `auto p = std::make_unique<int>(5);
auto q = std::move(p);
std::cout << (p == nullptr) << *q;`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "It does not compile" },
        { id: "b", text: "05" },
        { id: "c", text: "10" },
        { id: "d", text: "15" },
      ],
      correct: ["d"],
      explanation: "Moving a unique_ptr transfers ownership and leaves the source empty (null).",
    },
    {
      id: "cpp-int-09",
      prompt: "What does this print?",
      code: `int next() {
  static int n = 0;
  return ++n;
}

int main() {
  next();
  next();
  std::cout << next();
}`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "2" },
        { id: "b", text: "3" },
        { id: "c", text: "1" },
        { id: "d", text: "0" },
      ],
      correct: ["b"],
      explanation: "A static local is initialised once and keeps its value between calls.",
    },
    {
      id: "cpp-int-10",
      prompt:
        "A class allocates with new in its constructor and frees with delete in its destructor. Which members must you also define or delete to avoid a double free? Select all that apply.",
      kind: "MULTIPLE_CHOICE",
      options: [
        { id: "a", text: "The default constructor" },
        { id: "b", text: "The copy assignment operator" },
        { id: "c", text: "The copy constructor" },
        { id: "d", text: "operator==" },
      ],
      correct: ["b", "c"],
      explanation: "By the rule of three, the implicit copies would duplicate the pointer and both owners would delete it.",
    },
    {
      id: "cpp-int-11",
      prompt: "What does this print?",
      code: `std::vector<int> v{1, 2, 3};
for (auto x : v) x *= 2;
for (auto& x : v) x += 1;
for (int x : v) std::cout << x;`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "123" },
        { id: "b", text: "357" },
        { id: "c", text: "234" },
        { id: "d", text: "345" },
      ],
      correct: ["c"],
      explanation: "The first loop modifies copies, and only the reference loop changes the elements.",
    },
    {
      id: "cpp-int-12",
      prompt: "What does this print?",
      code: `void f(int) { std::cout << "int"; }
void f(double) { std::cout << "double"; }

int main() { f('a'); }`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "a" },
        { id: "b", text: "double" },
        { id: "c", text: "It does not compile: the call is ambiguous" },
        { id: "d", text: "int" },
      ],
      correct: ["d"],
      explanation: "char to int is an integral promotion, which ranks above the conversion char to double.",
    },
    {
      id: "cpp-int-13",
      prompt: "What does this print?",
      code: `std::string s = "abcdef";
std::cout << s.substr(2, 3);`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "cd" },
        { id: "b", text: "bc" },
        { id: "c", text: "cde" },
        { id: "d", text: "c" },
      ],
      correct: ["c"],
      explanation: "substr(pos, count) takes count characters starting at index pos.",
    },
    {
      id: "cpp-int-14",
      prompt: "Which statements about references (T&) are true? Select all that apply.",
      kind: "MULTIPLE_CHOICE",
      options: [
        { id: "a", text: "A default-initialised reference is null" },
        { id: "b", text: "Once bound, a reference cannot be made to refer to another object" },
        { id: "c", text: "std::vector<int&> is a valid container type" },
        { id: "d", text: "A reference must be initialised when it is declared" },
      ],
      correct: ["b", "d"],
      explanation: "References are aliases that must be bound at once and cannot be reseated or stored in standard containers.",
    },
  ],
};

export const CPP_ADVANCED: QuestionBank = {
  testId: "cpp-advanced",
  topic: "cpp",
  level: "ADVANCED",
  questions: [
    {
      id: "cpp-adv-01",
      prompt: "After this code runs, what does the standard guarantee about a?",
      code: `std::string a = "hello";
std::string b = std::move(a);`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "a has been destroyed, so any further use is undefined behaviour" },
        { id: "b", text: "a is empty" },
        { id: "c", text: "a is in a valid but unspecified state: it can be assigned to or destroyed" },
        { id: "d", text: 'a still holds "hello"' },
      ],
      correct: ["c"],
      explanation: "Moved-from standard library objects are valid but unspecified; an empty string is typical but not guaranteed.",
    },
    {
      id: "cpp-adv-02",
      prompt: "What does this print?",
      code: `void f(int&) { std::cout << "L"; }
void f(int&&) { std::cout << "R"; }

template <class T>
void g(T&& x) {
  f(x);
  f(std::forward<T>(x));
}

int main() {
  int i = 0;
  g(i);
  g(1);
}`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "LLLL" },
        { id: "b", text: "LLLR" },
        { id: "c", text: "LRLR" },
        { id: "d", text: "LLRR" },
      ],
      correct: ["b"],
      explanation: "A named parameter is always an lvalue; std::forward restores rvalueness only when g was called with an rvalue.",
    },
    {
      id: "cpp-adv-03",
      prompt: "Which of these have undefined behaviour? Select all that apply.",
      kind: "MULTIPLE_CHOICE",
      options: [
        { id: "a", text: "unsigned u = UINT_MAX; u + 1;" },
        { id: "b", text: "int x = INT_MAX; x + 1;" },
        { id: "c", text: "std::vector<int> v(3); v.at(3);" },
        { id: "d", text: "int* p = new int(1); delete p; *p = 2;" },
      ],
      correct: ["b", "d"],
      explanation: "Signed overflow and use after delete are undefined; unsigned arithmetic wraps and at() throws std::out_of_range.",
    },
    {
      id: "cpp-adv-04",
      prompt: "What does this print?",
      code: `struct T {
  T() = default;
  T(const T&) { std::cout << "copy"; }
};

int main() {
  T a;
  T b = std::move(a);
}`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "copy" },
        { id: "b", text: "It does not compile: T has no move constructor" },
        { id: "c", text: "Nothing: the copy is elided" },
        { id: "d", text: "Nothing: the implicit move constructor runs" },
      ],
      correct: ["a"],
      explanation: "A user-declared copy constructor suppresses the implicit move constructor, so the rvalue binds to const T&.",
    },
    {
      id: "cpp-adv-05",
      prompt: "What does this print?",
      code: `template <typename T> struct Kind { static constexpr const char* v = "generic"; };
template <typename T> struct Kind<T*> { static constexpr const char* v = "pointer"; };
template <> struct Kind<int> { static constexpr const char* v = "int"; };

int main() {
  std::cout << Kind<int>::v << ' ' << Kind<int*>::v << ' ' << Kind<const int>::v;
}`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "int pointer generic" },
        { id: "b", text: "int pointer int" },
        { id: "c", text: "generic pointer generic" },
        { id: "d", text: "int generic generic" },
      ],
      correct: ["a"],
      explanation: "The full specialisation matches only int exactly, so const int falls back to the primary template.",
    },
    {
      id: "cpp-adv-06",
      prompt: "What does this print?",
      code: `template <typename... Ts>
auto sum(Ts... xs) { return (xs + ... + 0); }

template <typename... Ts>
constexpr std::size_t count(Ts...) { return sizeof...(Ts); }

int main() { std::cout << sum(1, 2.5, 3) << ' ' << count(); }`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "6.5 0" },
        { id: "b", text: "6 0" },
        { id: "c", text: "6.5 1" },
        { id: "d", text: "It does not compile: count needs at least one argument" },
      ],
      correct: ["a"],
      explanation: "The fold computes 1 + (2.5 + (3 + 0)) as a double, and an empty pack has sizeof... equal to 0.",
    },
    {
      id: "cpp-adv-07",
      prompt: "Compiled as C++17, what does this print?",
      code: `struct S {
  S() { std::cout << "D"; }
  S(const S&) { std::cout << "C"; }
  S(S&&) noexcept { std::cout << "M"; }
};

S make() { return S{}; }

int main() {
  S s = make();
  std::vector<S> v;
  v.reserve(2);
  v.push_back(s);
  v.push_back(std::move(s));
}`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "DMMCM" },
        { id: "b", text: "DCC" },
        { id: "c", text: "DCM" },
        { id: "d", text: "DMCM" },
      ],
      correct: ["c"],
      explanation: "C++17 guarantees elision of the prvalue return, and reserve prevents reallocation, leaving one copy and one move.",
    },
    {
      id: "cpp-adv-08",
      prompt: "Why should a move constructor be declared noexcept when possible?",
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "noexcept functions are always inlined" },
        { id: "b", text: "A move constructor that is not noexcept is never called" },
        { id: "c", text: "std::vector moves elements during reallocation only if doing so cannot throw; otherwise it copies them" },
        { id: "d", text: "Without noexcept, the compiler refuses to generate the move assignment operator" },
      ],
      correct: ["c"],
      explanation:
        "To keep the strong exception guarantee, reallocation uses std::move_if_noexcept and copies copyable types whose move might throw.",
    },
    {
      id: "cpp-adv-09",
      prompt: "Which statements about std::shared_ptr are true? Select all that apply.",
      kind: "MULTIPLE_CHOICE",
      options: [
        { id: "a", text: "Updates to the reference count are atomic, so separate copies can be used from different threads" },
        { id: "b", text: "std::make_shared typically allocates the object and its control block together" },
        { id: "c", text: "Two objects owning each other through shared_ptr leak unless one link is a weak_ptr" },
        { id: "d", text: "Several threads may assign to the same shared_ptr instance without synchronisation" },
      ],
      correct: ["a", "b", "c"],
      explanation: "The control block is thread-safe, but one shared_ptr object written concurrently is a data race.",
    },
    {
      id: "cpp-adv-10",
      prompt: "What happens when this program runs?",
      code: `const std::string& pick(const std::string& a, const std::string& b) {
  return a.size() > b.size() ? a : b;
}

int main() {
  const std::string& r = pick("hi", "hello");
  std::cout << r;
}`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "It prints hello" },
        { id: "b", text: "It does not compile" },
        { id: "c", text: "It prints hi" },
        { id: "d", text: "Undefined behaviour: r refers to a temporary destroyed at the end of the full-expression" },
      ],
      correct: ["d"],
      explanation:
        "The temporary strings made for the arguments die at the semicolon; lifetime extension does not pass through a returned reference.",
    },
    {
      id: "cpp-adv-11",
      prompt: "What does this print?",
      code: `struct Base {
  Base() { hello(); }
  virtual void hello() { std::cout << "Base"; }
  virtual ~Base() = default;
};
struct Derived : Base {
  void hello() override { std::cout << "Derived"; }
};

int main() { Derived d; }`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "Derived" },
        { id: "b", text: "BaseDerived" },
        { id: "c", text: "Nothing: it is undefined behaviour" },
        { id: "d", text: "Base" },
      ],
      correct: ["d"],
      explanation: "While Base's constructor runs, the object's dynamic type is Base, so the virtual call does not reach Derived.",
    },
    {
      id: "cpp-adv-12",
      prompt: "Base has a public non-virtual destructor and Derived adds a std::string member. What does this code do?",
      code: `Base* p = new Derived;
delete p;`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "It does not compile" },
        { id: "b", text: "It runs ~Derived and then ~Base, as usual" },
        { id: "c", text: "It runs only ~Base, which is well-defined but leaks the string" },
        { id: "d", text: "It is undefined behaviour" },
      ],
      correct: ["d"],
      explanation: "Deleting a derived object through a base pointer without a virtual destructor is undefined behaviour.",
    },
    {
      id: "cpp-adv-13",
      prompt: "Which statements about std::move are true? Select all that apply.",
      kind: "MULTIPLE_CHOICE",
      options: [
        { id: "a", text: "Applied to a const object, it usually results in a copy" },
        { id: "b", text: "return std::move(local); is always better than return local;" },
        { id: "c", text: "It is only a cast to an rvalue reference and moves nothing by itself" },
        { id: "d", text: "The destructor of a moved-from object does not run" },
      ],
      correct: ["a", "c"],
      explanation:
        "const T&& binds only to copy constructors, return std::move(local) blocks NRVO, and moved-from objects are still destroyed.",
    },
    {
      id: "cpp-adv-14",
      prompt: "What does this print?",
      code: `template <typename T>
std::string describe(T v) {
  if constexpr (std::is_integral_v<T>) return "int:" + std::to_string(v);
  else if constexpr (std::is_floating_point_v<T>) return "float";
  else return std::string("other:") + v;
}

int main() {
  std::cout << describe(42) << ' ' << describe(1.5) << ' '
            << describe("x") << ' ' << describe('a');
}`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "int:42 float other:x other:a" },
        { id: "b", text: "int:42 float other:x int:97" },
        { id: "c", text: "int:42 float other:x int:a" },
        { id: "d", text: "It does not compile, because std::to_string(v) is invalid for const char*" },
      ],
      correct: ["b"],
      explanation: "Discarded if constexpr branches are not instantiated, and char is an integral type, so to_string gives 97.",
    },
  ],
};
