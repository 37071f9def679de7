/**
 * Event sign-up links (SPEC §2: /signup?purpose=learn|recruit&invite_code=…&next=event-reg&event_id=…[&role=jobseeker])
 * through the sign-up, role-choice and log-in pages, against the mock backend: the invite banner, the parameters kept
 * between the pages, and where each person goes once they have an account.
 */
import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { signUpLink } from "@server/events/modules/invites/rules/invites";
import { DEMO_LEARN_CODE, DEMO_RECRUIT_CODE } from "@server/events/modules/invites/demo-seed-data";
import { findAccountByEmail } from "../../../mocks/session";
import { demoAccount } from "../../../mocks/fixtures";
import { mockEventsState, mockInviteCode, mockInvitesState } from "../../events/mocks";
import { currentParams, location, renderApp } from "../../../test/renderApp";

const FAIR = "kl-tech-career-fair";
const learnLink = signUpLink({ code: DEMO_LEARN_CODE, eventId: FAIR, purpose: "learn" }, { jobSeeker: true });
const recruitLink = signUpLink({ code: DEMO_RECRUIT_CODE, eventId: FAIR, purpose: "recruit" });
const farah = demoAccount("associate");

async function fillSignup(user: ReturnType<typeof renderApp>["user"], email: string) {
  await user.type(await screen.findByLabelText(/First name/), "Nurul");
  await user.type(screen.getByLabelText(/Last name/), "Izzah");
  await user.type(screen.getByLabelText(/Email/), email);
  await user.type(screen.getByLabelText(/^Password/), "correct horse battery");
}

describe("an event's learn link", () => {
  it("shows the invite and, after sign-up, goes to the event's registration with the code and role", async () => {
    const { user } = renderApp(learnLink);
    // The banner, not the page's loader (also a status) while the page's code loads.
    const banner = (await screen.findByText("You're invited to KL Tech Career Fair")).closest<HTMLElement>('[role="status"]')!;
    expect(within(banner).getByText(new RegExp(`Invite code ${DEMO_LEARN_CODE}`))).toBeTruthy();

    await fillSignup(user, "nurul.izzah@example.com");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    await waitFor(() => expect(location.current.pathname).toBe(`/events/${FAIR}`));
    expect(currentParams()).toEqual({ register: "1", invite_code: DEMO_LEARN_CODE, role: "jobseeker" });

    // The event page takes over: the code and role are said, and registering uses them.
    const panel = await screen.findByRole("region", { name: "Registration" });
    expect(await within(panel).findByText(`Registering with invite code ${DEMO_LEARN_CODE} as a job seeker.`)).toBeTruthy();
    await user.click(within(panel).getByRole("button", { name: "Register" }));
    expect(await within(panel).findByText("You are registered.")).toBeTruthy();
    const account = findAccountByEmail("nurul.izzah@example.com")!;
    expect(mockEventsState().registrations.find((r) => r.userId === account.id && r.eventId === FAIR)).toMatchObject({
      jobSeeker: true,
      inviteCode: DEMO_LEARN_CODE,
    });
  });

  it("says why an invite cannot be used", async () => {
    mockInviteCode(DEMO_LEARN_CODE)!.expiresAt = new Date(Date.now() - 60_000).toISOString();
    const expired = renderApp(learnLink);
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("This invite cannot be used")).toBeTruthy();
    expect(within(alert).getByText(/This invite code has expired\./)).toBeTruthy();
    expired.unmount();

    renderApp(`/signup?purpose=learn&invite_code=NOSUCHCODE&next=event-reg&event_id=${FAIR}`);
    expect(within(await screen.findByRole("alert")).getByText(/This invite code does not exist\./)).toBeTruthy();
  });

  it("says a code for another event is for another event", async () => {
    renderApp(`/signup?purpose=learn&invite_code=${DEMO_LEARN_CODE}&next=event-reg&event_id=hk-tech-networking-mixer`);
    expect(within(await screen.findByRole("alert")).getByText(/This invite code is for another event\./)).toBeTruthy();
  });

  it("keeps the link's parameters through the role choice and the log-in page, and logs a learner in to the registration", async () => {
    const { user } = renderApp(learnLink);
    await user.click(await screen.findByRole("link", { name: "Change account type" }));
    expect(location.current.pathname).toBe("/signup/select-role");
    expect(currentParams()).toEqual({ invite_code: DEMO_LEARN_CODE, next: "event-reg", event_id: FAIR, role: "jobseeker" });
    // The sign-up page stays until the role choice's code has loaded: wait for the new page.
    const learn = (await screen.findAllByRole("link", { name: "I want to learn / find a job" }))[0]!;
    expect(screen.getByText("You're invited to KL Tech Career Fair")).toBeTruthy();
    expect(new URLSearchParams(learn.getAttribute("href")!.split("?")[1]).get("role")).toBe("jobseeker");

    await user.click(within(screen.getByRole("main")).getByRole("link", { name: "Log in" }));
    expect(location.current.pathname).toBe("/login");
    expect(currentParams()).toEqual({ invite_code: DEMO_LEARN_CODE, next: "event-reg", event_id: FAIR, role: "jobseeker" });
    await user.type(await screen.findByLabelText(/Email/), farah.email);
    expect(screen.getByText("You're invited to KL Tech Career Fair")).toBeTruthy();
    await user.type(screen.getByLabelText(/^Password/), farah.password);
    await user.click(within(screen.getByRole("main")).getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(location.current.pathname).toBe(`/events/${FAIR}`));
    expect(currentParams()).toEqual({ register: "1", invite_code: DEMO_LEARN_CODE, role: "jobseeker" });
  });
});

describe("an event's recruit link", () => {
  it("signs an exhibitor up, joins them to the employer's exhibit with the code and goes to the attendees", async () => {
    const { user } = renderApp(recruitLink);
    const banner = (await screen.findByText("You're invited to KL Tech Career Fair")).closest<HTMLElement>('[role="status"]')!;
    expect(within(banner).getByText(/for the KopiCloud/)).toBeTruthy();
    // The recruit link is for exhibitors.
    expect(((await screen.findByRole("radio", { name: "Event exhibitor" })) as HTMLInputElement).checked).toBe(true);
    await fillSignup(user, "booth.crew@example.com");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    await waitFor(() => expect(location.current.pathname).toBe(`/events/${FAIR}/attendees`));
    const account = findAccountByEmail("booth.crew@example.com")!;
    expect(mockInvitesState().members).toContainEqual(
      expect.objectContaining({ eventId: FAIR, employerId: "kopicloud", userId: account.id }),
    );
  });

  it("says so when the code cannot be used, and leads on to the event", async () => {
    mockInviteCode(DEMO_RECRUIT_CODE)!.revokedAt = new Date().toISOString();
    const { user } = renderApp(recruitLink);
    await fillSignup(user, "late.crew@example.com");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    const alert = await screen.findByText("Your account is ready");
    const box = alert.closest<HTMLElement>("[role=alert]")!;
    expect(within(box).getByText("The organiser withdrew this invite code.")).toBeTruthy();
    expect(within(box).getByRole("link", { name: "Go to the event" }).getAttribute("href")).toBe(`/events/${FAIR}`);
    expect(location.current.pathname).toBe("/signup");
  });
});

describe("without an event link", () => {
  it("shows no invite and keeps only next on the log-in link", async () => {
    renderApp("/signup?purpose=learn&next=%2Fjobs");
    expect(await screen.findByRole("heading", { level: 1, name: "Create your talent account" })).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
    expect(within(screen.getByRole("main")).getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/login?next=%2Fjobs");
  });
});
