import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { graphql as executeGraphql } from "graphql";
import { mockSchema } from "../../../mocks/schema";
import { server } from "../../../mocks/node";
import { currentParams, location, renderApp } from "../../../test/renderApp";
import { recruiter, jobAdmin, loginAs, mei } from "../../../test/session";
import { jobs } from "../mocks";
import { addMockJobApplication } from "../mocks";
import { addMockRepresentative } from "../../employer/mocks";
import { addAccount } from "../../../mocks/session";

const job = (id: string) => jobs.find((j) => j.id === id)!;
const rowsOf = (table: HTMLElement) => within(table).getAllByRole("row").slice(1);

/** Answers one operation with a GraphQL error, as the server would. */
function failOperation(operationName: string, message: string, code: string) {
  server.use(
    http.post("*/graphql", async ({ request }) => {
      const body = (await request.clone().json()) as { operationName?: string };
      if (body.operationName !== operationName) return undefined;
      return HttpResponse.json({ errors: [{ message, extensions: { code } }], data: null });
    }),
  );
}

describe("/jobs/admin/all", () => {
  it("sends visitors to log in", async () => {
    renderApp("/jobs/admin/all");
    expect(await screen.findByRole("heading", { level: 1, name: "Log in" })).toBeTruthy();
    expect(location.current.search).toBe("?next=%2Fjobs%2Fadmin%2Fall");
  });

  it("shows the not-allowed state to people who are not job admins, without the Manage jobs link", async () => {
    loginAs(mei);
    renderApp("/jobs/admin/all");
    expect(await screen.findByRole("heading", { level: 1, name: "Manage jobs" })).toBeTruthy();
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      expect.stringContaining("For job admins and approved employers"),
    );
    expect(screen.queryByRole("table", { name: "Jobs" })).toBeNull();
    expect(within(screen.getByRole("navigation", { name: "Job sections" })).queryByRole("link", { name: "Manage jobs" })).toBeNull();
  });

  it("lists every job newest first, 20 a page, with search and the Open / Closed / All filter in the URL", async () => {
    loginAs(jobAdmin);
    const { user } = renderApp("/jobs/admin/all");
    expect(await screen.findByRole("heading", { level: 1, name: "Manage jobs" })).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "Job sections" });
    expect(within(nav).getByRole("link", { name: "Manage jobs" }).getAttribute("aria-current")).toBe("page");

    const table = await screen.findByRole("table", { name: "Jobs" });
    const rows = rowsOf(table);
    expect(rows).toHaveLength(20);
    // Newest first: 30 and 29 share a day (id desc); Track B (exclusive) jobs are listed too.
    expect(
      within(rows[0]!)
        .getByRole("link", { name: job("30").title })
        .getAttribute("href"),
    ).toBe("/jobs/30");
    expect(within(rows[1]!).getByRole("link", { name: job("29").title })).toBeTruthy();
    expect(within(table).getByRole("link", { name: job("13").title })).toBeTruthy();
    expect(within(rows[0]!).getByText(job("30").employer.title)).toBeTruthy();
    expect(within(rows[0]!).getByText("Open")).toBeTruthy();
    expect(within(rows[0]!).getByRole("button", { name: `Close job: ${job("30").title}` })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Page 2" }));
    await waitFor(() =>
      expect(within(screen.getByRole("table", { name: "Jobs" })).getByRole("link", { name: job("1").title })).toBeTruthy(),
    );
    expect(rowsOf(screen.getByRole("table", { name: "Jobs" }))).toHaveLength(10);

    await user.type(screen.getByRole("searchbox", { name: "Search jobs" }), "peakshield");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(rowsOf(screen.getByRole("table", { name: "Jobs" }))).toHaveLength(3));
    expect(currentParams()).toMatchObject({ search: "peakshield", page: "1" });
    expect(screen.getByRole("link", { name: job("5").title })).toBeTruthy();

    await user.click(screen.getByRole("radio", { name: "Closed" }));
    expect(await screen.findByText("No jobs match.")).toBeTruthy();
    expect(currentParams()).toMatchObject({ search: "peakshield", status: "closed", page: "1" });
    await user.click(screen.getByRole("radio", { name: "All" }));
    await waitFor(() => expect(rowsOf(screen.getByRole("table", { name: "Jobs" }))).toHaveLength(3));
    expect(currentParams().status).toBeUndefined();
  });

  it("closes a job behind a confirmation, filters it as closed, and reopens it", async () => {
    loginAs(jobAdmin);
    const title = job("30").title;
    const { user } = renderApp("/jobs/admin/all");
    await user.click(await screen.findByRole("button", { name: `Close job: ${title}` }));
    const dialog = await screen.findByRole("dialog", { name: `Close ${title}?` });
    expect(within(dialog).getByText(/stops taking applications/)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Yes, close it" }));
    expect(await screen.findByText(`${title} is closed.`)).toBeTruthy();
    expect(job("30").open).toBe(false);
    expect(await screen.findByRole("button", { name: `Reopen job: ${title}` })).toBeTruthy();
    expect(within(rowsOf(screen.getByRole("table", { name: "Jobs" }))[0]!).getByText("Closed")).toBeTruthy();

    await user.click(screen.getByRole("radio", { name: "Closed" }));
    await waitFor(() => expect(rowsOf(screen.getByRole("table", { name: "Jobs" }))).toHaveLength(1));
    expect(currentParams().status).toBe("closed");
    await user.click(screen.getByRole("radio", { name: "Open" }));
    await waitFor(() => expect(screen.queryByRole("link", { name: title })).toBeNull());
    await user.click(screen.getByRole("radio", { name: "All" }));

    await user.click(await screen.findByRole("button", { name: `Reopen job: ${title}` }));
    const again = await screen.findByRole("dialog", { name: `Reopen ${title}?` });
    await user.click(within(again).getByRole("button", { name: "Yes, reopen it" }));
    expect(await screen.findByText(`${title} is open again.`)).toBeTruthy();
    expect(await screen.findByRole("button", { name: `Close job: ${title}` })).toBeTruthy();
    expect(job("30").open).toBe(true);
  });

  it("shows the server's refusal when closing fails", async () => {
    loginAs(jobAdmin);
    failOperation("CloseJob", "DevOps Engineer is already closed.", "CONFLICT");
    const title = job("30").title;
    const { user } = renderApp("/jobs/admin/all");
    await user.click(await screen.findByRole("button", { name: `Close job: ${title}` }));
    await user.click(within(await screen.findByRole("dialog", { name: `Close ${title}?` })).getByRole("button", { name: "Yes, close it" }));
    expect(await screen.findByText("DevOps Engineer is already closed.")).toBeTruthy();
    expect(screen.queryByText(`${title} is closed.`)).toBeNull();
  });

  it("opens a job's applications and moves one along with a note, offering only the server's moves", async () => {
    loginAs(jobAdmin);
    const application = addMockJobApplication(mei.id, "30");
    const title = job("30").title;
    const { user } = renderApp("/jobs/admin/all");
    const toggle = await screen.findByRole("button", { name: `Applications: ${title}` });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    await user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(currentParams().applications).toBe("30");
    const panel = await screen.findByRole("region", { name: `Applications to ${title}` });
    const item = await within(panel).findByRole("listitem", { name: "Mei Ling Tan" });
    expect(within(item).getByText(/^Applied .+/)).toBeTruthy();
    expect(within(item).getByText("No cover note.")).toBeTruthy();
    expect(within(item).getAllByText("Applied").length).toBe(2); // badge + history entry
    expect(
      within(item)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Mark as reviewed", "Decline"]);

    await user.click(within(item).getByRole("button", { name: "Mark as reviewed" }));
    const dialog = await screen.findByRole("dialog", { name: "Move this application?" });
    await user.type(within(dialog).getByRole("textbox", { name: "Note for the applicant" }), "Thanks, we are reading your CV.");
    await user.click(within(dialog).getByRole("button", { name: "Yes, move it" }));
    expect(await within(panel).findByText("Mei Ling Tan's application is now “Reviewed”.")).toBeTruthy();
    await waitFor(() =>
      expect(
        within(item)
          .getAllByRole("button")
          .map((b) => b.textContent),
      ).toEqual(["Invite to interview", "Decline"]),
    );
    expect(within(item).getByText("Thanks, we are reading your CV.")).toBeTruthy();
    expect(application.status).toBe("REVIEWED");
    expect(application.history.at(-1)).toMatchObject({ status: "REVIEWED", note: "Thanks, we are reading your CV." });

    // "Go back" leaves it as it is.
    await user.click(within(item).getByRole("button", { name: "Decline" }));
    const keep = within(await screen.findByRole("dialog", { name: "Move this application?" })).getAllByRole("button", { name: "Go back" });
    await user.click(keep[keep.length - 1]!); // the footer button (the close × is named "Go back" too)
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(application.status).toBe("REVIEWED");

    await user.click(toggle);
    await waitFor(() => expect(screen.queryByRole("region", { name: `Applications to ${title}` })).toBeNull());
  });

  it("shows the server's refusal of a move", async () => {
    loginAs(jobAdmin);
    addMockJobApplication(mei.id, "30");
    failOperation("MoveJobApplication", "An application cannot move from APPLIED to REVIEWED.", "CONFLICT");
    const { user } = renderApp("/jobs/admin/all");
    await user.click(await screen.findByRole("button", { name: `Applications: ${job("30").title}` }));
    const item = await screen.findByRole("listitem", { name: "Mei Ling Tan" });
    await user.click(within(item).getByRole("button", { name: "Mark as reviewed" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Move this application?" })).getByRole("button", { name: "Yes, move it" }),
    );
    expect(await screen.findByText("An application cannot move from APPLIED to REVIEWED.")).toBeTruthy();
    expect(screen.queryByText(/is now/)).toBeNull();
  });

  it("shows each applicant's profile completion and CV score against the job's career role", async () => {
    loginAs(jobAdmin);
    addMockJobApplication(mei.id, "2"); // Data Analyst: career role Data science
    job("30").roleId = "astronaut"; // every seeded job's role is one of talent's; this one no longer is
    addMockJobApplication(recruiter.id, "30");
    const { user } = renderApp("/jobs/admin/all?page=1&applications=2");
    const panel = await screen.findByRole("region", { name: `Applications to ${job("2").title}` });
    const item = await within(panel).findByRole("listitem", { name: "Mei Ling Tan" });
    const facts = within(item).getByRole("list", { name: "Applicant at a glance" });
    expect(within(facts).getByText("Profile 7/9")).toBeTruthy();
    expect(within(facts).getByText(/^CV score \d+\/100 \(Data science\)$/)).toBeTruthy();

    await user.click(await screen.findByRole("button", { name: `Applications: ${job("30").title}` }));
    const other = await screen.findByRole("region", { name: `Applications to ${job("30").title}` });
    const kelvinItem = await within(other).findByRole("listitem", { name: "Kelvin Lee" });
    expect(within(kelvinItem).getByText("Profile 0/9")).toBeTruthy();
    expect(within(kelvinItem).getByText("CV score: the job has no career role")).toBeTruthy();
  });

  it("shows the skills each applicant verified beside the CV score, and none for an applicant without", async () => {
    loginAs(jobAdmin);
    addMockJobApplication(mei.id, "2");
    addMockJobApplication(recruiter.id, "2");
    renderApp("/jobs/admin/all?page=1&applications=2");
    const panel = await screen.findByRole("region", { name: `Applications to ${job("2").title}` });
    const facts = within(await within(panel).findByRole("listitem", { name: "Mei Ling Tan" })).getByRole("list", {
      name: "Applicant at a glance",
    });
    const skills = within(facts).getByRole("img", { name: "Verified skills: CSS Intermediate, HTML Intermediate, JavaScript Beginner" });
    expect(within(skills).getByText("✓ HTML · Intermediate")).toBeTruthy();
    const kelvinItem = within(panel).getByRole("listitem", { name: "Kelvin Lee" });
    expect(within(kelvinItem).queryByRole("img", { name: /^Verified skills/ })).toBeNull();
  });

  it("says when talent does not give the CV score", async () => {
    loginAs(jobAdmin);
    addMockJobApplication(mei.id, "2");
    server.use(
      http.post("*/graphql", async ({ request }) => {
        const body = (await request.clone().json()) as { operationName?: string; query?: string; variables?: Record<string, unknown> };
        if (body.operationName !== "AdminJobApplications") return undefined;
        const real = (await executeGraphql({
          schema: mockSchema,
          source: body.query!,
          variableValues: body.variables,
          operationName: body.operationName,
        })) as {
          data: { jobApplications: { items: { applicant: Record<string, unknown> }[] } };
        };
        for (const a of real.data.jobApplications.items) Object.assign(a.applicant, { cvScore: null, profileCompletion: null });
        return HttpResponse.json(real);
      }),
    );
    renderApp("/jobs/admin/all?page=1&applications=2");
    const item = await screen.findByRole("listitem", { name: "Mei Ling Tan" });
    expect(within(item).getByText("CV score: not available")).toBeTruthy();
    expect(within(item).getByText("Profile: not available")).toBeTruthy();
  });
});

describe("/jobs/admin/all for a company representative", () => {
  const lantern = jobs.filter((j) => j.employer.id === "lantern-analytics");

  it("lists only their employer's jobs under the employer's name, with Post a job and Edit, and no employer column", async () => {
    loginAs(recruiter);
    renderApp("/jobs/admin/all?page=1");
    expect(await screen.findByRole("heading", { level: 1, name: "Jobs at Lantern Analytics Sdn. Bhd." })).toBeTruthy();
    const table = await screen.findByRole("table", { name: "Jobs" });
    expect(rowsOf(table).map((r) => within(r).getAllByRole("link")[0]!.textContent)).toEqual(
      [...lantern].sort((a, b) => Number(b.id) - Number(a.id)).map((j) => j.title),
    );
    expect(within(table).queryByRole("columnheader", { name: "Employer" })).toBeNull();
    expect(screen.getByRole("link", { name: "Post a job" }).getAttribute("href")).toBe("/jobs/admin/jobs/new");
    expect(
      within(table)
        .getByRole("link", { name: `Edit: ${job("2").title}` })
        .getAttribute("href"),
    ).toBe("/jobs/admin/jobs/2/edit");
    const nav = screen.getByRole("navigation", { name: "Job sections" });
    expect(within(nav).getByRole("link", { name: "Manage jobs" }).getAttribute("aria-current")).toBe("page");
  });

  it("moves applications to their employer's jobs and closes them", async () => {
    loginAs(recruiter);
    const application = addMockJobApplication(mei.id, "2");
    const { user } = renderApp("/jobs/admin/all?page=1&applications=2");
    const item = await screen.findByRole("listitem", { name: "Mei Ling Tan" });
    expect(within(item).getByText(/^CV score \d+\/100/)).toBeTruthy();
    await user.click(within(item).getByRole("button", { name: "Mark as reviewed" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Move this application?" })).getByRole("button", { name: "Yes, move it" }),
    );
    expect(await screen.findByText("Mei Ling Tan's application is now “Reviewed”.")).toBeTruthy();
    expect(application.status).toBe("REVIEWED");

    await user.click(screen.getByRole("button", { name: `Close job: ${job("2").title}` }));
    await user.click(
      within(await screen.findByRole("dialog", { name: `Close ${job("2").title}?` })).getByRole("button", { name: "Yes, close it" }),
    );
    expect(await screen.findByText(`${job("2").title} is closed.`)).toBeTruthy();
    expect(job("2").open).toBe(false);
  });

  it("shows the not-allowed state while a representative's request waits", async () => {
    const id = "9a1b2c3d-0000-4e5f-8a9b-000000000077";
    addAccount({
      id,
      email: "nora.tan@example.com",
      password: "password123",
      firstName: "Nora",
      lastName: "Tan",
      roles: ["COMPANY_REPRESENTATIVE"],
    });
    addMockRepresentative(id, { employerId: "harbourpay" });
    loginAs({ id });
    renderApp("/jobs/admin/all?page=1");
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      expect.stringContaining("For job admins and approved employers"),
    );
    expect(screen.getByRole("heading", { level: 1, name: "Manage jobs" })).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "Job sections" });
    expect(within(nav).getByRole("link", { name: "Employer" })).toBeTruthy();
    expect(within(nav).queryByRole("link", { name: "Manage jobs" })).toBeNull();
  });
});
