import { describe, expect, it } from "vitest";
import axe from "axe-core";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http } from "msw";
import { MemoryRouter } from "react-router";
import { createApolloClient } from "../../../app/apollo";
import { AppProviders } from "../../../app/AppProviders";
import { server } from "../../../mocks/node";
import { findMockPost } from "../mocks";
import { addMockForumNotification, mockUnreadNotificationCount } from "../mocks";
import { setSession } from "../../../mocks/session";
import { failOperationWith } from "../../../test/operations";
import { location, renderApp } from "../../../test/renderApp";
import { talentAdmin, loginAs, mei } from "../../../test/session";
import { NotificationBell } from "./NotificationBell";

const CAREER_FAIR = "Priya Menon commented on your post “Anyone going to the KL career fair? Tips for talki…”";

/** Holds back the answer to `operationName` until `release()` (the mock then answers), to see the optimistic state. */
function holdOperation(operationName: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.post("*/graphql", async ({ request }) => {
      const body = (await request.clone().json()) as { operationName?: string };
      if (body.operationName === operationName) await gate;
      return undefined;
    }),
  );
  return release;
}

async function openBell(user: ReturnType<typeof userEvent.setup>, name: string | RegExp = /^Notifications/) {
  await user.click(await screen.findByRole("button", { name }));
  return screen.findByRole("list", { name: "Your notifications" });
}

describe("NotificationBell", () => {
  it("is in the header for logged-in people, its name carrying the unread count; visitors have none", async () => {
    loginAs(mei);
    const { unmount } = renderApp("/forum/feed");
    const header = screen.getByRole("banner");
    expect(await within(header).findByRole("button", { name: "Notifications, 3 unread" })).toBeTruthy();
    unmount();

    setSession(null);
    renderApp("/jobs");
    expect(await screen.findByRole("link", { name: "Log in" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Notifications/ })).toBeNull();
  });

  it("rises without a reload when a notification arrives (the count polls)", async () => {
    loginAs(mei);
    render(
      <AppProviders client={createApolloClient()} env="test">
        <MemoryRouter>
          <NotificationBell pollInterval={250} />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(await screen.findByRole("button", { name: "Notifications, 3 unread" })).toBeTruthy();
    addMockForumNotification({ type: "NEW_COMMENT", recipientIds: [mei.id], actorId: talentAdmin.id, post: findMockPost("p7k2m9qa") });
    expect(await screen.findByRole("button", { name: "Notifications, 4 unread" })).toBeTruthy();
  });

  it("lists the latest notifications, unread first and marked in words, each linking where it leads", async () => {
    loginAs(mei);
    const { user } = renderApp("/forum/feed");
    const list = await openBell(user, "Notifications, 3 unread");
    const links = within(list).getAllByRole("link");
    expect(links.map((l) => l.textContent?.includes("Unread"))).toEqual([true, true, true, false, false, false]);
    expect(links[0]!.textContent).toContain(
      "Arjun Nair posted an announcement in M1 JavaScript open class 2026: “Lab 3 deadline moved to Friday”",
    );
    expect(links[0]!.getAttribute("href")).toBe("/forum/class-forum/m1js-open-2026");
    expect(links[1]!.textContent).toContain(CAREER_FAIR);
    expect(screen.getByRole("link", { name: "See all notifications" }).getAttribute("href")).toBe("/forum/notifications");
  });

  it("opens as a labelled dialog with no serious axe violations", async () => {
    loginAs(mei);
    const { user } = renderApp("/forum/feed");
    await openBell(user, "Notifications, 3 unread");
    const dialog = screen.getByRole("dialog", { name: "Notifications" });
    expect(within(dialog).getByRole("heading", { level: 2, name: "Notifications" })).toBeTruthy();
    const results = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  });

  it("following one marks it read, drops the badge at once and lands on the comment", async () => {
    loginAs(mei);
    const { user } = renderApp("/forum/feed");
    const list = await openBell(user, "Notifications, 3 unread");
    const release = holdOperation("MarkForumNotificationRead");
    await user.click(within(list).getByRole("link", { name: new RegExp(CAREER_FAIR.slice(0, 40)) }));
    // Before the server has answered: the badge is already down.
    expect(await screen.findByRole("button", { name: "Notifications, 2 unread" })).toBeTruthy();
    expect(location.current.pathname).toMatch(/^\/forum\/post\/k8j5h2gd-/);
    expect(location.current.hash).toMatch(/^#c5k8j5he/);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Anyone going to the KL career fair? Tips for talking to employers" }),
    ).toBeTruthy();
    release();
    await waitFor(() => expect(mockUnreadNotificationCount(mei.id)).toBe(2));
    expect(screen.getByRole("button", { name: "Notifications, 2 unread" })).toBeTruthy();
  });

  it("marks all as read at once", async () => {
    loginAs(mei);
    const { user } = renderApp("/forum/feed");
    const list = await openBell(user, "Notifications, 3 unread");
    const release = holdOperation("MarkAllForumNotificationsRead");
    await user.click(screen.getByRole("button", { name: "Mark all as read" }));
    expect(await screen.findByRole("button", { name: "Notifications" })).toBeTruthy();
    expect(within(list).queryByText("Unread")).toBeNull();
    release();
    await waitFor(() => expect(mockUnreadNotificationCount(mei.id)).toBe(0));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Mark all as read" })).toBeNull());
  });

  it("puts the badge back when the server refuses a read", async () => {
    loginAs(mei);
    const { user } = renderApp("/forum/feed");
    const list = await openBell(user, "Notifications, 3 unread");
    failOperationWith("MarkForumNotificationRead", "Notification not found.", "NOT_FOUND");
    const release = holdOperation("MarkForumNotificationRead"); // then refused
    await user.click(within(list).getByRole("link", { name: new RegExp(CAREER_FAIR.slice(0, 40)) }));
    expect(await screen.findByRole("button", { name: "Notifications, 2 unread" })).toBeTruthy();
    expect(await screen.findByRole("heading", { level: 1, name: /^Anyone going to the KL career fair/ })).toBeTruthy();
    release();
    await waitFor(() => expect(screen.getByRole("button", { name: "Notifications, 3 unread" })).toBeTruthy());
    expect(mockUnreadNotificationCount(mei.id)).toBe(3);
  });
});
