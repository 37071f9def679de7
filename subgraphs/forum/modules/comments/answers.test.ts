/**
 * A post's answer and resolved flag through the forum subgraph on a real database: the post's author or a forum
 * moderator (COURSE_ADMIN, TALENT_ADMIN) marks a top-level comment as the answer, replacing an earlier one, unmarks
 * it, and resolves or unresolves the post; anyone else is FORBIDDEN and changes nothing; one answer per post holds
 * under concurrent marking and is a database constraint. Also the post's categories and permission flags.
 */
import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { forumComments } from "../../../../drizzle/schema/forum.js";
import { isUniqueViolation } from "../../../shared/db.js";
import { codeOf, demo, fieldsOf, person, visitor, type SubgraphClient } from "../../../shared/testing/harness.js";
import type { Caller } from "../../../shared/viewer.js";
import { shortIdOf } from "../shared/index.js";
import { forumSuite } from "../../testing.js";

const suite = forumSuite();
const exec: SubgraphClient["exec"] = (...args) => suite.client.exec(...args);

const MARK = `mutation($id: ID!) { markForumCommentAnswer(id: $id) { id isAnswer } }`;
const UNMARK = `mutation($id: ID!) { unmarkForumCommentAnswer(id: $id) { id isAnswer } }`;
const RESOLVE = `mutation($id: ID!) { resolveForumPost(id: $id) { id isResolved modifiedDate } }`;
const UNRESOLVE = `mutation($id: ID!) { unresolveForumPost(id: $id) { id isResolved modifiedDate } }`;
const POST = `query($id: ID!) { forumPost(id: $id) { id isResolved modifiedDate answerCount answer { id isAnswer } comments { items { id isAnswer } } } }`;
interface PostState {
  id: string;
  isResolved: boolean;
  modifiedDate: string;
  answerCount: number;
  answer: { id: string; isAnswer: boolean } | null;
  comments: { items: { id: string; isAnswer: boolean }[] };
}

const newPost = (author: Caller, tagIds = ["sql"]) => suite.newPost(author, { tagIds });
const comment = (caller: Caller, postId: string, parent?: string) => suite.comment(caller, postId, parent);
const state = async (caller: Caller, id: string) => (await exec<{ forumPost: PostState }>(POST, { id }, { caller })).data!.forumPost;
/** The post's comments marked is_answer in the table (deleted ones included). */
async function answerRows(postId: string) {
  const rows = await suite.database.db
    .select({ id: forumComments.id })
    .from(forumComments)
    .where(and(eq(forumComments.postId, shortIdOf(postId)!), eq(forumComments.isAnswer, true)));
  return rows.map((r) => r.id);
}

/** A post by a fresh author with two top-level comments (the second by `commenter`) and a reply to the first. */
async function question() {
  const author = person();
  const commenter = person();
  const postId = await newPost(author);
  const first = await comment(person(), postId);
  const second = await comment(commenter, postId);
  const reply = await comment(person(), postId, first);
  return { author, commenter, postId, first, second, reply };
}

describe("markForumCommentAnswer", () => {
  it("lets the post's author mark an answer, and marking another replaces it", async () => {
    const { author, postId, first, second } = await question();
    const r = await exec<{ markForumCommentAnswer: { id: string; isAnswer: boolean } }>(MARK, { id: first }, { caller: author });
    expect(r.errors).toBeUndefined();
    expect(r.data!.markForumCommentAnswer).toEqual({ id: first, isAnswer: true });
    expect(await state(person(), postId)).toMatchObject({
      answerCount: 1,
      answer: { id: first, isAnswer: true },
      comments: {
        items: [
          { id: first, isAnswer: true },
          { id: second, isAnswer: false },
        ],
      },
    });

    const again = await exec(MARK, { id: second }, { caller: author });
    expect(again.errors).toBeUndefined();
    expect(await state(person(), postId)).toMatchObject({
      answerCount: 1,
      answer: { id: second },
      comments: {
        items: [
          { id: first, isAnswer: false },
          { id: second, isAnswer: true },
        ],
      },
    });
    expect(await answerRows(postId)).toEqual([shortIdOf(second)]);
    // Marking the answer again is fine.
    expect((await exec(MARK, { id: second }, { caller: author })).errors).toBeUndefined();
    expect(await answerRows(postId)).toEqual([shortIdOf(second)]);
  });
  it("lets forum moderators (course admins and talent admins) mark and unmark", async () => {
    const { postId, first, second } = await question();
    expect((await exec(MARK, { id: first }, { caller: demo("COURSE_ADMIN") })).errors).toBeUndefined();
    expect((await exec(MARK, { id: second }, { caller: demo("TALENT_ADMIN") })).errors).toBeUndefined();
    expect((await state(person(), postId)).answer).toEqual({ id: second, isAnswer: true });
    expect((await exec(UNMARK, { id: second }, { caller: demo("COURSE_ADMIN") })).errors).toBeUndefined();
    expect((await state(person(), postId)).answer).toBeNull();
  });
  it("is FORBIDDEN for anyone else (the commenter, an instructor, a job admin), and changes nothing", async () => {
    const { author, commenter, postId, first, second } = await question();
    await exec(MARK, { id: first }, { caller: author });
    for (const caller of [person(), demo("INSTRUCTOR"), demo("JOB_ADMIN"), commenter]) {
      expect(codeOf(await exec(MARK, { id: second }, { caller }))).toBe("FORBIDDEN");
      expect(codeOf(await exec(UNMARK, { id: first }, { caller }))).toBe("FORBIDDEN");
    }
    expect(codeOf(await exec(MARK, { id: second }, { caller: visitor() }))).toBe("UNAUTHENTICATED");
    expect(await answerRows(postId)).toEqual([shortIdOf(first)]);
  });
  it("refuses a reply (BAD_USER_INPUT on id) for those who may mark, FORBIDDEN for others; nothing changes", async () => {
    const { author, postId, first, reply } = await question();
    await exec(MARK, { id: first }, { caller: author });
    const r = await exec(MARK, { id: reply }, { caller: author });
    expect(codeOf(r)).toBe("BAD_USER_INPUT");
    expect(Object.keys(fieldsOf(r)!)).toEqual(["id"]);
    expect(codeOf(await exec(MARK, { id: reply }, { caller: person() }))).toBe("FORBIDDEN");
    expect(await answerRows(postId)).toEqual([shortIdOf(first)]);
  });
  it("ends with one answer when five comments are marked at once", async () => {
    const author = person();
    const postId = await newPost(author);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await comment(person(), postId));
    const results = await Promise.all(ids.map((id) => exec(MARK, { id }, { caller: author })));
    expect(results.filter((r) => r.errors)).toEqual([]);
    const answers = await answerRows(postId);
    expect(answers).toHaveLength(1);
    expect((await state(author, postId)).answer!.id).toBe(ids.find((id) => shortIdOf(id) === answers[0]));
  });
  it("one answer per post is a database constraint, and only a top-level comment can be one", async () => {
    const { postId, first, second, reply } = await question();
    const db = suite.database.db;
    await db
      .update(forumComments)
      .set({ isAnswer: true })
      .where(eq(forumComments.id, shortIdOf(first)!));
    const secondAnswer = await db
      .update(forumComments)
      .set({ isAnswer: true })
      .where(eq(forumComments.id, shortIdOf(second)!))
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isUniqueViolation(secondAnswer, "comments_one_answer_per_post_idx")).toBe(true);
    const replyAnswer = await db
      .update(forumComments)
      .set({ isAnswer: false })
      .where(eq(forumComments.id, shortIdOf(first)!))
      .then(() =>
        db
          .update(forumComments)
          .set({ isAnswer: true })
          .where(eq(forumComments.id, shortIdOf(reply)!))
          .then(
            () => null,
            (e: unknown) => e,
          ),
      );
    expect(replyAnswer).toBeInstanceOf(Error);
    expect(await answerRows(postId)).toEqual([]);
  });
  it("a deleted answer stops being the answer, and another comment can then be marked", async () => {
    const author = person();
    const postId = await newPost(author);
    const commenter = person();
    const first = await comment(commenter, postId);
    const second = await comment(person(), postId);
    await exec(MARK, { id: first }, { caller: author });
    expect((await exec(`mutation($id: ID!) { deleteForumComment(id: $id) }`, { id: first }, { caller: commenter })).errors).toBeUndefined();
    expect(await state(author, postId)).toMatchObject({ answerCount: 0, answer: null });
    expect(await answerRows(postId)).toEqual([]);
    expect((await exec(MARK, { id: second }, { caller: author })).errors).toBeUndefined();
    expect((await state(author, postId)).answer).toEqual({ id: second, isAnswer: true });
  });
  it("is NOT_FOUND for unknown comments and comments of deleted posts", async () => {
    expect(codeOf(await exec(MARK, { id: "zzzzzzzz-nothing" }, { caller: person() }))).toBe("NOT_FOUND");
    const { author, postId, first } = await question();
    await exec(`mutation($id: ID!) { deleteForumPost(id: $id) }`, { id: postId }, { caller: author });
    expect(codeOf(await exec(MARK, { id: first }, { caller: author }))).toBe("NOT_FOUND");
    expect(codeOf(await exec(UNMARK, { id: first }, { caller: author }))).toBe("NOT_FOUND");
  });
});

describe("unmarkForumCommentAnswer", () => {
  it("lets the post's author take the answer back; unmarking what is not the answer is fine", async () => {
    const { author, postId, first, second, reply } = await question();
    await exec(MARK, { id: first }, { caller: author });
    expect((await exec(UNMARK, { id: second }, { caller: author })).data).toEqual({
      unmarkForumCommentAnswer: { id: second, isAnswer: false },
    });
    expect(await answerRows(postId)).toEqual([shortIdOf(first)]);
    expect((await exec(UNMARK, { id: reply }, { caller: author })).errors).toBeUndefined();
    expect((await exec(UNMARK, { id: first }, { caller: author })).data).toEqual({
      unmarkForumCommentAnswer: { id: first, isAnswer: false },
    });
    expect(await state(author, postId)).toMatchObject({ answerCount: 0, answer: null });
  });
});

describe("resolveForumPost / unresolveForumPost", () => {
  it("lets the post's author resolve and unresolve, each twice; modifiedDate stays", async () => {
    const author = person();
    const postId = await newPost(author);
    const created = await state(author, postId);
    suite.tick();
    for (let i = 0; i < 2; i++) {
      expect((await exec(RESOLVE, { id: postId }, { caller: author })).data).toEqual({
        resolveForumPost: { id: postId, isResolved: true, modifiedDate: created.modifiedDate },
      });
    }
    expect((await state(person(), postId)).isResolved).toBe(true);
    for (let i = 0; i < 2; i++) {
      expect((await exec(UNRESOLVE, { id: postId }, { caller: author })).data).toEqual({
        unresolveForumPost: { id: postId, isResolved: false, modifiedDate: created.modifiedDate },
      });
    }
    expect((await state(person(), postId)).isResolved).toBe(false);
  });
  it("lets forum moderators resolve and unresolve", async () => {
    const postId = await newPost(person());
    expect((await exec(RESOLVE, { id: postId }, { caller: demo("TALENT_ADMIN") })).errors).toBeUndefined();
    expect((await state(person(), postId)).isResolved).toBe(true);
    expect((await exec(UNRESOLVE, { id: postId }, { caller: demo("COURSE_ADMIN") })).errors).toBeUndefined();
    expect((await state(person(), postId)).isResolved).toBe(false);
  });
  it("is FORBIDDEN for anyone else and UNAUTHENTICATED for visitors; nothing changes", async () => {
    const author = person();
    const postId = await newPost(author);
    await exec(RESOLVE, { id: postId }, { caller: author });
    for (const caller of [person(), demo("INSTRUCTOR"), demo("STUDENT")]) {
      expect(codeOf(await exec(UNRESOLVE, { id: postId }, { caller }))).toBe("FORBIDDEN");
    }
    expect(codeOf(await exec(UNRESOLVE, { id: postId }, { caller: visitor() }))).toBe("UNAUTHENTICATED");
    expect((await state(author, postId)).isResolved).toBe(true);
    const other = await newPost(author);
    expect(codeOf(await exec(RESOLVE, { id: other }, { caller: person() }))).toBe("FORBIDDEN");
    expect((await state(author, other)).isResolved).toBe(false);
  });
  it("is NOT_FOUND for unknown and deleted posts", async () => {
    expect(codeOf(await exec(RESOLVE, { id: "zzzzzzzz-nothing" }, { caller: person() }))).toBe("NOT_FOUND");
    const author = person();
    const postId = await newPost(author);
    await exec(`mutation($id: ID!) { deleteForumPost(id: $id) }`, { id: postId }, { caller: author });
    expect(codeOf(await exec(RESOLVE, { id: postId }, { caller: author }))).toBe("NOT_FOUND");
  });
});

describe("the post's categories and the viewer's permission flags", () => {
  const FLAGS = `query($id: ID!) { forumPost(id: $id) { categories { name } viewerMayEdit viewerMayModerate } }`;
  type Flags = { forumPost: { categories: { name: string }[]; viewerMayEdit: boolean; viewerMayModerate: boolean } };
  const flags = async (caller: Caller, id: string) => (await exec<Flags>(FLAGS, { id }, { caller })).data!.forumPost;

  it("lists the categories of the post's tags once each, in SPEC order", async () => {
    const postId = await newPost(person(), ["resume", "sql", "general", "job-search", "python"]);
    expect((await flags(person(), postId)).categories).toEqual([{ name: "GENERAL" }, { name: "SKILL" }, { name: "CAREER" }]);
  });
  it("tells the author they may edit and moderate, a moderator they may moderate, anyone else neither", async () => {
    const author = person();
    const postId = await newPost(author);
    expect(await flags(author, postId)).toMatchObject({ viewerMayEdit: true, viewerMayModerate: true });
    expect(await flags(demo("COURSE_ADMIN"), postId)).toMatchObject({ viewerMayEdit: false, viewerMayModerate: true });
    expect(await flags(demo("TALENT_ADMIN"), postId)).toMatchObject({ viewerMayEdit: false, viewerMayModerate: true });
    expect(await flags(demo("INSTRUCTOR"), postId)).toMatchObject({ viewerMayEdit: false, viewerMayModerate: false });
    expect(await flags(person(), postId)).toMatchObject({ viewerMayEdit: false, viewerMayModerate: false });
  });
});
