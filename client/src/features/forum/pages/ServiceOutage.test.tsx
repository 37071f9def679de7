/**
 * One service down, the rest of the page served: with talent unavailable a post, its comments and the feed show with a
 * neutral placeholder where a person's name would be (in each language), and a course page without its tools and
 * career roles; with forum unavailable the post page says it could not load, never that the post does not exist. The
 * mock backend fails the fields a service resolves the way the router does (mocks/outage.ts).
 */
import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { graphql } from "graphql";
import { renderApp } from "../../../test/renderApp";
import { loginAs, mei } from "../../../test/session";
import { findMockPost, postIdSlug } from "../mocks";
import { mockSchema } from "../../../mocks/schema";
import { setMockServiceDown } from "../../../mocks/outage";
import i18n from "../../../i18n";

/** The seed's question by Mei (r5t0w2zc), with three comments. */
const question = () => findMockPost("r5t0w2zc")!;
const questionUrl = () => `/forum/post/${postIdSlug(question())}`;

describe("the mock backend during an outage", () => {
  it("fails the fields the service resolves, nulls the nearest nullable field and serves the rest", async () => {
    loginAs(mei);
    setMockServiceDown("talent");
    const source = `{ forumPosts(pageSize: 2) { items { title author { id displayName } } } }`;
    const result = await graphql({ schema: mockSchema, source });
    const items = (result.data as { forumPosts: { items: { title: string; author: unknown }[] } }).forumPosts.items;
    expect(items).toHaveLength(2);
    for (const post of items) expect(post).toEqual({ title: expect.any(String), author: null });
    expect(result.errors?.map((e) => e.extensions)).toEqual(
      items.map(() => ({ code: "SERVICE_UNAVAILABLE", service: "talent", retryable: true })),
    );

    setMockServiceDown("talent", false);
    const back = await graphql({ schema: mockSchema, source });
    expect(back.errors).toBeUndefined();
  });
});

describe("pages while a service is unavailable", () => {
  it("shows a post and its comments with a placeholder for each name while talent is down", async () => {
    loginAs(mei);
    setMockServiceDown("talent");
    renderApp(questionUrl());
    expect(await screen.findByRole("heading", { level: 1, name: question().title })).toBeTruthy();
    const article = screen.getAllByRole("article")[0]!;
    expect(within(article).getByText("Name unavailable")).toBeTruthy();
    expect(await screen.findByRole("heading", { level: 2, name: "3 comments" })).toBeTruthy();
    expect((await screen.findAllByRole("article", { name: "Comment by Name unavailable" })).length).toBeGreaterThan(0);
    expect(screen.queryByText("Mei Ling Tan")).toBeNull();
  });

  it.each([
    ["zh-Hant", "名稱暫時無法顯示"],
    ["zh-Hans", "名称暂时无法显示"],
  ])("words the placeholder in %s", async (language, placeholder) => {
    loginAs(mei);
    setMockServiceDown("talent");
    await i18n.changeLanguage(language);
    renderApp("/forum/feed");
    expect((await screen.findAllByText(placeholder)).length).toBeGreaterThan(0);
  });

  it("lists the feed's posts with the placeholder while talent is down, and the names once it is back", async () => {
    loginAs(mei);
    setMockServiceDown("talent");
    const first = renderApp("/forum/feed");
    const list = await screen.findByRole("list", { name: "Posts" });
    const cards = await within(list).findAllByRole("article");
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(within(card).getByText("Name unavailable")).toBeTruthy();
    first.unmount();

    setMockServiceDown("talent", false);
    renderApp("/forum/feed");
    const again = await screen.findByRole("list", { name: "Posts" });
    await within(again).findAllByRole("article");
    expect(within(again).queryByText("Name unavailable")).toBeNull();
  });

  it("says the post could not be loaded (not that it does not exist) while forum is down", async () => {
    loginAs(mei);
    setMockServiceDown("forum");
    renderApp(questionUrl());
    // The load error's heading is "Post", with a retry; the not-found page's is "Post not found".
    expect(await screen.findByRole("heading", { level: 1, name: "Post" })).toBeTruthy();
    expect(screen.queryByRole("heading", { level: 1, name: "Post not found" })).toBeNull();
  });

  it("shows a course without its tools and career roles while talent is down", async () => {
    setMockServiceDown("talent");
    renderApp("/courses/fcda");
    expect(await screen.findByRole("heading", { level: 1, name: "Foundation Certificate in Data Analytics" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "Modules" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Tools you will use" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Career roles" })).toBeNull();
  });
});
