import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { SKILL_REQUIREMENT_LIMITS, SKILL_TEST_LIMITS } from "@server/talent/modules/skills/rules/administration-limits";
import { currentParams, renderApp } from "../../../test/renderApp";
import { talentAdmin, loginAs, mei } from "../../../test/session";
import { tools } from "../../talent/mocks";
import { mockRoleRequirements, mockSkillTestSettings } from "../mocks";

/** The messages an input points at with aria-describedby (its hint and its error). */
function describedMessages(input: HTMLElement): string[] {
  return (input.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .filter(Boolean);
}

const rowsOf = (table: HTMLElement) => within(table).getAllByRole("row").slice(1);
const rowOf = (table: HTMLElement, text: string) => rowsOf(table).find((r) => within(r).queryByText(text))!;

describe("/skills/admin/skills", () => {
  it("opens on the Tests tab: every test with its level, time limit, pass mark, questions drawn and bank", async () => {
    loginAs(talentAdmin);
    renderApp("/skills/admin/skills");
    expect(await screen.findByRole("heading", { level: 1, name: "Skills management" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Tests" }).getAttribute("aria-selected")).toBe("true");
    const table = await screen.findByRole("table", { name: "Skill tests" });
    expect(rowsOf(table)).toHaveLength(15);
    const cells = within(rowOf(table, "JavaScript (Intermediate)"))
      .getAllByRole("cell")
      .map((c) => c.textContent);
    expect(cells.slice(1, 5)).toEqual(["Intermediate", "40 minutes", "70% (70 of 100 points)", "10"]);
    const bank = screen.getByRole("link", { name: "Question bank: JavaScript (Intermediate)" });
    expect(bank.getAttribute("href")).toBe("/skills/admin/skills/tests/js-intermediate");
  });

  it("edits a test's settings: the rules' limits and the server's bank check next to the fields, then saved", async () => {
    loginAs(talentAdmin);
    const { user } = renderApp("/skills/admin/skills?tab=tests");
    await user.click(await screen.findByRole("button", { name: "Edit settings: JavaScript (Beginner)" }));
    const dialog = await screen.findByRole("dialog", { name: "Settings of JavaScript (Beginner)" });
    const passMark = within(dialog).getByRole("textbox", { name: /^Pass mark/ });
    const { min, max } = SKILL_TEST_LIMITS.passMarkPercent;
    await user.clear(passMark);
    await user.type(passMark, String(min - 1));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(describedMessages(passMark)).toContain(`Enter a whole number from ${min} to ${max}.`);
    expect(mockSkillTestSettings("js-beginner")!.passMarkPercent).not.toBe(min - 1);

    // More questions drawn than the bank holds: only the server knows the bank.
    await user.clear(passMark);
    await user.type(passMark, "80");
    const drawn = within(dialog).getByRole("textbox", { name: /^Questions drawn/ });
    await user.clear(drawn);
    await user.type(drawn, "15");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(describedMessages(drawn)).toContain("The bank has 14 questions that are drawn; an attempt cannot draw 15."));

    await user.clear(drawn);
    await user.type(drawn, "12");
    const time = within(dialog).getByRole("textbox", { name: /^Time limit/ });
    await user.clear(time);
    await user.type(time, "35");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("The settings of JavaScript (Beginner) are saved.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(mockSkillTestSettings("js-beginner")).toMatchObject({ timeLimitMinutes: 35, passMarkPercent: 80, questionsDrawn: 12 });
    const row = rowOf(screen.getByRole("table", { name: "Skill tests" }), "JavaScript (Beginner)");
    const cells = within(row)
      .getAllByRole("cell")
      .map((c) => c.textContent);
    expect(cells.slice(2, 5)).toEqual(["35 minutes", "80% (96 of 120 points)", "12"]);
  });

  it("changes a requirement's level on the Roles tab and saves the role's requirements", async () => {
    loginAs(talentAdmin);
    const { user } = renderApp("/skills/admin/skills?tab=roles&role=role-frontend-developer-senior");
    expect(await screen.findByRole("heading", { level: 2, name: "Requirements of Senior front-end developer" })).toBeTruthy();
    const role = screen.getByRole("combobox", { name: "Role" }) as HTMLSelectElement;
    expect(role.value).toBe("role-frontend-developer-senior");
    expect(
      within(role)
        .getAllByRole("group")
        .map((g) => g.getAttribute("label")),
    ).toContain("Back-end developer");
    const toolsList = screen.getByRole("list", { name: "Tools" });
    const docker = within(toolsList).getByRole("combobox", { name: "Level: Docker" });
    await user.selectOptions(docker, "INTERMEDIATE");
    await user.click(screen.getByRole("button", { name: "Save the requirements" }));
    expect(await screen.findByText("The requirements of Senior front-end developer are saved.")).toBeTruthy();
    expect(mockRoleRequirements("role-frontend-developer-senior").find((r) => r.id === "docker")).toMatchObject({
      kind: "MANDATORY",
      level: "INTERMEDIATE",
    });
    expect((screen.getByRole("combobox", { name: "Level: Docker" }) as HTMLSelectElement).value).toBe("INTERMEDIATE");
    expect((screen.getByRole("button", { name: "Save the requirements" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows the server's problem with a condition that offers one skill, and saves nothing", async () => {
    loginAs(talentAdmin);
    const { user } = renderApp("/skills/admin/skills?tab=roles&role=role-frontend-developer-junior");
    const form = await screen.findByRole("form", { name: "Add a condition" });
    await user.type(within(form).getByRole("textbox", { name: /^What it asks/ }), "API testing");
    const skills = within(form).getByRole("combobox", { name: /^Skills that meet it/ });
    await user.click(skills);
    await user.type(skills, "Postman");
    await user.click(await screen.findByRole("option", { name: "Postman" }));
    await user.selectOptions(within(form).getByRole("combobox", { name: "Category" }), "TOOLS");
    await user.click(within(form).getByRole("button", { name: "Add the condition" }));
    const added = within(screen.getByRole("list", { name: "Tools" }))
      .getByText("API testing")
      .closest("li")!;
    expect(within(added).getByText("New")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Save the requirements" }));
    const { min, max } = SKILL_REQUIREMENT_LIMITS.conditionSkills;
    const problem = `A condition offers ${min} to ${max} skills.`;
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("The requirements were not saved")).toBeTruthy();
    expect(within(alert).getByText(`API testing: ${problem}`)).toBeTruthy();
    expect(within(added).getByText(problem)).toBeTruthy();
    expect(mockRoleRequirements("role-frontend-developer-junior").some((r) => r.kind === "CONDITIONAL" && r.title === "API testing")).toBe(
      false,
    );
  });

  it("keeps a family's seniorities in order: a mid-level role may not ask less than the junior one", async () => {
    loginAs(talentAdmin);
    const { user } = renderApp("/skills/admin/skills?tab=roles&role=role-frontend-developer-mid");
    await user.selectOptions(await screen.findByRole("combobox", { name: "Level: HTML" }), "BEGINNER");
    await user.click(screen.getByRole("button", { name: "Save the requirements" }));
    const alert = await screen.findByRole("alert");
    expect(
      within(alert).getByText("role-frontend-developer-mid: html asks a lower level than role-frontend-developer-junior"),
    ).toBeTruthy();
    expect(mockRoleRequirements("role-frontend-developer-mid").find((r) => r.id === "html")?.level).toBe("ADVANCED");
  });

  it("lists the vocabulary with skill and concept badges, and puts a taken id's conflict on the id field", async () => {
    loginAs(talentAdmin);
    const { user } = renderApp("/skills/admin/skills?tab=vocabulary");
    const table = await screen.findByRole("table", { name: "Vocabulary" });
    expect(within(rowOf(table, "Python")).getByText("Skill")).toBeTruthy();
    await user.type(screen.getByRole("searchbox", { name: "Search the vocabulary" }), "block");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(currentParams()).toMatchObject({ tab: "vocabulary", search: "block", page: "1" }));
    await waitFor(() => expect(within(screen.getByRole("table", { name: "Vocabulary" })).queryByText("Python")).toBeNull());
    expect(within(rowOf(screen.getByRole("table", { name: "Vocabulary" }), "Blockchain")).getByText("Concept")).toBeTruthy();

    const form = screen.getByRole("form", { name: "Add an entry" });
    const id = within(form).getByRole("textbox", { name: /^Id/ });
    await user.type(id, "python");
    await user.type(within(form).getByRole("textbox", { name: /^Title/ }), "Python 3");
    await user.click(within(form).getByRole("button", { name: "Add the entry" }));
    await waitFor(() => expect(describedMessages(id)).toContain("The id “python” is taken."));
    expect(tools.filter((t) => t.id === "python")).toHaveLength(1);

    await user.clear(id);
    await user.type(id, "svelte");
    const title = within(form).getByRole("textbox", { name: /^Title/ });
    await user.clear(title);
    await user.type(title, "Svelte");
    await user.click(within(form).getByRole("button", { name: "Add the entry" }));
    expect(await screen.findByText("Svelte is added to the vocabulary.")).toBeTruthy();
    expect(tools.find((t) => t.id === "svelte")).toEqual({ id: "svelte", title: "Svelte", skill: true });
  });

  it("keeps a skill a test verifies from becoming a concept, and renames an entry", async () => {
    loginAs(talentAdmin);
    const { user } = renderApp("/skills/admin/skills?tab=vocabulary&search=python");
    await user.click(await screen.findByRole("button", { name: "Edit entry: Python" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Python" });
    await user.click(within(dialog).getByRole("switch", { name: /^A skill/ }));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findAllByText("A test verifies this skill or a role requires it, so it stays a skill.")).not.toHaveLength(
      0,
    );

    await user.click(within(dialog).getByRole("switch", { name: /^A skill/ }));
    const title = within(dialog).getByRole("textbox", { name: /^Title/ });
    await user.clear(title);
    await user.type(title, "Python 3");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Python 3 is saved.")).toBeTruthy();
    expect(tools.find((t) => t.id === "python")).toMatchObject({ title: "Python 3", skill: true });
  });

  it("shows the not-allowed state to a student", async () => {
    loginAs(mei);
    renderApp("/skills/admin/skills?tab=roles");
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", expect.stringContaining("Talent admins only"));
    expect(screen.queryByRole("tab")).toBeNull();
  });
});
