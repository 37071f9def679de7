import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { currentParams, location, renderApp } from "../../../test/renderApp";
import { instructor, loginAs, mei } from "../../../test/session";
import { INTERVIEW_TERMS } from "@server/talent/modules/skills/tests-seed-data";
import {
  addMockInterviewBooking,
  addMockInterviewSlot,
  mockInterviewsState,
  mockPracticeInterview,
  startMockPracticeInterview,
} from "../mocks";
import { mockAssociate } from "../mocks/testing";
import i18n from "../../../i18n";

const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
const cardOf = (heading: HTMLElement) => heading.closest("li")!;

/** Inline widths wider than a 390 px phone, and tables (jsdom has no layout: the page fits when nothing asks for more). */
function widerThanPhone(root: HTMLElement): string[] {
  const px = (value: string) => {
    const m = /^(?:calc\()?([\d.]+)(px|rem)/.exec(value.trim());
    return m ? Number(m[1]) * (m[2] === "rem" ? 16 : 1) : 0;
  };
  const found: string[] = [];
  for (const el of [root, ...root.querySelectorAll<HTMLElement>("*")]) {
    for (const prop of ["width", "min-width"]) {
      const value = el.style.getPropertyValue(prop);
      if (value && px(value) > 390) found.push(`${el.tagName.toLowerCase()} ${prop}: ${value}`);
    }
  }
  if (root.querySelector("table")) found.push("a table");
  return found;
}

describe("/interviews", () => {
  it("shows a certified-associate learner her preparation, her mock interviews with feedback, and books one with every term", async () => {
    const associate = mockAssociate();
    loginAs(associate);
    const { user } = renderApp("/interviews");
    expect(await screen.findByRole("heading", { level: 1, name: "Interview preparation" })).toBeTruthy();
    // Two attended interviews (60 + 45 minutes) and two finished practices from the demo seed.
    const preparation = screen.getByRole("region", { name: "Your preparation" });
    expect(within(preparation).getByText("105 minutes")).toBeTruthy();
    expect(within(preparation).getByRole("progressbar", { name: "Interview preparation hours" })).toBeTruthy();

    const upcoming = await screen.findByRole("region", { name: "Upcoming" });
    const ahead = cardOf(await within(upcoming).findByRole("heading", { name: "Design a job board: data model and search" }));
    expect(within(ahead).getByText("Booked")).toBeTruthy();
    expect(within(ahead).getByRole("link", { name: "https://meet.talentforge.test/mock-3" })).toBeTruthy();

    const past = await screen.findByRole("region", { name: "Past" });
    const attended = cardOf(await within(past).findByRole("heading", { name: "Front-end: JavaScript and React fundamentals" }));
    expect(within(attended).getByText("Attended")).toBeTruthy();
    expect(within(attended).getByText(/Clear explanation of the event loop/)).toBeTruthy();
    expect(within(attended).getAllByText("3 / 5")).toHaveLength(2);
    expect(within(attended).queryByRole("link")).toBeNull();

    // Book: the dialog lists every interview term; Book is enabled once all are ticked.
    const book = await screen.findByRole("button", { name: /^Book: Front-end: accessibility and the browser/ });
    await user.click(book);
    const dialog = await screen.findByRole("dialog", { name: "Book a mock interview" });
    const terms = within(dialog).getByRole("group", { name: "Interview terms" });
    const boxes = within(terms).getAllByRole("checkbox");
    expect(boxes).toHaveLength(INTERVIEW_TERMS.length);
    const confirm = within(dialog).getByRole("button", { name: "Book this interview" }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    for (const box of boxes) await user.click(box);
    expect(confirm.disabled).toBe(false);
    await user.click(confirm);

    expect(await screen.findByText(/You booked “Front-end: accessibility and the browser”/)).toBeTruthy();
    const booking = mockInterviewsState().bookings.find((b) => b.learnerId === associate.id && b.slotId.endsWith("0004"))!;
    expect(booking.acceptedTermIds).toEqual(INTERVIEW_TERMS.map((t) => t.id));
    // It leaves the open slots and joins the upcoming ones, with its meeting link.
    await waitFor(() => expect(screen.queryByRole("button", { name: /^Book: Front-end: accessibility/ })).toBeNull());
    const joined = cardOf(await within(upcoming).findByRole("heading", { name: "Front-end: accessibility and the browser" }));
    expect(within(joined).getByRole("link", { name: "https://meet.talentforge.test/mock-4" })).toBeTruthy();
  });

  it("tells a learner without career services why mock interviews are not hers to book, with a way to the courses", async () => {
    loginAs(mei);
    renderApp("/interviews");
    const section = await screen.findByRole("region", { name: "Book a mock interview" });
    expect(await within(section).findByText(/part of career services for students of a certified-associate course/)).toBeTruthy();
    expect(within(section).getByRole("link", { name: "Find a certified-associate course" }).getAttribute("href")).toBe("/courses");
    expect(screen.queryByRole("button", { name: /^Book:/ })).toBeNull();
    // Practice interviews are hers all the same.
    expect(await screen.findByRole("button", { name: "Start: Behavioural essentials" })).toBeTruthy();
  });

  it("filters the open slots by focus through the address", async () => {
    loginAs(mockAssociate());
    const { user } = renderApp("/interviews");
    await screen.findByRole("button", { name: /^Book: Back-end: REST APIs and SQL/ });
    await user.selectOptions(screen.getByRole("combobox", { name: "Focus" }), "BEHAVIOURAL");
    expect(currentParams()).toMatchObject({ focus: "BEHAVIOURAL", page: "1" });
    expect(await screen.findByRole("button", { name: /^Book: Salary and offer conversations/ })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("button", { name: /^Book: Back-end: REST APIs and SQL/ })).toBeNull());
  });

  it("cancels a booking after confirming, and warns when it is a late cancellation", async () => {
    const associate = mockAssociate();
    const soon = addMockInterviewSlot({
      hostId: instructor.id,
      startsAt: inHours(5),
      durationMinutes: 45,
      focus: "BEHAVIOURAL",
      topic: "Last-minute STAR practice",
      meetingUrl: "https://meet.example.com/soon",
    });
    addMockInterviewBooking(soon.id, associate.id);
    loginAs(associate);
    const { user } = renderApp("/interviews");
    const upcoming = await screen.findByRole("region", { name: "Upcoming" });

    const late = cardOf(await within(upcoming).findByRole("heading", { name: "Last-minute STAR practice" }));
    expect(within(late).getByText(/cancelling now is recorded as a late cancellation/)).toBeTruthy();
    await user.click(within(late).getByRole("button", { name: "Cancel booking: Last-minute STAR practice" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel this mock interview?" });
    expect(within(dialog).getByText(/recorded as a late cancellation/)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Cancel booking" }));
    expect(
      await screen.findByText("Your booking for “Last-minute STAR practice” is cancelled (recorded as a late cancellation)."),
    ).toBeTruthy();
    expect(within(late).getByText("Cancelled")).toBeTruthy();
    expect(within(late).getByText(/less than 24 hours before the start \(a late cancellation\)/)).toBeTruthy();

    // Two days ahead: not late.
    const ahead = cardOf(within(upcoming).getByRole("heading", { name: "Design a job board: data model and search" }));
    expect(within(ahead).queryByText(/late cancellation/)).toBeNull();
    await user.click(within(ahead).getByRole("button", { name: /^Cancel booking/ }));
    const second = await screen.findByRole("dialog", { name: "Cancel this mock interview?" });
    expect(within(second).queryByText(/late cancellation/)).toBeNull();
    // The dialog's close button and its Keep button share the name: Keep is the last.
    await user.click(within(second).getAllByRole("button", { name: "Keep booking" }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(within(ahead).getByText("Booked")).toBeTruthy();
  });

  it("shows why the interviewer cancelled a booked slot", async () => {
    const associate = mockAssociate();
    const state = mockInterviewsState();
    const slot = state.slots.find((s) => s.topic === "Design a job board: data model and search")!;
    slot.cancelledAt = new Date().toISOString();
    slot.cancellationReason = "I am travelling that week, sorry.";
    state.bookings.find((b) => b.slotId === slot.id)!.cancelledAt = slot.cancelledAt;
    loginAs(associate);
    renderApp("/interviews");
    const card = cardOf(await screen.findByRole("heading", { name: "Design a job board: data model and search" }));
    expect(within(card).getByText("Your interviewer cancelled this interview: I am travelling that week, sorry.")).toBeTruthy();
    expect(within(card).queryByRole("button")).toBeNull();
  });

  it("starts a practice interview after the terms, and offers to resume the open one", async () => {
    loginAs(mei);
    const { user } = renderApp("/interviews");
    await user.click(await screen.findByRole("button", { name: "Start: Behavioural essentials" }));
    const dialog = await screen.findByRole("dialog", { name: "Practise: Behavioural essentials" });
    const start = within(dialog).getByRole("button", { name: "Start practising" }) as HTMLButtonElement;
    expect(start.disabled).toBe(true);
    for (const box of within(dialog).getAllByRole("checkbox")) await user.click(box);
    await user.click(start);
    expect(await screen.findByRole("heading", { level: 1, name: "Practice: Behavioural essentials" })).toBeTruthy();
    const practiceId = location.current.pathname.replace("/interviews/practice/", "");
    expect(mockPracticeInterview(practiceId)).toMatchObject({ learnerId: mei.id, finishedAt: null });

    await user.click(screen.getByRole("link", { name: "Back to interview preparation" }));
    // On the set's card and in the list of her practice interviews.
    const resume = await screen.findAllByRole("link", { name: "Resume: Behavioural essentials" });
    expect(resume.map((link) => link.getAttribute("href"))).toEqual([
      `/interviews/practice/${practiceId}`,
      `/interviews/practice/${practiceId}`,
    ]);
  });

  it("asks for no more room than a 390 px phone has, here and on a practice interview", async () => {
    const associate = mockAssociate();
    loginAs(associate);
    const page = renderApp("/interviews");
    await screen.findByRole("button", { name: /^Book: Front-end: accessibility/ });
    await screen.findByRole("button", { name: "Start: Behavioural essentials" });
    await screen.findByText(/Clear explanation of the event loop/);
    expect(widerThanPhone(page.container)).toEqual([]);
    page.unmount();
    const practice = startMockPracticeInterview(associate.id, "system-design-basics");
    const practicePage = renderApp(`/interviews/practice/${practice.id}`);
    await screen.findByRole("textbox", { name: "Your notes" });
    expect(widerThanPhone(practicePage.container)).toEqual([]);
  });

  it("shows the interview terms in the interface language", async () => {
    loginAs(mei);
    await i18n.changeLanguage("zh-Hant");
    const { user } = renderApp("/interviews");
    await user.click(await screen.findByRole("button", { name: "開始: Behavioural essentials" }));
    const terms = await screen.findByRole("group", { name: "面試條款" });
    expect(within(terms).getByText("我不會錄影面試，也不會分享面試題目。")).toBeTruthy();
  });
});
