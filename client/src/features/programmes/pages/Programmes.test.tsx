import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { location, renderApp } from "../../../test/renderApp";
import { courseAdmin, talentAdmin, loginAs, mei } from "../../../test/session";
import { allApplications, applyToProgramme, moveApplication, setMockProgrammeOpen } from "../mocks";
import i18n from "../../../i18n";

const INFO = "kyouth-info-2025";
/** The applications a test made: all but the seeded demo one (the server's, to MyMahir 2025). */
const made = () => allApplications().filter((a) => a.programmeId !== "mymahir-2025");
const infoAnswers = [
  { name: "fullName", value: `${mei.firstName} ${mei.lastName}` },
  { name: "email", value: mei.email },
  { name: "phone", value: "+60 12 345 6789" },
  { name: "state", value: "Selangor" },
  { name: "birthYear", value: "2001" },
  { name: "qualification", value: "Degree" },
];
const kyouthAnswers = [
  ...infoAnswers.slice(0, 3),
  ...Object.entries({
    gender: "Female",
    ethnicity: "Chinese",
    maritalStatus: "Single",
    birthYear: "2001",
    birthMonth: "February",
    birthDay: "29",
    state: "Selangor",
    malaysianCitizen: "Yes",
    qualification: "Degree",
    graduationYear: "2023",
    experience: "0-1 years",
    employmentExperience: "Internship",
    householdIncome: "B2: RM2,500 - RM3,169",
    englishTest: "IELTS",
    englishScore: "5.5-6.5",
    hasComputer: "Yes",
    canAttend: "Yes",
  }).map(([name, value]) => ({ name, value })),
];

async function choose(user: UserEvent, label: string | RegExp, option: string) {
  await user.click(screen.getByRole("combobox", { name: label }));
  await user.click(await screen.findByRole("option", { name: option }));
}

async function fillInfoForm(user: UserEvent, phone = "+60 12 345 6789") {
  // The name and e-mail start with the account's: typed over here as a learner would.
  await user.clear(await screen.findByRole("textbox", { name: /Full name/ }));
  await user.type(screen.getByRole("textbox", { name: /Full name/ }), `${mei.firstName} ${mei.lastName}`);
  await user.clear(screen.getByRole("textbox", { name: /^Email/ }));
  await user.type(screen.getByRole("textbox", { name: /^Email/ }), mei.email);
  await user.type(screen.getByRole("textbox", { name: /Mobile number/ }), phone);
  await choose(user, /State or federal territory/, "Selangor");
  await choose(user, /Year of birth/, "2001");
  await choose(user, /Highest qualification/, "Degree");
}

describe("/programmes/student/find-programmes", () => {
  it("lists programmes, open ones first, with their details, and sends visitors to log in to apply", async () => {
    renderApp("/programmes/student/find-programmes");
    expect(await screen.findByRole("heading", { level: 1, name: "Find programmes" })).toBeTruthy();
    const cards = await screen.findAllByRole("article");
    const titles = cards.map((c) => within(c).getByRole("heading", { level: 2 }).textContent);
    expect(titles.at(-1)).toBe("Google Career Certificates 2025");
    const kyouth = screen.getByRole("article", { name: "KYouth 2025" });
    expect(within(kyouth).getByText("Open")).toBeTruthy();
    expect(within(kyouth).getByText("Sponsored")).toBeTruthy();
    expect(within(kyouth).getByText("9 months")).toBeTruthy();
    expect(within(kyouth).getByText(/^Cohort: /)).toBeTruthy();
    expect(within(kyouth).getByText("Malaysian citizen aged 18 to 35")).toBeTruthy();
    expect(within(kyouth).getByText("No prerequisites for M1 courses")).toBeTruthy();
    expect(within(kyouth).getByRole("heading", { name: "Foundation term" })).toBeTruthy();
    expect(within(kyouth).getByRole("link", { name: "Foundation Certificate in Software Engineering" }).getAttribute("href")).toBe(
      "/courses/fcse",
    );
    expect(within(kyouth).getByRole("link", { name: "Apply to KYouth 2025" }).getAttribute("href")).toBe(
      `/login?next=${encodeURIComponent("/programmes/student/apply/kyouth-2025")}`,
    );
    expect(
      within(screen.getByRole("article", { name: "KYouth 2025 information session" })).getByRole("link", { name: /Register for/ }),
    ).toBeTruthy();
    const closed = screen.getByRole("article", { name: "Google Career Certificates 2025" });
    expect(within(closed).getByText("Closed")).toBeTruthy();
    expect(within(closed).queryByRole("link", { name: /Apply/ })).toBeNull();
  });

  it("a started cohort and a past session show their closed state instead of Apply and Register (dates from the seeding day)", async () => {
    loginAs(mei);
    renderApp("/programmes/student/find-programmes");
    const started = await screen.findByRole("article", { name: "HK Tech Explorers 2025" });
    expect(within(started).getByText("Started")).toBeTruthy();
    expect(within(started).getByText("The cohort has started: applications are closed.")).toBeTruthy();
    expect(within(started).queryByRole("link", { name: /Apply/ })).toBeNull();
    const past = screen.getByRole("article", { name: "TalentForge Tech Day 2025" });
    expect(within(past).getByText("Taken place")).toBeTruthy();
    expect(within(past).queryByRole("link", { name: /Register/ })).toBeNull();
  });

  it("the apply page of a started cohort explains it is closed, with no form", async () => {
    loginAs(mei);
    renderApp("/programmes/student/apply/hkte-2025");
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("The cohort has started: applications are closed.")).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: /Full name/ })).toBeNull();
  });

  it("links logged-in learners to the form", async () => {
    loginAs(mei);
    renderApp("/programmes/student/find-programmes");
    const link = await screen.findByRole("link", { name: "Apply to KYouth 2025" });
    expect(link.getAttribute("href")).toBe("/programmes/student/apply/kyouth-2025");
    expect(screen.getByRole("link", { name: "My programmes" })).toBeTruthy();
  });
});

describe("/programmes/student/apply/:programmeId", () => {
  it("renders every field kind from the server's definitions; the day list follows the month (February: 29)", async () => {
    loginAs(mei);
    const { user } = renderApp("/programmes/student/apply/kyouth-2025");
    expect(await screen.findByRole("heading", { level: 1, name: "Apply: KYouth 2025" })).toBeTruthy();
    expect(screen.getByRole("textbox", { name: /Full name/ })).toBeTruthy();
    expect(screen.getByRole("textbox", { name: /^Email/ }).getAttribute("type")).toBe("email");
    expect(screen.getByRole("textbox", { name: /Mobile number/ }).getAttribute("type")).toBe("tel");
    expect(screen.getByRole("radiogroup", { name: /Malaysian citizen/ })).toBeTruthy();
    expect(within(screen.getByRole("radiogroup", { name: /Malaysian citizen/ })).getAllByRole("radio")).toHaveLength(2);
    expect(screen.getByRole("combobox", { name: /Day of birth/ })).toHaveProperty("disabled", true);

    await choose(user, /Monthly household income/, "T2: RM15,039 or more");
    await choose(user, /Month of birth/, "January");
    await choose(user, /Day of birth/, "31");
    // February has 29 days: a day it does not have is cleared.
    await choose(user, /Month of birth/, "February");
    await waitFor(() => expect((screen.getByRole("combobox", { name: /Day of birth/ }) as HTMLInputElement).value).toBe(""));
    await user.click(screen.getByRole("combobox", { name: /Day of birth/ }));
    const days = await screen.findAllByRole("option");
    expect(days).toHaveLength(29);
    expect(days.at(-1)!.textContent).toBe("29");
    await user.click(screen.getByRole("option", { name: "29" }));
    expect((screen.getByRole("combobox", { name: /Day of birth/ }) as HTMLInputElement).value).toBe("29");

    await choose(user, /English test taken/, "MUET");
    await user.click(screen.getByRole("combobox", { name: /Score band/ }));
    expect((await screen.findAllByRole("option")).map((o) => o.textContent)).toEqual([
      "Band 1.0-2.5 (CEFR A2)",
      "Band 3.0-3.5 (CEFR B1)",
      "Band 4.0-4.5 (CEFR B2)",
      "Band 5.0-5+ (CEFR C1)",
    ]);
    await user.keyboard("{Escape}");

    // Required answers are checked before anything is sent.
    await user.click(screen.getByRole("button", { name: "Submit application" }));
    expect((await screen.findAllByText("This field is required.")).length).toBeGreaterThan(5);
    expect(made()).toHaveLength(0);
  });

  it("shows the lists' values in the interface language and sends their codes", async () => {
    await i18n.changeLanguage("zh-Hant");
    loginAs(mei);
    const { user } = renderApp(`/programmes/student/apply/${INFO}`);
    await user.type(await screen.findByRole("textbox", { name: /Mobile number/ }), "+60 12 345 6789");
    await choose(user, /State or federal territory/, "雪蘭莪");
    await choose(user, /Year of birth/, "1990 年或之前");
    await user.click(screen.getByRole("combobox", { name: /Highest qualification/ }));
    expect((await screen.findAllByRole("option")).map((o) => o.textContent)).toEqual([
      "文憑或同等學歷",
      "學士學位",
      "碩士學位",
      "博士學位",
    ]);
    await user.click(screen.getByRole("option", { name: "學士學位" }));
    await user.click(screen.getByRole("button", { name: "提交申請" }));
    await waitFor(() => expect(made()).toHaveLength(1));
    const answers = Object.fromEntries(made()[0]!.answers.map((a) => [a.name, a.value]));
    expect(answers).toMatchObject({ state: "Selangor", birthYear: "1990 or earlier", qualification: "Degree" });
  });

  it("shows yes and no in the interface language", async () => {
    await i18n.changeLanguage("zh-Hant");
    loginAs(mei);
    renderApp("/programmes/student/apply/kyouth-2025");
    const citizen = await screen.findByRole("radiogroup", { name: /Malaysian citizen/ });
    expect(within(citizen).getByRole("radio", { name: "是" })).toHaveProperty("value", "Yes");
    expect(within(citizen).getByRole("radio", { name: "否" })).toHaveProperty("value", "No");
  });

  it("starts the name and e-mail with the account's own, which the learner may change", async () => {
    loginAs(talentAdmin);
    const { user } = renderApp(`/programmes/student/apply/${INFO}`);
    const name = (await screen.findByRole("textbox", { name: /Full name/ })) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe(`${talentAdmin.firstName} ${talentAdmin.lastName}`));
    expect((screen.getByRole("textbox", { name: /^Email/ }) as HTMLInputElement).value).toBe(talentAdmin.email);
    expect((screen.getByRole("textbox", { name: /Mobile number/ }) as HTMLInputElement).value).toBe("");
    await user.clear(name);
    await user.type(name, "Grace Lee Mei Ling");
    expect(name.value).toBe("Grace Lee Mei Ling");
  });

  it("shows the server's message on the field it refuses", async () => {
    loginAs(mei);
    const { user } = renderApp(`/programmes/student/apply/${INFO}`);
    await fillInfoForm(user, "12-ab");
    await user.click(screen.getByRole("button", { name: "Submit application" }));
    expect(await screen.findByText("Enter a phone number of 8 to 15 digits, optionally starting with +")).toBeTruthy();
    expect(screen.getByRole("textbox", { name: /Mobile number/ }).getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("alert").textContent).toContain("Some answers need attention");
    expect(made()).toHaveLength(0);
  });

  it("explains a programme that closed meanwhile, and one that is closed already", async () => {
    loginAs(mei);
    const { user, unmount } = renderApp(`/programmes/student/apply/${INFO}`);
    await fillInfoForm(user);
    setMockProgrammeOpen(INFO, false);
    await user.click(screen.getByRole("button", { name: "Submit application" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Applications are closed");
    unmount();
    renderApp("/programmes/student/apply/google-career-2025");
    expect((await screen.findByRole("alert")).textContent).toContain("not taking applications");
    expect(screen.queryByRole("button", { name: "Submit application" })).toBeNull();
  });

  it("explains an application already in progress, with a link to my programmes", async () => {
    loginAs(mei);
    const { user } = renderApp(`/programmes/student/apply/${INFO}`);
    await fillInfoForm(user);
    // Applied meanwhile (another tab): the server refuses with CONFLICT.
    applyToProgramme(mei.id, INFO, infoAnswers);
    await user.click(screen.getByRole("button", { name: "Submit application" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("already have an application");
    expect(within(alert).getByRole("link", { name: "See my programmes" }).getAttribute("href")).toBe("/programmes/student/my-programmes");
  });

  it("submits, then my programmes shows the application as submitted with a dated history", async () => {
    loginAs(mei);
    const { user } = renderApp(`/programmes/student/apply/${INFO}`);
    await fillInfoForm(user);
    await user.click(screen.getByRole("button", { name: "Submit application" }));
    expect(await screen.findByRole("heading", { level: 1, name: "My programmes" })).toBeTruthy();
    expect(location.current.pathname).toBe("/programmes/student/my-programmes");
    const item = await screen.findByRole("listitem", { name: "KYouth 2025 information session" });
    expect(within(item).getAllByText("Submitted").length).toBe(2); // badge + timeline entry
    expect(item.querySelector("time")?.getAttribute("dateTime")).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(screen.getByText(/Your application was submitted/)).toBeTruthy();
    expect(allApplications()[0]).toMatchObject({ applicantId: mei.id, programmeId: INFO, status: "SUBMITTED" });
  });
});

describe("/programmes/student/my-programmes", () => {
  it("accepts an offer and withdraws another application, each after a confirmation", async () => {
    const offered = applyToProgramme(mei.id, "kyouth-2025", kyouthAnswers);
    for (const to of ["ONLINE_ASSESSMENT", "INTERVIEW", "OFFERED"] as const)
      moveApplication(offered.id, to, "ADMIN", to === "OFFERED" ? "Welcome aboard" : null);
    applyToProgramme(mei.id, INFO, infoAnswers);
    loginAs(mei);
    const { user } = renderApp("/programmes/student/my-programmes");
    const kyouth = await screen.findByRole("listitem", { name: "KYouth 2025" });
    expect(within(kyouth).getAllByText("Offered").length).toBeGreaterThan(0);
    expect(within(kyouth).getByText("Welcome aboard")).toBeTruthy();
    expect(within(kyouth).getAllByText("Online assessment")).toHaveLength(1);
    await user.click(within(kyouth).getByRole("button", { name: "Accept offer" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Accept this offer?" })).getByRole("button", { name: "Yes, accept the offer" }),
    );
    expect(await screen.findByText("You accepted your offer for KYouth 2025.")).toBeTruthy();
    await waitFor(() =>
      expect(within(screen.getByRole("listitem", { name: "KYouth 2025" })).queryByRole("button", { name: "Withdraw" })).toBeNull(),
    );
    expect(allApplications().find((a) => a.id === offered.id)!.status).toBe("ACCEPTED");

    const info = screen.getByRole("listitem", { name: "KYouth 2025 information session" });
    expect(within(info).queryByRole("button", { name: "Accept offer" })).toBeNull();
    await user.click(within(info).getByRole("button", { name: "Withdraw" }));
    const dialog = await screen.findByRole("dialog", { name: "Withdraw this application?" });
    await user.type(within(dialog).getByRole("textbox", { name: "Why (optional)" }), "Cannot attend");
    await user.click(within(dialog).getByRole("button", { name: "Yes, withdraw" }));
    expect(await screen.findByText("Your application to KYouth 2025 information session was withdrawn.")).toBeTruthy();
    expect(await screen.findByText("Cannot attend")).toBeTruthy();
    expect(allApplications().find((a) => a.programmeId === INFO)!.status).toBe("WITHDRAWN");
  });
});

describe("/programmes/admin/applications", () => {
  it("moves an application along, offering only the moves allowed from its status", async () => {
    const a = applyToProgramme(mei.id, "kyouth-2025", kyouthAnswers);
    loginAs(courseAdmin);
    const { user } = renderApp("/programmes/admin/applications?programme=kyouth-2025");
    expect(await screen.findByRole("heading", { level: 1, name: "Programme applications" })).toBeTruthy();
    const table = await screen.findByRole("table", { name: "Applications" });
    const row = within(table).getByText("Mei Ling Tan").closest("tr")!;
    expect(within(row).getByText("Submitted")).toBeTruthy();
    expect(within(row).getByRole("button", { name: "Invite to assessment" })).toBeTruthy();
    expect(within(row).getByRole("button", { name: "Reject" })).toBeTruthy();
    expect(within(row).queryByRole("button", { name: "Offer a place" })).toBeNull();
    expect(within(row).queryByRole("button", { name: "Invite to interview" })).toBeNull();

    await user.click(within(row).getByRole("button", { name: "Answers of Mei Ling Tan" }));
    const answers = await screen.findByRole("dialog", { name: "Application of Mei Ling Tan" });
    expect(within(answers).getByRole("rowheader", { name: "Day of birth" }).closest("tr")!.textContent).toContain("29");
    await user.click(within(answers).getByRole("button", { name: "Close" }));

    await user.click(within(row).getByRole("button", { name: "Invite to assessment" }));
    const dialog = await screen.findByRole("dialog", { name: "Move this application?" });
    await user.type(within(dialog).getByRole("textbox", { name: /Note for the applicant/ }), "Check your email for the test link");
    await user.click(within(dialog).getByRole("button", { name: "Yes, move it" }));
    expect(await screen.findByText("Mei Ling Tan's application is now “Online assessment”.")).toBeTruthy();
    await waitFor(() =>
      expect(within(screen.getByRole("table", { name: "Applications" })).getByRole("button", { name: "Invite to interview" })).toBeTruthy(),
    );
    expect(
      allApplications()
        .find((x) => x.id === a.id)!
        .history.at(-1),
    ).toMatchObject({ status: "ONLINE_ASSESSMENT", note: "Check your email for the test link" });
  });

  it("shows chosen answers to admins in their language, typed ones as written", async () => {
    await i18n.changeLanguage("zh-Hant");
    applyToProgramme(mei.id, "kyouth-2025", kyouthAnswers);
    loginAs(courseAdmin);
    const { user } = renderApp("/programmes/admin/applications?programme=kyouth-2025");
    await user.click(await screen.findByRole("button", { name: "Mei Ling Tan 的答案" }));
    const answers = await screen.findByRole("dialog", { name: "Mei Ling Tan 的申請" });
    const answer = (name: RegExp) => within(answers).getByRole("rowheader", { name }).closest("tr")!.querySelector("td")!.textContent;
    expect(answer(/^Gender/)).toBe("女");
    expect(answer(/Highest qualification/)).toBe("學士學位");
    expect(answer(/Malaysian citizen/)).toBe("是");
    expect(answer(/Monthly household income/)).toBe("B2：RM2,500 至 RM3,169");
    expect(answer(/Full name/)).toBe("Mei Ling Tan");
  });

  it("offers no moves for information sessions or decided applications", async () => {
    applyToProgramme(mei.id, INFO, infoAnswers);
    loginAs(courseAdmin);
    renderApp(`/programmes/admin/applications?programme=${INFO}`);
    const table = await screen.findByRole("table", { name: "Applications" });
    const row = within(table).getByText("Mei Ling Tan").closest("tr")!;
    expect(
      within(row)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Answers"]);
  });

  it("opens from a dashboard figure on every programme's applications of that stage, as many as counted", async () => {
    applyToProgramme(mei.id, "kyouth-2025", kyouthAnswers);
    loginAs(courseAdmin);
    const { user } = renderApp("/dashboard/admin");
    const figure = (await screen.findByRole("link", { name: "Online assessment" })).closest("[data-figure]")!;
    const counted = Number(figure.firstElementChild!.textContent);
    expect(counted).toBeGreaterThan(0);
    await user.click(within(figure as HTMLElement).getByRole("link", { name: "Online assessment" }));
    const table = await screen.findByRole("table", { name: "Applications" });
    expect(location.current.search).toBe("?status=ONLINE_ASSESSMENT");
    expect(screen.getByRole("combobox", { name: "Programme" })).toHaveProperty("value", "All programmes");
    expect(within(table).getByRole("columnheader", { name: "Programme" })).toBeTruthy();
    // The demo application is to MyMahir, not the first programme (KYouth), whose submitted one is not at this stage.
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(counted);
    expect(rows[0]!.textContent).toContain("MyMahir 2025: Coding Foundations");
  });

  it("explains a programme in the address that does not exist, and offers the list's choices", async () => {
    loginAs(courseAdmin);
    const { user } = renderApp("/programmes/admin/applications?programme=no-such-programme");
    expect((await screen.findByRole("alert")).textContent).toContain("Programme not found");
    expect(screen.queryByText(/Something went wrong/)).toBeNull();
    expect(screen.queryByRole("table")).toBeNull();
    await choose(user, "Programme", "All programmes");
    expect(await screen.findByRole("table", { name: "Applications" })).toBeTruthy();
    expect(location.current.search).toBe("?page=1");
  });

  it("shows a not-allowed state to other people", async () => {
    loginAs(mei);
    renderApp("/programmes/admin/applications");
    expect(await screen.findByRole("heading", { level: 1, name: "Programme applications" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain("Only course administrators");
    expect(screen.queryByRole("table")).toBeNull();
  });
});
