import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { location, renderApp } from "../../../test/renderApp";
import { loginAs, mei } from "../../../test/session";
import { jobs } from "../mocks";
import { addMockJobApplication } from "../mocks";

const title = (id: string) => jobs.find((j) => j.id === id)!.title;

describe("/jobs/applied-jobs", () => {
  it("sends visitors to log in", async () => {
    renderApp("/jobs/applied-jobs");
    expect(await screen.findByRole("heading", { level: 1, name: "Log in" })).toBeTruthy();
    expect(location.current.search).toBe("?next=%2Fjobs%2Fapplied-jobs");
  });

  it("says when there are no applications, with a way to browse jobs", async () => {
    loginAs(mei);
    renderApp("/jobs/applied-jobs");
    expect(await screen.findByRole("heading", { level: 1, name: "Applied jobs" })).toBeTruthy();
    expect(await screen.findByText("You have not applied to any job yet.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Browse jobs" }).getAttribute("href")).toBe("/jobs/browse?page=1");
  });

  it("lists the viewer's applications newest first, each with its status, dated history and Withdraw while open", async () => {
    loginAs(mei);
    addMockJobApplication(mei.id, "9", ["APPLIED", "REVIEWED", "INTERVIEWING"]);
    addMockJobApplication(mei.id, "2", ["APPLIED", "DECLINED"]);
    const { user } = renderApp("/jobs/applied-jobs");
    expect(await screen.findByRole("heading", { level: 1, name: "Applied jobs" })).toBeTruthy();
    const list = await screen.findByRole("list", { name: "Applied jobs" });
    const items = within(list).getAllByRole("listitem", { name: (n) => n === title("9") || n === title("2") });
    expect(items).toHaveLength(2);

    const interviewing = screen.getByRole("listitem", { name: title("9") });
    expect(
      within(interviewing)
        .getByRole("link", { name: title("9") })
        .getAttribute("href"),
    ).toBe("/jobs/9");
    expect(within(interviewing).getAllByText("Interviewing").length).toBe(2); // badge + last history entry
    expect(within(interviewing).getByText("Reviewed")).toBeTruthy();
    expect(within(interviewing).getAllByText(/^Applied/).length).toBeGreaterThanOrEqual(2); // history entry + "Applied on"

    const declined = screen.getByRole("listitem", { name: title("2") });
    expect(within(declined).getAllByText("Declined").length).toBe(2);
    expect(within(declined).queryByRole("button", { name: "Withdraw" })).toBeNull();

    await user.click(within(interviewing).getByRole("button", { name: "Withdraw" }));
    const dialog = await screen.findByRole("dialog", { name: "Withdraw this application?" });
    await user.click(within(dialog).getByRole("button", { name: "Yes, withdraw" }));
    expect(await screen.findByText(`Your application to ${title("9")} was withdrawn.`)).toBeTruthy();
    await waitFor(() => expect(within(interviewing).queryByRole("button", { name: "Withdraw" })).toBeNull());
    expect(within(interviewing).getAllByText("Withdrawn").length).toBe(2);
  });

  it("marks applications to closed jobs", async () => {
    loginAs(mei);
    const job = jobs.find((j) => j.id === "5")!;
    addMockJobApplication(mei.id, "5");
    job.open = false;
    try {
      renderApp("/jobs/applied-jobs");
      const item = await screen.findByRole("listitem", { name: job.title });
      expect(within(item).getByText("Closed")).toBeTruthy();
      expect(within(item).getByRole("button", { name: "Withdraw" })).toBeTruthy();
    } finally {
      job.open = true;
    }
  });
});
