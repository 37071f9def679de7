/**
 * What the viewer sees of hidden content beyond the lists: a hidden comment by id (`forumComment`), the comment count
 * when a hidden comment has replies, and who may mark a class post's answer and resolve it (its class's instructors,
 * not another class's).
 */
import { describe, expect, it } from "vitest";
import { codeOf, person } from "../../../shared/testing/harness.js";
import { forumSuite } from "../../testing.js";

const suite = forumSuite();
const admin = person("TALENT_ADMIN");
const teacher = person("INSTRUCTOR");
const otherTeacher = person("INSTRUCTOR");
const author = person();
const commenter = person();
const reader = person();
suite.classes.push(
  {
    slug: "vis-class",
    title: "Visibility class",
    members: [
      { userId: teacher.viewer.id, role: "INSTRUCTOR" },
      { userId: author.viewer.id, role: "STUDENT" },
      { userId: commenter.viewer.id, role: "STUDENT" },
    ],
  },
  { slug: "vis-other", title: "Other class", members: [{ userId: otherTeacher.viewer.id, role: "INSTRUCTOR" }] },
);

const COMMENT = `query($id: ID!) { forumComment(id: $id) { id isHidden } }`;
const POST = `query($id: ID!) { forumPost(id: $id) { id commentCount viewerMayModerate } }`;

describe("a hidden comment by id", () => {
  it("is null for other learners, and shown (marked) to its author and moderators", async () => {
    const post = await suite.newPost(author);
    const comment = await suite.comment(commenter, post);
    const hide = await suite.client.exec(`mutation($id: ID!) { hideForumComment(id: $id) { id } }`, { id: comment }, { caller: admin });
    expect(hide.errors).toBeUndefined();
    const as = async (caller: typeof reader) =>
      (await suite.client.exec<{ forumComment: { isHidden: boolean } | null }>(COMMENT, { id: comment }, { caller })).data!.forumComment;
    expect(await as(reader)).toBeNull();
    expect(await as(author)).toBeNull(); // the post's author did not write the comment
    expect((await as(commenter))?.isHidden).toBe(true);
    expect((await as(admin))?.isHidden).toBe(true);
  });
});

describe("the comment count when a hidden comment has replies", () => {
  it("leaves out the hidden comment and its replies for others, and counts them for moderators", async () => {
    const post = await suite.newPost(author);
    const top = await suite.comment(commenter, post);
    await suite.comment(reader, post, top);
    await suite.comment(reader, post, top);
    await suite.comment(reader, post);
    const count = async (caller: typeof reader) =>
      (await suite.client.exec<{ forumPost: { commentCount: number } }>(POST, { id: post }, { caller })).data!.forumPost.commentCount;
    expect(await count(reader)).toBe(4);
    await suite.client.exec(`mutation($id: ID!) { hideForumComment(id: $id) { id } }`, { id: top }, { caller: admin });
    // The reader wrote the two replies but cannot see the comment they answer: the thread is not listed for them.
    expect(await count(reader)).toBe(1);
    expect(await count(author)).toBe(1);
    expect(await count(admin)).toBe(4);
  });
});

describe("rule: a class post's answer and resolve belong to its author and its class's moderators", () => {
  it("lets the class's instructor resolve, and refuses another class's instructor", async () => {
    suite.tick();
    const made = await suite.client.exec<{ createForumClassPost: { id: string } }>(
      `mutation { createForumClassPost(slug: "vis-class", input: { kind: DISCUSSION, title: "Which join do I need?", description: "Orders and payments." }) { id } }`,
      {},
      { caller: author },
    );
    expect(made.errors).toBeUndefined();
    const id = made.data!.createForumClassPost.id;
    const mayModerate = async (caller: typeof reader) =>
      (await suite.client.exec<{ forumPost: { viewerMayModerate: boolean } | null }>(POST, { id }, { caller })).data!.forumPost
        ?.viewerMayModerate;
    expect(await mayModerate(teacher)).toBe(true);
    expect(await mayModerate(commenter)).toBe(false);
    const resolve = (caller: typeof reader) =>
      suite.client.exec(`mutation($id: ID!) { resolveForumPost(id: $id) { isResolved } }`, { id }, { caller });
    expect(codeOf(await resolve(commenter))).toBe("FORBIDDEN");
    // Another class's instructor cannot even read this class forum.
    expect(codeOf(await resolve(otherTeacher))).toBe("NOT_FOUND");
    expect((await resolve(teacher)).errors).toBeUndefined();
  });
});
