import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import axe from "axe-core";
import { http, HttpResponse } from "msw";
import { server } from "../../../mocks/node";
import { currentParams, location, renderApp } from "../../../test/renderApp";
import { mei } from "../../../test/session";
import i18n from "../../../i18n";
import { addMockMail, findMockMail, resetMockMailbox } from "../mocks";

const messageList = () => screen.findByRole("list", { name: /^Messages/ });
const subjects = (list: HTMLElement) =>
  within(list)
    .getAllByRole("link")
    .map((a) => a.querySelector("p")?.textContent);

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetMockMailbox();
  consoleError = vi.spyOn(console, "error");
});
afterEach(() => {
  server.events.removeAllListeners();
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockRestore();
});

describe("the dev mailbox", () => {
  it("lists the kept messages newest first, with recipient and time", async () => {
    addMockMail({ to: "new.person@example.com", subject: "Just now", text: "Hello", html: "<p>Hello</p>" });
    renderApp("/dev/mailbox");
    expect(await screen.findByRole("heading", { level: 1, name: "Dev mailbox" })).toBeTruthy();
    expect(screen.getByText("Emails the app would have sent. Only outside production, when no SMTP server is configured.")).toBeTruthy();
    const list = await messageList();
    expect(subjects(list)).toEqual([
      "Just now",
      "Confirm your email address",
      "重設你的密碼",
      "Your application for Junior Data Analyst at HarbourPay",
    ]);
    const first = within(list).getAllByRole("listitem")[0]!;
    expect(within(first).getByText("To new.person@example.com")).toBeTruthy();
    expect(first.querySelector("time")?.getAttribute("dateTime")).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("shows the times in the interface language", async () => {
    await i18n.changeLanguage("zh-Hant");
    renderApp("/dev/mailbox");
    expect(await screen.findByRole("heading", { level: 1, name: "開發郵箱" })).toBeTruthy();
    const list = await screen.findByRole("list", { name: "郵件" });
    const time = within(list).getAllByRole("listitem")[0]!.querySelector("time")!;
    const expected = new Intl.DateTimeFormat("zh-Hant", { dateStyle: "medium", timeStyle: "medium" }).format(
      new Date(time.getAttribute("dateTime")!),
    );
    expect(time.textContent).toBe(expected);
    expect(time.textContent).toMatch(/年/);
  });

  it("opens a message: subject, recipient, the HTML in a sandboxed frame, the plain text and its links", async () => {
    const { user } = renderApp("/dev/mailbox");
    const list = await messageList();
    await user.click(within(list).getByRole("link", { name: /Your application for Junior Data Analyst/ }));

    const id = "6f1c2f4e-5b1d-4c53-9a39-0a4c1b2e7d03";
    expect(currentParams()).toEqual({ message: id });
    const subject = await screen.findByRole("heading", { level: 2, name: "Your application for Junior Data Analyst at HarbourPay" });
    await waitFor(() => expect(document.activeElement).toBe(subject));
    const article = screen.getByRole("article");
    expect(within(article).getByText(mei.email)).toBeTruthy();
    expect(
      within(list)
        .getByRole("link", { name: /Your application for Junior Data Analyst/ })
        .getAttribute("aria-current"),
    ).toBe("true");

    const frame = within(article).getByTitle("The message “Your application for Junior Data Analyst at HarbourPay” as HTML");
    expect(frame.tagName).toBe("IFRAME");
    expect(frame.getAttribute("sandbox")).toBe("");
    expect(frame.getAttribute("srcdoc")).toBe(findMockMail(id)!.html);

    expect(within(within(article).getByRole("list", { name: "Attachments" })).getByText("interview.ics")).toBeTruthy();
    const links = within(article).getByRole("list", { name: "Links in this message" });
    const link = within(links).getByRole("link", { name: `${window.location.origin}/applications` });
    expect(link.getAttribute("target")).toBeNull();

    await user.click(within(article).getByRole("tab", { name: "Plain text" }));
    const pre = article.querySelector("pre");
    expect(pre?.textContent).toBe(findMockMail(id)!.text);
    expect(within(article).queryByTitle(/as HTML$/)).toBeNull();

    // A link to this site is followed in the same tab, inside the app (/applications asks a visitor to log in first).
    await user.click(link);
    await waitFor(() => expect(location.current.pathname).toBe("/login"));
    expect(currentParams()).toEqual({ next: "/applications" });
  });

  it("opens the message the URL names, with a verification link", async () => {
    renderApp("/dev/mailbox?message=6f1c2f4e-5b1d-4c53-9a39-0a4c1b2e7d01");
    expect(await screen.findByRole("heading", { level: 2, name: "Confirm your email address" })).toBeTruthy();
    const links = screen.getByRole("list", { name: "Links in this message" });
    expect(within(links).getByRole("link").getAttribute("href")).toBe("/verify-email?token=valid-token");
    expect(screen.queryByRole("list", { name: "Attachments" })).toBeNull();
  });

  it("says so when the message the URL names is not kept", async () => {
    renderApp("/dev/mailbox?message=00000000-0000-4000-8000-000000000000");
    expect(await screen.findByText("This message is not in the mailbox.")).toBeTruthy();
    expect(await messageList()).toBeTruthy();
  });

  it("narrows the list to one recipient, kept in the URL as ?to=", async () => {
    let asked: string | null = null;
    server.events.on("request:start", ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === "/dev/mail") asked = url.searchParams.get("to");
    });
    const { user } = renderApp("/dev/mailbox");
    await messageList();
    await user.type(screen.getByRole("searchbox", { name: "Recipient's address" }), "Recruiter@Demo.TalentForge.test");
    await user.click(screen.getByRole("button", { name: "Search" }));

    await waitFor(() => expect(currentParams()).toEqual({ to: "Recruiter@Demo.TalentForge.test" }));
    const list = await screen.findByRole("list", { name: "Messages to Recruiter@Demo.TalentForge.test" });
    expect(subjects(list)).toEqual(["重設你的密碼"]);
    expect(asked).toBe("Recruiter@Demo.TalentForge.test");
  });

  it("reads the filter from the URL and says when nothing was sent to that address", async () => {
    const { user } = renderApp("/dev/mailbox?to=nobody%40example.com");
    expect(await screen.findByText("No emails to nobody@example.com.")).toBeTruthy();
    expect((screen.getByRole("searchbox", { name: "Recipient's address" }) as HTMLInputElement).value).toBe("nobody@example.com");
    await user.click(screen.getByRole("button", { name: "Show every recipient" }));
    expect(subjects(await messageList())).toHaveLength(3);
    expect(currentParams()).toEqual({});
  });

  it("loads more messages before the last one shown", async () => {
    const page = (n: number, from: number) =>
      Array.from({ length: n }, (_, i) => ({
        id: `m-${from + i}`,
        to: "a@example.com",
        subject: `Message ${from + i}`,
        createdAt: new Date(Date.UTC(2025, 0, 1) - (from + i) * 60_000).toISOString(),
      }));
    const befores: (string | null)[] = [];
    server.use(
      http.get("*/dev/mail", ({ request }) => {
        const before = new URL(request.url).searchParams.get("before");
        befores.push(before);
        return HttpResponse.json(before === null ? { messages: page(50, 0), hasMore: true } : { messages: page(2, 50), hasMore: false });
      }),
    );
    const { user } = renderApp("/dev/mailbox");
    const list = await messageList();
    expect(within(list).getAllByRole("listitem")).toHaveLength(50);
    await user.click(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(52));
    expect(subjects(list).at(-1)).toBe("Message 51");
    expect(befores).toEqual([null, "m-49"]);
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("says the mailbox is off where the server sends through SMTP (the API answers 404)", async () => {
    server.use(
      http.get("*/dev/mail", () => HttpResponse.json({ error: { code: "NOT_FOUND", message: "There is nothing here." } }, { status: 404 })),
    );
    renderApp("/dev/mailbox?message=6f1c2f4e-5b1d-4c53-9a39-0a4c1b2e7d01");
    expect(await screen.findByText("The dev mailbox is off: this server sends email through SMTP.")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Dev mailbox" })).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByRole("searchbox")).toBeNull();
    expect(screen.queryByRole("list", { name: /^Messages/ })).toBeNull();
    expect(screen.queryByRole("article")).toBeNull();
  });

  it("offers to try again when the list fails for another reason", async () => {
    let fail = true;
    server.use(
      http.get("*/dev/mail", () =>
        fail ? HttpResponse.json({ error: { code: "INTERNAL_SERVER_ERROR", message: "Boom" } }, { status: 500 }) : undefined,
      ),
    );
    const { user } = renderApp("/dev/mailbox");
    expect(await screen.findByText("The messages could not be loaded.")).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(subjects(await messageList())).toHaveLength(3);
  });

  it("has one h1, a title and no serious axe violations with a message open", async () => {
    renderApp("/dev/mailbox?message=6f1c2f4e-5b1d-4c53-9a39-0a4c1b2e7d03");
    expect(await screen.findByRole("heading", { level: 2, name: /Junior Data Analyst/ })).toBeTruthy();
    await messageList();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe("Dev mailbox · TalentForge"));
    // The message itself is the sender's HTML, not the page's: axe checks the frame's title, not inside it.
    const results = await axe.run(document.body, { iframes: false, rules: { "color-contrast": { enabled: false } } });
    const bad = results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
    expect(bad).toEqual([]);
  });
});
