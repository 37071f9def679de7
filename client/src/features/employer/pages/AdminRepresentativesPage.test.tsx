import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { currentParams, renderApp } from "../../../test/renderApp";
import { recruiter, jobAdmin, loginAs } from "../../../test/session";
import { addRepresentatives, kumar, siti } from "../../../test/employer";
import { addMockRepresentative, representedEmployerId } from "../mocks";
import { employers } from "../../jobs/mocks";

const rowsOf = () =>
  within(screen.getByRole("table", { name: "Representatives' requests" }))
    .getAllByRole("row")
    .slice(1);
const rowOf = (name: string) => rowsOf().find((r) => within(r).queryByText(name))!;
const kampung = {
  title: "Kampung Robotics Sdn. Bhd.",
  shortTitle: "Kampung Robotics",
  location: "Cyberjaya, Malaysia",
  industry: "Manufacturing",
  size: "11-50",
  profile: "Warehouse robots.",
  website: "https://kampungrobotics.example.my",
};

/** Siti asks to join KopiCloud (3 days ago); Priya asks to add Kampung Robotics (yesterday). */
function seedRequests() {
  addRepresentatives();
  const join = addMockRepresentative(siti.id, { employerId: "kopicloud", position: "HR manager", daysAgo: 3 });
  const add = addMockRepresentative(kumar.id, { company: kampung, position: "Co-founder", daysAgo: 1 });
  return { join, add };
}

describe("/jobs/admin/representatives", () => {
  it("sends visitors to log in", async () => {
    renderApp("/jobs/admin/representatives");
    expect(await screen.findByRole("heading", { level: 1, name: "Log in" })).toBeTruthy();
  });

  it("is for job admins only", async () => {
    loginAs(recruiter);
    renderApp("/jobs/admin/representatives");
    expect(await screen.findByRole("heading", { level: 1, name: "Company representatives" })).toBeTruthy();
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", expect.stringContaining("Job admins only"));
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("lists pending requests by default, newest first, with what they ask; the status filter is in the URL", async () => {
    seedRequests();
    loginAs(jobAdmin);
    const { user } = renderApp("/jobs/admin/representatives");
    await screen.findByRole("table", { name: "Representatives' requests" });
    expect(screen.getByRole("radio", { name: "Pending" })).toHaveProperty("checked", true);
    const rows = rowsOf();
    expect(rows).toHaveLength(2);
    const [first, second] = rows.map((r) => within(r).getAllByRole("cell"));
    expect(first![0]!.textContent).toBe("Priya Kumar");
    expect(first![1]!.textContent).toBe("Co-founder");
    expect(first![2]!.textContent).toContain("Add a new company: Kampung Robotics Sdn. Bhd.");
    expect(first![2]!.textContent).toContain("Manufacturing · 11-50 employees · Cyberjaya, Malaysia");
    expect(within(first![2]!).getByRole("link", { name: "kampungrobotics.example.my" }).getAttribute("href")).toBe(kampung.website);
    expect(first![4]!.textContent).toBe("Pending");
    expect(first![5]!.textContent).toBe("—");
    expect(
      within(first![6]!)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Approve", "Reject"]);
    expect(second![0]!.textContent).toBe("Siti Aminah");
    expect(within(second![2]!).getByRole("link", { name: "KopiCloud Technologies Sdn. Bhd." }).getAttribute("href")).toBe(
      "/companies/kopicloud",
    );

    await user.click(screen.getByRole("radio", { name: "Approved" }));
    await waitFor(() => expect(rowsOf()).toHaveLength(1));
    expect(currentParams()).toMatchObject({ status: "APPROVED", page: "1" });
    const kelvinRow = rowOf("Kelvin Lee");
    expect(within(kelvinRow).getByRole("link", { name: "Lantern Analytics Sdn. Bhd." })).toBeTruthy();
    expect(
      within(kelvinRow)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Revoke"]);

    await user.click(screen.getByRole("radio", { name: "Rejected" }));
    expect(await screen.findByText("No requests with the status “Rejected”.")).toBeTruthy();
    await user.click(screen.getByRole("radio", { name: "All" }));
    await waitFor(() => expect(rowsOf()).toHaveLength(3));
    expect(currentParams().status).toBe("all");
  });

  it("approves a request to join with an optional note; the list is re-read", async () => {
    const { join } = seedRequests();
    loginAs(jobAdmin);
    const { user } = renderApp("/jobs/admin/representatives");
    await user.click(await screen.findByRole("button", { name: "Approve: Siti Aminah" }));
    const dialog = await screen.findByRole("dialog", { name: "Approve Siti Aminah?" });
    const note = within(dialog).getByRole("textbox", { name: "Note for the person" });
    expect(note.hasAttribute("required")).toBe(false);
    await user.type(note, "Welcome aboard.");
    await user.click(within(dialog).getByRole("button", { name: "Yes, approve" }));
    expect(await screen.findByText("Siti Aminah is approved.")).toBeTruthy();
    await waitFor(() => expect(rowsOf()).toHaveLength(1));
    expect(join).toMatchObject({ status: "APPROVED", decisionNote: "Welcome aboard." });
    expect(representedEmployerId(siti.id)).toBe("kopicloud");
  });

  it("approves a new company: the employer is created then", async () => {
    const { add } = seedRequests();
    loginAs(jobAdmin);
    const { user } = renderApp("/jobs/admin/representatives");
    await user.click(await screen.findByRole("button", { name: "Approve: Priya Kumar" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Approve Priya Kumar?" })).getByRole("button", { name: "Yes, approve" }),
    );
    expect(await screen.findByText("Priya Kumar is approved.")).toBeTruthy();
    expect(add).toMatchObject({ status: "APPROVED", employerId: "kampung-robotics", decisionNote: null });
    expect(employers.find((e) => e.id === "kampung-robotics")).toMatchObject({
      title: "Kampung Robotics Sdn. Bhd.",
      industry: "Manufacturing",
    });
    expect(representedEmployerId(kumar.id)).toBe("kampung-robotics");
  });

  it("rejects only with a note", async () => {
    const { join } = seedRequests();
    loginAs(jobAdmin);
    const { user } = renderApp("/jobs/admin/representatives");
    await user.click(await screen.findByRole("button", { name: "Reject: Siti Aminah" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject the request of Siti Aminah?" });
    const note = within(dialog).getByRole("textbox", { name: /Note for the person/ });
    expect(note.hasAttribute("required")).toBe(true);
    await user.click(within(dialog).getByRole("button", { name: "Yes, reject" }));
    expect(await within(dialog).findByText("Write a note: the person sees why.")).toBeTruthy();
    expect(join.status).toBe("PENDING");

    await user.type(note, "We could not confirm that you work at KopiCloud.");
    await user.click(within(dialog).getByRole("button", { name: "Yes, reject" }));
    expect(await screen.findByText("The request of Siti Aminah is rejected.")).toBeTruthy();
    await waitFor(() => expect(rowsOf()).toHaveLength(1));
    expect(join).toMatchObject({ status: "REJECTED", decisionNote: "We could not confirm that you work at KopiCloud." });

    await user.click(screen.getByRole("radio", { name: "Rejected" }));
    await waitFor(() => expect(within(rowOf("Siti Aminah")).getByText("We could not confirm that you work at KopiCloud.")).toBeTruthy());
    expect(within(rowOf("Siti Aminah")).queryAllByRole("button")).toEqual([]);
  });

  it("revokes an approved representative with a note: they no longer act for the employer", async () => {
    loginAs(jobAdmin);
    const { user } = renderApp("/jobs/admin/representatives?status=APPROVED");
    await user.click(await screen.findByRole("button", { name: "Revoke: Kelvin Lee" }));
    const dialog = await screen.findByRole("dialog", { name: "Revoke Kelvin Lee?" });
    await user.type(within(dialog).getByRole("textbox", { name: /Note for the person/ }), "Kelvin left Lantern Analytics.");
    await user.click(within(dialog).getByRole("button", { name: "Yes, revoke" }));
    expect(await screen.findByText("Kelvin Lee no longer represents the company.")).toBeTruthy();
    expect(await screen.findByText("No requests with the status “Approved”.")).toBeTruthy();
    expect(representedEmployerId(recruiter.id)).toBeNull();

    await user.click(screen.getByRole("radio", { name: "Revoked" }));
    await waitFor(() => expect(within(rowOf("Kelvin Lee")).getByText("Kelvin left Lantern Analytics.")).toBeTruthy());
    expect(within(rowOf("Kelvin Lee")).getByText("Revoked")).toBeTruthy();
  });

  it("shows the server's refusal when another admin decided meanwhile", async () => {
    const { join } = seedRequests();
    loginAs(jobAdmin);
    const { user } = renderApp("/jobs/admin/representatives");
    await user.click(await screen.findByRole("button", { name: "Approve: Siti Aminah" }));
    const dialog = await screen.findByRole("dialog", { name: "Approve Siti Aminah?" });
    join.status = "REJECTED";
    await user.click(within(dialog).getByRole("button", { name: "Yes, approve" }));
    expect(await screen.findByText("This request is refused; it cannot be approved now.")).toBeTruthy();
    expect(screen.queryByText("Siti Aminah is approved.")).toBeNull();
    await waitFor(() => expect(rowsOf()).toHaveLength(1)); // re-read: only Priya's waits
  });
});
