import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { currentParams, renderApp } from "../../../test/renderApp";
import i18n from "../../../i18n";

const names = () =>
  within(screen.getByRole("list", { name: "Companies" }))
    .getAllByRole("heading", { level: 2 })
    .map((h) => h.textContent);

describe("/companies", () => {
  it("lists companies by name with size, industry and open jobs, searches and filters by industry in the URL", async () => {
    const { user } = renderApp("/companies?page=1");
    expect(await screen.findByRole("heading", { level: 1, name: "Companies" })).toBeTruthy();
    expect(await screen.findByText("Showing 1–8 of 8")).toBeTruthy();
    expect(names()[0]).toBe("Batik Labs Sdn. Bhd.");
    expect(screen.getByRole("link", { name: "PeakShield Security Limited" }).getAttribute("href")).toBe("/companies/peakshield");
    const card = screen.getByRole("link", { name: "PeakShield Security Limited" }).closest("article")!;
    expect(within(card).getByText("51-200 employees")).toBeTruthy();
    expect(within(card).getByText("3 open jobs")).toBeTruthy();

    const industry = screen.getByRole("combobox", { name: "Industry" });
    expect(within(industry).getAllByRole("option")).toHaveLength(22);
    await user.selectOptions(industry, "Cybersecurity");
    expect(await screen.findByText("Showing 1–1 of 1")).toBeTruthy();
    expect(currentParams()).toMatchObject({ industry: "Cybersecurity", page: "1" });

    await user.selectOptions(industry, "Banking");
    expect(await screen.findByText("No companies in Banking.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(await screen.findByText("Showing 1–8 of 8")).toBeTruthy();

    await user.type(screen.getByRole("searchbox", { name: "Search companies" }), "harbour");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByText("Showing 1–2 of 2 for “harbour”")).toBeTruthy();
    expect(names()).toEqual(["HarbourPay Limited", "Victoria Harbour Logistics Limited"]);
  });

  it("shows industries in the interface language and filters by their codes", async () => {
    await i18n.changeLanguage("zh-Hant");
    const { user } = renderApp("/companies?page=1");
    const card = (await screen.findByRole("link", { name: "PeakShield Security Limited" })).closest("article")!;
    expect(within(card).getByText("網絡安全")).toBeTruthy();

    const industry = screen.getByRole("combobox", { name: "行業" });
    await waitFor(() => expect(within(industry).getByRole("option", { name: "銀行" })).toBeTruthy());
    await user.selectOptions(industry, "銀行");
    expect(await screen.findByText("沒有屬於「銀行」行業的公司。")).toBeTruthy();
    expect(currentParams()).toMatchObject({ industry: "Banking", page: "1" });
  });
});

describe("/companies/:id", () => {
  it("shows the profile, size, industry, website and open jobs", async () => {
    renderApp("/companies/kopicloud");
    expect(await screen.findByRole("heading", { level: 1, name: "KopiCloud Technologies Sdn. Bhd." })).toBeTruthy();
    expect(screen.getByText(/runs managed cloud platforms/)).toBeTruthy();
    const main = screen.getByRole("main");
    const facts = Object.fromEntries([...main.querySelectorAll("dt")].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));
    expect(facts).toEqual({
      Industry: "Information Technology & Services",
      "Company size": "51-200 employees",
      Location: "Kuala Lumpur, Malaysia",
      Website: "kopicloud.example.my",
    });
    const website = screen.getByRole("link", { name: "kopicloud.example.my" });
    expect(website.getAttribute("href")).toBe("https://kopicloud.example.my");
    // A long domain must wrap at a phone's width (jsdom lays nothing out: the style is what can be checked).
    expect(website.style.overflowWrap).toBe("anywhere");
    expect(screen.getByRole("heading", { level: 2, name: "5 open jobs" })).toBeTruthy();
    const jobs = screen.getByRole("list", { name: "Open jobs at KopiCloud" });
    expect(within(jobs).getAllByRole("listitem")).toHaveLength(5);
    expect(within(jobs).getByRole("link", { name: "DevOps Engineer" }).getAttribute("href")).toBe("/jobs/30");
  });

  it("shows the industry and its jobs' types in the interface language", async () => {
    await i18n.changeLanguage("zh-Hant");
    renderApp("/companies/kopicloud");
    expect(await screen.findByRole("heading", { level: 1, name: "KopiCloud Technologies Sdn. Bhd." })).toBeTruthy();
    const main = screen.getByRole("main");
    const facts = Object.fromEntries([...main.querySelectorAll("dt")].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));
    expect(facts["行業"]).toBe("資訊科技及服務");
    expect(within(main).getAllByText("全職").length).toBeGreaterThan(0);
    expect(within(main).queryByText("Full-time")).toBeNull();
    // The jobs' career role (its code from the server, its name from the options bundle).
    expect(within(main).getAllByText("軟件工程師").length).toBeGreaterThan(0);
    expect(within(main).queryByText("Software engineer")).toBeNull();
  });

  it("is not found for an unknown company", async () => {
    renderApp("/companies/nope");
    expect(await screen.findByRole("heading", { level: 1, name: "Company not found" })).toBeTruthy();
  });
});
