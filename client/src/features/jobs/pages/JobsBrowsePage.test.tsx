import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { currentParams, renderApp } from "../../../test/renderApp";
import i18n from "../../../i18n";

const titles = () =>
  within(screen.getByRole("list", { name: "Matching jobs" }))
    .getAllByRole("heading", { level: 2 })
    .map((h) => h.textContent);

describe("/jobs/browse", () => {
  it("searches title, company and role, with the search in the URL", async () => {
    const { user } = renderApp("/jobs/browse?page=1");
    expect(await screen.findByRole("heading", { level: 1, name: "Browse jobs" })).toBeTruthy();
    expect(await screen.findByText("Showing 1–10 of 26")).toBeTruthy();

    await user.type(screen.getByRole("searchbox", { name: "Search jobs" }), "peakshield");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByText("Showing 1–3 of 3 for “peakshield”")).toBeTruthy();
    expect(titles()).toEqual(["Cybersecurity Graduate Trainee", "Penetration Tester", "Security Analyst (SOC)"]);
    expect(currentParams()).toMatchObject({ search: "peakshield", page: "1" });
  });

  it("filters by type, workplace, location, company and role; every filter lives in the URL and resets the page", async () => {
    const { user } = renderApp("/jobs/browse?page=2");
    expect(await screen.findByText("Showing 11–20 of 26")).toBeTruthy();

    await user.selectOptions(await screen.findByRole("combobox", { name: "Job type" }), "Internship");
    expect(await screen.findByText("Showing 1–3 of 3")).toBeTruthy();
    expect(currentParams()).toMatchObject({ type: "Internship", page: "1" });
    expect(titles()).toEqual(["Junior UI Designer", "Social Media Intern", "Data Engineering Intern"]);

    await user.selectOptions(screen.getByRole("combobox", { name: "Location" }), "Kuala Lumpur");
    expect(await screen.findByText("Showing 1–2 of 2")).toBeTruthy();
    expect(currentParams()).toMatchObject({ type: "Internship", location: "Kuala Lumpur" });

    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(await screen.findByText("Showing 1–10 of 26")).toBeTruthy();
    expect(currentParams().type).toBeUndefined();

    await user.selectOptions(screen.getByRole("combobox", { name: "Workplace" }), "Remote");
    expect(await screen.findByText("Showing 1–8 of 8")).toBeTruthy();
    expect(currentParams().remote).toBe("1");

    await user.selectOptions(screen.getByRole("combobox", { name: "Company" }), "KopiCloud Technologies Sdn. Bhd.");
    expect(await screen.findByText("Showing 1–2 of 2")).toBeTruthy();
    expect(currentParams()).toMatchObject({ remote: "1", employer: "kopicloud" });
    expect(titles()).toEqual(["Cloud Engineer (AWS)", "DevOps Engineer"]);
  });

  it("reads filters from the URL and says when nothing matches", async () => {
    const { user } = renderApp("/jobs/browse?role=data-science&type=Contract&page=1");
    expect(await screen.findByText("No jobs match these filters.")).toBeTruthy();
    expect((screen.getByRole("combobox", { name: "Role" }) as HTMLSelectElement).value).toBe("data-science");
    await user.selectOptions(screen.getByRole("combobox", { name: "Job type" }), "");
    expect(await screen.findByText("Showing 1–6 of 6")).toBeTruthy();
    expect(currentParams()).toEqual({ role: "data-science", page: "1" });
  });

  it("shows job types in the interface language and filters by their codes", async () => {
    await i18n.changeLanguage("zh-Hant");
    const { user } = renderApp("/jobs/browse?page=1");
    const type = await screen.findByRole("combobox", { name: "職位類型" });
    await waitFor(() => expect(within(type).getByRole("option", { name: "全職" })).toBeTruthy());
    expect((within(type).getByRole("option", { name: "全職" }) as HTMLOptionElement).value).toBe("Full-time");
    expect(within(type).queryByRole("option", { name: "Full-time" })).toBeNull();

    await user.selectOptions(type, "實習");
    expect(currentParams()).toMatchObject({ type: "Internship", page: "1" });
    const list = screen.getByRole("list", { name: "符合的職位" });
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(3));
    expect(within(list).getAllByText("實習")).toHaveLength(3);
    expect(within(list).queryByText("Internship")).toBeNull();
  });
});
