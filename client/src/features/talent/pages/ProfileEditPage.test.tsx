import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { server } from "../../../mocks/node";
import { profileOf } from "../mocks";
import { renderApp } from "../../../test/renderApp";
import { loginAs, mei } from "../../../test/session";
import i18n from "../../../i18n";

/** The error messages an input points at with aria-describedby. */
function describedMessages(input: HTMLElement): string[] {
  return (input.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .filter(Boolean);
}

function taskLinks(): string[] {
  const list = screen.queryByRole("list", { name: "To do next" });
  return list
    ? within(list)
        .getAllByRole("link")
        .map((a) => a.textContent ?? "")
    : [];
}

describe("/profile/edit", () => {
  it("falls back to the about form for an unknown ?form=", async () => {
    loginAs(mei);
    renderApp("/profile/edit?form=nope");
    expect(await screen.findByRole("heading", { level: 2, name: "About" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "About" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByLabelText("Summary (bio)")).toBeTruthy();
  });

  it("saves the contact form, and the location and LinkedIn tasks disappear as the ring fills", async () => {
    loginAs(mei);
    const { user } = renderApp("/profile/edit?form=contact");
    await screen.findByRole("img", { name: "Profile 78% complete" });
    expect(taskLinks()).toEqual(["Add your location", "Add your LinkedIn profile"]);

    await user.type(screen.getByLabelText("Location"), "Kuala Lumpur, Malaysia");
    await user.type(screen.getByLabelText("LinkedIn"), "https://www.linkedin.com/in/mei-chan");
    await user.click(screen.getByRole("button", { name: "Save contact" }));

    expect(await screen.findByText("Saved")).toBeTruthy();
    expect(await screen.findByRole("img", { name: "Profile 100% complete" })).toBeTruthy();
    expect(taskLinks()).toEqual([]);
    expect(profileOf(mei.id).links.linkedin).toBe("https://www.linkedin.com/in/mei-chan");
  });

  it("shows the server's field error next to a bad LinkedIn URL", async () => {
    loginAs(mei);
    const { user } = renderApp("/profile/edit?form=contact");
    const linkedin = await screen.findByLabelText("LinkedIn");
    // A well-formed URL (passes the client hint) that the server rejects: not a LinkedIn address.
    await user.type(linkedin, "https://example.com/in/mei");
    await user.click(screen.getByRole("button", { name: "Save contact" }));

    await waitFor(() => expect(linkedin.getAttribute("aria-invalid")).toBe("true"));
    expect(describedMessages(linkedin)).toContain("Enter a LinkedIn URL (https://www.linkedin.com/in/…).");
    expect(within(screen.getByRole("alert")).getByText("Some fields need attention. See the messages next to them.")).toBeTruthy();
    expect(screen.queryByText("Saved")).toBeNull();
  });

  it("checks URLs on the client before asking the server", async () => {
    loginAs(mei);
    const { user } = renderApp("/profile/edit?form=contact");
    await user.type(await screen.findByLabelText("GitHub"), "github.com/mei");
    await user.click(screen.getByRole("button", { name: "Save contact" }));
    expect(await screen.findByText("Enter a full URL starting with https://.")).toBeTruthy();
  });

  it("adds a work experience and removes it again", async () => {
    loginAs(mei);
    const { user } = renderApp("/profile/edit?form=experience");
    const list = await screen.findByRole("list", { name: "Work experience" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .filter((li) => li.parentElement === list),
    ).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: "Add work experience" }));
    const form = screen.getByRole("form", { name: "Add work experience" });
    await user.type(within(form).getByLabelText(/Job title/), "Data Analyst");
    await user.type(within(form).getByLabelText(/Employer/), "Harbour Bank");
    fireEvent.change(within(form).getByLabelText(/Start month/), { target: { value: "2025-01" } });
    await user.click(within(form).getByLabelText("I currently work here"));
    await user.type(within(form).getByLabelText("Bullet 1"), "Automated a monthly report in Python, saving 6 hours a month.");
    await user.click(within(form).getByRole("button", { name: "Save work experience" }));

    expect(await screen.findByRole("heading", { level: 3, name: "Data Analyst · Harbour Bank" })).toBeTruthy();
    expect(screen.getByText("Added")).toBeTruthy();
    expect(profileOf(mei.id).workExperiences).toHaveLength(2);

    await user.click(screen.getByRole("button", { name: "Remove Data Analyst at Harbour Bank" }));
    await waitFor(() => expect(screen.queryByRole("heading", { level: 3, name: "Data Analyst · Harbour Bank" })).toBeNull());
    expect(screen.getByText("Removed Data Analyst")).toBeTruthy();
    expect(profileOf(mei.id).workExperiences).toHaveLength(1);
  });

  it("puts a server error on a bullet (descriptions.N) and on the end month", async () => {
    server.use(
      http.post("*/graphql", async ({ request }) => {
        const body = (await request.clone().json()) as { operationName?: string };
        if (body.operationName !== "UpdateWorkExperience") return undefined;
        return HttpResponse.json({
          errors: [
            {
              message: "Some fields need attention.",
              extensions: {
                code: "BAD_USER_INPUT",
                fields: { "descriptions.1": "At most 500 characters.", end: "The end month cannot be before the start month." },
              },
            },
          ],
          data: null,
        });
      }),
    );
    loginAs(mei);
    const { user } = renderApp("/profile/edit?form=experience");
    await user.click(await screen.findByRole("button", { name: "Edit Operations Coordinator at Kelana Freight Sdn Bhd" }));
    const form = screen.getByRole("form", { name: "Edit Operations Coordinator" });
    await user.click(within(form).getByRole("button", { name: "Save work experience" }));

    const bullet2 = within(form).getByLabelText("Bullet 2");
    await waitFor(() => expect(bullet2.getAttribute("aria-invalid")).toBe("true"));
    expect(describedMessages(bullet2)).toContain("At most 500 characters.");
    expect(describedMessages(within(form).getByLabelText("End month"))).toContain("The end month cannot be before the start month.");
  });

  it("shows languages in the interface language and saves their codes", async () => {
    await i18n.changeLanguage("zh-Hant");
    loginAs(mei);
    const { user } = renderApp("/profile/edit?form=about");
    const languages = await screen.findByRole("combobox", { name: "語言" });
    const field = languages.closest(".mantine-MultiSelect-root") as HTMLElement;
    expect(within(field).getByText("英語")).toBeTruthy();
    expect(within(field).getByText("馬來語")).toBeTruthy();
    expect(within(field).getByText("普通話")).toBeTruthy();
    expect(within(field).queryByText("English")).toBeNull();

    await user.click(languages);
    await user.click(await screen.findByRole("option", { name: "日語" }));
    await user.click(screen.getByRole("button", { name: "儲存關於我" }));
    expect(await screen.findByText("已儲存")).toBeTruthy();
    expect(profileOf(mei.id).languages).toEqual(["English", "Malay", "Mandarin", "Japanese"]);
  });
});
