import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { parseCvText } from "@server/talent/modules/cv/rules/index.js";
import { profileOf, profileScore } from "../mocks";
import { location, renderApp } from "../../../test/renderApp";
import { loginAs, mei } from "../../../test/session";

const NO_RESULT = /Add a measurable result: a number, %, amount or time saved\./;

/** The "Line n" badges of the suggestions in `scope` whose message matches `message`. */
function suggestionLines(scope: HTMLElement, message: RegExp): string[] {
  return within(scope)
    .getAllByText(message)
    .map((el) => el.closest("li")!.textContent!.match(/Line \d+/)?.[0] ?? "(no line)");
}

async function profileTotal(): Promise<number> {
  const el = await screen.findByTestId("cv-profile-total");
  return Number(el.textContent!.split("/")[0]);
}

describe("/cv", () => {
  it("explains the profile's score: total, chart, and per criterion points, evidence and suggestions", async () => {
    loginAs(mei);
    renderApp("/cv");
    expect(await screen.findByRole("heading", { level: 1, name: "CV score" })).toBeTruthy();
    const section = await screen.findByRole("region", { name: "Your profile's CV" });
    expect(await profileTotal()).toBeGreaterThan(0);
    expect(within(section).getByText("Scored for Data science")).toBeTruthy();
    expect(within(section).getByTestId("cv-breakdown-chart")).toBeTruthy();
    expect(within(section).getByText("Points earned and available per criterion")).toBeTruthy();

    const criteria = within(section).getByRole("list", { name: "Criteria" });
    const names = within(criteria)
      .getAllByRole("heading", { level: 3 })
      .map((h) => h.textContent);
    expect(names).toEqual([
      "Relevance to the role",
      "Depth of experience",
      "What, how and results",
      "Education",
      "Concise language",
      "Personal information",
    ]);

    const whr = within(criteria).getByRole("heading", { name: "What, how and results" }).closest("li")!;
    expect(within(whr).getByText(/^[\d.]+ \/ 15 points$/)).toBeTruthy();
    expect(within(whr).getByText("Evidence")).toBeTruthy();
    expect(within(whr).getByText(/Built the weekly delivery-performance report in Excel/)).toBeTruthy();
    expect(within(whr).getByText("Suggestions")).toBeTruthy();
    // The server's rule: a bullet with no measurable result gets a suggestion pointing at its line ("… three warehouses.").
    const cleaned = profileScore(profileOf(mei.id))!.lines.findIndex((l) => l.includes("across three warehouses.")) + 1;
    expect(cleaned).toBeGreaterThan(0);
    expect(suggestionLines(whr, NO_RESULT)).toContain(`Line ${cleaned}`);
    expect(within(whr).getByRole("link", { name: "Edit work experience" }).getAttribute("href")).toBe("/profile/edit?form=experience");

    const history = screen.getByRole("region", { name: "Score history" });
    expect(within(history).getAllByRole("row").length).toBeGreaterThan(1);
  });

  it("scores pasted CV text against the target role", async () => {
    loginAs(mei);
    const { user } = renderApp("/cv");
    const textarea = await screen.findByLabelText("Paste your CV text");
    const pasted = [
      "Ka Yan Wong",
      "Experience",
      "- Built SQL reports in Power BI for 5 teams",
      "- Helped with things",
      "Education",
      "BSc Statistics, University of Hong Kong",
      "Skills: Excel, Python",
    ].join("\n");
    fireEvent.change(textarea, { target: { value: pasted } });
    await user.click(screen.getByRole("button", { name: "Score this CV" }));

    const result = await screen.findByRole("region", { name: "Score of the pasted CV" });
    expect(within(result).getByTestId("cv-pasted-total").textContent).toMatch(/^\d+\/100$/);
    expect(within(result).getAllByRole("heading", { level: 4 })).toHaveLength(6);
    // Exactly one bullet has no measurable result, and the suggestion points at its line.
    const helped = parseCvText(pasted).lines.findIndex((l) => l.text.includes("Helped with things")) + 1;
    expect(helped).toBeGreaterThan(0);
    expect(suggestionLines(result, NO_RESULT)).toEqual([`Line ${helped}`]);
    expect(profileOf(mei.id).history[0]?.source).toBe("TEXT");
    const history = screen.getByRole("region", { name: "Score history" });
    expect(await within(history).findByText("Pasted text")).toBeTruthy();
  });

  it("asks for text before scoring", async () => {
    loginAs(mei);
    const { user } = renderApp("/cv");
    await user.click(await screen.findByRole("button", { name: "Score this CV" }));
    expect(await screen.findByText("Paste your CV text first.")).toBeTruthy();
  });

  it("changes the target role and rescores", async () => {
    loginAs(mei);
    const { user } = renderApp("/cv");
    await screen.findByText("Scored for Data science");
    await user.click(screen.getByRole("combobox", { name: "Career role" }));
    await user.click(await screen.findByRole("option", { name: "Software engineer" }));
    expect(await screen.findByText("Scored for Software engineer")).toBeTruthy();
    expect(profileOf(mei.id).targetRoleId).toBe("software-engineer");
  });

  it("rises after fixing a bullet in the work experience form", async () => {
    loginAs(mei);
    const { user } = renderApp("/cv");
    const before = await profileTotal();

    await user.click(screen.getAllByRole("link", { name: "Edit work experience" })[0]!);
    await user.click(await screen.findByRole("button", { name: "Edit Operations Coordinator at Kelana Freight Sdn Bhd" }));
    const form = screen.getByRole("form", { name: "Edit Operations Coordinator" });
    const bullet = within(form).getByLabelText("Bullet 2");
    await user.clear(bullet);
    await user.type(bullet, "Reconciled shipment records across 3 warehouses, cutting mismatches by 40%.");
    await user.click(within(form).getByRole("button", { name: "Save work experience" }));
    expect(await screen.findByText("Saved")).toBeTruthy();

    await user.click(screen.getByRole("link", { name: "Home" }));
    await waitFor(() => expect(location.current.pathname).toBe("/dashboard"));
    await user.click(await screen.findByRole("link", { name: "See your CV score" }));
    await waitFor(async () => expect(await profileTotal()).toBeGreaterThan(before));
  });

  it("edits the CV summary where the summary task links", async () => {
    profileOf(mei.id).bio = null;
    loginAs(mei);
    const { user } = renderApp("/dashboard");
    await user.click(await screen.findByRole("link", { name: "Write a short summary about yourself" }));
    await waitFor(() => expect(location.current.pathname).toBe("/cv"));
    await user.type(await screen.findByLabelText("Your CV summary"), "Data analyst in training with 3 years in retail operations.");
    await user.click(screen.getByRole("button", { name: "Save summary" }));
    expect(await screen.findByText("Saved")).toBeTruthy();
    expect(profileOf(mei.id)).toMatchObject({
      bio: "Data analyst in training with 3 years in retail operations.",
      languages: ["English", "Malay", "Mandarin"],
    });
  });
});
