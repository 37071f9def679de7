import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { server } from "../../../mocks/node";
import { location, renderApp } from "../../../test/renderApp";
import { recruiter, jobAdmin, loginAs, mei } from "../../../test/session";
import { campaigns, jobs } from "../mocks";
import type { renderApp as RenderApp } from "../../../test/renderApp";

const job = (id: string) => jobs.find((j) => j.id === id)!;
const campaign = (id: string) => campaigns.find((c) => c.id === id)!;
const DESCRIPTION = "You will build dashboards for our clients in manufacturing.\n\nYou fit if you know SQL and enjoy explaining numbers.";

/** The messages an input points at with aria-describedby (its hint and its error). */
function describedMessages(input: HTMLElement): string[] {
  return (input.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .filter(Boolean);
}

type User = ReturnType<typeof RenderApp>["user"];

async function fillJob(user: User, values: { title: string; role: string; location: string; type: string; description: string }) {
  await user.type(await screen.findByRole("textbox", { name: /^Job title/ }), values.title);
  await user.selectOptions(screen.getByRole("combobox", { name: /^Career role/ }), values.role);
  await user.type(screen.getByRole("textbox", { name: /^Location/ }), values.location);
  await user.selectOptions(screen.getByRole("combobox", { name: /^Employment type/ }), values.type);
  await user.click(screen.getByRole("textbox", { name: /^Description/ }));
  await user.paste(values.description);
}

describe("/jobs/admin/jobs/new and /jobs/admin/jobs/:id/edit", () => {
  it("lets a representative post a job for their employer, checking the fields first", async () => {
    loginAs(recruiter);
    const { user } = renderApp("/jobs/admin/jobs/new");
    expect(await screen.findByRole("heading", { level: 1, name: "Post a job" })).toBeTruthy();
    expect(await screen.findByText("Posting for Lantern Analytics Sdn. Bhd.")).toBeTruthy();
    // The employer, featured and campaigns are the job admins'.
    expect(screen.queryByRole("combobox", { name: /^Employer/ })).toBeNull();
    expect(screen.queryByRole("switch", { name: "Featured" })).toBeNull();
    expect(screen.queryByRole("group", { name: /Campaigns/ })).toBeNull();
    const types = within(screen.getByRole("combobox", { name: /^Employment type/ })).getAllByRole("option");
    expect(types.map((o) => o.textContent)).toEqual(["Choose a type", "Full-time", "Part-time", "Contract", "Internship"]);

    await user.click(screen.getByRole("button", { name: "Post the job" }));
    expect(describedMessages(screen.getByRole("textbox", { name: /^Job title/ }))).toContain("This field is required.");
    expect(describedMessages(screen.getByRole("combobox", { name: /^Career role/ }))).toContain("Choose a career role.");
    await user.type(screen.getByRole("textbox", { name: /^Description/ }), "Too short.");
    await user.click(screen.getByRole("button", { name: "Post the job" }));
    expect(describedMessages(screen.getByRole("textbox", { name: /^Description/ }))).toContain("Between 20 and 5000 characters.");
    await user.clear(screen.getByRole("textbox", { name: /^Description/ }));

    await fillJob(user, {
      title: "Junior BI Developer",
      role: "Data science",
      location: "Petaling Jaya, Malaysia",
      type: "Contract",
      description: DESCRIPTION,
    });
    await user.click(screen.getByRole("switch", { name: "Remote work possible" }));
    await user.click(screen.getByRole("button", { name: "Post the job" }));

    expect(await screen.findByText("Junior BI Developer is posted.")).toBeTruthy();
    expect(location.current).toMatchObject({ pathname: "/jobs/admin/all", search: "?page=1" });
    const posted = jobs.find((j) => j.title === "Junior BI Developer")!;
    expect(posted).toMatchObject({
      roleId: "data-science",
      location: "Petaling Jaya, Malaysia",
      remote: true,
      type: "Contract",
      featured: false,
      open: true,
    });
    expect(posted.employer.id).toBe("lantern-analytics");
    expect(posted.description).toBe(DESCRIPTION);
    const table = await screen.findByRole("table", { name: "Jobs" });
    await waitFor(() =>
      expect(within(table).getByRole("link", { name: "Junior BI Developer" }).getAttribute("href")).toBe(`/jobs/${posted.id}`),
    );
  });

  it("lets a representative edit their employer's job", async () => {
    loginAs(recruiter);
    const { user } = renderApp("/jobs/admin/jobs/2/edit");
    expect(await screen.findByRole("heading", { level: 1, name: "Edit job" })).toBeTruthy();
    const title = (await screen.findByRole("textbox", { name: /^Job title/ })) as HTMLInputElement;
    expect(title.value).toBe("Data Analyst");
    expect((screen.getByRole("combobox", { name: /^Career role/ }) as HTMLSelectElement).value).toBe("data-science");
    expect((screen.getByRole("combobox", { name: /^Employment type/ }) as HTMLSelectElement).value).toBe("Full-time");
    expect((screen.getByRole("textbox", { name: /^Description/ }) as HTMLTextAreaElement).value).toBe(job("2").description);
    await user.clear(title);
    await user.type(title, "Senior Data Analyst");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Senior Data Analyst is saved.")).toBeTruthy();
    expect(job("2").title).toBe("Senior Data Analyst");
    expect(job("2").featured).toBe(true); // left as it was
  });

  it("tells a representative that another employer's job is not theirs", async () => {
    loginAs(recruiter);
    renderApp("/jobs/admin/jobs/1/edit");
    expect(await screen.findByText("Not your company's job")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Save changes" })).toBeNull();
  });

  it("shows the server's per-field messages next to the fields", async () => {
    loginAs(recruiter);
    server.use(
      http.post("*/graphql", async ({ request }) => {
        const body = (await request.clone().json()) as { operationName?: string };
        if (body.operationName !== "CreateJob") return undefined;
        return HttpResponse.json({
          errors: [
            {
              message: "Some fields need attention.",
              extensions: {
                code: "BAD_USER_INPUT",
                fields: { "input.roleId": "Unknown career role.", location: "Between 2 and 80 characters." },
              },
            },
          ],
          data: null,
        });
      }),
    );
    const { user } = renderApp("/jobs/admin/jobs/new");
    await fillJob(user, { title: "Data Steward", role: "Data science", location: "Remote", type: "Full-time", description: DESCRIPTION });
    await user.click(screen.getByRole("button", { name: "Post the job" }));
    expect(await screen.findByText("Some fields need attention. See the messages next to them.")).toBeTruthy();
    expect(describedMessages(screen.getByRole("combobox", { name: /^Career role/ }))).toContain("Unknown career role.");
    expect(describedMessages(screen.getByRole("textbox", { name: /^Location/ }))).toContain("Between 2 and 80 characters.");
    expect(screen.getByRole("textbox", { name: /^Location/ }).getAttribute("aria-invalid")).toBe("true");
    expect(location.current.pathname).toBe("/jobs/admin/jobs/new");
    expect(jobs.some((j) => j.title === "Data Steward")).toBe(false);
  });

  it("lets a job admin pick the employer, featured and campaigns", async () => {
    loginAs(jobAdmin);
    const { user } = renderApp("/jobs/admin/jobs/new");
    expect(await screen.findByRole("heading", { level: 1, name: "Post a job" })).toBeTruthy();
    const employer = await screen.findByRole("combobox", { name: /^Employer/ });
    await fillJob(user, {
      title: "Cloud Support Intern",
      role: "IT support",
      location: "Kuala Lumpur",
      type: "Internship",
      description: DESCRIPTION,
    });
    await user.click(screen.getByRole("button", { name: "Post the job" }));
    expect(describedMessages(employer)).toContain("Choose the employer.");

    await waitFor(() => expect(within(employer).getAllByRole("option").length).toBeGreaterThan(1));
    await user.selectOptions(employer, "KopiCloud Technologies Sdn. Bhd.");
    await user.click(screen.getByRole("switch", { name: /^Featured/ }));
    const group = screen.getByRole("group", { name: /^Campaigns/ });
    expect(
      within(group)
        .getAllByRole("checkbox")
        .map((c) => c.getAttribute("value")),
    ).toEqual(["kyouth", "kyouth-track-b", "kl-career-fair"]);
    await user.click(within(group).getByRole("checkbox", { name: "KYouth jobs" }));
    await user.click(within(group).getByRole("checkbox", { name: /^KYouth Track B jobs · exclusive/ }));
    await user.click(screen.getByRole("button", { name: "Post the job" }));

    expect(await screen.findByText("Cloud Support Intern is posted.")).toBeTruthy();
    const posted = jobs.find((j) => j.title === "Cloud Support Intern")!;
    expect(posted.employer.id).toBe("kopicloud");
    expect(posted.featured).toBe(true);
    expect(campaign("kyouth").jobIds).toContain(posted.id);
    expect(campaign("kyouth-track-b").jobIds).toContain(posted.id);
    expect(campaign("kl-career-fair").jobIds).not.toContain(posted.id);
    // Job admins see every employer's jobs: the new one heads the list with its employer.
    const row = (await screen.findByRole("link", { name: "Cloud Support Intern" })).closest("tr")!;
    expect(within(row).getByText("KopiCloud Technologies Sdn. Bhd.")).toBeTruthy();
  });

  it("lets a job admin change a job's campaigns; the employer stays", async () => {
    loginAs(jobAdmin);
    const { user } = renderApp("/jobs/admin/jobs/2/edit");
    expect(await screen.findByText("Employer: Lantern Analytics Sdn. Bhd. (it cannot change).")).toBeTruthy();
    const group = await screen.findByRole("group", { name: /^Campaigns/ });
    const kyouth = (await within(group).findByRole("checkbox", { name: "KYouth jobs" })) as HTMLInputElement;
    expect(kyouth.checked).toBe(true);
    await user.click(kyouth);
    await user.click(within(group).getByRole("checkbox", { name: "KL Career Fair jobs" }));
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText(`${job("2").title} is saved.`)).toBeTruthy();
    expect(campaign("kyouth").jobIds).not.toContain("2");
    expect(campaign("kl-career-fair").jobIds).toContain("2");
    expect(job("2").employer.id).toBe("lantern-analytics");
  });

  it("asks for a career role when the job's role is not one of talent's", async () => {
    job("1").roleId = "astronaut"; // every seeded job's role is one of talent's; this one no longer is
    loginAs(jobAdmin);
    const { user } = renderApp("/jobs/admin/jobs/1/edit");
    const role = await screen.findByRole("combobox", { name: /^Career role/ });
    expect((role as HTMLSelectElement).value).toBe("");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(describedMessages(role)).toContain("Choose a career role.");
    await user.selectOptions(role, "IT support");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText(`${job("1").title} is saved.`)).toBeTruthy();
    expect(job("1").roleId).toBe("it-support");
  });

  it("shows the not-allowed state to students", async () => {
    loginAs(mei);
    renderApp("/jobs/admin/jobs/new");
    expect(await screen.findByRole("heading", { level: 1, name: "Post a job" })).toBeTruthy();
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      expect.stringContaining("For job admins and approved employers"),
    );
    expect(screen.queryByRole("textbox", { name: /^Job title/ })).toBeNull();
  });

  it("says when the job does not exist", async () => {
    loginAs(jobAdmin);
    renderApp("/jobs/admin/jobs/9999/edit");
    expect(await screen.findByText("Job not found")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the jobs" })).toBeTruthy();
  });
});
