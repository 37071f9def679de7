import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import axe from "axe-core";
import { currentParams, renderApp } from "../../../test/renderApp";
import { recordOperations } from "../../../test/operations";
import { jobAdmin, loginAs, mei } from "../../../test/session";
import { CSV_COLUMNS } from "@server/events/modules/organiser/rules/export";
import { DEMO_LEARN_CODE, DEMO_RECRUIT_CODE } from "@server/events/modules/invites/demo-seed-data";
import { addMockEventRegistration, mockInviteCode, mockInvitesState } from "../mocks";

const FAIR = "kl-tech-career-fair";
const PATH = `/events/admin/${FAIR}`;
const someoneElse = (n: number) => `3f0e2a55-0000-4c1d-9a7b-${String(n).padStart(12, "0")}`;

afterEach(() => vi.restoreAllMocks());

async function seriousViolations(): Promise<string[]> {
  const results = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
  return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.help}`);
}

const table = () => screen.findByRole("table", { name: "Registrations" });
const bodyRows = (t: HTMLElement) => within(t).getAllByRole("row").slice(1);
const codeCard = (code: string) => screen.findByRole("article", { name: `Invite code ${code}` });

describe("/events/admin/:id (an event's registrations and invite codes)", () => {
  it("lists the registrations by status, in arrival order", async () => {
    // Two sample people register after the demo student; one of them is cancelled, one waits.
    addMockEventRegistration(FAIR, someoneElse(1), "Registered");
    const cancelled = addMockEventRegistration(FAIR, someoneElse(2), "Registered");
    cancelled.cancelledAt = new Date().toISOString();
    addMockEventRegistration(FAIR, someoneElse(3), "Waitlisted");
    loginAs(jobAdmin);
    const sent = recordOperations();
    const { user } = renderApp(PATH);
    expect(await screen.findByRole("heading", { level: 1, name: "Registrations: KL Tech Career Fair" })).toBeTruthy();
    const standing = await table();
    const rows = bodyRows(standing);
    expect(rows).toHaveLength(3);
    const mei0 = within(rows[0]!);
    expect(mei0.getByText("Mei Ling Tan")).toBeTruthy();
    expect(mei0.getByText(mei.email)).toBeTruthy();
    expect(mei0.getByText("Registered")).toBeTruthy();
    // Job seeker, shares with exhibitors.
    expect(mei0.getAllByText("Yes")).toHaveLength(2);
    expect(within(rows[2]!).getByText("Waitlisted · #1")).toBeTruthy();
    expect(screen.getByText("Showing 1–3 of 3")).toBeTruthy();

    await user.selectOptions(screen.getByRole("combobox", { name: "Show" }), "Cancelled");
    expect(currentParams()).toMatchObject({ status: "Cancelled", page: "1" });
    await waitFor(() => expect(screen.getByText("Showing 1–1 of 1")).toBeTruthy());
    expect(within(bodyRows(await table())[0]!).getByText("Cancelled")).toBeTruthy();
    await user.selectOptions(screen.getByRole("combobox", { name: "Show" }), "Waitlisted");
    await waitFor(() =>
      expect(within(bodyRows(screen.getByRole("table", { name: "Registrations" }))[0]!).getByText("Waitlisted · #1")).toBeTruthy(),
    );
    expect(
      sent.filter((s) => s.operationName === "AdminEventRegistrations").map((s) => (s.variables as { status: string | null }).status),
    ).toEqual([null, "Cancelled", "Waitlisted"]);
  });

  it("pages the registrations with the shared paging", async () => {
    for (let n = 1; n <= 21; n++) addMockEventRegistration(FAIR, someoneElse(n), "Registered");
    loginAs(jobAdmin);
    const { user } = renderApp(PATH);
    await table();
    expect(screen.getByText("Showing 1–20 of 22")).toBeTruthy();
    await user.click(within(screen.getByRole("navigation", { name: "Pages" })).getByRole("button", { name: "Page 2" }));
    expect(currentParams()).toMatchObject({ page: "2" });
    await waitFor(() => expect(screen.getByText("Showing 21–22 of 22")).toBeTruthy());
    expect(bodyRows(await table())).toHaveLength(2);
  });

  it("downloads every registration as CSV, named after the event", async () => {
    const blobs: Blob[] = [];
    const downloads: string[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return "blob:csv";
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    loginAs(jobAdmin);
    const { user } = renderApp(PATH);
    await table();
    await user.click(screen.getByRole("button", { name: "Download CSV" }));
    await waitFor(() => expect(downloads).toEqual([`${FAIR}-registrations.csv`]));
    expect(blobs[0]!.type).toBe("text/csv");
    const [header, first] = (await blobs[0]!.text()).split("\r\n");
    expect(header).toBe(CSV_COLUMNS.join(","));
    expect(first).toContain(`Mei Ling Tan,${mei.email},Registered`);
  });

  it("lists the invite codes with their uses and sign-up links, issues a code and withdraws one after confirming", async () => {
    loginAs(jobAdmin);
    const { user } = renderApp(PATH);
    const learn = within(await codeCard(DEMO_LEARN_CODE));
    expect(learn.getByText("Learners")).toBeTruthy();
    expect(learn.getByText("Active")).toBeTruthy();
    expect(learn.getByText("University career offices")).toBeTruthy();
    expect(learn.getByText("Used 1 of 500 times")).toBeTruthy();
    const link = learn.getByRole("textbox", { name: "Sign-up link" }) as HTMLInputElement;
    expect(link.value).toBe(
      `${window.location.origin}/signup?purpose=learn&invite_code=${DEMO_LEARN_CODE}&next=event-reg&event_id=${FAIR}`,
    );
    expect((learn.getByRole("textbox", { name: "Job seeker sign-up link" }) as HTMLInputElement).value).toMatch(/&role=jobseeker$/);
    await user.click(learn.getByRole("button", { name: `Copy Sign-up link (${DEMO_LEARN_CODE})` }));
    expect(await navigator.clipboard.readText()).toBe(link.value);
    expect(learn.getByRole("button", { name: "Copied" })).toBeTruthy();
    const recruit = within(await codeCard(DEMO_RECRUIT_CODE));
    expect(recruit.getByText("For KopiCloud Technologies Sdn. Bhd.")).toBeTruthy();
    expect(recruit.queryByRole("textbox", { name: "Job seeker sign-up link" })).toBeNull();

    // A recruit code for one of the fair's exhibitors.
    await user.click(screen.getByRole("button", { name: "New invite code" }));
    const dialog = within(await screen.findByRole("dialog", { name: "New invite code" }));
    await user.click(dialog.getByRole("radio", { name: /^Exhibitor/ }));
    await user.click(dialog.getByRole("button", { name: "Issue code" }));
    expect(await dialog.findByText("Choose the exhibitor.")).toBeTruthy();
    expect(dialog.getByText("This field is required.")).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
    await user.selectOptions(dialog.getByRole("combobox", { name: /^Exhibitor/ }), "Lantern Analytics Sdn. Bhd.");
    await user.type(dialog.getByRole("textbox", { name: /^Label/ }), "Lantern booth team");
    await user.type(dialog.getByRole("textbox", { name: /^Most uses/ }), "5");
    await user.click(dialog.getByRole("button", { name: "Issue code" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const issued = mockInvitesState().codes.find((c) => c.label === "Lantern booth team")!;
    expect(issued).toMatchObject({ purpose: "recruit", employerId: "lantern-analytics", maxUses: 5, expiresAt: null });
    expect((await screen.findByRole("status")).textContent).toBe(`Code ${issued.code} is issued.`);
    // The new code leads the list (newest first), from the cache.
    const list = screen.getByRole("list", { name: "Invite codes" });
    expect(within(within(list).getAllByRole("listitem")[0]!).getByRole("heading", { level: 3 }).textContent).toBe(issued.code);
    expect(within(await codeCard(issued.code)).getByText("Used 0 of 5 times")).toBeTruthy();

    // Withdrawing asks first; keeping it changes nothing.
    await user.click(learn.getByRole("button", { name: `Withdraw code ${DEMO_LEARN_CODE}` }));
    let confirm = within(await screen.findByRole("dialog", { name: `Withdraw code ${DEMO_LEARN_CODE}?` }));
    await user.click(confirm.getAllByRole("button", { name: "Keep it" }).at(-1)!);
    expect(mockInviteCode(DEMO_LEARN_CODE)!.revokedAt).toBeNull();
    await user.click(learn.getByRole("button", { name: `Withdraw code ${DEMO_LEARN_CODE}` }));
    confirm = within(await screen.findByRole("dialog", { name: `Withdraw code ${DEMO_LEARN_CODE}?` }));
    await user.click(confirm.getByRole("button", { name: "Withdraw code" }));
    const withdrawn = within(await codeCard(DEMO_LEARN_CODE));
    await waitFor(() => expect(withdrawn.getByText("Withdrawn")).toBeTruthy());
    expect(withdrawn.queryByRole("textbox", { name: "Sign-up link" })).toBeNull();
    expect(withdrawn.queryByRole("button", { name: /^Withdraw/ })).toBeNull();
    expect(screen.getByText(`Code ${DEMO_LEARN_CODE} is withdrawn.`)).toBeTruthy();
    expect(mockInviteCode(DEMO_LEARN_CODE)!.revokedAt).not.toBeNull();
  });

  it("says when the event does not exist", async () => {
    loginAs(jobAdmin);
    renderApp("/events/admin/no-such-event");
    expect(await screen.findByText("There is no event with this id.")).toBeTruthy();
  });
});
