import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { profileOf } from "../mocks";
import { LANGUAGE_STORAGE_KEY } from "../../../i18n";
import { location, renderApp } from "../../../test/renderApp";
import { loginAs, mei } from "../../../test/session";

describe("/settings", () => {
  it("saves job settings, and the settings entries and tasks follow", async () => {
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
    const row = within(entries).getByText("employment-status").closest("tr")!;
    expect(within(row).getByText("EMPLOYED_BUT_LOOKING_FOR_JOB")).toBeTruthy();

    await user.click(screen.getByRole("link", { name: "Home" }));
    await waitFor(() => expect(location.current.pathname).toBe("/dashboard"));
    expect(await screen.findByRole("img", { name: "Profile 78% complete" })).toBeTruthy();
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
    expect(await screen.findByRole("heading", { level: 1, name: "欢迎你，Mei" })).toBeTruthy();
    expect(document.documentElement.lang).toBe("zh-Hans");
  });

  it("applies it on app load with a session", async () => {
    profileOf(mei.id).uiLanguage = "zh_Hant";
    loginAs(mei);
    renderApp("/dashboard");
    expect(await screen.findByRole("heading", { level: 1, name: "歡迎你，Mei" })).toBeTruthy();
  });
});
