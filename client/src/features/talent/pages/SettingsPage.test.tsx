import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { profileOf } from "../mocks";
import i18n, { LANGUAGE_STORAGE_KEY } from "../../../i18n";
import { location, renderApp } from "../../../test/renderApp";
import { loginAs, mei } from "../../../test/session";

describe("/settings", () => {
  it("saves job settings, and the settings entries and tasks follow", async () => {
    // Mei's seeded profile has her job settings; cleared, the two job-settings checks are unmet (5 of 9).
    Object.assign(profileOf(mei.id), { employmentStatus: null, workPermitLocations: [] });
    loginAs(mei);
    const { user } = renderApp("/settings#settings-job");
    const job = await screen.findByRole("region", { name: "Job settings" });
    expect(job.id).toBe("settings-job");

    await user.click(within(job).getByRole("combobox", { name: "Employment status" }));
    await user.click(await screen.findByRole("option", { name: "Employed but looking for a job" }));
    await user.click(within(job).getByRole("combobox", { name: "Work permit locations" }));
    await user.click(await screen.findByRole("option", { name: "Malaysia" }));
    await user.click(within(job).getByRole("button", { name: "Save job settings" }));

    expect(await within(job).findByText("Saved")).toBeTruthy();
    expect(profileOf(mei.id)).toMatchObject({ employmentStatus: "EMPLOYED_BUT_LOOKING_FOR_JOB", workPermitLocations: ["Malaysia"] });
    const entries = screen.getByRole("region", { name: "Settings entries" });
    // In words, linking to where each is changed: no path, id or code on screen.
    const row = within(entries).getByRole("link", { name: "Employment status" }).closest("tr")!;
    expect(within(row).getByRole("link", { name: "Employment status" }).getAttribute("href")).toBe("/settings#settings-job");
    expect(within(row).getByText("One choice")).toBeTruthy();
    expect(within(row).getByText("Employed but looking for a job")).toBeTruthy();
    const permits = within(entries).getByRole("link", { name: "Work permit locations" }).closest("tr")!;
    expect(within(permits).getByText("Malaysia")).toBeTruthy();
    expect(within(entries).queryByText(/employment-status|EMPLOYED_|enum/)).toBeNull();

    await user.click(screen.getByRole("link", { name: "Home" }));
    await waitFor(() => expect(location.current.pathname).toBe("/dashboard"));
    expect(await screen.findByRole("img", { name: "Profile 78% complete" })).toBeTruthy();
  });

  it("shows countries and entries in the interface language, and saves the country's code", async () => {
    loginAs(mei);
    await i18n.changeLanguage("zh-Hant");
    const { user } = renderApp("/settings");
    const job = await screen.findByRole("region", { name: "求職設定" });
    await user.click(within(job).getByRole("combobox", { name: "可工作地區" }));
    await user.click(await screen.findByRole("option", { name: "新加坡" }));
    await user.click(within(job).getByRole("button", { name: "儲存求職設定" }));
    await waitFor(() => expect(profileOf(mei.id).workPermitLocations).toContain("Singapore"));
    const entries = screen.getByRole("region", { name: "設定項目" });
    const permits = within(entries).getByRole("link", { name: "可工作地區" }).closest("tr")!;
    expect(within(permits).getByText(/新加坡/)).toBeTruthy();
    expect(within(entries).getByRole("link", { name: "介面語言" })).toBeTruthy();
  });

  it("saves the interface language and switches the interface", async () => {
    loginAs(mei);
    const { user } = renderApp("/settings");
    const section = await screen.findByRole("region", { name: "Interface language" });
    await user.click(within(section).getByRole("radio", { name: "繁體中文" }));
    await user.click(within(section).getByRole("button", { name: "Save language" }));

    expect(await screen.findByRole("heading", { level: 1, name: "設定" })).toBeTruthy();
    expect(document.documentElement.lang).toBe("zh-Hant");
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("zh-Hant");
    await waitFor(() => expect(profileOf(mei.id).uiLanguage).toBe("zh_Hant"));
  });

  it("switches the daily forum digest off and on; the settings entries follow", async () => {
    loginAs(mei);
    const { user } = renderApp("/settings#settings-email");
    const section = await screen.findByRole("region", { name: "Email" });
    expect(section.id).toBe("settings-email");
    const digest = within(section).getByRole("switch", { name: /^Daily forum digest/ });
    expect((digest as HTMLInputElement).checked).toBe(true);
    await user.click(digest);
    await waitFor(() => expect(profileOf(mei.id).emailSwitchedOff).toEqual(["forum-digest"]));
    await waitFor(() =>
      expect((within(section).getByRole("switch", { name: /^Daily forum digest/ }) as HTMLInputElement).checked).toBe(false),
    );
    const entries = screen.getByRole("region", { name: "Settings entries" });
    const row = within(entries).getByRole("link", { name: "Daily forum digest" }).closest("tr")!;
    expect(within(row).getByText("No")).toBeTruthy();

    await user.click(within(section).getByRole("switch", { name: /^Daily forum digest/ }));
    await waitFor(() => expect(profileOf(mei.id).emailSwitchedOff).toEqual([]));
    await waitFor(() => expect(within(row).getByText("Yes")).toBeTruthy());
  });

  it("the header language switcher also saves the choice for a logged-in person", async () => {
    loginAs(mei);
    const { user } = renderApp("/settings");
    await screen.findByRole("heading", { level: 1, name: "Settings" });
    await user.click(screen.getByRole("button", { name: "Language: English" }));
    await user.click(await screen.findByRole("menuitem", { name: "简体中文" }));
    expect(await screen.findByRole("heading", { level: 1, name: "设置" })).toBeTruthy();
    await waitFor(() => expect(profileOf(mei.id).uiLanguage).toBe("zh_Hans"));
  });
});

describe("interface language at log-in", () => {
  it("applies the saved language when the person logs in", async () => {
    profileOf(mei.id).uiLanguage = "zh_Hans";
    const { user } = renderApp("/login?next=%2Fdashboard");
    await user.type(await screen.findByLabelText(/Email/), mei.email);
    await user.type(screen.getByLabelText(/^Password/), mei.password);
    await user.click(within(screen.getByRole("main")).getByRole("button", { name: "Log in" }));
    expect(await screen.findByRole("heading", { level: 1, name: "欢迎你，Mei Ling" })).toBeTruthy();
    expect(document.documentElement.lang).toBe("zh-Hans");
  });

  it("applies it on app load with a session", async () => {
    profileOf(mei.id).uiLanguage = "zh_Hant";
    loginAs(mei);
    renderApp("/dashboard");
    expect(await screen.findByRole("heading", { level: 1, name: "歡迎你，Mei Ling" })).toBeTruthy();
  });
});
