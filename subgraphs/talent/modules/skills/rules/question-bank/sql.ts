import type { QuestionBank } from "./types";

export const SQL_BEGINNER: QuestionBank = {
  testId: "sql-beginner",
  topic: "sql",
  level: "BEGINNER",
  questions: [
    {
      id: "sql-beg-01",
      prompt: "Which clause filters individual rows before any grouping happens?",
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "HAVING" },
        { id: "b", text: "LIMIT" },
        { id: "c", text: "WHERE" },
        { id: "d", text: "ORDER BY" },
      ],
      correct: ["c"],
      explanation: "WHERE filters rows before GROUP BY; HAVING filters the groups afterwards.",
    },
    {
      id: "sql-beg-02",
      prompt: "Which statement adds new rows to a table?",
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "ADD ROW" },
        { id: "b", text: "INSERT INTO" },
        { id: "c", text: "ALTER TABLE" },
        { id: "d", text: "UPDATE" },
      ],
      correct: ["b"],
      explanation: "INSERT INTO adds rows; UPDATE changes existing rows and ALTER TABLE changes the table's structure.",
    },
    {
      id: "sql-beg-03",
      prompt: "What does SELECT COUNT(*) FROM employees; return?",
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "The number of columns in employees" },
        { id: "b", text: "The number of rows in employees" },
        { id: "c", text: "The number of non-NULL values in the first column" },
        { id: "d", text: "Every row of employees" },
      ],
      correct: ["b"],
      explanation: "COUNT(*) counts rows, whatever their column values.",
    },
    {
      id: "sql-beg-04",
      prompt: "Which clause sorts query results by price from highest to lowest?",
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "ORDER BY price ASC" },
        { id: "b", text: "ORDER BY price REVERSE" },
        { id: "c", text: "SORT BY price DOWN" },
        { id: "d", text: "ORDER BY price DESC" },
      ],
      correct: ["d"],
      explanation: "DESC sorts in descending order; ASC, the default, sorts ascending.",
    },
    {
      id: "sql-beg-05",
      prompt: "Which names does this query return (in any order)?",
      code: `-- products(name, price): ('pen', 2), ('book', 12), ('bag', 30), ('cap', 12)
SELECT name FROM products WHERE price > 10 AND price < 30;`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "book, cap" },
        { id: "b", text: "bag" },
        { id: "c", text: "book, bag, cap" },
        { id: "d", text: "pen" },
      ],
      correct: ["a"],
      explanation: "Both bounds are strict, so only the two products priced 12 qualify; 30 is not less than 30.",
    },
    {
      id: "sql-beg-06",
      prompt: "Which of these are aggregate functions? Select all that apply.",
      kind: "MULTIPLE_CHOICE",
      options: [
        { id: "a", text: "UPPER" },
        { id: "b", text: "SUM" },
        { id: "c", text: "MAX" },
        { id: "d", text: "LENGTH" },
      ],
      correct: ["b", "c"],
      explanation: "SUM and MAX combine many rows into one value; UPPER and LENGTH work on a single value per row.",
    },
    {
      id: "sql-beg-07",
      prompt: "How do you select rows where the email column has no value (NULL)?",
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "WHERE email == NULL" },
        { id: "b", text: "WHERE email = NULL" },
        { id: "c", text: "WHERE email EQUALS NULL" },
        { id: "d", text: "WHERE email IS NULL" },
      ],
      correct: ["d"],
      explanation: "Comparing with = NULL yields unknown rather than true, so NULL must be tested with IS NULL.",
    },
    {
      id: "sql-beg-08",
      prompt: "How many rows does this query return?",
      code: `-- customers.city: 'Paris', 'Rome', 'Paris', 'Oslo', 'Rome'
SELECT DISTINCT city FROM customers;`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "2" },
        { id: "b", text: "3" },
        { id: "c", text: "5" },
        { id: "d", text: "1" },
      ],
      correct: ["b"],
      explanation: "DISTINCT removes duplicate rows, leaving Paris, Rome and Oslo.",
    },
    {
      id: "sql-beg-09",
      prompt: "Which join returns only the rows that have matching values in both tables?",
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "FULL OUTER JOIN" },
        { id: "b", text: "CROSS JOIN" },
        { id: "c", text: "INNER JOIN" },
        { id: "d", text: "LEFT JOIN" },
      ],
      correct: ["c"],
      explanation:
        "An inner join keeps only matched pairs; outer joins also keep unmatched rows, and a cross join pairs every row with every row.",
    },
    {
      id: "sql-beg-10",
      prompt: "Which of these statements change the data stored in a table's rows? Select all that apply.",
      kind: "MULTIPLE_CHOICE",
      options: [
        { id: "a", text: "CREATE INDEX" },
        { id: "b", text: "DELETE" },
        { id: "c", text: "SELECT" },
        { id: "d", text: "UPDATE" },
      ],
      correct: ["b", "d"],
      explanation: "UPDATE and DELETE modify rows; SELECT only reads them and an index does not change table data.",
    },
    {
      id: "sql-beg-11",
      prompt: "Which of these names matches the condition name LIKE 'J_n%'?",
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "Ajnx" },
        { id: "b", text: "John" },
        { id: "c", text: "Jn" },
        { id: "d", text: "Jenny" },
      ],
      correct: ["d"],
      explanation: "_ matches exactly one character and % any number, so the name must start with J, any character, then n.",
    },
    {
      id: "sql-beg-12",
      prompt: "In PostgreSQL, which clause returns only the first 5 rows of a result?",
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "SELECT TOP 5 ..." },
        { id: "b", text: "WHERE ROWNUM <= 5" },
        { id: "c", text: "LIMIT 5" },
        { id: "d", text: "FIRST 5" },
      ],
      correct: ["c"],
      explanation: "PostgreSQL uses LIMIT; TOP is SQL Server syntax and ROWNUM is Oracle's.",
    },
    {
      id: "sql-beg-13",
      prompt: "What does a PRIMARY KEY constraint guarantee for its column(s)?",
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "Values are unique and never NULL" },
        { id: "b", text: "Values are unique, but NULL is allowed" },
        { id: "c", text: "Values are sorted on disk" },
        { id: "d", text: "Values are automatically incremented" },
      ],
      correct: ["a"],
      explanation: "A primary key identifies each row, so it is both UNIQUE and NOT NULL; auto-increment is a separate feature.",
    },
    {
      id: "sql-beg-14",
      prompt: "In PostgreSQL, which operators test that two values are not equal? Select all that apply.",
      kind: "MULTIPLE_CHOICE",
      options: [
        { id: "a", text: "=!" },
        { id: "b", text: "NOT=" },
        { id: "c", text: "!=" },
        { id: "d", text: "<>" },
      ],
      correct: ["c", "d"],
      explanation: "<> is the standard operator and PostgreSQL accepts != as an alias for it.",
    },
  ],
};

export const SQL_INTERMEDIATE: QuestionBank = {
  testId: "sql-intermediate",
  topic: "sql",
  level: "INTERMEDIATE",
  questions: [
    {
      id: "sql-int-01",
      prompt: "What does this query return?",
      code: `-- t.x: 1, NULL, 3, NULL
SELECT COUNT(*), COUNT(x) FROM t;`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "4, 4" },
        { id: "b", text: "4, 2" },
        { id: "c", text: "2, 4" },
        { id: "d", text: "2, 2" },
      ],
      correct: ["b"],
      explanation: "COUNT(*) counts rows, while COUNT(column) skips NULLs.",
    },
    {
      id: "sql-int-02",
      prompt: "What does this query return?",
      code: `-- scores.points: 10, NULL, 20
SELECT AVG(points) FROM scores;`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "NULL" },
        { id: "b", text: "30" },
        { id: "c", text: "10" },
        { id: "d", text: "15" },
      ],
      correct: ["d"],
      explanation: "Aggregates ignore NULLs, so AVG is (10 + 20) / 2 rather than divided by 3.",
    },
    {
      id: "sql-int-03",
      prompt: "What does this query return?",
      code: `-- customers(id, name): (1, 'Ana'), (2, 'Ben'), (3, 'Cy')
-- orders(id, customer_id): (10, 1), (11, 1), (12, 2)
SELECT c.name, COUNT(o.id)
FROM customers c
LEFT JOIN orders o ON o.customer_id = c.id
GROUP BY c.name
ORDER BY c.name;`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "Ana 2, Ben 1, Cy 1" },
        { id: "b", text: "Ana 3, Ben 3, Cy 3" },
        { id: "c", text: "Ana 2, Ben 1, Cy 0" },
        { id: "d", text: "Ana 2, Ben 1" },
      ],
      correct: ["c"],
      explanation: "The left join keeps Cy with a NULL order id, which COUNT(o.id) does not count; COUNT(*) would give 1.",
    },
    {
      id: "sql-int-04",
      prompt: "What does this query return?",
      code: `-- a.id: 1, 2, 3
-- b.ref: 1, NULL
SELECT COUNT(*) FROM a WHERE id NOT IN (SELECT ref FROM b);`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "2" },
        { id: "b", text: "0" },
        { id: "c", text: "1" },
        { id: "d", text: "3" },
      ],
      correct: ["b"],
      explanation: "x NOT IN (1, NULL) is never true, because x <> NULL is unknown; NOT EXISTS avoids this trap.",
    },
    {
      id: "sql-int-05",
      prompt: "Which query lists the departments that have more than 5 employees?",
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "SELECT dept FROM emp GROUP BY dept HAVING COUNT(*) > 5;" },
        { id: "b", text: "SELECT dept FROM emp GROUP BY dept WHERE COUNT(*) > 5;" },
        { id: "c", text: "SELECT dept, COUNT(*) > 5 FROM emp GROUP BY dept;" },
        { id: "d", text: "SELECT dept FROM emp WHERE COUNT(*) > 5 GROUP BY dept;" },
      ],
      correct: ["a"],
      explanation: "Conditions on aggregates belong in HAVING, after GROUP BY; aggregates are not allowed in WHERE.",
    },
    {
      id: "sql-int-06",
      prompt: "Which statements about UNION and UNION ALL are true? Select all that apply.",
      kind: "MULTIPLE_CHOICE",
      options: [
        { id: "a", text: "Both require the queries to return the same number of columns" },
        { id: "b", text: "UNION removes duplicate rows from the combined result" },
        { id: "c", text: "UNION ALL keeps duplicates and is usually cheaper to run" },
        { id: "d", text: "UNION ALL sorts the combined result" },
      ],
      correct: ["a", "b", "c"],
      explanation: "UNION ALL simply appends results without deduplication or ordering; only ORDER BY guarantees an order.",
    },
    {
      id: "sql-int-07",
      prompt: "In PostgreSQL, what does this query return?",
      code: `SELECT 7 / 2, 7 / 2.0;`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "3 and 3" },
        { id: "b", text: "3.5 and 3.5" },
        { id: "c", text: "4 and 3.5" },
        { id: "d", text: "3 and 3.5" },
      ],
      correct: ["d"],
      explanation: "Dividing two integers truncates to an integer; making one operand numeric gives 3.5.",
    },
    {
      id: "sql-int-08",
      prompt: "Which grade does this expression give a row whose score is NULL?",
      code: `CASE
  WHEN score >= 90 THEN 'A'
  WHEN score >= 80 THEN 'B'
  ELSE 'C'
END`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "An error is raised" },
        { id: "b", text: "'A'" },
        { id: "c", text: "'C'" },
        { id: "d", text: "NULL" },
      ],
      correct: ["c"],
      explanation: "Comparisons with NULL are unknown, so no WHEN branch matches and ELSE applies.",
    },
    {
      id: "sql-int-09",
      prompt: "In PostgreSQL, what does this query return?",
      code: `SELECT COALESCE(NULL, '', 'x');`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "'' (an empty string)" },
        { id: "b", text: "'x'" },
        { id: "c", text: "An error, because the arguments have different types" },
        { id: "d", text: "NULL" },
      ],
      correct: ["a"],
      explanation: "COALESCE returns the first non-NULL argument, and an empty string is not NULL in PostgreSQL.",
    },
    {
      id: "sql-int-10",
      prompt: "orders.id is a NOT NULL primary key. Which queries return exactly the customers who have no orders? Select all that apply.",
      kind: "MULTIPLE_CHOICE",
      options: [
        { id: "a", text: "SELECT c.* FROM customers c LEFT JOIN orders o ON o.customer_id = c.id WHERE o.id IS NULL" },
        { id: "b", text: "SELECT c.* FROM customers c WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.id)" },
        { id: "c", text: "SELECT c.* FROM customers c JOIN orders o ON o.customer_id = c.id WHERE o.id IS NULL" },
        { id: "d", text: "SELECT c.* FROM customers c LEFT JOIN orders o ON o.customer_id = c.id AND o.id IS NULL" },
      ],
      correct: ["a", "b"],
      explanation:
        "An anti-join needs unmatched rows filtered after the outer join, or NOT EXISTS; the inner join finds none, and testing o.id IS NULL inside ON keeps every customer.",
    },
    {
      id: "sql-int-11",
      prompt: "In PostgreSQL, emp has columns id (primary key), dept and name. What happens when this query runs?",
      code: `SELECT dept, name, COUNT(*) FROM emp GROUP BY dept;`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "It fails: name must appear in GROUP BY or be used in an aggregate" },
        { id: "b", text: "It returns an arbitrary name from each department" },
        { id: "c", text: "It returns NULL for name" },
        { id: "d", text: "It returns the first name of each department in insertion order" },
      ],
      correct: ["a"],
      explanation:
        "Every selected column must be grouped, aggregated or functionally dependent on the grouped key, and name is none of these.",
    },
    {
      id: "sql-int-12",
      prompt: "How many rows does each query return?",
      code: `-- customers(id, name): (1, 'Ana'), (2, 'Ben'), (3, 'Cy')
-- orders(id, customer_id, status): (1, 1, 'paid'), (2, 1, 'open'), (3, 2, 'open')

-- Query 1
SELECT c.name, o.id FROM customers c
LEFT JOIN orders o ON o.customer_id = c.id AND o.status = 'paid';

-- Query 2
SELECT c.name, o.id FROM customers c
LEFT JOIN orders o ON o.customer_id = c.id
WHERE o.status = 'paid';`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "1 and 1" },
        { id: "b", text: "4 and 1" },
        { id: "c", text: "3 and 1" },
        { id: "d", text: "3 and 3" },
      ],
      correct: ["c"],
      explanation: "A condition in ON only limits which orders match, but in WHERE it discards the NULL-extended rows.",
    },
    {
      id: "sql-int-13",
      prompt: "What does this query return?",
      code: `-- customers.city: 'Paris', NULL, 'Paris', 'Rome', NULL
SELECT COUNT(DISTINCT city) FROM customers;`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "5" },
        { id: "b", text: "4" },
        { id: "c", text: "3" },
        { id: "d", text: "2" },
      ],
      correct: ["d"],
      explanation: "COUNT(DISTINCT city) counts distinct non-NULL values: Paris and Rome.",
    },
    {
      id: "sql-int-14",
      prompt: "Which statements about transactions in PostgreSQL are true? Select all that apply.",
      kind: "MULTIPLE_CHOICE",
      options: [
        { id: "a", text: "ROLLBACK undoes every change made since BEGIN in the current transaction" },
        { id: "b", text: "TRUNCATE cannot be rolled back" },
        { id: "c", text: "After a statement fails inside a transaction block, later statements are rejected until ROLLBACK" },
        { id: "d", text: "After COMMIT returns, the changes survive a server crash" },
      ],
      correct: ["a", "c", "d"],
      explanation: "Committed changes are durable, a failed statement aborts the whole block, and TRUNCATE is transactional in PostgreSQL.",
    },
  ],
};

export const SQL_ADVANCED: QuestionBank = {
  testId: "sql-advanced",
  topic: "sql",
  level: "ADVANCED",
  questions: [
    {
      id: "sql-adv-01",
      prompt: "For the row with score 80, what are r and dr?",
      code: `-- results.score: 100, 90, 90, 80
SELECT score,
       RANK() OVER (ORDER BY score DESC) AS r,
       DENSE_RANK() OVER (ORDER BY score DESC) AS dr
FROM results;`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "r = 4, dr = 4" },
        { id: "b", text: "r = 3, dr = 4" },
        { id: "c", text: "r = 3, dr = 3" },
        { id: "d", text: "r = 4, dr = 3" },
      ],
      correct: ["d"],
      explanation: "RANK leaves a gap after the tie at 90 (1, 2, 2, 4) and DENSE_RANK does not (1, 2, 2, 3).",
    },
    {
      id: "sql-adv-02",
      prompt: "What running total is shown on the two rows with day = 2?",
      code: `-- sales(day, amount): (1, 10), (2, 20), (2, 5), (3, 1)
SELECT day, amount, SUM(amount) OVER (ORDER BY day) AS running
FROM sales;`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "15 and 35" },
        { id: "b", text: "30 and 35" },
        { id: "c", text: "20 and 5" },
        { id: "d", text: "35 and 35" },
      ],
      correct: ["d"],
      explanation:
        "With ORDER BY, the default frame is RANGE UNBOUNDED PRECEDING to CURRENT ROW, which includes all peers of the current row.",
    },
    {
      id: "sql-adv-03",
      prompt: "What values does the change column hold, in day order?",
      code: `-- daily(day, amount): (1, 10), (2, 15), (3, 12), (4, 20)
SELECT day, amount - LAG(amount) OVER (ORDER BY day) AS change
FROM daily
ORDER BY day;`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "0, 5, -3, 8" },
        { id: "b", text: "10, 5, -3, 8" },
        { id: "c", text: "5, -3, 8, NULL" },
        { id: "d", text: "NULL, 5, -3, 8" },
      ],
      correct: ["d"],
      explanation: "LAG returns NULL when there is no previous row, and anything minus NULL is NULL.",
    },
    {
      id: "sql-adv-04",
      prompt:
        "A table has a B-tree index on (last_name, first_name) and no other indexes. Which WHERE clauses can use it for an index search on its key columns? Select all that apply.",
      kind: "MULTIPLE_CHOICE",
      options: [
        { id: "a", text: "WHERE lower(last_name) = 'lee'" },
        { id: "b", text: "WHERE last_name LIKE '%ee'" },
        { id: "c", text: "WHERE last_name = 'Lee'" },
        { id: "d", text: "WHERE last_name = 'Lee' AND first_name = 'Ann'" },
      ],
      correct: ["c", "d"],
      explanation: "Conditions on a leading prefix of the key can be searched; a function of the column or a leading wildcard cannot.",
    },
    {
      id: "sql-adv-05",
      prompt: "Which anomaly is allowed under READ COMMITTED but prevented under REPEATABLE READ?",
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "Non-repeatable read" },
        { id: "b", text: "Dirty read" },
        { id: "c", text: "Write skew" },
        { id: "d", text: "Reading data committed before the transaction began" },
      ],
      correct: ["a"],
      explanation: "Both levels prevent dirty reads, and REPEATABLE READ (snapshot isolation) still permits write skew.",
    },
    {
      id: "sql-adv-06",
      prompt:
        "In PostgreSQL, two concurrent SERIALIZABLE transactions each check that at least two doctors are on call, then each takes a different doctor off call and commits. What happens?",
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "The second transaction waits for the first, then both commit" },
        { id: "b", text: "Both transactions are rolled back" },
        { id: "c", text: "One transaction fails with a serialization failure (SQLSTATE 40001) and should be retried" },
        { id: "d", text: "Both commit, leaving no doctor on call" },
      ],
      correct: ["c"],
      explanation: "Serializable snapshot isolation detects the read/write dependency cycle (write skew) and aborts one transaction.",
    },
    {
      id: "sql-adv-07",
      prompt: "What does this query return?",
      code: `WITH RECURSIVE n(x) AS (
  SELECT 1
  UNION ALL
  SELECT x * 2 FROM n WHERE x < 20
)
SELECT SUM(x) FROM n;`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "127" },
        { id: "b", text: "It never terminates" },
        { id: "c", text: "63" },
        { id: "d", text: "31" },
      ],
      correct: ["c"],
      explanation: "The rows are 1, 2, 4, 8, 16 and 32 (16 < 20 still produces 32), which sum to 63.",
    },
    {
      id: "sql-adv-08",
      prompt: "What is moving_avg on the last row (d = 4)?",
      code: `-- readings(d, v): (1, 3), (2, 6), (3, 9), (4, 12)
SELECT d,
       AVG(v) OVER (ORDER BY d ROWS BETWEEN 1 PRECEDING AND 1 FOLLOWING) AS moving_avg
FROM readings;`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "10.5" },
        { id: "b", text: "7.5" },
        { id: "c", text: "7" },
        { id: "d", text: "12" },
      ],
      correct: ["a"],
      explanation: "The last row has no following row, so its frame holds only 9 and 12.",
    },
    {
      id: "sql-adv-09",
      prompt: "Which statements about indexes in PostgreSQL are true? Select all that apply.",
      kind: "MULTIPLE_CHOICE",
      options: [
        { id: "a", text: "CREATE INDEX CONCURRENTLY can run inside a transaction block" },
        { id: "b", text: "A partial index (CREATE INDEX ... WHERE active) only contains rows that match its predicate" },
        { id: "c", text: "Declaring a FOREIGN KEY automatically indexes the referencing column" },
        { id: "d", text: "An index can speed up reads but adds work to INSERT, UPDATE and DELETE" },
      ],
      correct: ["b", "d"],
      explanation:
        "PostgreSQL indexes only the referenced (unique) side of a foreign key, and CONCURRENTLY is refused inside a transaction block.",
    },
    {
      id: "sql-adv-10",
      prompt: "Which query returns the highest-paid employee(s) of each department, including ties?",
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "SELECT *, RANK() OVER (PARTITION BY dept ORDER BY salary DESC) AS r FROM emp WHERE r = 1" },
        { id: "b", text: "SELECT * FROM (SELECT e.*, RANK() OVER (PARTITION BY dept ORDER BY salary DESC) AS r FROM emp e) t WHERE r = 1" },
        { id: "c", text: "SELECT dept, name, MAX(salary) FROM emp GROUP BY dept" },
        {
          id: "d",
          text: "SELECT * FROM (SELECT e.*, ROW_NUMBER() OVER (PARTITION BY dept ORDER BY salary DESC) AS r FROM emp e) t WHERE r = 1",
        },
      ],
      correct: ["b"],
      explanation: "Window results can only be filtered in an outer query, and RANK keeps ties where ROW_NUMBER picks one row.",
    },
    {
      id: "sql-adv-11",
      prompt: "In PostgreSQL, which index lets SELECT email FROM users WHERE id = $1 be answered by an index-only scan?",
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "CREATE INDEX ON users (id) INCLUDE (email)" },
        { id: "b", text: "CREATE INDEX ON users USING hash (id)" },
        { id: "c", text: "CREATE INDEX ON users (email)" },
        { id: "d", text: "CREATE INDEX ON users (lower(email))" },
      ],
      correct: ["a"],
      explanation: "A covering B-tree index holds both the search key and the selected column; hash indexes cannot do index-only scans.",
    },
    {
      id: "sql-adv-12",
      prompt: "How many rows does this query return?",
      code: `-- sales(region, amount): ('EU', 10), ('EU', 20), ('US', 5)
SELECT region, SUM(amount)
FROM sales
GROUP BY ROLLUP (region);`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "2" },
        { id: "b", text: "3" },
        { id: "c", text: "4" },
        { id: "d", text: "1" },
      ],
      correct: ["b"],
      explanation: "ROLLUP (region) adds a grand-total row (region NULL) to the two per-region rows.",
    },
    {
      id: "sql-adv-13",
      prompt: "Which of these can happen to a transaction running at REPEATABLE READ in PostgreSQL? Select all that apply.",
      kind: "MULTIPLE_CHOICE",
      options: [
        { id: "a", text: "A serialization failure when updating a row that a concurrent transaction updated and committed" },
        { id: "b", text: "Reading another transaction's uncommitted changes" },
        { id: "c", text: "Seeing a different value when it re-reads a row another transaction has since updated and committed" },
        { id: "d", text: "Write skew with a concurrent transaction" },
      ],
      correct: ["a", "d"],
      explanation:
        "The transaction reads one snapshot throughout, so concurrent updates make its own update fail, yet write skew goes undetected.",
    },
    {
      id: "sql-adv-14",
      prompt: "In PostgreSQL, what does this query return?",
      code: `SELECT DISTINCT ON (customer_id) customer_id, id
FROM orders
ORDER BY customer_id, created_at DESC;`,
      kind: "SINGLE_CHOICE",
      options: [
        { id: "a", text: "Each customer's oldest order" },
        { id: "b", text: "Each customer's most recent order" },
        { id: "c", text: "An error, because DISTINCT ON needs GROUP BY" },
        { id: "d", text: "Every order, with duplicate customer ids removed from the output column only" },
      ],
      correct: ["b"],
      explanation: "DISTINCT ON keeps the first row of each customer_id group under the ORDER BY, here the latest created_at.",
    },
  ],
};
