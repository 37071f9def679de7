/**
 * The five subgraphs' internal personal data queries on the seeded database: only the platform may ask; a malformed id
 * is refused; the demo student's rows come back and nobody else's; and every table with a person-subject column is
 * one of a subgraph's sources, so a table added later cannot be left out of the export unnoticed. The erasures of a
 * deleted account's data: platform only, idempotent, the profile anonymised, counters kept right, freed event places
 * given to the waitlist.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, getTableColumns, isNull } from "drizzle-orm";
import { users, workExperiences } from "../drizzle/schema/talent.js";
import { forumPostVotes, forumPosts, forumTagFollows, forumTags } from "../drizzle/schema/forum.js";
import { eventRegistrations, eventTable } from "../drizzle/schema/events.js";
import { incomeReports } from "../drizzle/schema/courses.js";
import { createCoursesSubgraph } from "./courses/index.js";
import { DEMO_ISA_ORDER_ID } from "./courses/modules/financing/index.js";
import type { ObjectStorage } from "./shared/storage/index.js";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import * as schema from "../drizzle/schema/index.js";
import { createTestDatabase, type TestDatabase } from "./shared/testing/database.js";
import { as, codeOf, demo, system, testSubgraph, visitor, type SubgraphClient } from "./shared/testing/harness.js";
import { DEMO_ACCOUNTS } from "./shared/demo-accounts.js";
import type { PersonalData, PersonalDataSource } from "./shared/personal-data.js";
import { SUBGRAPH_DEFINITIONS } from "./registry.js";
import type { SubgraphName } from "./shared/server.js";
import { TALENT_PERSONAL_DATA } from "./talent/personal-data.js";
import { COURSES_PERSONAL_DATA } from "./courses/personal-data.js";
import { JOBS_PERSONAL_DATA } from "./jobs/personal-data.js";
import { FORUM_PERSONAL_DATA } from "./forum/personal-data.js";
import { EVENTS_PERSONAL_DATA } from "./events/personal-data.js";

const SOURCES: Record<SubgraphName, readonly PersonalDataSource[]> = {
  talent: TALENT_PERSONAL_DATA,
  courses: COURSES_PERSONAL_DATA,
  jobs: JOBS_PERSONAL_DATA,
  forum: FORUM_PERSONAL_DATA,
  events: EVENTS_PERSONAL_DATA,
};

const student = DEMO_ACCOUNTS.find((a) => a.roles.includes("STUDENT"))!;
const query = (name: SubgraphName) => `query($id: ID!) { ${name}PersonalData(personId: $id) }`;

let database: TestDatabase;
const clients = new Map<SubgraphName, SubgraphClient>();
beforeAll(async () => {
  database = await createTestDatabase();
  for (const def of SUBGRAPH_DEFINITIONS) clients.set(def.name, await testSubgraph(def, database));
});
afterAll(async () => {
  for (const c of clients.values()) await c.stop();
  await database?.close();
});

describe.each(Object.keys(SOURCES) as SubgraphName[])("%s personal data (internal)", (name) => {
  const ask = (id: string, caller = system()) => clients.get(name)!.exec<Record<string, string>>(query(name), { id }, { caller });

  it("refuses a visitor and the person themself: only the platform may ask", async () => {
    expect(codeOf(await ask(student.id, visitor()))).toBe("FORBIDDEN");
    const herself = as({ id: student.id, email: student.email, roles: student.roles });
    const r = await ask(student.id, herself);
    expect(codeOf(r)).toBe("FORBIDDEN");
    expect(r.data ?? null).toBeNull();
  });

  it("refuses a malformed person id", async () => {
    expect(codeOf(await ask("not-a-uuid"))).toBe("BAD_USER_INPUT");
  });

  it("answers every source, each with the person's rows only", async () => {
    const r = await ask(student.id);
    expect(r.errors).toBeUndefined();
    const data = JSON.parse(r.data![`${name}PersonalData`]!) as PersonalData;
    expect(Object.keys(data)).toEqual(SOURCES[name].map((s) => s.name));
    const direct = SOURCES[name].filter((s) => !s.through);
    for (const source of direct) {
      const property = Object.entries(getTableColumns(source.table)).find(([, c]) => c === source.column)![0];
      for (const row of data[source.name]!) expect(row[property]).toBe(student.id);
    }
    // Storage keys never leave: they address our storage, not the person.
    expect(JSON.stringify(data)).not.toMatch(/"(avatarKey|imageKey|documentKey)"/);
  });

  it("answers empty lists for a person it holds nothing about", async () => {
    const r = await ask("00000000-0000-4000-8000-0000000000ff");
    const data = JSON.parse(r.data![`${name}PersonalData`]!) as PersonalData;
    expect(Object.values(data).every((rows) => rows.length === 0)).toBe(true);
  });
});

/** Columns that hold the id of the person a row is about. */
const SUBJECT_COLUMNS = new Set([
  "user_id",
  "author_id",
  "buyer_id",
  "applicant_id",
  "learner_id",
  "recipient_id",
  "lead_id",
  "reporter_id",
  "holder_id",
  "host_id",
]);
/** Subject-named columns that are not the row's subject, and why. */
const NOT_THE_SUBJECT = new Set([
  // A report's author_id is whose writing was reported: the moderators' record, listed under the reporter instead.
  "forum.reports.author_id",
  // The author of interview feedback is the host: the feedback is about the learner, listed through their booking.
  "talent.interview_feedback.author_id",
]);

describe("the sources cover the schema", () => {
  it("every table with a person-subject column is some subgraph's source, by that column", () => {
    const listed = new Set(
      Object.values(SOURCES)
        .flat()
        .filter((s) => !s.through)
        .map((s) => `${getTableConfig(s.table).schema}.${getTableConfig(s.table).name}.${s.column.name}`),
    );
    const missing: string[] = [];
    for (const value of Object.values(schema)) {
      if (!(value instanceof PgTable)) continue;
      const config = getTableConfig(value);
      if (config.schema === "auth" || config.schema === "mail") continue;
      for (const column of config.columns) {
        const key = `${config.schema}.${config.name}.${column.name}`;
        if (SUBJECT_COLUMNS.has(column.name) && !NOT_THE_SUBJECT.has(key) && !listed.has(key)) missing.push(key);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe("erasing a deleted account's data (internal)", () => {
  const erase = (name: SubgraphName, id: string, caller = system()) => {
    const field = `erase${name[0]!.toUpperCase()}${name.slice(1)}PersonalData`;
    return clients.get(name)!.exec<Record<string, boolean>>(`mutation($id: ID!) { ${field}(personId: $id) }`, { id }, { caller });
  };
  const db = () => database.db;

  it.each(Object.keys(SOURCES) as SubgraphName[])("%s refuses anyone but the platform, and a malformed id", async (name) => {
    const someone = randomUUID();
    expect(codeOf(await erase(name, someone, visitor()))).toBe("FORBIDDEN");
    expect(codeOf(await erase(name, someone, as({ id: someone, email: `${someone}@example.test`, roles: ["STUDENT"] })))).toBe("FORBIDDEN");
    expect(codeOf(await erase(name, "not-a-uuid"))).toBe("BAD_USER_INPUT");
  });

  it("talent keeps the profile as an anonymous 'Deleted member' and deletes what hangs off it, twice over", async () => {
    const id = randomUUID();
    await db()
      .insert(users)
      .values({
        id,
        firstName: "Wing",
        lastName: "Chan",
        email: `${id}@example.hk`,
        bio: "Hello",
        location: "Hong Kong",
        languages: ["en"],
      });
    await db().insert(workExperiences).values({ userId: id, jobTitle: "Analyst", employerName: "Acme", startMonth: "2024-01" });
    for (let i = 0; i < 2; i++) expect((await erase("talent", id)).data).toEqual({ eraseTalentPersonalData: true });
    const [profile] = await db().select().from(users).where(eq(users.id, id));
    expect(profile).toMatchObject({
      firstName: "Deleted",
      lastName: "member",
      email: `deleted-${id}@deleted.invalid`,
      bio: null,
      location: null,
      languages: [],
      deletedAt: expect.any(Date),
    });
    expect(await db().select().from(workExperiences).where(eq(workExperiences.userId, id))).toEqual([]);
    // Nobody finds the anonymous profile in the people search, not even a talent admin by its address.
    const search = await clients
      .get("talent")!
      .exec<{ people: { items: { id: string }[] } }>(
        `query($q: String!) { people(search: $q, pageSize: 100) { items { id } } }`,
        { q: "deleted" },
        { caller: demo("TALENT_ADMIN") },
      );
    expect(search.errors).toBeUndefined();
    expect(search.data!.people.items.map((n) => n.id)).not.toContain(id);
  });

  it("courses keeps the income figures but takes the income document out of storage", async () => {
    const objects = new Map<string, Uint8Array>();
    const storage: ObjectStorage = {
      put: async (key, body, contentType) => (objects.set(key, body), { key, contentType, size: body.length }),
      get: async (key) => (objects.has(key) ? { body: objects.get(key)!, contentType: "application/pdf" } : null),
      delete: async (key) => void objects.delete(key),
      signedUrl: async (key) => `/files/${key}`,
    };
    const courses = await testSubgraph(createCoursesSubgraph({ storage }), database);
    try {
      const id = randomUUID();
      const key = `income-document/${id}.pdf`;
      objects.set(key, new Uint8Array([37, 80, 68, 70]));
      await db().insert(incomeReports).values({
        orderId: DEMO_ISA_ORDER_ID,
        learnerId: id,
        employed: true,
        monthlySalaryCents: 120_000,
        documentKey: key,
        documentName: "slip.pdf",
      });
      const erased = await courses.exec(`mutation($id: ID!) { eraseCoursesPersonalData(personId: $id) }`, { id }, { caller: system() });
      expect(erased.errors).toBeUndefined();
      expect(objects.has(key), "the document leaves storage").toBe(false);
      const [report] = await db().select().from(incomeReports).where(eq(incomeReports.learnerId, id));
      expect(report).toMatchObject({ documentKey: null, documentName: null, monthlySalaryCents: 120_000 });
    } finally {
      await courses.stop();
    }
  });

  it("forum deletes votes and tag follows and takes down the counters they fed; posts stay", async () => {
    const id = randomUUID();
    const [post] = await db().select().from(forumPosts).where(isNull(forumPosts.deletedAt)).limit(1);
    const [tag] = await db().select().from(forumTags).limit(1);
    await db().insert(forumPostVotes).values({ postId: post!.id, userId: id, value: 1 });
    await db()
      .update(forumPosts)
      .set({ upvoteCount: post!.upvoteCount + 1 })
      .where(eq(forumPosts.id, post!.id));
    await db().insert(forumTagFollows).values({ userId: id, tagId: tag!.id });
    await db()
      .update(forumTags)
      .set({ followersCount: tag!.followersCount + 1 })
      .where(eq(forumTags.id, tag!.id));
    for (let i = 0; i < 2; i++) expect((await erase("forum", id)).data).toEqual({ eraseForumPersonalData: true });
    expect((await db().select().from(forumPosts).where(eq(forumPosts.id, post!.id)))[0]!.upvoteCount).toBe(post!.upvoteCount);
    expect((await db().select().from(forumTags).where(eq(forumTags.id, tag!.id)))[0]!.followersCount).toBe(tag!.followersCount);
    expect(await db().select().from(forumPostVotes).where(eq(forumPostVotes.userId, id))).toEqual([]);
  });

  it("events cancels a standing registration so the first on the waitlist takes the place, then deletes it", async () => {
    const [leaving, waiting] = [randomUUID(), randomUUID()];
    const [template] = await db().select().from(eventTable).where(isNull(eventTable.teamMinSize)).limit(1);
    const day = 24 * 60 * 60 * 1000;
    const now = Date.now();
    const eventId = `erasure-${randomUUID().slice(0, 8)}`;
    await db()
      .insert(eventTable)
      .values({
        ...template!,
        id: eventId,
        startsAt: new Date(now + 30 * day),
        endsAt: new Date(now + 31 * day),
        registrationFrom: new Date(now - day),
        registrationTo: new Date(now + 29 * day),
        capacity: 1,
        placesTaken: 1,
      });
    await db()
      .insert(eventRegistrations)
      .values({ eventId, userId: leaving, status: "Registered", registeredAt: new Date(now - day) });
    await db()
      .insert(eventRegistrations)
      .values({ eventId, userId: waiting, status: "Waitlisted", registeredAt: new Date(now) });
    for (let i = 0; i < 2; i++) expect((await erase("events", leaving)).data).toEqual({ eraseEventsPersonalData: true });
    expect(await db().select().from(eventRegistrations).where(eq(eventRegistrations.userId, leaving))).toEqual([]);
    const [moved] = await db().select().from(eventRegistrations).where(eq(eventRegistrations.userId, waiting));
    expect(moved).toMatchObject({ status: "Registered", promotedAt: expect.any(Date) });
    expect((await db().select().from(eventTable).where(eq(eventTable.id, eventId)))[0]!.placesTaken).toBe(1);
  });
});
