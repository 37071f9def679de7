/**
 * Team registration on a team event's page (SPEC §5: teams of 3–4 students in years 1–4, individuals not accepted),
 * against the mock backend: registering a team and its code, joining through the team's invite link, a full team, a
 * year outside the event's, disbanding and leaving; and registering with a sign-up link's invite code.
 */
import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { renderApp } from "../../../test/renderApp";
import { recruiter, loginAs, mei } from "../../../test/session";
import { addAccount, setSession } from "../../../mocks/session";
import { DEMO_LEARN_CODE } from "@server/events/modules/invites/demo-seed-data";
import { addMockEventTeam, mockEvent, mockEventsState, mockInviteCode, mockInvitesState } from "../mocks";
import i18n from "../../../i18n";

const TEAM_EVENT = "penang-schools-outreach";
const MIXER = "hk-tech-networking-mixer";
const FAIR = "kl-tech-career-fair";

const registration = () => screen.findByRole("region", { name: "Registration" });

let made = 0;
function student(firstName: string) {
  made += 1;
  const account = {
    id: `6e0e2a55-0000-4c1d-9a7b-${String(made).padStart(12, "0")}`,
    email: `${firstName.toLowerCase()}.${made}@example.com`,
    password: "password123",
    firstName,
    lastName: "Lim",
    roles: ["STUDENT" as const],
  };
  addAccount(account);
  return account;
}

describe("a team event's registration", () => {
  it("registers a team: its lead sees the team, its code and invite link, and the places left count the team", async () => {
    loginAs(mei);
    const { user } = renderApp(`/events/${TEAM_EVENT}`);
    const panel = await registration();
    expect(await within(panel).findByText("20 team places left")).toBeTruthy();
    expect(within(panel).getByRole("tab", { name: "Register a team", selected: true })).toBeTruthy();
    // The year is a select limited to the event's years.
    const year = within(panel).getByRole("combobox", { name: /Your year of study/ });
    expect(
      within(year)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Choose your year", "Year 1", "Year 2", "Year 3", "Year 4"]);
    // Nothing is sent until the name and year are given.
    await user.click(within(panel).getByRole("button", { name: "Register the team" }));
    expect(within(panel).getByText("A team name has 2 to 60 characters.")).toBeTruthy();
    expect(within(panel).getByText("Choose your year of study.")).toBeTruthy();

    await user.type(within(panel).getByRole("textbox", { name: /Team name/ }), "Byte Club");
    await user.selectOptions(year, "Year 2");
    await user.click(within(panel).getByRole("button", { name: "Register the team" }));

    expect(await within(panel).findByText("Team “Byte Club” is registered. Share its code with your team-mates.")).toBeTruthy();
    const team = within(panel).getByRole("region", { name: "Team “Byte Club”" });
    expect(within(team).getByText("Your team is registered.")).toBeTruthy();
    expect(within(team).getByText("Needs 2 more members to be complete.")).toBeTruthy();
    const members = within(team).getByRole("list", { name: "Team members" });
    expect(within(members).getAllByRole("listitem")).toHaveLength(1);
    expect(within(members).getByText("Mei Ling Tan")).toBeTruthy();
    expect(within(members).getByText("Lead")).toBeTruthy();
    expect(within(members).getByText("Year 2")).toBeTruthy();
    const stored = mockEventsState().teams.find((t) => t.name === "Byte Club")!;
    expect(within(team).getByText(stored.joinCode)).toBeTruthy();
    expect((within(team).getByRole("textbox", { name: "Invite link" }) as HTMLInputElement).value).toBe(
      `${window.location.origin}/events/${TEAM_EVENT}?team=${stored.joinCode}`,
    );
    expect(within(team).getByRole("button", { name: "Copy link" })).toBeTruthy();
    expect(within(team).getByRole("button", { name: "Disband team" })).toBeTruthy();
    expect(mockEvent(TEAM_EVENT)!.placesTaken).toBe(1);
  });

  it("opens the join form from the team's invite link with the code filled in, and shows the member the team", async () => {
    const lead = student("Siew");
    const team = addMockEventTeam(TEAM_EVENT, "Penang Coders", lead.id, [], 3);
    loginAs(mei);
    const { user } = renderApp(`/events/${TEAM_EVENT}?team=${team.joinCode.toLowerCase()}`);
    const panel = await registration();
    expect(await within(panel).findByRole("tab", { name: "Join a team", selected: true })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(panel));
    expect((within(panel).getByRole("textbox", { name: /Team code/ }) as HTMLInputElement).value).toBe(team.joinCode);
    await user.selectOptions(within(panel).getByRole("combobox", { name: /Your year of study/ }), "Year 1");
    await user.click(within(panel).getByRole("button", { name: "Join the team" }));

    expect(await within(panel).findByText("You joined team “Penang Coders”.")).toBeTruthy();
    const shown = within(panel).getByRole("region", { name: "Team “Penang Coders”" });
    const members = within(shown).getAllByRole("listitem");
    expect(members.map((m) => m.textContent)).toEqual(["Siew LimLeadYear 3", "Mei Ling TanYear 1"]);
    expect(within(shown).getByText("Needs 1 more member to be complete.")).toBeTruthy();
    // A member sees no code and leaves rather than disbands.
    expect(within(shown).queryByRole("textbox", { name: "Invite link" })).toBeNull();
    expect(within(shown).queryByRole("button", { name: "Disband team" })).toBeNull();
    expect(within(shown).getByRole("button", { name: "Leave team" })).toBeTruthy();
  });

  it("tells a fifth joiner that the team is full", async () => {
    const team = addMockEventTeam(TEAM_EVENT, "Four Strong", student("A").id, [student("B").id, student("C").id, student("D").id]);
    loginAs(student("Fifth"));
    const { user } = renderApp(`/events/${TEAM_EVENT}?team=${team.joinCode}`);
    const panel = await registration();
    await user.selectOptions(await within(panel).findByRole("combobox", { name: /Your year of study/ }), "Year 4");
    await user.click(within(panel).getByRole("button", { name: "Join the team" }));
    expect((await within(panel).findByRole("alert")).textContent).toBe("This team is full.");
    expect(mockEventsState().registrations.filter((r) => r.teamId === team.id)).toHaveLength(4);
  });

  it("shows the server's refusal of a year outside the event's years next to the year, in the interface language", async () => {
    loginAs(mei);
    await i18n.changeLanguage("zh-Hant");
    const { user } = renderApp(`/events/${TEAM_EVENT}`);
    const panel = await screen.findByRole("region", { name: "報名" });
    await user.type(await within(panel).findByRole("textbox", { name: /隊伍名稱/ }), "Year Four");
    await user.selectOptions(within(panel).getByRole("combobox", { name: /你的年級/ }), "4 年級");
    // The organiser narrows the years while the page is open.
    mockEvent(TEAM_EVENT)!.team = { minSize: 3, maxSize: 4, minYear: 1, maxYear: 3 };
    await user.click(within(panel).getByRole("button", { name: "為隊伍報名" }));
    const year = within(panel).getByRole("combobox", { name: /你的年級/ });
    await waitFor(() => expect(year.getAttribute("aria-invalid")).toBe("true"));
    const described = year
      .getAttribute("aria-describedby")!
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain("本活動只接受 1–3 年級的學生。");
    expect(mockEventsState().teams).toHaveLength(0);
  });

  it("says another team has the name, by the name", async () => {
    addMockEventTeam(TEAM_EVENT, "Byte Club", student("Other").id);
    loginAs(mei);
    const { user } = renderApp(`/events/${TEAM_EVENT}`);
    const panel = await registration();
    await user.type(await within(panel).findByRole("textbox", { name: /Team name/ }), "byte club");
    await user.selectOptions(within(panel).getByRole("combobox", { name: /Your year of study/ }), "Year 1");
    await user.click(within(panel).getByRole("button", { name: "Register the team" }));
    const name = within(panel).getByRole("textbox", { name: /Team name/ });
    await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
    expect(within(panel).getByText("Another team at this event has that name.")).toBeTruthy();
  });

  it("disbands the team after confirming: the registration goes and the place is free again", async () => {
    const team = addMockEventTeam(TEAM_EVENT, "Short Lived", mei.id, [student("Mate").id]);
    loginAs(mei);
    const { user } = renderApp(`/events/${TEAM_EVENT}`);
    const panel = await registration();
    await user.click(await within(panel).findByRole("button", { name: "Disband team" }));
    const dialog = await screen.findByRole("dialog", { name: "Disband “Short Lived”?" });
    expect(within(dialog).getByText(/Every member's registration is cancelled/)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Disband team" }));
    expect(await within(panel).findByText("Team “Short Lived” is disbanded.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(within(panel).getByText("20 team places left")).toBeTruthy();
    expect(within(panel).getByRole("tab", { name: "Register a team" })).toBeTruthy();
    expect(mockEventsState().teams.find((t) => t.id === team.id)!.disbandedAt).not.toBeNull();
    expect(mockEventsState().registrations.filter((r) => r.teamId === team.id && !r.cancelledAt)).toEqual([]);
  });

  it("lets a member leave the team after confirming; the team keeps its place", async () => {
    const team = addMockEventTeam(TEAM_EVENT, "Keepers", student("Keeper").id, [mei.id]);
    loginAs(mei);
    const { user } = renderApp(`/events/${TEAM_EVENT}`);
    const panel = await registration();
    await user.click(await within(panel).findByRole("button", { name: "Leave team" }));
    const dialog = await screen.findByRole("dialog", { name: "Leave “Keepers”?" });
    await user.click(within(dialog).getByRole("button", { name: "Leave team" }));
    expect(await within(panel).findByText("You left team “Keepers”.")).toBeTruthy();
    expect(within(panel).getByText("19 team places left")).toBeTruthy();
    expect(mockEventsState().teams.find((t) => t.id === team.id)!.disbandedAt).toBeNull();
  });

  it("tells someone who is not a student that teams are for students, and a visitor to log in (keeping the link)", async () => {
    loginAs(recruiter);
    const recruiterView = renderApp(`/events/${TEAM_EVENT}`);
    expect(await within(await registration()).findByText(/Teams are for students/)).toBeTruthy();
    expect(screen.queryByRole("tab", { name: "Register a team" })).toBeNull();
    recruiterView.unmount();

    setSession(null);
    renderApp(`/events/${TEAM_EVENT}?team=ABCD2345`);
    const login = await within(await registration()).findByRole("link", { name: "Log in to register" });
    expect(login.getAttribute("href")).toBe(`/login?next=${encodeURIComponent(`/events/${TEAM_EVENT}?team=ABCD2345`)}`);
  });
});

describe("registering from an event sign-up link", () => {
  it("focuses the registration, says the invite code and job-seeker role, and registers with them", async () => {
    const learner = student("Nadia");
    loginAs(learner);
    const usesBefore = mockInvitesState().redemptions.filter((r) => r.code === DEMO_LEARN_CODE).length;
    const { user } = renderApp(`/events/${FAIR}?register=1&invite_code=${DEMO_LEARN_CODE}&role=jobseeker`);
    const panel = await registration();
    expect(await within(panel).findByText(`Registering with invite code ${DEMO_LEARN_CODE} as a job seeker.`)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(panel));
    await user.click(within(panel).getByRole("button", { name: "Register" }));
    expect(await within(panel).findByText("You are registered.")).toBeTruthy();
    const stored = mockEventsState().registrations.find((r) => r.userId === learner.id && r.eventId === FAIR)!;
    expect(stored).toMatchObject({ status: "Registered", jobSeeker: true, inviteCode: DEMO_LEARN_CODE });
    expect(mockInvitesState().redemptions.filter((r) => r.code === DEMO_LEARN_CODE)).toHaveLength(usesBefore + 1);
  });

  it("says why a code cannot be used, in words", async () => {
    mockInviteCode(DEMO_LEARN_CODE)!.revokedAt = new Date().toISOString();
    loginAs(student("Revoked"));
    const fair = renderApp(`/events/${FAIR}?register=1&invite_code=${DEMO_LEARN_CODE}`);
    const panel = await registration();
    expect(await within(panel).findByText(`Registering with invite code ${DEMO_LEARN_CODE}.`)).toBeTruthy();
    await fair.user.click(within(panel).getByRole("button", { name: "Register" }));
    expect((await within(panel).findByRole("alert")).textContent).toBe("The organiser withdrew this invite code.");
    fair.unmount();

    const mixer = renderApp(`/events/${MIXER}?register=1&invite_code=NOSUCHCODE`);
    const mixerPanel = await registration();
    await mixer.user.click(await within(mixerPanel).findByRole("button", { name: "Register" }));
    expect((await within(mixerPanel).findByRole("alert")).textContent).toBe("This invite code does not exist.");
  });
});
