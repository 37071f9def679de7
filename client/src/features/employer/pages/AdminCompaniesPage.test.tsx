import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { currentParams, location, renderApp } from "../../../test/renderApp";
import { recruiter, jobAdmin, loginAs, mei } from "../../../test/session";
import { messagesOf } from "../../../test/employer";
import { employers } from "../../jobs/mocks";

const rowsOf = (table: HTMLElement) => within(table).getAllByRole("row").slice(1);

describe("/jobs/admin/companies", () => {
  it("sends visitors to log in", async () => {
    renderApp("/jobs/admin/companies");
    expect(await screen.findByRole("heading", { level: 1, name: "Log in" })).toBeTruthy();
  });

  it("is for job admins only", async () => {
    loginAs(recruiter);
    renderApp("/jobs/admin/companies");
    expect(await screen.findByRole("heading", { level: 1, name: "Companies" })).toBeTruthy();
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", expect.stringContaining("Job admins only"));
    expect(screen.queryByRole("table", { name: "Companies" })).toBeNull();
  });

  it("lists every company by name with search and the industry filter in the URL", async () => {
    loginAs(jobAdmin);
    const { user } = renderApp("/jobs/admin/companies?page=1");
    const table = await screen.findByRole("table", { name: "Companies" });
    const rows = rowsOf(table);
    expect(rows).toHaveLength(employers.length);
    const first = rows[0]!;
    expect(within(first).getByRole("link", { name: "Batik Labs Sdn. Bhd." }).getAttribute("href")).toBe("/companies/batik-labs");
    expect(
      within(first)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["Batik Labs Sdn. Bhd.", "Design & Creative Services", "11-50 employees", "No", "3", "Edit"]);
    expect(within(first).getByRole("link", { name: "Edit Batik Labs Sdn. Bhd." }).getAttribute("href")).toBe(
      "/jobs/admin/companies/batik-labs/edit",
    );
    expect(within(rows[1]!).getAllByRole("cell")[3]!.textContent).toBe("Yes"); // HarbourPay, a hiring partner

    await user.type(screen.getByRole("searchbox", { name: "Search companies" }), "harbour");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(rowsOf(screen.getByRole("table", { name: "Companies" }))).toHaveLength(2));
    expect(currentParams()).toMatchObject({ search: "harbour", page: "1" });

    await user.selectOptions(screen.getByRole("combobox", { name: "Industry" }), "Financial Services");
    await waitFor(() => expect(rowsOf(screen.getByRole("table", { name: "Companies" }))).toHaveLength(1));
    expect(currentParams()).toMatchObject({ search: "harbour", industry: "Financial Services", page: "1" });
    expect(screen.getByRole("link", { name: "HarbourPay Limited" })).toBeTruthy();

    await user.selectOptions(screen.getByRole("combobox", { name: "Industry" }), "Cybersecurity");
    expect(await screen.findByText("No companies match.")).toBeTruthy();
  });

  it("links to the representatives' requests", async () => {
    loginAs(jobAdmin);
    renderApp("/jobs/admin/companies");
    expect((await screen.findByRole("link", { name: "Representatives' requests" })).getAttribute("href")).toBe(
      "/jobs/admin/representatives",
    );
  });
});

describe("/jobs/admin/companies/new", () => {
  it("is for job admins only", async () => {
    loginAs(mei);
    renderApp("/jobs/admin/companies/new");
    expect(await screen.findByRole("heading", { level: 1, name: "Add a company" })).toBeTruthy();
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", expect.stringContaining("Job admins only"));
  });

  it("adds a company and goes on to its edit page; the company pages show it", async () => {
    loginAs(jobAdmin);
    const { user } = renderApp("/jobs/admin/companies?page=1");
    await user.click(await screen.findByRole("link", { name: "Add a company" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Add a company" })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Add company" }));
    expect(messagesOf(await screen.findByRole("textbox", { name: /Company name/ }))).toContain("This field is required.");
    expect(messagesOf(screen.getByRole("combobox", { name: /Company size/ }))).toContain("Choose a company size.");

    await user.type(screen.getByRole("textbox", { name: /Company name/ }), "Selat Fintech Berhad");
    await user.type(screen.getByRole("textbox", { name: /^Location/ }), "Johor Bahru, Malaysia");
    await waitFor(() => expect(screen.getByRole("option", { name: "Banking" })).toBeTruthy());
    await user.selectOptions(screen.getByRole("combobox", { name: /Industry/ }), "Banking");
    await user.selectOptions(screen.getByRole("combobox", { name: /Company size/ }), "201-500");
    await user.click(screen.getByRole("button", { name: "Add company" }));

    expect(await screen.findByText("Selat Fintech Berhad was added. You can add its logo below.")).toBeTruthy();
    expect(location.current.pathname).toBe("/jobs/admin/companies/selat-fintech-berhad/edit");
    expect(screen.getByRole("heading", { level: 1, name: "Edit company" })).toBeTruthy();
    expect((screen.getByRole("textbox", { name: /Short name/ }) as HTMLInputElement).value).toBe("Selat Fintech Berhad");
    expect(employers.find((e) => e.id === "selat-fintech-berhad")).toMatchObject({
      industry: "Banking",
      size: "201-500",
      hiringPartner: false,
      logoUrl: null,
    });

    await user.click(screen.getByRole("link", { name: "Back to companies" }));
    expect(await screen.findByRole("link", { name: "Selat Fintech Berhad" })).toBeTruthy();
    await user.click(screen.getByRole("link", { name: "Selat Fintech Berhad" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Selat Fintech Berhad" })).toBeTruthy();
  });

  it("shows the server's field messages next to the fields", async () => {
    loginAs(jobAdmin);
    const { user } = renderApp("/jobs/admin/companies/new");
    await user.type(
      await screen.findByRole("textbox", { name: /Company name/ }),
      "A name far too long for a short name, so one must be given",
    );
    await user.type(screen.getByRole("textbox", { name: /^Location/ }), "Kuala Lumpur");
    await waitFor(() => expect(screen.getByRole("option", { name: "Banking" })).toBeTruthy());
    await user.selectOptions(screen.getByRole("combobox", { name: /Industry/ }), "Banking");
    await user.selectOptions(screen.getByRole("combobox", { name: /Company size/ }), "1-10");
    await user.click(screen.getByRole("button", { name: "Add company" }));
    expect(await screen.findByText("Some fields need attention. See the messages next to them.")).toBeTruthy();
    expect(messagesOf(screen.getByRole("textbox", { name: /Short name/ }))).toContain("The name is over 40 characters: give a short name.");
    expect(location.current.pathname).toBe("/jobs/admin/companies/new");
  });
});
