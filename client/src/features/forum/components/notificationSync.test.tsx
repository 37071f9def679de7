/** The badge stays right across tabs: a read in one tab makes the others re-read at once (not at their next poll). */
import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { createApolloClient } from "../../../app/apollo";
import { AppProviders } from "../../../app/AppProviders";
import { findMockPost } from "../mocks";
import { addMockForumNotification } from "../mocks";
import { countOf, recordOperations } from "../../../test/operations";
import { renderApp } from "../../../test/renderApp";
import { talentAdmin, loginAs, mei } from "../../../test/session";
import {
  NOTIFICATION_CHANNEL_NAME,
  announceNotificationChanges,
  listenForNotificationChanges,
  openNotificationChannel,
} from "../lib/notificationChannel";
import { NotificationBell } from "./NotificationBell";

/** A second tab's bell: its own Apollo client, polling far too slowly to explain a quick update. */
function renderSecondTab() {
  const client = createApolloClient();
  const utils = render(
    <AppProviders client={client} env="test">
      <MemoryRouter>
        <NotificationBell pollInterval={60_000} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...utils, client };
}

const QUICK = { timeout: 2_000 };

describe("notifications across tabs", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("a message from another tab makes the badge and list re-read at once", async () => {
    loginAs(mei);
    const { container } = renderSecondTab();
    expect(await within(container).findByRole("button", { name: "Notifications, 3 unread" })).toBeTruthy();
    const sent = recordOperations();
    addMockForumNotification({ type: "NEW_COMMENT", recipientIds: [mei.id], actorId: talentAdmin.id, post: findMockPost("p7k2m9qa") });
    const otherTab = new BroadcastChannel(NOTIFICATION_CHANNEL_NAME);
    otherTab.postMessage({ kind: "forum-notifications-changed", from: "another-tab" });
    otherTab.close();
    expect(await within(container).findByRole("button", { name: "Notifications, 4 unread" }, QUICK)).toBeTruthy();
    expect(countOf(sent, "ForumUnreadNotificationCount")).toBe(1);
  });

  it("marking all read in one client empties the badge of another at once", async () => {
    loginAs(mei);
    const second = renderSecondTab();
    expect(await within(second.container).findByRole("button", { name: "Notifications, 3 unread" })).toBeTruthy();
    const first = renderApp("/forum/feed");
    await first.user.click(await within(first.container).findByRole("button", { name: "Notifications, 3 unread" }));
    await first.user.click(await screen.findByRole("button", { name: "Mark all as read" }));
    expect(await within(second.container).findByRole("button", { name: "Notifications" }, QUICK)).toBeTruthy();
  });

  it("ignores its own messages and does nothing where BroadcastChannel is missing", () => {
    const client = {};
    const onChange = vi.fn();
    const stop = listenForNotificationChanges(client, onChange);
    announceNotificationChanges(client); // its own: the cache is already right
    stop();
    expect(onChange).not.toHaveBeenCalled();

    vi.stubGlobal("BroadcastChannel", undefined);
    const fallback = openNotificationChannel();
    expect(() => fallback.announce("x")).not.toThrow();
    expect(fallback.listen("y", onChange)).toBeTypeOf("function");
    fallback.close();
    expect(listenForNotificationChanges({}, onChange)).toBeTypeOf("function");
  });
});
