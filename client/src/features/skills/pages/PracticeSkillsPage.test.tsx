import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { renderApp } from "../../../test/renderApp";
import { loginAs, mei } from "../../../test/session";
import { startMockSkillAttempt } from "../mocks";

describe("/skills/practice", () => {
  it("lists the fifteen tests by topic to practise, untimed, and resumes a practice left open", async () => {
    loginAs(mei);
    const open = startMockSkillAttempt(mei.id, "sql-advanced", "PRACTICE");
    renderApp("/skills/practice");
    expect(await screen.findByRole("heading", { level: 1, name: "Practice" })).toBeTruthy();
    expect(screen.getByText(/Practice verifies nothing and does not count toward your chart/)).toBeTruthy();
    expect(await screen.findByRole("region", { name: "SQL" })).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "HTML/CSS",
      "JavaScript",
      "Python",
      "SQL",
      "C++",
    ]);
    expect(screen.getAllByRole("button", { name: /^Practise: / })).toHaveLength(14);
    expect(screen.getAllByText("Untimed")).toHaveLength(15);
    expect(screen.queryByText(/minutes/)).toBeNull();
    const sql = within(document.getElementById("skill-test-sql-advanced")!);
    expect(sql.getByRole("link", { name: "Resume practice: SQL · Advanced" }).getAttribute("href")).toBe(`/skills/attempts/${open.id}`);
    const nav = screen.getByRole("navigation", { name: "Skills sections" });
    expect(within(nav).getByRole("link", { name: "Practice" }).getAttribute("aria-current")).toBe("page");
  });
});
