/**
 * ApplyPanel and SaveJobButton on a stand-in job page (the real one composes them the same way, through the
 * `ApplyPanel_job` and `SaveJobButton_job` fragments): visitors, applying with a cover note, closed jobs, withdrawing,
 * and the save toggle — each updating Apollo's normalized cache, not refetching the page.
 */
import { afterEach, describe, expect, it } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { gql } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { MemoryRouter, Route, Routes, useLocation, useParams } from "react-router";
import type { TypedDocumentNode } from "@apollo/client";
import { createApolloClient } from "../../../app/apollo";
import { AppProviders } from "../../../app/AppProviders";
import {
  ApplyPanel_JobFragmentDoc,
  SaveJobButton_JobFragmentDoc,
  type ApplyPanel_JobFragment,
  type SaveJobButton_JobFragment,
} from "../../../__generated__/graphql";
import { jobs } from "../mocks";
import { addMockJobApplication, saveMockJob } from "../mocks";
import { loginAs, mei } from "../../../test/session";
import { ApplyPanel } from "./ApplyPanel";
import { SaveJobButton } from "./SaveJobButton";

const query = gql`
  query ApplyPanelTestJob($id: ID!) {
    job(id: $id) {
      id
      applications
      ...ApplyPanel_job
      ...SaveJobButton_job
    }
  }
`;
/** The stand-in page's query: the two components' fragments spread, as the job page does. */
const JobQuery = {
  ...query,
  definitions: [...query.definitions, ...ApplyPanel_JobFragmentDoc.definitions, ...SaveJobButton_JobFragmentDoc.definitions],
} as TypedDocumentNode<{ job: (ApplyPanel_JobFragment & SaveJobButton_JobFragment & { applications: number }) | null }, { id: string }>;

const where = { path: "" };
function StandInJobPage() {
  const { id } = useParams();
  const loc = useLocation();
  where.path = loc.pathname + loc.search;
  const { data } = useQuery(JobQuery, { variables: { id: id! } });
  if (!data?.job) return <p>Loading</p>;
  return (
    <main>
      <h1>{data.job.title}</h1>
      <p>{`${data.job.applications} applications`}</p>
      <SaveJobButton job={data.job} />
      <ApplyPanel job={data.job} />
    </main>
  );
}

function renderJob(id: string) {
  const client = createApolloClient();
  const user = userEvent.setup();
  render(
    <AppProviders client={client} env="test">
      <MemoryRouter initialEntries={[`/jobs/${id}`]}>
        <Routes>
          <Route path="/jobs/:id" element={<StandInJobPage />} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  return { user, client };
}

const job3 = jobs.find((j) => j.id === "3")!;

afterEach(() => {
  job3.open = true;
});

describe("ApplyPanel", () => {
  it("sends visitors to log in to apply and back to the job; no Save toggle", async () => {
    const { user } = renderJob("3");
    const link = await screen.findByRole("link", { name: "Log in to apply" });
    expect(link.getAttribute("href")).toBe("/login?next=%2Fjobs%2F3");
    expect(screen.queryByRole("button", { name: /^Save/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Apply" })).toBeNull();
    await user.click(link);
    expect(await screen.findByText("Elsewhere")).toBeTruthy();
  });

  it("applies with a cover note, then shows the status, the dated history and Withdraw", async () => {
    loginAs(mei);
    const { user } = renderJob("3");
    expect(await screen.findByRole("heading", { name: "Apply for this job" })).toBeTruthy();
    const before = Number((await screen.findByText(/applications$/)).textContent!.split(" ")[0]);
    await user.type(screen.getByRole("textbox", { name: "Cover note (optional)" }), "I love React.");
    expect(screen.getByText("A short note to the employer: 13 of 2000 characters.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Apply" }));

    expect(await screen.findByRole("heading", { name: "Your application" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toMatch(/Your application was sent/);
    expect(screen.getByText("Status:")).toBeTruthy();
    expect(screen.getAllByText("Applied").length).toBeGreaterThanOrEqual(2); // badge + first history entry
    expect(screen.getByText(/^Applied on /)).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "Cover note (optional)" })).toBeNull();
    expect(screen.getByRole("button", { name: "Withdraw" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "All your applications" }).getAttribute("href")).toBe("/jobs/applied-jobs");
    // The returned job's count updates the cached job.
    expect(screen.getByText(`${before + 1} applications`)).toBeTruthy();
  });

  it("withdraws after confirmation (with an optional note), and cannot apply again", async () => {
    loginAs(mei);
    addMockJobApplication(mei.id, "3", ["APPLIED", "REVIEWED"]);
    const { user } = renderJob("3");
    await user.click(await screen.findByRole("button", { name: "Withdraw" }));
    const dialog = await screen.findByRole("dialog", { name: "Withdraw this application?" });
    expect(
      within(dialog).getByText(`Your application to ${job3.title} will be withdrawn. You cannot apply to this job again.`),
    ).toBeTruthy();
    // The dialog's close button is named "Go back" too; use the visible one.
    await user.click(within(dialog).getByText("Go back"));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    await user.click(screen.getByRole("button", { name: "Withdraw" }));
    const again = await screen.findByRole("dialog", { name: "Withdraw this application?" });
    await user.type(within(again).getByRole("textbox", { name: "Why (optional)" }), "Took another offer");
    await user.click(within(again).getByRole("button", { name: "Yes, withdraw" }));

    expect(await screen.findByText(`Your application to ${job3.title} was withdrawn.`)).toBeTruthy();
    expect(screen.getAllByText("Withdrawn").length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText("Took another offer")).toBeTruthy();
    expect(screen.getByText("Reviewed")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Withdraw" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Apply" })).toBeNull();
  });

  it("says a closed job is closed instead of offering Apply", async () => {
    job3.open = false;
    loginAs(mei);
    renderJob("3");
    expect(await screen.findByText("This job is closed")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Apply" })).toBeNull();
  });

  it("shows a closed job's existing application with its status", async () => {
    job3.open = false;
    loginAs(mei);
    addMockJobApplication(mei.id, "3", ["APPLIED", "REVIEWED", "INTERVIEWING"]);
    renderJob("3");
    expect(await screen.findByText("This job is closed")).toBeTruthy();
    expect(screen.getAllByText("Interviewing").length).toBeGreaterThanOrEqual(2);
  });

  it("tells visitors a closed job is closed instead of offering a login", async () => {
    job3.open = false;
    renderJob("3");
    expect(await screen.findByText("This job is closed")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Log in to apply" })).toBeNull();
  });
});

describe("SaveJobButton", () => {
  it("toggles Save / Saved with aria-pressed", async () => {
    loginAs(mei);
    const { user } = renderJob("3");
    const button = await screen.findByRole("button", { name: `Save ${job3.title}` });
    expect(button.getAttribute("aria-pressed")).toBe("false");
    await user.click(button);
    const saved = await screen.findByRole("button", { name: `Saved ${job3.title}` });
    expect(saved.getAttribute("aria-pressed")).toBe("true");
    await user.click(saved);
    expect((await screen.findByRole("button", { name: `Save ${job3.title}` })).getAttribute("aria-pressed")).toBe("false");
  });

  it("starts pressed for a job the viewer saved", async () => {
    loginAs(mei);
    saveMockJob(mei.id, "3");
    renderJob("3");
    expect((await screen.findByRole("button", { name: `Saved ${job3.title}` })).getAttribute("aria-pressed")).toBe("true");
  });
});
