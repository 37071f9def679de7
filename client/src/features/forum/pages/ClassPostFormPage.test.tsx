import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { location, renderApp } from "../../../test/renderApp";
import { talentAdmin, instructor, jobAdmin, loginAs, mei } from "../../../test/session";
import { mockForumPosts, postIdSlug } from "../mocks";

const ROOT = "/forum/class-forum/m1js-open-2026";
const kindGroup = () => screen.findByRole("radiogroup", { name: "Kind of post" });
const kindOptions = async () =>
  within(await kindGroup())
    .getAllByRole("radio")
    .map((r) => [(r as HTMLInputElement).value, (r as HTMLInputElement).checked]);

describe("/forum/class-forum/:slug/new", () => {
  it("offers a student discussions and support questions, with the kind from ?kind=", async () => {
    loginAs(mei);
    renderApp(`${ROOT}/new?kind=SUPPORT`);
    expect(await screen.findByRole("heading", { level: 1, name: "New post in M1 JavaScript open class 2026" })).toBeTruthy();
    expect(await kindOptions()).toEqual([
      ["DISCUSSION", false],
      ["SUPPORT", true],
    ]);
    expect(screen.getByRole("textbox", { name: "Description" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Send question" })).toBeTruthy();
  });

  it("falls back to a discussion, and says why, when the asked kind is not the viewer's", async () => {
    loginAs(mei);
    renderApp(`${ROOT}/new?kind=ANNOUNCEMENT`);
    expect(
      await screen.findByText("Only the class's instructors and forum admins post announcements, so this will be a discussion post."),
    ).toBeTruthy();
    expect(await kindOptions()).toEqual([
      ["DISCUSSION", true],
      ["SUPPORT", false],
    ]);
  });

  it("asks for the title and description before sending anything", async () => {
    loginAs(mei);
    const { user } = renderApp(`${ROOT}/new?kind=DISCUSSION`);
    const before = mockForumPosts().length;
    await user.click(await screen.findByRole("button", { name: "Publish post" }));
    expect(await screen.findAllByText("This field is required.")).toHaveLength(2);
    expect(mockForumPosts()).toHaveLength(before);
  });

  it("shows the server's field messages next to the fields", async () => {
    loginAs(mei);
    const { user } = renderApp(`${ROOT}/new`);
    await user.type(await screen.findByRole("textbox", { name: "Title" }), "Hi");
    await user.type(screen.getByRole("textbox", { name: "Description" }), "Hello class");
    await user.click(screen.getByRole("button", { name: "Publish post" }));
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", "Some fields need attention.");
    expect(screen.getByRole("textbox", { name: "Title" }).getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("At least 3 characters.")).toBeTruthy();
    expect(mockForumPosts().some((p) => p.title === "Hi")).toBe(false);
  });

  it("posts a support question in the class and opens it", async () => {
    loginAs(mei);
    const { user } = renderApp(`${ROOT}/new?kind=support`);
    await user.type(await screen.findByRole("textbox", { name: "Title" }), "Why does my loop never end?");
    await user.type(screen.getByRole("textbox", { name: "Description" }), "It counts up forever.{enter}{enter}Help!");
    await user.click(screen.getByRole("button", { name: "Send question" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Why does my loop never end?" })).toBeTruthy();
    const created = mockForumPosts().find((p) => p.title === "Why does my loop never end?")!;
    expect(created).toMatchObject({
      classSlug: "m1js-open-2026",
      tagIds: ["m1js-open-2026"],
      isSupport: true,
      isAnnouncement: false,
      description: "<p>It counts up forever.</p>\n<p>Help!</p>",
      markdown: "It counts up forever.\n\nHelp!",
    });
    expect(location.current.pathname).toBe(`/forum/post/${postIdSlug(created)}`);
  });

  it("lets a forum admin post an announcement without a description, and lands on the Announcements tab showing it", async () => {
    loginAs(talentAdmin);
    const { user } = renderApp(ROOT);
    // The class forum is read first (and cached), then the form is opened from its button.
    await screen.findByRole("list", { name: "Class posts" });
    await user.click(screen.getByRole("link", { name: "Post an announcement" }));
    expect(await kindOptions()).toEqual([
      ["DISCUSSION", false],
      ["ANNOUNCEMENT", true],
    ]);
    expect(screen.queryByRole("textbox", { name: "Description" })).toBeNull();
    expect(screen.getByText("An announcement is its title alone")).toBeTruthy();
    await user.type(screen.getByRole("textbox", { name: "Title" }), "Quiz 2 opens on Monday");
    await user.click(screen.getByRole("button", { name: "Post announcement" }));
    expect(await screen.findByText("Your announcement “Quiz 2 opens on Monday” was posted.")).toBeTruthy();
    expect(location.current.pathname).toBe(`${ROOT}/announcements`);
    // The tab's cached list was dropped, so the new announcement is there.
    const list = await screen.findByRole("list", { name: "Announcements" });
    expect(await within(list).findByRole("heading", { name: "Quiz 2 opens on Monday" })).toBeTruthy();
    expect(mockForumPosts().find((p) => p.title === "Quiz 2 opens on Monday")).toMatchObject({ isAnnouncement: true, description: "" });
  });

  it("shows the new discussion in the class's Posts tab when the viewer goes back", async () => {
    loginAs(instructor);
    const { user, client } = renderApp(ROOT);
    await screen.findByRole("list", { name: "Class posts" });
    const classKey = client.cache.identify({ __typename: "ForumClass", id: "m1js-open-2026" })!;
    const cachedTabs = () =>
      Object.keys((client.cache.extract() as Record<string, object | undefined>)[classKey] ?? {}).filter((k) => k.startsWith("posts"));
    // The Posts tab's page and its latest announcements.
    expect(cachedTabs()).toHaveLength(2);
    await user.click(screen.getByRole("link", { name: "New post" }));
    await user.type(await screen.findByRole("textbox", { name: "Title" }), "Forum etiquette reminder");
    await user.type(screen.getByRole("textbox", { name: "Description" }), "Be kind.");
    await user.click(screen.getByRole("button", { name: "Publish post" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Forum etiquette reminder" })).toBeTruthy();
    // The class's cached tab pages were dropped with the new post (lib/forumCache afterClassPostCreated).
    expect(cachedTabs()).toEqual([]);
    await user.click(
      within(screen.getByRole("region", { name: "My class forums" })).getByRole("link", { name: "M1 JavaScript open class 2026" }),
    );
    const list = await screen.findByRole("list", { name: "Class posts" });
    expect(await within(list).findByRole("heading", { name: "Forum etiquette reminder" })).toBeTruthy();
  });

  it("tells someone outside the class that only its members post there", async () => {
    loginAs(jobAdmin);
    renderApp(`${ROOT}/new`);
    expect(await screen.findByRole("heading", { level: 1, name: "This class forum is for its members" })).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "Title" })).toBeNull();
  });
});
