import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { renderApp } from "../../../test/renderApp";
import { recruiter, jobAdmin, loginAs, mei } from "../../../test/session";
import { campaigns } from "../mocks";

const campaign = (id: string) => campaigns.find((c) => c.id === id);
const rowsOf = (table: HTMLElement) => within(table).getAllByRole("row").slice(1);
/** The English fields (the translated ones are "Title in …", "Description in …"). */
const TITLE = /^Title(?! in)/;
const DESCRIPTION = /^Description(?! in)/;

/** The messages an input points at with aria-describedby (its hint and its error). */
function describedMessages(input: HTMLElement): string[] {
  return (input.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .filter(Boolean);
}

describe("/jobs/admin/campaigns", () => {
  it("lists every campaign with its id, exclusivity, event, status and open jobs", async () => {
    loginAs(jobAdmin);
    renderApp("/jobs/admin/campaigns");
    expect(await screen.findByRole("heading", { level: 1, name: "Campaigns" })).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "Job sections" });
    expect(within(nav).getByRole("link", { name: "Campaigns" }).getAttribute("aria-current")).toBe("page");
    const table = await screen.findByRole("table", { name: "Campaigns" });
    const rows = rowsOf(table);
    expect(rows.map((r) => within(r).getAllByRole("cell")[1]!.textContent)).toEqual(["kyouth", "kyouth-track-b", "kl-career-fair"]);
    const trackB = within(rows[1]!)
      .getAllByRole("cell")
      .map((c) => c.textContent);
    expect(trackB.slice(2, 6)).toEqual(["Members of kyouth-2025", "—", "Active", "4"]);
    const fair = within(rows[2]!)
      .getAllByRole("cell")
      .map((c) => c.textContent);
    expect(fair.slice(2, 6)).toEqual(["No", "kl-tech-career-fair", "Active", "6"]);
  });

  it("edits a campaign's title, description and whether it is active", async () => {
    loginAs(jobAdmin);
    const { user } = renderApp("/jobs/admin/campaigns");
    await user.click(await screen.findByRole("button", { name: "Edit campaign: KYouth jobs" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit KYouth jobs" });
    const title = within(dialog).getByRole("textbox", { name: TITLE });
    await user.clear(title);
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(describedMessages(title)).toContain("This field is required.");
    await user.type(title, "KYouth 2025 jobs");
    await user.click(within(dialog).getByRole("switch", { name: "Active (listed as a tab)" }));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    expect(await screen.findByText("KYouth 2025 jobs is saved.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(campaign("kyouth")).toMatchObject({ title: "KYouth 2025 jobs", active: false });
    const row = (await screen.findByRole("button", { name: "Edit campaign: KYouth 2025 jobs" })).closest("tr")!;
    expect(within(row).getByText("Inactive")).toBeTruthy();
  });

  it("writes a campaign's title and description in the other languages, which the job area shows in them", async () => {
    loginAs(jobAdmin);
    const { user } = renderApp("/jobs/admin/campaigns");
    await user.click(await screen.findByRole("button", { name: "Edit campaign: KL Career Fair jobs" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit KL Career Fair jobs" });
    const hant = within(dialog).getByRole("textbox", { name: "Title in 繁體中文" }) as HTMLInputElement;
    expect(hant.value).toBe("吉隆坡招聘會職位");
    const hans = within(dialog).getByRole("textbox", { name: "Title in 简体中文" });
    await user.clear(hans);
    await user.type(hans, "招");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(describedMessages(hans)).toContain("Between 2 and 60 characters.");
    await user.clear(hans);
    await user.type(hans, "吉隆坡科技招聘会职位");
    await user.clear(within(dialog).getByRole("textbox", { name: "Description in 繁體中文" }));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("KL Career Fair jobs is saved.")).toBeTruthy();
    expect(campaign("kl-career-fair")!.translations).toEqual({
      "zh-Hant": { title: "吉隆坡招聘會職位" },
      "zh-Hans": { title: "吉隆坡科技招聘会职位", description: "吉隆坡招聘会参展雇主正在招聘的职位。" },
    });

    // The job area's tabs read the new title in Simplified Chinese, not an earlier copy.
    await user.click(screen.getByRole("button", { name: "Language: English" }));
    await user.click(await screen.findByRole("menuitem", { name: "简体中文" }));
    await user.click(screen.getAllByRole("link", { name: "职位" })[0]!);
    expect(await screen.findByRole("tab", { name: /吉隆坡科技招聘会职位/ })).toBeTruthy();
  });

  it("adds an exclusive campaign for a programme's members, with per-field errors first", async () => {
    loginAs(jobAdmin);
    const { user } = renderApp("/jobs/admin/campaigns");
    const form = await screen.findByRole("form", { name: "Add a campaign" });
    const id = within(form).getByRole("textbox", { name: /^Id/ });
    await user.type(id, "Penang Fair");
    await user.type(within(form).getByRole("textbox", { name: TITLE }), "Penang Tech Fair jobs");
    await user.click(within(form).getByRole("switch", { name: /^Exclusive to a programme's members/ }));
    await user.click(within(form).getByRole("button", { name: "Add the campaign" }));
    expect(describedMessages(id)).toContain("Use 2 to 40 lower-case letters, digits and dashes.");
    const programme = within(form).getByRole("combobox", { name: /^Programme/ });
    expect(describedMessages(programme)).toContain("Choose the programme whose members see its jobs.");

    // The server's checks: an unknown event (and a taken id, next).
    await user.clear(id);
    await user.type(id, "penang-fair");
    await waitFor(() => expect(within(programme).getAllByRole("option").length).toBeGreaterThan(1));
    await user.selectOptions(programme, "kyouth-2025");
    const event = within(form).getByRole("textbox", { name: /^Event id/ });
    await user.type(event, "penang-fair-2025");
    await user.click(within(form).getByRole("button", { name: "Add the campaign" }));
    expect(await within(form).findByText("Some fields need attention. See the messages next to them.")).toBeTruthy();
    expect(describedMessages(event)).toContain("Unknown event.");
    expect(campaign("penang-fair")).toBeUndefined();

    await user.clear(event);
    await user.type(within(form).getByRole("textbox", { name: DESCRIPTION }), "Roles for KYouth members at the Penang fair.");
    await user.click(within(form).getByRole("button", { name: "Add the campaign" }));
    expect(await screen.findByText("Penang Tech Fair jobs is added.")).toBeTruthy();
    expect(campaign("penang-fair")).toMatchObject({ exclusive: true, programmeId: "kyouth-2025", eventId: null, active: true });
    await waitFor(() => expect(rowsOf(screen.getByRole("table", { name: "Campaigns" }))).toHaveLength(4));
    expect((within(form).getByRole("textbox", { name: /^Id/ }) as HTMLInputElement).value).toBe("");
  });

  it("puts a taken id's conflict on the id field", async () => {
    loginAs(jobAdmin);
    const { user } = renderApp("/jobs/admin/campaigns");
    const form = await screen.findByRole("form", { name: "Add a campaign" });
    const id = within(form).getByRole("textbox", { name: /^Id/ });
    await user.type(id, "kyouth");
    await user.type(within(form).getByRole("textbox", { name: TITLE }), "KYouth again");
    await user.click(within(form).getByRole("button", { name: "Add the campaign" }));
    await waitFor(() => expect(describedMessages(id)).toContain("A campaign with the id “kyouth” already exists."));
    expect(campaigns.filter((c) => c.id === "kyouth")).toHaveLength(1);
  });

  it("shows the not-allowed state to students and representatives", async () => {
    loginAs(mei);
    renderApp("/jobs/admin/campaigns");
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", expect.stringContaining("Job admins only"));
    expect(screen.queryByRole("table", { name: "Campaigns" })).toBeNull();
  });

  it("keeps approved representatives out too", async () => {
    loginAs(recruiter);
    renderApp("/jobs/admin/campaigns");
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", expect.stringContaining("Job admins only"));
    expect(screen.queryByRole("form", { name: "Add a campaign" })).toBeNull();
  });
});
