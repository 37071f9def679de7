import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import axe from "axe-core";
import { currentParams, renderApp } from "../../../test/renderApp";
import { countOf, recordOperations } from "../../../test/operations";
import { talentAdmin, instructor, loginAs, mei } from "../../../test/session";
import { formatDateTime } from "../../../lib/format";
import { addMockInterviewBooking, addMockInterviewSlot, mockInterviewsState } from "../mocks";
import { mockAssociate } from "../mocks/testing";
import { isoToLocalInput } from "../lib/slotTimes";

const PATH = "/interviews/admin";
const HOUR = 3_600_000;
const when = (iso: string) => formatDateTime(iso, "en");
const slotByTopic = (topic: string) => mockInterviewsState().slots.find((s) => s.topic === topic)!;

/** The slot cards shown, once the list has loaded. */
async function slotCards() {
  const list = await screen.findByRole("list", { name: "Slots" });
  return within(list).getAllByRole("listitem");
}
const cardOf = async (iso: string) => screen.findByRole("listitem", { name: when(iso) });

/** The question sets' titles as listed. */
const titles = () =>
  within(screen.getByRole("list", { name: "Question sets" }))
    .getAllByRole("listitem")
    .map((c) => within(c).getByRole("heading").textContent);

/** Types a long text at once (a paste), as typing it key by key into a large form is slow. */
async function fill(user: ReturnType<typeof renderApp>["user"], field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** The messages an input points at with aria-describedby (its hint and its error). */
function describedMessages(input: HTMLElement): string[] {
  return (input.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .filter(Boolean);
}

/** A booked slot of the instructor that started an hour ago and waits for feedback, with the learner as a named account. */
function seedStartedBooking() {
  const learner = mockAssociate();
  const slot = addMockInterviewSlot({
    hostId: instructor.id,
    startsAt: new Date(Date.now() - HOUR).toISOString(),
    durationMinutes: 45,
    focus: "BEHAVIOURAL",
    topic: "Teamwork stories, with STAR answers",
    meetingUrl: "https://meet.example.com/star",
  });
  const booking = addMockInterviewBooking(slot.id, learner.id, new Date(Date.now() - 48 * HOUR));
  return { learner, slot, booking };
}

/** Serious or critical axe violations on the page (colour contrast needs a real layout: the browser tests check it). */
async function seriousViolations(): Promise<string[]> {
  const results = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
  return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.help}`);
}

/**
 * Inline sizes wider than a 390 px phone, and side-scrolling tables (jsdom has no layout: the page fits when nothing
 * asks for more room than the phone has).
 */
function widerThanPhone(root: HTMLElement): string[] {
  const px = (value: string) => {
    const m = /^(?:calc\()?([\d.]+)(px|rem)/.exec(value.trim());
    return m ? Number(m[1]) * (m[2] === "rem" ? 16 : 1) : 0;
  };
  const found: string[] = [];
  for (const el of [root, ...root.querySelectorAll<HTMLElement>("*")]) {
    for (const prop of ["width", "min-width", "--table-min-width"]) {
      const value = el.style.getPropertyValue(prop);
      if (value && px(value) > 390) found.push(`${el.tagName.toLowerCase()} ${prop}: ${value}`);
    }
  }
  if (root.querySelector("table")) found.push("a table");
  return found;
}

describe(PATH, () => {
  it("lists an interviewer's upcoming slots soonest first: time, length, focus, topic, state, and the booking's learner", async () => {
    loginAs(instructor);
    const learner = mockAssociate();
    renderApp(PATH);
    expect(await screen.findByRole("heading", { level: 1, name: "Interviews admin" })).toBeTruthy();
    const cards = await slotCards();
    const mine = mockInterviewsState()
      .slots.filter((s) => s.hostId === instructor.id && new Date(s.startsAt) > new Date())
      .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
    expect(cards.map((c) => within(c).getByRole("heading").textContent)).toEqual(mine.map((s) => when(s.startsAt)));

    const booked = within(await cardOf(slotByTopic("Design a job board: data model and search").startsAt));
    expect(booked.getByText("60 minutes")).toBeTruthy();
    expect(booked.getByText("System design")).toBeTruthy();
    expect(booked.getByText("Booked")).toBeTruthy();
    expect(booked.getByText(`Learner: ${learner.firstName} ${learner.lastName}`)).toBeTruthy();
    expect(booked.getByRole("link", { name: "Meeting link" }).getAttribute("href")).toMatch(/^https:\/\//);
    // Not started: it may be cancelled, and there is nothing to give feedback on yet.
    expect(booked.getByRole("button", { name: /^Cancel slot/ })).toBeTruthy();
    expect(booked.queryByRole("button", { name: /feedback/i })).toBeNull();
    const open = within(await cardOf(slotByTopic("Design a URL shortener, end to end").startsAt));
    expect(open.getByText("Open")).toBeTruthy();
    expect(open.getByText("90 minutes")).toBeTruthy();
    // Interviewers see their own slots only, without a host's name, and no question sets.
    expect(screen.queryByText(/hosted by/)).toBeNull();
    expect(screen.queryByRole("tab", { name: "Question sets" })).toBeNull();
  });

  it("shows past slots in the URL's window with the feedback given, and talent admins every host's slots with names", async () => {
    loginAs(talentAdmin);
    const sent = recordOperations();
    const { user } = renderApp(`${PATH}?tab=slots`);
    await slotCards();
    expect(screen.getByRole("tab", { name: "Slots", selected: true })).toBeTruthy();
    expect(screen.getAllByText(/· hosted by Priya Menon$/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/· hosted by .+/).some((e) => !/Priya Menon/.test(e.textContent ?? ""))).toBe(true);

    await user.click(screen.getByRole("radio", { name: "Past" }));
    expect(currentParams()).toMatchObject({ tab: "slots", window: "past" });
    const past = slotByTopic("Front-end: JavaScript and React fundamentals");
    const card = within(await cardOf(past.startsAt));
    expect(card.getByText("Attended")).toBeTruthy();
    expect(card.getByText("Communication 4/5 · Problem solving 3/5 · Technical depth 3/5")).toBeTruthy();
    expect(card.getByRole("button", { name: /^Edit feedback/ })).toBeTruthy();
    expect(card.queryByRole("button", { name: /^Cancel slot/ })).toBeNull();
    expect(sent.filter((s) => s.operationName === "AdminHostedInterviewSlots").map((s) => s.variables)).toEqual([
      { window: "UPCOMING", page: 1, pageSize: 20 },
      { window: "PAST", page: 1, pageSize: 20 },
    ]);
  });

  it("publishes a slot: the rules' hints first, the server's overlap on the start, then the new slot in the list", async () => {
    loginAs(instructor);
    const sent = recordOperations();
    const { user } = renderApp(PATH);
    await slotCards();
    await user.click(screen.getByRole("button", { name: "Publish a slot" }));
    const dialog = await screen.findByRole("dialog", { name: "Publish a slot" });
    const form = within(dialog);
    const start = form.getByLabelText(/^Starts at/);
    const duration = form.getByRole("combobox", { name: /^Duration/ });
    expect(
      within(duration)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual([15, 30, 45, 60, 75, 90, 105, 120].map((m) => `${m} minutes`));

    // Too soon, no topic, a link that is not https: the form says so and sends nothing.
    fireEvent.change(start, { target: { value: isoToLocalInput(new Date(Date.now() + 10 * 60_000)) } });
    await user.type(form.getByRole("textbox", { name: /^Meeting link/ }), "http://meet.example.com/x");
    await user.click(form.getByRole("button", { name: "Publish" }));
    expect(describedMessages(start)).toContain("Start at least 60 minutes from now, so learners can still book it.");
    expect(describedMessages(form.getByRole("textbox", { name: /^Topic/ }))).toContain("This field is required.");
    expect(describedMessages(form.getByRole("textbox", { name: /^Meeting link/ }))).toContain("Enter a full URL starting with https://.");
    expect(countOf(sent, "PublishInterviewSlot")).toBe(0);

    // The same time as one of the instructor's slots: the server refuses, next to the start.
    const taken = slotByTopic("Front-end: accessibility and the browser");
    fireEvent.change(start, { target: { value: isoToLocalInput(new Date(taken.startsAt)) } });
    await user.selectOptions(duration, "45 minutes");
    await user.selectOptions(form.getByRole("combobox", { name: /^Focus/ }), "Behavioural");
    await fill(user, form.getByRole("textbox", { name: /^Topic/ }), "Telling your story in two minutes");
    const link = form.getByRole("textbox", { name: /^Meeting link/ });
    await user.clear(link);
    await user.type(link, "https://meet.example.com/story");
    await user.click(form.getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(describedMessages(start)).toContain("This slot overlaps another of your slots."));
    expect(form.getByRole("alert").textContent).toBe("Some fields need attention. See the messages next to them.");
    expect(countOf(sent, "PublishInterviewSlot")).toBe(1);

    // An hour after that slot ends: published, and the list shows it.
    const later = new Date(new Date(taken.startsAt).getTime() + (taken.durationMinutes + 60) * 60_000);
    fireEvent.change(start, { target: { value: isoToLocalInput(later) } });
    await user.click(form.getByRole("button", { name: "Publish" }));
    expect(
      await screen.findByText(`The slot of ${when(later.toISOString())} is published: Telling your story in two minutes.`),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const published = within(await cardOf(later.toISOString()));
    expect(published.getByText("Telling your story in two minutes")).toBeTruthy();
    expect(published.getByText("45 minutes")).toBeTruthy();
    expect(published.getByText("Behavioural")).toBeTruthy();
    expect(published.getByText("Open")).toBeTruthy();
    expect(mockInterviewsState().slots.find((s) => s.topic === "Telling your story in two minutes")).toMatchObject({
      hostId: instructor.id,
      durationMinutes: 45,
      focus: "BEHAVIOURAL",
      meetingUrl: "https://meet.example.com/story",
    });
  });

  it("cancels a booked slot with a reason the learner will read; the booking goes with it", async () => {
    loginAs(instructor);
    const learner = mockAssociate();
    const { user } = renderApp(PATH);
    const slot = slotByTopic("Design a job board: data model and search");
    const card = within(await cardOf(slot.startsAt));
    await user.click(card.getByRole("button", { name: `Cancel slot: ${when(slot.startsAt)}` }));
    const dialog = within(await screen.findByRole("dialog", { name: "Cancel the slot" }));
    expect(dialog.getByText(`${learner.firstName} ${learner.lastName} has booked this slot`, { exact: false })).toBeTruthy();
    const reason = dialog.getByRole("textbox", { name: /^Reason/ });
    await user.type(reason, "Ill");
    await user.click(dialog.getByRole("button", { name: "Cancel the slot" }));
    expect(describedMessages(reason)).toContain("Use 5 to 300 characters.");
    expect(slotByTopic(slot.topic).cancelledAt).toBeNull();

    await fill(user, reason, " today, sorry: please book another slot.");
    await user.click(dialog.getByRole("button", { name: "Cancel the slot" }));
    expect(await screen.findByText(`The slot of ${when(slot.startsAt)} is cancelled.`)).toBeTruthy();
    const cancelled = within(await cardOf(slot.startsAt));
    await waitFor(() => expect(cancelled.getByText("Cancelled")).toBeTruthy());
    expect(cancelled.getByText("Cancelled: Ill today, sorry: please book another slot.")).toBeTruthy();
    expect(cancelled.queryByRole("button", { name: /^Cancel slot/ })).toBeNull();
    expect(cancelled.queryByRole("link", { name: "Meeting link" })).toBeNull();
    expect(mockInterviewsState().bookings.find((b) => b.slotId === slot.id)?.cancelledAt).toBeTruthy();
  });

  it("gives feedback once a booked slot has started, and edits it to a missed interview", async () => {
    loginAs(instructor);
    const { learner, slot, booking } = seedStartedBooking();
    const name = `${learner.firstName} ${learner.lastName}`;
    const { user } = renderApp(`${PATH}?window=past`);
    const card = within(await cardOf(slot.startsAt));
    expect(card.getByText("Booked")).toBeTruthy();
    expect(card.queryByRole("button", { name: /^Cancel slot/ })).toBeNull();
    await user.click(card.getByRole("button", { name: `Give feedback: ${name}, ${when(slot.startsAt)}` }));
    const dialog = within(await screen.findByRole("dialog", { name: `Feedback for ${name} (${when(slot.startsAt)})` }));
    expect((dialog.getByRole("switch", { name: /The learner attended/ }) as HTMLInputElement).checked).toBe(true);

    // Nothing rated or written yet: every field says what it needs.
    await user.click(dialog.getByRole("button", { name: "Save the feedback" }));
    expect(dialog.getAllByText("Choose a rating.")).toHaveLength(3);
    const strengths = dialog.getByRole("textbox", { name: /^Strengths/ });
    expect(describedMessages(strengths)).toContain("This field is required.");

    await user.click(within(dialog.getByRole("radiogroup", { name: /^Communication/ })).getByRole("radio", { name: "4" }));
    await user.click(within(dialog.getByRole("radiogroup", { name: /^Problem solving/ })).getByRole("radio", { name: "3" }));
    await user.click(within(dialog.getByRole("radiogroup", { name: /^Technical depth/ })).getByRole("radio", { name: "5" }));
    await fill(user, strengths, "Clear STAR answers with measurable results.");
    await fill(user, dialog.getByRole("textbox", { name: /^To improve/ }), "Shorter openings; one example per question.");
    await user.click(dialog.getByRole("button", { name: "Save the feedback" }));
    expect(await screen.findByText(`Your feedback for ${name} is saved.`)).toBeTruthy();
    const reviewed = within(await cardOf(slot.startsAt));
    expect(reviewed.getByText("Attended")).toBeTruthy();
    expect(reviewed.getByText("Communication 4/5 · Problem solving 3/5 · Technical depth 5/5")).toBeTruthy();
    expect(mockInterviewsState().feedback.find((f) => f.bookingId === booking.id)).toMatchObject({
      attended: true,
      communication: 4,
      problemSolving: 3,
      technicalDepth: 5,
      strengths: "Clear STAR answers with measurable results.",
    });

    // Edited: the learner did not come after all: no ratings, no texts.
    await user.click(reviewed.getByRole("button", { name: `Edit feedback: ${name}, ${when(slot.startsAt)}` }));
    const edit = within(await screen.findByRole("dialog"));
    expect(
      (within(edit.getByRole("radiogroup", { name: /^Communication/ })).getByRole("radio", { name: "4" }) as HTMLInputElement).checked,
    ).toBe(true);
    await user.click(edit.getByRole("switch", { name: /The learner attended/ }));
    expect(edit.queryByRole("radiogroup")).toBeNull();
    await user.click(edit.getByRole("button", { name: "Save the feedback" }));
    await waitFor(() => expect(within(screen.getByRole("listitem", { name: when(slot.startsAt) })).getByText("Missed")).toBeTruthy());
    expect(mockInterviewsState().feedback.find((f) => f.bookingId === booking.id)).toMatchObject({
      attended: false,
      communication: null,
      strengths: "",
    });
  });

  it("creates a question set with questions added, moved and removed, within the rules' limits", async () => {
    loginAs(talentAdmin);
    const { user } = renderApp(`${PATH}?tab=sets`);
    const list = await screen.findByRole("list", { name: "Question sets" });
    const seeded = mockInterviewsState().questionSets.map((s) => s.title);
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((c) => within(c).getByRole("heading").textContent),
    ).toEqual([...seeded].sort((a, b) => a.localeCompare(b, "en")));

    await user.click(screen.getByRole("button", { name: "New question set" }));
    const dialog = within(await screen.findByRole("dialog", { name: "New question set" }));
    expect(dialog.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["Question 1", "Question 2", "Question 3"]);
    // At the minimum of three questions none may be removed.
    expect((dialog.getByRole("button", { name: "Remove question 1" }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(dialog.getByRole("button", { name: "Create the set" }));
    expect(describedMessages(dialog.getByRole("textbox", { name: /^Title/ }))).toContain("This field is required.");
    expect(describedMessages(dialog.getByRole("textbox", { name: /^Question 2: prompt/ }))).toContain("This field is required.");

    await fill(user, dialog.getByRole("textbox", { name: /^Title/ }), "Data analyst screening");
    await fill(user, dialog.getByRole("textbox", { name: /^Description/ }), "SQL, spreadsheets and telling a story with data.");
    const minutes = dialog.getByRole("textbox", { name: /^Planned minutes/ });
    await user.clear(minutes);
    await user.type(minutes, "25");
    const texts = [
      ["How would you find duplicate rows in a table?", "GROUP BY the identifying columns HAVING COUNT(*) > 1, or a window function."],
      ["Explain a chart you made that changed a decision.", "The question, the data, the chart choice and what the audience did next."],
      ["What is the difference between WHERE and HAVING?", "WHERE filters rows before grouping; HAVING filters groups after it."],
      ["How do you check a spreadsheet for errors?", "Totals that reconcile, spot checks against the source, and validation rules."],
    ];
    await user.click(dialog.getByRole("button", { name: "Add a question" }));
    for (const [i, [prompt, guidance]] of texts.entries()) {
      await fill(user, dialog.getByRole("textbox", { name: new RegExp(`^Question ${i + 1}: prompt`) }), prompt!);
      await fill(user, dialog.getByRole("textbox", { name: new RegExp(`^Question ${i + 1}: guidance`) }), guidance!);
    }
    // The WHERE/HAVING question moves first; the spreadsheet one is dropped.
    await user.click(dialog.getByRole("button", { name: "Move question 3 up" }));
    await user.click(dialog.getByRole("button", { name: "Move question 2 up" }));
    await user.click(dialog.getByRole("button", { name: "Remove question 4" }));
    expect((dialog.getByRole("button", { name: "Remove question 1" }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(dialog.getByRole("button", { name: "Create the set" }));
    expect(await screen.findByText("“Data analyst screening” is created.")).toBeTruthy();
    const created = mockInterviewsState().questionSets.find((s) => s.title === "Data analyst screening")!;
    expect(created).toMatchObject({ focus: "TECHNICAL", plannedMinutes: 25, retired: false });
    expect(created.questions.map((q) => q.prompt)).toEqual([texts[2]![0], texts[0]![0], texts[1]![0]]);
    expect(titles()).toEqual([...seeded, "Data analyst screening"].sort((a, b) => a.localeCompare(b, "en")));
    expect(
      within(screen.getByRole("listitem", { name: "Data analyst screening" })).getByText("3 questions · 25 minutes planned"),
    ).toBeTruthy();
  });

  it("edits a question set into its new place in title order, retires it after a confirmation and restores it", async () => {
    loginAs(talentAdmin);
    // A copy: the mock changes its own set in place.
    const set = structuredClone(mockInterviewsState().questionSets.find((s) => s.id === "frontend-fundamentals")!);
    const seeded = mockInterviewsState()
      .questionSets.filter((s) => s.id !== set.id)
      .map((s) => s.title);
    const { user } = renderApp(`${PATH}?tab=sets`);
    await screen.findByRole("list", { name: "Question sets" });
    const card = within(screen.getByRole("listitem", { name: set.title }));
    expect(card.getByText(`${set.questions.length} questions · ${set.plannedMinutes} minutes planned`)).toBeTruthy();
    await user.click(card.getByRole("button", { name: `Edit: ${set.title}` }));
    const edit = within(await screen.findByRole("dialog", { name: `Edit “${set.title}”` }));
    expect((edit.getByRole("textbox", { name: /^Question 1: prompt/ }) as HTMLTextAreaElement).value).toBe(set.questions[0]!.prompt);
    // The last question moves first.
    const last = set.questions.length;
    for (let n = last; n > 1; n--) await user.click(edit.getByRole("button", { name: `Move question ${n} up` }));
    const title = edit.getByRole("textbox", { name: /^Title/ });
    await user.clear(title);
    await fill(user, title, "Analytics fundamentals");
    await user.selectOptions(edit.getByRole("combobox", { name: /^Focus/ }), "Behavioural");
    await user.click(edit.getByRole("button", { name: "Save the set" }));
    expect(await screen.findByText("“Analytics fundamentals” is saved.")).toBeTruthy();
    expect(titles()).toEqual([...seeded, "Analytics fundamentals"].sort((a, b) => a.localeCompare(b, "en")));
    const saved = mockInterviewsState().questionSets.find((s) => s.id === set.id)!;
    expect(saved).toMatchObject({ title: "Analytics fundamentals", focus: "BEHAVIOURAL" });
    expect(saved.questions.map((q) => q.prompt)).toEqual([set.questions.at(-1)!, ...set.questions.slice(0, -1)].map((q) => q.prompt));

    // Retired after a confirmation, then restored.
    await user.click(screen.getByRole("button", { name: "Retire: Analytics fundamentals" }));
    const confirm = within(await screen.findByRole("dialog", { name: "Retire “Analytics fundamentals”?" }));
    await user.click(confirm.getByRole("button", { name: "Retire" }));
    expect(await screen.findByText("“Analytics fundamentals” is retired.")).toBeTruthy();
    const retired = within(screen.getByRole("listitem", { name: "Analytics fundamentals" }));
    expect(retired.getByText("Retired")).toBeTruthy();
    expect(mockInterviewsState().questionSets.find((s) => s.id === set.id)?.retired).toBe(true);
    await user.click(retired.getByRole("button", { name: "Restore: Analytics fundamentals" }));
    expect(await screen.findByText("“Analytics fundamentals” is restored.")).toBeTruthy();
    expect(within(screen.getByRole("listitem", { name: "Analytics fundamentals" })).queryByText("Retired")).toBeNull();
    expect(mockInterviewsState().questionSets.find((s) => s.id === set.id)?.retired).toBe(false);
  });

  it("keeps question sets from interviewers, whatever the URL says", async () => {
    loginAs(instructor);
    const sent = recordOperations();
    renderApp(`${PATH}?tab=sets`);
    await slotCards();
    expect(screen.queryByRole("tab")).toBeNull();
    expect(screen.queryByRole("list", { name: "Question sets" })).toBeNull();
    expect(countOf(sent, "AdminInterviewQuestionSets")).toBe(0);
  });

  it("shows the not-allowed state to a student, and asks the server for nothing", async () => {
    loginAs(mei);
    const sent = recordOperations();
    renderApp(PATH);
    expect(await screen.findByRole("heading", { level: 1, name: "Interviews admin" })).toBeTruthy();
    expect((await screen.findByRole("alert")).textContent).toContain("Only mentors who host mock interviews and talent admins");
    expect(screen.queryByRole("list", { name: "Slots" })).toBeNull();
    expect(countOf(sent, "AdminHostedInterviewSlots")).toBe(0);
  });

  it("has no serious axe violations in its dialogs, with their errors showing", async () => {
    loginAs(instructor);
    const { slot } = seedStartedBooking();
    const { user } = renderApp(`${PATH}?window=past`);
    const card = within(await cardOf(slot.startsAt));
    await user.click(card.getByRole("button", { name: /^Give feedback/ }));
    const feedback = within(await screen.findByRole("dialog"));
    await user.click(feedback.getByRole("button", { name: "Save the feedback" }));
    expect(feedback.getAllByText("Choose a rating.")).toHaveLength(3);
    expect(await seriousViolations()).toEqual([]);
    await user.click(feedback.getByRole("button", { name: "Discard" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    await user.click(screen.getByRole("button", { name: "Publish a slot" }));
    const publish = within(await screen.findByRole("dialog", { name: "Publish a slot" }));
    await user.click(publish.getByRole("button", { name: "Publish" }));
    expect(describedMessages(publish.getByRole("textbox", { name: /^Topic/ }))).toContain("This field is required.");
    expect(await seriousViolations()).toEqual([]);
  });

  it("has no serious axe violations in the question set dialog, with its errors showing", async () => {
    loginAs(talentAdmin);
    const { user } = renderApp(`${PATH}?tab=sets`);
    await screen.findByRole("list", { name: "Question sets" });
    await user.click(screen.getByRole("button", { name: "New question set" }));
    const dialog = within(await screen.findByRole("dialog", { name: "New question set" }));
    await user.click(dialog.getByRole("button", { name: "Create the set" }));
    expect(describedMessages(dialog.getByRole("textbox", { name: /^Title/ }))).toContain("This field is required.");
    expect(await seriousViolations()).toEqual([]);
  });

  it("fits a 390 px phone: no fixed widths and no side-scrolling tables on either tab", async () => {
    loginAs(talentAdmin);
    const { user, container } = renderApp(PATH);
    await slotCards();
    expect(widerThanPhone(container)).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Publish a slot" }));
    expect(widerThanPhone(await screen.findByRole("dialog"))).toEqual([]);
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Discard" }));
    await user.click(screen.getByRole("tab", { name: "Question sets" }));
    await screen.findByRole("list", { name: "Question sets" });
    expect(currentParams()).toEqual({ tab: "sets" });
    expect(widerThanPhone(container)).toEqual([]);
  });
});
