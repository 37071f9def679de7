import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { location, renderApp } from "../../../test/renderApp";
import { talentAdmin, loginAs, mei } from "../../../test/session";
import { findMockPost, mockForumPosts, postIdSlug } from "../mocks";

async function pickTag(user: ReturnType<typeof renderApp>["user"], name: string) {
  await user.click(screen.getByRole("combobox", { name: "Tags" }));
  await user.click(await screen.findByRole("option", { name }));
}

describe("/forum/post/new", () => {
  it("asks for every field before sending anything", async () => {
    loginAs(mei);
    const { user } = renderApp("/forum/post/new");
    await user.click(await screen.findByRole("button", { name: "Publish post" }));
    expect(await screen.findAllByText("This field is required.")).toHaveLength(3);
    expect(location.current.pathname).toBe("/forum/post/new");
  });

  it("offers the forum's tags by category, without class forum tags", async () => {
    loginAs(mei);
    const { user } = renderApp("/forum/post/new");
    await user.click(await screen.findByRole("combobox", { name: "Tags" }));
    const listbox = await screen.findByRole("listbox");
    expect(within(listbox).getByRole("option", { name: "SQL" })).toBeTruthy();
    expect(within(listbox).getByText("Skills")).toBeTruthy(); // the group label
    expect(within(listbox).queryByRole("option", { name: "FCDA January 2026" })).toBeNull();
  });

  it("shows the server's field messages next to the fields", async () => {
    loginAs(mei);
    const { user } = renderApp("/forum/post/new");
    await user.type(await screen.findByRole("textbox", { name: "Title" }), "Hi");
    await user.type(screen.getByRole("textbox", { name: "Description" }), "Hello there");
    await pickTag(user, "SQL");
    await user.click(screen.getByRole("button", { name: "Publish post" }));
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", "Some fields need attention.");
    const title = screen.getByRole("textbox", { name: "Title" });
    expect(title.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("At least 3 characters.")).toBeTruthy();
    expect(mockForumPosts().some((p) => p.title === "Hi")).toBe(false);
  });

  it("creates the post and lands on it", async () => {
    loginAs(mei);
    const { user } = renderApp("/forum/post/new");
    await user.type(await screen.findByRole("textbox", { name: "Title" }), "Which BI tool should I learn first?");
    await user.type(screen.getByRole("textbox", { name: "Description" }), "Power BI or Tableau?{enter}{enter}I know Excel well.");
    await pickTag(user, "Data Analytics");
    await pickTag(user, "Career Change");
    await user.click(screen.getByRole("button", { name: "Publish post" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Which BI tool should I learn first?" })).toBeTruthy();
    const created = mockForumPosts().find((p) => p.title === "Which BI tool should I learn first?")!;
    expect(location.current.pathname).toBe(`/forum/post/${postIdSlug(created)}`);
    expect(created.markdown).toBe("Power BI or Tableau?\n\nI know Excel well.");
    expect(created.description.replace(/\n/g, "")).toBe("<p>Power BI or Tableau?</p><p>I know Excel well.</p>");
    expect(created.tagIds).toEqual(["data-analytics", "career-change"]);
    expect(screen.getByText("I know Excel well.").tagName).toBe("P");
    // The author follows their post from the start.
    expect(screen.getByRole("button", { name: `Following: ${created.title}` }).getAttribute("aria-pressed")).toBe("true");
  });
});

describe("the description editor: Markdown with Write and Preview", () => {
  it("previews the Markdown as the server renders it, and keeps the text when going back to Write", async () => {
    loginAs(mei);
    const { user } = renderApp("/forum/post/new");
    const box = await screen.findByRole("textbox", { name: "Description" });
    const markdown =
      "# Question{enter}{enter}Why is `x` **null**? <script>alert(1)</script>{enter}{enter}```js{enter}const x = null;{enter}```";
    await user.type(box, markdown);
    expect(screen.getByRole("tab", { name: "Write" }).getAttribute("aria-selected")).toBe("true");
    await user.click(screen.getByRole("tab", { name: "Preview" }));
    const preview = await screen.findByRole("tabpanel");
    await waitFor(() => expect(preview.querySelector("h3")?.textContent).toBe("Question"));
    expect(preview.querySelector("h1, h2")).toBeNull();
    expect(preview.querySelector("strong")!.textContent).toBe("null");
    expect(preview.querySelector("script")).toBeNull();
    expect(preview.textContent).toContain("<script>alert(1)</script>"); // raw HTML stays text
    expect(preview.querySelector("pre code.hljs.language-javascript span.hljs-keyword")!.textContent).toBe("const");
    await user.click(screen.getByRole("tab", { name: "Write" }));
    const again = (await screen.findByRole("textbox", { name: "Description" })) as HTMLTextAreaElement;
    expect(again.value).toBe("# Question\n\nWhy is `x` **null**? <script>alert(1)</script>\n\n```js\nconst x = null;\n```");
  });

  it("says so when there is nothing to preview", async () => {
    loginAs(mei);
    const { user } = renderApp("/forum/post/new");
    await user.click(await screen.findByRole("tab", { name: "Preview" }));
    expect(await screen.findByText("Nothing to preview yet.")).toBeTruthy();
  });

  it("edits a Markdown post from its source", async () => {
    loginAs(mei);
    const post = findMockPost("r5t0w2zc")!;
    renderApp(`/forum/post/${postIdSlug(post)}/edit`);
    const box = (await screen.findByRole("textbox", { name: "Description" })) as HTMLTextAreaElement;
    expect(box.value).toBe(post.markdown);
    expect(box.value).toContain("```sql\nSELECT o.id, p.amount");
  });
});

describe("/forum/post/:idSlug/edit", () => {
  it("is prefilled for the author and saves back to the post", async () => {
    loginAs(mei);
    const post = findMockPost("k8j5h2gd")!;
    const { user } = renderApp(`/forum/post/${postIdSlug(post)}/edit`);
    const title = await screen.findByRole("textbox", { name: "Title" });
    expect((title as HTMLInputElement).value).toBe(post.title);
    expect((screen.getByRole("textbox", { name: "Description" }) as HTMLTextAreaElement).value).toBe(
      "I am bringing printed CVs and a one-minute introduction. What else should I prepare?",
    );
    expect(screen.getByText("Job Search", { selector: ".mantine-Pill-label" })).toBeTruthy();
    await user.clear(title);
    await user.type(title, "KL career fair: how to talk to employers");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByRole("heading", { level: 1, name: "KL career fair: how to talk to employers" })).toBeTruthy();
    // The id slug follows the new title; the short id stays.
    await waitFor(() => expect(location.current.pathname).toBe("/forum/post/k8j5h2gd-kl-career-fair-how-to-talk-to-employers"));
  });

  it("tells anyone else that only the author may edit", async () => {
    loginAs(talentAdmin);
    renderApp(`/forum/post/${postIdSlug(findMockPost("k8j5h2gd")!)}/edit`);
    expect(await screen.findByText("Only the post's author can edit it.")).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "Title" })).toBeNull();
  });

  it("refuses an image that is too large before sending, and publishes the post with its image", async () => {
    loginAs(mei);
    const { user } = renderApp("/forum/post/new");
    const file = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.type(await screen.findByRole("textbox", { name: "Title" }), "My first dashboard");
    await user.type(screen.getByRole("textbox", { name: "Description" }), "Feedback welcome.");
    await pickTag(user, "Data Analytics");
    await user.upload(file(), new File([new Uint8Array(2 * 1024 * 1024 + 1)], "huge.png", { type: "image/png" }));
    expect(await screen.findByText("The image must be at most 2 MiB.")).toBeTruthy();
    await user.upload(file(), new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], "dashboard.png", { type: "image/png" }));
    await user.click(screen.getByRole("button", { name: "Publish post" }));
    expect(await screen.findByRole("heading", { level: 1, name: "My first dashboard" })).toBeTruthy();
    const image = await screen.findByRole("img", { name: "Image attached to “My first dashboard”" });
    expect(image.getAttribute("src")).toMatch(/^data:image\/png;base64,/);
  });
});
