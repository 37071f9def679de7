/**
 * Admission prerequisites on the programme pages (M1 first, or credit for prior learning), the viewer's application
 * state, and the two course-admin pages: Manage programmes and Credit for prior learning.
 */
import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderApp } from "../../../test/renderApp";
import { recruiter, courseAdmin, loginAs, mei } from "../../../test/session";
import { addAccount } from "../../../mocks/session";
import { optionById } from "../../enrolment/mocks";
import { allCredits, applyToProgramme, closedReasonOf, grantPriorLearningCredit, moveApplication, programmeById } from "../mocks";
import { PROGRAMMES } from "@server/courses/modules/programmes/seed-data";

const CA = "Certified Associate 2027 intake";
const REQUIRES = "Requires an M1 course first (or credit for prior learning)";
const INFO = "kyouth-info-2025";
const infoAnswers = [
  { name: "fullName", value: `${mei.firstName} ${mei.lastName}` },
  { name: "email", value: mei.email },
  { name: "phone", value: "+60 12 345 6789" },
  { name: "state", value: "Selangor" },
  { name: "birthYear", value: "2001" },
  { name: "qualification", value: "Degree" },
];

/** A student with no M1 certificate and no credit. */
const wei = {
  id: "7e1c5d0e-1f2a-4b3c-8d4e-5f6a7b8c9d99",
  email: "wei.tan@example.com",
  password: "password123",
  firstName: "Wei",
  lastName: "Tan",
  roles: ["STUDENT" as const],
};
function loginAsNewStudent() {
  addAccount(wei);
  loginAs(wei);
}

describe("M1 prerequisite on find programmes", () => {
  it("marks the programmes that require M1 completion, and visitors still see Apply (they log in first)", async () => {
    renderApp("/programmes/student/find-programmes");
    const ca = await screen.findByRole("article", { name: CA });
    expect(within(ca).getByText(REQUIRES)).toBeTruthy();
    expect(
      within(screen.getByRole("article", { name: "Certified Associate in Penetration Testing 2027 intake" })).getByText(REQUIRES),
    ).toBeTruthy();
    // KYouth starts with a foundation term: no prerequisite.
    expect(within(screen.getByRole("article", { name: "KYouth 2025" })).queryByText(REQUIRES)).toBeNull();
    expect(
      within(ca)
        .getByRole("link", { name: `Apply to ${CA}` })
        .getAttribute("href"),
    ).toMatch(/^\/login\?next=/);
  });

  it("replaces Apply with an explanation and a link to the M1 courses when the viewer has no M1 certificate", async () => {
    loginAsNewStudent();
    renderApp("/programmes/student/find-programmes");
    const ca = await screen.findByRole("article", { name: CA });
    await waitFor(() => expect(within(ca).getByText("Complete an M1 course first")).toBeTruthy());
    expect(within(ca).queryByRole("link", { name: `Apply to ${CA}` })).toBeNull();
    expect(within(ca).getByRole("link", { name: "Browse M1 courses" }).getAttribute("href")).toBe("/courses?category=m1");
    expect(within(screen.getByRole("article", { name: "KYouth 2025" })).getByRole("link", { name: "Apply to KYouth 2025" })).toBeTruthy();
  });

  it("offers Apply to a holder of an M1 certificate, and to a holder of credit for prior learning", async () => {
    loginAs(mei); // mei holds the M1 SQL certificate
    const { unmount } = renderApp("/programmes/student/find-programmes");
    const ca = await screen.findByRole("article", { name: CA });
    await waitFor(() =>
      expect(
        within(ca)
          .getByRole("link", { name: `Apply to ${CA}` })
          .getAttribute("href"),
      ).toBe("/programmes/student/apply/ca-2027"),
    );
    expect(within(ca).queryByText("Complete an M1 course first")).toBeNull();
    unmount();

    loginAsNewStudent();
    grantPriorLearningCredit(courseAdmin.id, wei.id, "BSc Computer Science");
    renderApp("/programmes/student/find-programmes");
    expect(await within(await screen.findByRole("article", { name: CA })).findByRole("link", { name: `Apply to ${CA}` })).toBeTruthy();
  });

  it("shows the viewer's application in progress instead of Apply; a withdrawn one may apply again", async () => {
    const application = applyToProgramme(mei.id, INFO, infoAnswers);
    loginAs(mei);
    const { unmount } = renderApp("/programmes/student/find-programmes");
    const info = await screen.findByRole("article", { name: "KYouth 2025 information session" });
    expect(await within(info).findByText("You applied: Submitted")).toBeTruthy();
    expect(within(info).getByRole("link", { name: "View my application" }).getAttribute("href")).toBe("/programmes/student/my-programmes");
    expect(within(info).queryByRole("link", { name: /Register for/ })).toBeNull();
    unmount();

    moveApplication(application.id, "WITHDRAWN", "APPLICANT", null, mei.id);
    renderApp("/programmes/student/find-programmes");
    const again = await screen.findByRole("article", { name: "KYouth 2025 information session" });
    expect(await within(again).findByRole("link", { name: /Register for/ })).toBeTruthy();
    expect(within(again).queryByText(/You applied/)).toBeNull();
  });
});

describe("M1 prerequisite on the application form", () => {
  it("does not show the form without an M1 certificate or credit", async () => {
    loginAsNewStudent();
    renderApp("/programmes/student/apply/ca-2027");
    expect(await screen.findByRole("heading", { level: 1, name: `Apply: ${CA}` })).toBeTruthy();
    expect(await screen.findByText("Complete an M1 course first")).toBeTruthy();
    expect(screen.getByText(REQUIRES)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Browse M1 courses" }).getAttribute("href")).toBe("/courses?category=m1");
    expect(screen.queryByRole("button", { name: "Submit application" })).toBeNull();
  });

  it("shows the form to a holder of an M1 certificate", async () => {
    loginAs(mei);
    renderApp("/programmes/student/apply/ca-2027");
    expect(await screen.findByRole("button", { name: "Submit application" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: `Apply to the ${CA}` })).toBeTruthy();
    expect(screen.getByRole("textbox", { name: /Which M1 course did you complete/ })).toBeTruthy();
    expect(screen.getByText(REQUIRES)).toBeTruthy();
  });

  it("shows the application in progress instead of the form", async () => {
    applyToProgramme(mei.id, INFO, infoAnswers);
    loginAs(mei);
    renderApp(`/programmes/student/apply/${INFO}`);
    expect(await screen.findByText("You applied: Submitted")).toBeTruthy();
    expect(screen.getByRole("link", { name: "View my application" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Submit application" })).toBeNull();
  });

  it("the mock server refuses the application (CONFLICT on programmeId) as the server does", () => {
    addAccount(wei);
    let error: unknown;
    try {
      applyToProgramme(wei.id, "ca-2027", []);
    } catch (e) {
      error = e;
    }
    expect(error).toMatchObject({
      message: `Complete an M1 course before applying to ${CA}, or ask a course admin for credit for prior learning.`,
      extensions: { code: "CONFLICT", fields: { programmeId: "M1 completion needed" } },
    });
  });
});

const rowOf = (table: HTMLElement, title: string) => within(table).getByText(title).closest("tr")!;

describe("/programmes/admin/programmes", () => {
  it("shows a not-allowed state to other people", async () => {
    loginAs(mei);
    renderApp("/programmes/admin/programmes");
    expect(await screen.findByRole("heading", { level: 1, name: "Manage programmes" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain("Only course administrators can manage programmes.");
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("closes applications and moves the cohort start; the end date and the enrolment option follow", async () => {
    loginAs(courseAdmin);
    const { user } = renderApp("/programmes/admin/programmes");
    expect(await screen.findByRole("heading", { level: 1, name: "Manage programmes" })).toBeTruthy();
    const table = await screen.findByRole("table", { name: "Programmes" });
    const row = rowOf(table, CA);
    expect(row.textContent).toContain("Intake");
    const taking = within(row).getByRole("switch", { name: "Taking applications" }) as HTMLInputElement;
    expect(taking.checked).toBe(true);
    expect((within(row).getByRole("switch", { name: "Shown on the dashboard" }) as HTMLInputElement).checked).toBe(false);
    await user.click(taking);
    await user.click(within(row).getByRole("switch", { name: "Shown on the dashboard" }));
    fireEvent.change(within(row).getByLabelText(/^Cohort start/), { target: { value: "2027-03-01" } });
    await user.click(within(row).getByRole("button", { name: "Save" }));
    expect(await screen.findByText(`Saved ${CA}.`)).toBeTruthy();
    expect(programmeById("ca-2027")).toMatchObject({
      applicationOpen: false,
      showAtDashboard: true,
      cohortStartsOn: "2027-03-01",
      cohortEndsOn: "2027-08-31",
    });
    expect(optionById("ca")!.open).toBe(false);
    await waitFor(() => expect(rowOf(screen.getByRole("table", { name: "Programmes" }), CA).textContent).toContain("2027"));
    expect(rowOf(screen.getByRole("table", { name: "Programmes" }), CA).textContent).toMatch(/Aug[a-z]* 31, 2027/);
  });

  it("shows the server's message on the date field it refuses", async () => {
    loginAs(courseAdmin);
    const { user } = renderApp("/programmes/admin/programmes");
    const row = rowOf(await screen.findByRole("table", { name: "Programmes" }), CA);
    fireEvent.change(within(row).getByLabelText(/^Cohort start/), { target: { value: "" } });
    await user.click(within(row).getByRole("button", { name: "Save" }));
    expect(await within(row).findByText("Use a date as YYYY-MM-DD")).toBeTruthy();
    expect(
      within(row)
        .getByLabelText(/^Cohort start/)
        .getAttribute("aria-invalid"),
    ).toBe("true");
    expect(screen.getByRole("alert").textContent).toContain(`${CA} was not saved`);
    expect(programmeById("ca-2027")!.cohortStartsOn).toBe(PROGRAMMES.find((p) => p.id === "ca-2027")!.cohortStartsOn);
  });

  it("extends applications to a started cohort with a last day of applications", async () => {
    const HKTE = "HK Tech Explorers 2025";
    loginAs(courseAdmin);
    const { user } = renderApp("/programmes/admin/programmes");
    const row = rowOf(await screen.findByRole("table", { name: "Programmes" }), HKTE);
    expect(within(row).getByText("Not taking applications now: past its dates.")).toBeTruthy();
    expect(closedReasonOf(programmeById("hkte-2025")!)).toBe("COHORT_STARTED");
    const day = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    fireEvent.change(within(row).getByLabelText(/^Applications until/), { target: { value: day } });
    await user.click(within(row).getByRole("button", { name: "Save" }));
    expect(await screen.findByText(`Saved ${HKTE}.`)).toBeTruthy();
    expect(closedReasonOf(programmeById("hkte-2025")!)).toBeNull();
    await waitFor(() =>
      expect(within(rowOf(screen.getByRole("table", { name: "Programmes" }), HKTE)).queryByText(/past its dates/)).toBeNull(),
    );
  });

  it("lists each programme's registration form, read-only", async () => {
    loginAs(courseAdmin);
    renderApp("/programmes/admin/programmes");
    const section = (await screen.findByRole("heading", { level: 2, name: "Registration forms" })).closest("section")!;
    const item = within(section).getByRole("heading", { level: 3, name: CA }).closest("li")!;
    expect(within(item).getByText(`Apply to the ${CA}`)).toBeTruthy();
    expect(within(item).getByText("12 fields")).toBeTruthy();
    const google = within(section).getByRole("heading", { level: 3, name: "Google Career Certificates 2025" }).closest("li")!;
    expect(within(google).getByText(/No registration form/)).toBeTruthy();
    expect(within(section).queryByRole("textbox")).toBeNull();
  });
});

describe("/programmes/admin/prior-learning", () => {
  it("shows a not-allowed state to other people", async () => {
    loginAs(mei);
    renderApp("/programmes/admin/prior-learning");
    expect(await screen.findByRole("heading", { level: 1, name: "Credit for prior learning" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain("Only course administrators");
    expect(screen.queryByRole("button", { name: "Grant credit" })).toBeNull();
  });

  it("grants credit, refuses a second grant, and withdraws it after a confirmation", async () => {
    loginAs(courseAdmin);
    const { user } = renderApp("/programmes/admin/prior-learning");
    const form = (await screen.findByRole("heading", { level: 2, name: "Grant credit" })).closest("section")!;
    expect(await screen.findByText("No credits for prior learning yet.")).toBeTruthy();

    // Required fields are checked before anything is sent.
    await user.click(within(form).getByRole("button", { name: "Grant credit" }));
    expect(await within(form).findByText("Choose a person.")).toBeTruthy();
    expect(within(form).getByText("This field is required.")).toBeTruthy();
    expect(allCredits()).toHaveLength(0);

    const pick = async () => {
      const person = within(form).getByRole("combobox", { name: /^Person/ });
      await user.click(person);
      await user.type(person, "Kelvin");
      await user.click(await screen.findByRole("option", { name: "Kelvin Lee" }));
    };
    await pick();
    await user.type(within(form).getByRole("textbox", { name: /^Reason/ }), "  Diploma in Computer Science (2019)  ");
    await user.click(within(form).getByRole("button", { name: "Grant credit" }));
    expect(await screen.findByText("Credit for prior learning granted to Kelvin Lee.")).toBeTruthy();
    expect(allCredits()).toMatchObject([
      { userId: recruiter.id, reason: "Diploma in Computer Science (2019)", grantedById: courseAdmin.id },
    ]);
    const table = await screen.findByRole("table", { name: "Credits for prior learning" });
    const row = (await within(table).findByText("Kelvin Lee")).closest("tr")!;
    expect(within(row).getByText("Diploma in Computer Science (2019)")).toBeTruthy();
    expect(within(row).getByText("Siti Rahman")).toBeTruthy();
    expect(row.querySelector("time")?.getAttribute("dateTime")).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((within(form).getByRole("textbox", { name: /^Reason/ }) as HTMLTextAreaElement).value).toBe("");

    // A second grant is a CONFLICT, said on the person field.
    await pick();
    await user.type(within(form).getByRole("textbox", { name: /^Reason/ }), "Again");
    await user.click(within(form).getByRole("button", { name: "Grant credit" }));
    expect(await within(form).findByText("This person already holds credit for prior learning.")).toBeTruthy();
    expect(within(form).getByRole("alert").textContent).toContain("The credit was not granted");
    expect(allCredits()).toHaveLength(1);

    await user.click(within(row).getByRole("button", { name: "Withdraw credit of Kelvin Lee" }));
    const dialog = await screen.findByRole("dialog", { name: "Withdraw this credit?" });
    expect(within(dialog).getByText(/Kelvin Lee will need an M1 certificate/)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Yes, withdraw credit" }));
    expect(await screen.findByText("Credit for prior learning withdrawn from Kelvin Lee.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("table", { name: "Credits for prior learning" })).toBeNull());
    expect(allCredits()).toHaveLength(0);
  });

  it("links both admin pages from the programme sub-navigation for course admins only", async () => {
    loginAs(courseAdmin);
    const { unmount } = renderApp("/programmes/student/find-programmes");
    const nav = await screen.findByRole("navigation", { name: "Programme sections" });
    await waitFor(() =>
      expect(within(nav).getByRole("link", { name: "Manage programmes" }).getAttribute("href")).toBe("/programmes/admin/programmes"),
    );
    expect(within(nav).getByRole("link", { name: "Credit for prior learning" }).getAttribute("href")).toBe(
      "/programmes/admin/prior-learning",
    );
    unmount();
    loginAs(mei);
    renderApp("/programmes/student/find-programmes");
    const meiNav = await screen.findByRole("navigation", { name: "Programme sections" });
    await waitFor(() => expect(within(meiNav).getByRole("link", { name: "My programmes" })).toBeTruthy());
    expect(within(meiNav).queryByRole("link", { name: "Manage programmes" })).toBeNull();
  });
});
