/** Tag management on /forum/tag/browse: forum admins create, edit and delete tags; nobody else sees it. */
import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { renderApp } from "../../../test/renderApp";
import { talentAdmin, loginAs, mei } from "../../../test/session";
import { forumTags } from "../mocks";

const section = (name: string) => screen.findByRole("region", { name });
const topNames = (region: HTMLElement, category: string) =>
  within(within(region).getByRole("list", { name: `Top tags in ${category}` }))
    .getAllByRole("listitem")
    .map((li) => within(li).getAllByRole("link")[0]!.textContent);

async function openAsAdmin() {
  loginAs(talentAdmin);
  const view = renderApp("/forum/tag/browse");
  const skills = await section("Skills");
  return { ...view, skills };
}

describe("tag management on /forum/tag/browse", () => {
  it("an admin creates a tag: it is listed in its category", async () => {
    const { user, skills } = await openAsAdmin();
    await user.click(await within(skills).findByRole("button", { name: "New tag in Skills" }));
    const dialog = await screen.findByRole("dialog", { name: "New tag in Skills" });
    expect((within(dialog).getByRole("combobox", { name: "Category" }) as HTMLSelectElement).value).toBe("SKILL");
    expect(within(dialog).queryByRole("option", { name: "Class forums" })).toBeNull();
    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Power BI");
    await user.type(within(dialog).getByRole("textbox", { name: "Description" }), "Reports and dashboards.");
    await user.click(within(dialog).getByRole("button", { name: "Create tag" }));

    expect(await screen.findByRole("status")).toHaveProperty("textContent", "Tag “Power BI” created.");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(await within(skills).findByText("6 tags")).toBeTruthy();
    await user.click(within(skills).getByRole("button", { name: "Show all tags in Skills (6)" }));
    const all = await within(skills).findByRole("list", { name: "All tags in Skills" });
    const item = within(all).getByRole("link", { name: "Power BI" }).closest("li")!;
    expect(within(item).getByText("Reports and dashboards.")).toBeTruthy();
    expect(within(item).getByRole("button", { name: "Edit Power BI" })).toBeTruthy();
    expect(forumTags.find((t) => t.id === "power-bi")).toMatchObject({ name: "Power BI", categoryId: "skill" });
  });

  it("shows the server's field errors next to the fields, and a taken name as a message", async () => {
    const { user, skills } = await openAsAdmin();
    await user.click(await within(skills).findByRole("button", { name: "New tag in Skills" }));
    const dialog = await screen.findByRole("dialog", { name: "New tag in Skills" });
    const name = within(dialog).getByRole("textbox", { name: "Name" });
    await user.type(name, "R");
    await user.click(within(dialog).getByRole("button", { name: "Create tag" }));
    expect(await within(dialog).findByText("At least 2 characters.")).toBeTruthy();
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(within(dialog).getByRole("alert").textContent).toBe("Check the fields marked below.");

    await user.clear(name);
    await user.type(name, "sql");
    await user.click(within(dialog).getByRole("button", { name: "Create tag" }));
    expect(await within(dialog).findByText("A tag with this name already exists.")).toBeTruthy();
    expect(within(skills).getByText("5 tags")).toBeTruthy();
  });

  it("an admin edits a tag: its new name and category show at once", async () => {
    const { user, skills } = await openAsAdmin();
    await user.click(await within(skills).findByRole("button", { name: "Edit JavaScript" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit JavaScript" });
    expect(within(dialog).getByText("Its link stays “javascript”, so follows and links keep working.")).toBeTruthy();
    const name = within(dialog).getByRole("textbox", { name: "Name" });
    await user.clear(name);
    await user.type(name, "JavaScript & TypeScript");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Category" }), "CAREER");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Tag “JavaScript & TypeScript” saved.")).toBeTruthy();
    const careers = await section("Careers");
    expect(await within(careers).findByText("5 tags")).toBeTruthy();
    expect(within(careers).getByRole("link", { name: "JavaScript & TypeScript" })).toBeTruthy();
    expect(within(skills).getByText("4 tags")).toBeTruthy();
    expect(topNames(skills, "Skills")).toEqual(["SQL", "Data Analytics", "Python", "UI/UX"]);
    expect(forumTags.find((t) => t.id === "javascript")).toMatchObject({ name: "JavaScript & TypeScript", categoryId: "career" });
  });

  it("an admin deletes an unused tag, and is told when a tag is in use", async () => {
    const { user, skills } = await openAsAdmin();
    await user.click(await within(skills).findByRole("button", { name: "Delete SQL" }));
    let dialog = await screen.findByRole("dialog", { name: "Delete SQL?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "“SQL” is in use: posts are filed under it, so it cannot be deleted.",
    );
    // The dialog stays open with the refusal; keeping the tag closes it (the close button is named the same).
    await user.click(within(dialog).getByText("Keep the tag"));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(topNames(skills, "Skills")).toContain("SQL");

    await user.click(within(skills).getByRole("button", { name: "Delete JavaScript" }));
    dialog = await screen.findByRole("dialog", { name: "Delete JavaScript?" });
    expect(within(dialog).queryByRole("alert")).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Tag “JavaScript” deleted.")).toBeTruthy();
    expect(await within(skills).findByText("4 tags")).toBeTruthy();
    expect(topNames(skills, "Skills")).toEqual(["SQL", "Data Analytics", "Python", "UI/UX"]);
    expect(forumTags.some((t) => t.id === "javascript")).toBe(false);
  });

  it("a student sees no tag management", async () => {
    loginAs(mei);
    renderApp("/forum/tag/browse");
    const skills = await section("Skills");
    expect(within(skills).getByRole("link", { name: "SQL" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^New tag/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /^(Edit|Delete) / })).toBeNull();
  });
});
